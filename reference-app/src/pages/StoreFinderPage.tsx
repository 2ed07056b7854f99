'use client';

import { Button, ContentBlock, Input, Stack, TextLink, Tiles } from 'crema';
import { STORE_QUERY_MAX_LENGTH } from 'crema/services';
import { useAppMessages } from '../messages/hooks';
import type { PageProps } from '../routing/route';
import { STORE_FINDER_PAGE_PATH, STORE_QUERY_PARAM, type StoreFinderPageData } from './storeFinder';
import * as styles from './pages.css';

/**
 * The store finder ("/service/storefinder/", "/service/storefinder/search"): a search by city or
 * postcode, a native GET form the server answers (no script needed), and the stores of the site's country with
 * address and opening hours.
 */
export function StoreFinderPage({ data }: PageProps<StoreFinderPageData>) {
  const { t } = useAppMessages();
  const { stores, query } = data;
  const count = stores.stores.length;
  return (
    <ContentBlock gutter className={styles.page}>
      <Stack space="xl">
        <Stack space="s">
          <h1 className={styles.title}>{t('storeFinder.title')}</h1>
          <p className={styles.lead}>{t('storeFinder.intro')}</p>
        </Stack>
        <form method="get" action={STORE_FINDER_PAGE_PATH} role="search" aria-label={t('storeFinder.title')}>
          <Stack space="m" align="start">
            <Input
              name={STORE_QUERY_PARAM}
              type="search"
              label={t('storeFinder.search')}
              defaultValue={query}
              maxLength={STORE_QUERY_MAX_LENGTH}
              autoComplete="postal-code"
            />
            <Button type="submit" variant="primary">
              {t('storeFinder.submit')}
            </Button>
          </Stack>
        </form>
        <Stack as="section" space="l" aria-labelledby="store-results">
          <h2 id="store-results" className={styles.sectionTitle} aria-live="polite">
            {query ? t('storeFinder.results', { count, query }) : t('storeFinder.all', { count })}
          </h2>
          {count === 0 ? (
            <Stack space="m" align="start">
              <p className={styles.text}>{t('storeFinder.none', { query })}</p>
              <TextLink href={STORE_FINDER_PAGE_PATH}>{t('storeFinder.showAll')}</TextLink>
            </Stack>
          ) : (
            <Tiles as="ul" columns={{ base: 1, m: 2, xl: 3 }} space="l" aria-labelledby="store-results">
              {stores.stores.map((store) => (
                <Stack
                  as="article"
                  space="s"
                  className={styles.card}
                  key={store.id}
                  aria-labelledby={`store-${store.id}`}
                >
                  <h3 id={`store-${store.id}`} className={styles.tileTitle}>
                    {store.name}
                  </h3>
                  <address className={styles.text}>
                    {store.street}
                    <br />
                    {store.postcode} {store.city}
                  </address>
                  <p className={styles.small}>{t('storeFinder.hours')}</p>
                  <Stack as="ul" space="xxs" className={styles.plainList}>
                    {store.openingHours.map((line) => (
                      <span key={line}>{line}</span>
                    ))}
                  </Stack>
                </Stack>
              ))}
            </Tiles>
          )}
          {query && count > 0 && <TextLink href={STORE_FINDER_PAGE_PATH}>{t('storeFinder.showAll')}</TextLink>}
        </Stack>
      </Stack>
    </ContentBlock>
  );
}
