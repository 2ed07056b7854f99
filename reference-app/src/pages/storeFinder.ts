import { z } from 'zod/mini';
import { headerLinks } from 'crema/server';
import { contentStoresSchema, fetchStores, STORE_QUERY_MAX_LENGTH } from 'crema/services';
import { describeError } from '../routing/describeError';
import type { LoaderContext, LoadResult } from '../routing/route';
import { titledBy } from '../routing/head';

/**
 * The store finder's addresses, its own first ("/service/storefinder/" in the footer,
 * "/service/storefinder/search | store finder icon" in the header): one page, its search a query parameter.
 */
export const STORE_FINDER_PAGE_PATH = '/service/storefinder/';
export const storeFinderPaths = [STORE_FINDER_PAGE_PATH, headerLinks.storeFinder] as const;
/**
 * The route's patterns: both addresses, and every other path below them, which is a 404 page here (the reference
 * services, mounted after the pages, would answer a path under /service with a bare JSON 404).
 */
export const storeFinderPatterns = [...storeFinderPaths, `${STORE_FINDER_PAGE_PATH}*`] as const;

/** The search's query parameter (chosen): a city or postcode. The form sends it natively with GET. */
export const STORE_QUERY_PARAM = 'q';

export const storeFinderPageSchema = z.object({
  /** What the visitor searched for, as the box shows it again (empty: every store of the country). */
  query: z.string(),
  stores: contentStoresSchema,
});
export type StoreFinderPageData = z.output<typeof storeFinderPageSchema>;

/** The store finder's title: its heading ("Filialfinder"), with or without a search. */
export const storeFinderHead = titledBy('storeFinder.title');

/**
 * The stores of the site's country, those matching `?q=` when it is given, rendered on the server: the search is a
 * native GET form, so it works without script. A text longer than the service takes is cut to that length; a path
 * below the store finder's is a 404.
 */
export async function loadStoreFinder({
  services,
  site,
  url,
}: LoaderContext): Promise<LoadResult<StoreFinderPageData>> {
  if (!(storeFinderPaths as readonly string[]).includes(url.pathname)) return { kind: 'not-found' };
  const query = (url.searchParams.get(STORE_QUERY_PARAM) ?? '').trim().slice(0, STORE_QUERY_MAX_LENGTH);
  const result = await fetchStores(services, { site: site.code, ...(query ? { q: query } : {}) });
  if (!result.ok) return { kind: 'unavailable', reason: `stores: ${describeError(result.error)}` };
  return { kind: 'page', data: { query, stores: result.value } };
}
