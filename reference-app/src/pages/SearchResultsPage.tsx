'use client';

import { ContentBlock, Stack, Tiles } from 'crema';
import { useAppMessages } from '../messages/hooks';
import type { PageProps } from '../routing/route';
import { ProductTile } from './ProductTile';
import type { SearchResultsData } from './search';
import * as styles from './pages.css';

/** The search results page ("/search?query={term}"): the query, how many products match, and their tiles. */
export function SearchResultsPage({ data, site }: PageProps<SearchResultsData>) {
  const { t } = useAppMessages();
  const { query, results } = data;
  return (
    <ContentBlock gutter className={styles.page}>
      <Stack space="xl">
        <Stack space="s">
          <h1 className={styles.title}>{query ? t('search.resultsFor', { query }) : t('search.title')}</h1>
          <p className={styles.muted}>
            {results ? t('category.count', { count: results.total }) : t('search.noQuery')}
          </p>
        </Stack>
        {results && results.products.length === 0 && <p className={styles.text}>{t('search.noResults')}</p>}
        {results && results.products.length > 0 && (
          <Tiles
            as="ul"
            columns={{ base: 2, m: 3, xl: 4 }}
            space={{ base: 'l', m: 'xl' }}
            aria-label={t('search.title')}
          >
            {results.products.map((product) => (
              <ProductTile key={product.id} product={product} site={site} />
            ))}
          </Tiles>
        )}
      </Stack>
    </ContentBlock>
  );
}
