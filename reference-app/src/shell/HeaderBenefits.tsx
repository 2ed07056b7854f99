import { useHeaderMessages } from '../../../src/features/header/messages';
import { Inline } from '../../../src/primitives/Inline';
import type { PromotionLink } from '../../../src/services';
import * as styles from './shell.css';

/**
 * The header benefits (spec 000 §4, promotion ~header_top), rendered on the server, in the header's benefits slot
 * until the promotions issue brings the promotion feature.
 */
export function HeaderBenefits({ benefits }: { benefits: readonly PromotionLink[] | null }) {
  const { t } = useHeaderMessages();
  if (!benefits || benefits.length === 0) return null;
  return (
    <div className={styles.benefitsBar}>
      <Inline as="ul" space={{ base: 's', m: 'xl' }} aria-label={t('header.benefits.label')}>
        {benefits.map((benefit) => (
          <a
            key={benefit.url + benefit.text}
            className={benefit.boldLink ? styles.benefitBold : styles.benefit}
            href={benefit.url}
          >
            {benefit.text}
          </a>
        ))}
      </Inline>
    </div>
  );
}
