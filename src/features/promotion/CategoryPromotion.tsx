'use client';

import { CATEGORY_PLACEMENT } from '../../services/promotion/constants';
import { PromotionSlot } from './Promotion';

/**
 * A category's promotion (promotion type CATEGORY), for the category's slug, headed as a part of a panel under its own
 * heading (h3): the navigation's desktop flyouts show it beside their grid. Its own module (the default export), so
 * whoever places it can load it (and the promotion components) lazily, when a flyout first opens.
 */
export default function CategoryPromotion({ slug }: { slug: string }) {
  return <PromotionSlot id={CATEGORY_PLACEMENT} tags={{ anyOfTags: [slug] }} headingLevel="h3" />;
}
