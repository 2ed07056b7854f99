import { formatPrice, useMessages } from '../../../src/platform/i18n';
import type { Site } from '../../../src/platform/site/sites';
import * as styles from './HomePage.css';

/** A sample price per currency on every home page, to demo the site's price format (a 500 g bag of coffee). */
export const samplePrices = {
  EUR: 12.99,
  CHF: 14.9,
  CZK: 329,
  HUF: 4990,
  PLN: 54.99,
  TRY: 549.9,
} as const satisfies Record<Site['currency'], number>;

/** The home page of one country shop. */
export function HomePage({ site }: { site: Site }) {
  const { t } = useMessages();
  const price = formatPrice(samplePrices[site.currency], site);
  return (
    <section aria-labelledby="home-title" className={styles.home}>
      <h1 id="home-title" className={styles.title}>
        {t('home.title', { country: site.label })}
      </h1>
      <p className={styles.intro}>{t('home.intro')}</p>
      <p>
        {t('home.samplePrice')} <strong data-testid="sample-price">{price}</strong>
      </p>
    </section>
  );
}
