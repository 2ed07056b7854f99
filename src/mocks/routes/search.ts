/**
 * Search suggestions over the seeded catalogue (the suggestions call) and the cache key (the cachekey call).
 *
 * - Every word of `q` must occur in a product title (case-insensitive in the site's locale, accents ignored).
 * - Terms: the words of matching titles that contain a typed word (shortest first), then the matching titles
 *   without their size or colour; unique, at most `maxSearchTerms`.
 * - Products: matching products in catalogue order, at most `maxProducts`.
 * - Without the maxima (old header) the new header's 10 and 5 apply.
 */
import type { RegisterRoutes } from '../app';
import { sites } from '../../platform/site/sites';
import type { SiteCode } from '../../platform/site/constants';
import { CACHEKEY_PATH, MAX_PRODUCTS, MAX_SEARCH_TERMS, SUGGESTIONS_PATH } from '../../services/search/constants';
import { suggestionsQuerySchema, type Suggestions } from '../../services/search/contract';
import { CATALOGUE_VERSION, INVALID_QUERY_CODE } from '../fixtures/constants';
import { catalogueOf, toSuggestedProduct, type CatalogueProduct } from '../fixtures/products';

/** Lower case in the site's locale (Turkish İ/ı), accents removed: "Káva" and "kava" match. */
const fold = (text: string, site: SiteCode) =>
  text.toLocaleLowerCase(sites[site].locale).normalize('NFD').replace(/\p{M}/gu, '');

const words = (text: string) => text.split(/[\s,]+/).filter(Boolean);

/** The suggestions for a typed text in a site. */
/**
 * The site's products whose title holds every typed word (case and accents ignored): the suggestions' products and
 * the reference catalogue's search results.
 */
export function matchingProducts(q: string, site: SiteCode): readonly CatalogueProduct[] {
  const typed = words(fold(q, site));
  if (typed.length === 0) return [];
  return catalogueOf(site).filter((p) => {
    const title = fold(p.title, site);
    return typed.every((w) => title.includes(w));
  });
}

export function suggest(q: string, site: SiteCode, maxSearchTerms: number, maxProducts: number): Suggestions {
  const typed = words(fold(q, site));
  if (typed.length === 0) return { searchTerms: [], products: [] };
  const locale = sites[site].locale;
  const matches = matchingProducts(q, site);

  const single = new Set<string>();
  const phrases = new Set<string>();
  for (const product of matches) {
    for (const word of words(product.title)) {
      if (typed.some((w) => fold(word, site).includes(w))) single.add(word.toLocaleLowerCase(locale));
    }
    // The title without its last part (size or colour): "kaffeebohnen espresso intenso".
    const name = product.title.split(/,| \d/)[0]!.trim();
    phrases.add(name.toLocaleLowerCase(locale));
  }
  const byLength = (a: string, b: string) => a.length - b.length || a.localeCompare(b, locale);
  const terms = [...new Set([...[...single].sort(byLength), ...[...phrases].sort(byLength)])];

  return {
    searchTerms: terms.slice(0, maxSearchTerms).map((searchterm) => ({ searchterm })),
    products: matches.slice(0, maxProducts).map(toSuggestedProduct),
  };
}

export const registerSearchRoutes: RegisterRoutes = (app) => {
  app.get(SUGGESTIONS_PATH, (c) => {
    const query = suggestionsQuerySchema.safeParse(c.req.query());
    if (!query.success) return c.json({ code: INVALID_QUERY_CODE }, 400);
    const { q, site, maxSearchTerms = MAX_SEARCH_TERMS, maxProducts = MAX_PRODUCTS } = query.data;
    return c.json(suggest(q, site, maxSearchTerms, maxProducts));
  });
  app.get(CACHEKEY_PATH, (c) => c.json({ cacheKey: CATALOGUE_VERSION }));
};
