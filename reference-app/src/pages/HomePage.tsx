'use client';

import { formatPrice, type Site, ContentBlock, Picture, Stack, Tiles, PromotionSlot } from 'crema';
import { PHASE_INTEGRATION_PLACEMENT } from 'crema/services';
import { useAppMessages } from '../messages/hooks';
import type { PageProps } from '../routing/route';
import type { HomeData } from './home';
import * as styles from './pages.css';

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
export function HomePage({ data, site }: PageProps<HomeData>) {
  const { t } = useAppMessages();
  return (
    <ContentBlock gutter className={styles.page}>
      <Stack space="3xl">
        <Stack as="section" space="l" aria-labelledby="home-title">
          <h1 id="home-title" className={styles.title}>
            {t('home.title')}
          </h1>
          <p className={styles.lead}>{t('home.intro')}</p>
          <p className={styles.text}>
            {t('home.samplePrice')}{' '}
            <strong data-testid="sample-price">{formatPrice(samplePrices[site.currency], site)}</strong>
          </p>
        </Stack>
        {data.promotion.status === 'shown' && (
          <Tiles columns={{ base: 1, m: 2, xl: 3 }} space={{ base: 'm', m: 'l' }}>
            <PromotionSlot id={PHASE_INTEGRATION_PLACEMENT} initial={data.promotion} headingLevel="h2" eager />
          </Tiles>
        )}
        {data.categories.length > 0 && (
          <Stack as="section" space="l" aria-labelledby="home-categories">
            <h2 id="home-categories" className={styles.sectionTitle}>
              {t('home.categories')}
            </h2>
            <Tiles as="ul" columns={{ base: 2, m: 3, xl: 6 }} space={{ base: 'm', m: 'l' }}>
              {data.categories.map((category) => (
                <a key={category.href} href={category.href} className={styles.tile}>
                  {category.image ? (
                    <Picture src={category.image.src} alt="" aspectRatio="1/1" />
                  ) : (
                    <span className={styles.tilePlaceholder} />
                  )}
                  <span className={styles.tileTitle}>{category.title}</span>
                </a>
              ))}
            </Tiles>
          </Stack>
        )}
      </Stack>
    </ContentBlock>
  );
}
