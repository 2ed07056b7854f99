import { z } from 'zod/mini';
import { searchTextFromUrl } from 'crema/server';
import { catalogueSearchSchema, fetchCatalogueSearch } from 'crema/services';
import { describeError } from '../routing/describeError';
import type { LoaderContext, LoadResult } from '../routing/route';
import type { HeadOf } from '../routing/head';

/** The search results page's data: the sanitised query ('' when none) and the products matching it. */
export const searchResultsSchema = z.object({ query: z.string(), results: z.nullable(catalogueSearchSchema) });
export type SearchResultsData = z.output<typeof searchResultsSchema>;

/**
 * The results page is titled as its heading: the results for the sanitised query ("Suchergebnisse für „Espresso“"),
 * or, without a query, the search's plain title.
 */
export const searchHead: HeadOf<SearchResultsData> = ({ query }, { t }) => ({
  title: query ? t('search.resultsFor', { query }) : t('search.title'),
});

/** "/search?query={term} | search results; the query also pre-fills the search box". */
export const SEARCH_PAGE_PATH = '/search';

/**
 * The search results page: `?query=` sanitised as the search box does (at most 200 characters, a term of digits and
 * spaces loses its spaces), then the reference catalogue's products matching it. No query: the page asks for one
 * (no call). A failing catalogue call is the error page (503).
 */
export async function loadSearchResults({
  services,
  site,
  url,
}: LoaderContext): Promise<LoadResult<SearchResultsData>> {
  const query = searchTextFromUrl(url.searchParams).trim();
  if (query === '') return { kind: 'page', data: { query, results: null } };
  const result = await fetchCatalogueSearch(services, { q: query, site: site.code });
  if (!result.ok) return { kind: 'unavailable', reason: `search "${query}": ${describeError(result.error)}` };
  return { kind: 'page', data: { query, results: result.value } };
}
