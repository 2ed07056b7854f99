import { pushDataLayer } from '../../platform/browser';
import type { PromotionType } from './constants';

/**
 * The promotion_click event (payload not given: docs/decisions.md): the promotion's id or placement, its internal type,
 * the clicked element's position in it (0 first: a benefit's position 0 to 3; a banner's CTA 0 and its links from 1; a
 * tile's position in its row) and, for benefits, their tracking tag.
 */
export function trackPromotionClick(click: {
  promotion: string;
  type: PromotionType;
  position: number;
  trackingTag?: string;
  target?: string;
}): void {
  pushDataLayer({
    event: 'promotion_click',
    promotion_id: click.promotion,
    promotion_type: click.type,
    promotion_position: click.position,
    ...(click.trackingTag ? { tracking_tag: click.trackingTag } : {}),
    ...(click.target ? { click_target: click.target } : {}),
  });
}
