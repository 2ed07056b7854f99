'use client';

import { CATEGORY_PLACEMENT } from '../../services/promotion/constants';
import { PromotionSlot } from '../promotion';

/**
 * A desktop flyout's category promotion (promotion type CATEGORY), for the item's category slug. Its own module: the
 * flyout loads it (and the promotion components) when it first opens (flyout contents load lazily).
 */
export default function FlyoutPromotion({ slug }: { slug: string }) {
  return <PromotionSlot id={CATEGORY_PLACEMENT} tags={{ anyOfTags: [slug] }} headingLevel="h3" />;
}
