'use client';

import { cx } from '../../styles/cx';
import { MAX_HEADER_BENEFITS } from '../../services/promotion/constants';
import type { PromotionContent } from '../../services';
import { HEADER_BENEFITS_PROMOTION_ID, TRACKING_TAG_ATTRIBUTE, benefitTrackingTag } from './constants';
import { usePromotionMessages } from './messages';
import * as styles from './Promotion.css';
import { trackPromotionClick } from './tracking';

export interface HeaderBenefitsProps {
  /** The ~header_top promotion's content: its links are the benefits. */
  content: PromotionContent;
  promotionId?: string;
}

/**
 * The header benefits ("Header benefits use the promotion id ~header_top; benefit tracking tags are assigned by
 * position 0 to 3"): at most four links under the header's bar, each carrying its position's tracking tag and reporting
 * promotion_click with it. A bold link is the content's `boldLink`.
 */
export function HeaderBenefits({ content, promotionId = HEADER_BENEFITS_PROMOTION_ID }: HeaderBenefitsProps) {
  const { t } = usePromotionMessages();
  const links = content.links.slice(0, MAX_HEADER_BENEFITS);
  if (links.length === 0) return null;
  return (
    <ul className={styles.benefits} aria-label={t('promotion.benefits')} data-promotion-type="BENEFITS">
      {links.map((link, position) => {
        const trackingTag = benefitTrackingTag(position);
        return (
          <li key={`${link.url}-${position}`}>
            <a
              className={cx(styles.benefit, link.boldLink && styles.bold)}
              href={link.url}
              {...{ [TRACKING_TAG_ATTRIBUTE]: trackingTag }}
              onClick={() =>
                trackPromotionClick({
                  promotion: promotionId,
                  type: 'BENEFITS',
                  position,
                  trackingTag,
                  target: link.url,
                })
              }
            >
              {link.text}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
