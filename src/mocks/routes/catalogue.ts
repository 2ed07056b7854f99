/**
 * The reference catalogue (NOT in the spec: the reference storefront's category, product and home pages need
 * product and category data; src/services/catalogue). Over the seeded catalogue (fixtures/products.ts) and the
 * site's navigation (fixtures/navigation.ts); how categories pick their products: fixtures/catalogue.ts.
 *
 * - GET …/products/{productId}: the product with its price, availability and breadcrumb; an id that is not an
 *   article number → 400 `INVALID_QUERY`; an unknown one → 404 `UNKNOWN_PRODUCT`.
 * - GET …/categories/{slug}?limit=: a listing of the navigation, a theme world, the theme-world overview or the scout
 *   page, with at most `limit` products (default 24, at most 100) and their `total`; a malformed slug or limit → 400 `INVALID_QUERY`; a slug no category has → 404
 *   `UNKNOWN_CATEGORY`.
 * - GET …/categories: the desktop navigation's top categories, four products each.
 * - GET …/search?q=&limit=: the products whose title holds every word of `q` (the suggestions' rule), at most `limit`,
 *   and their `total`; no or an over-long `q` → 400 `INVALID_QUERY`; no match is an empty list.
 *
 * The site is the cart's: the X-Hunter-Site header, else the `site` query, else DE.
 */
import type { RegisterRoutes } from '../app';
import {
  CATALOGUE_CATEGORIES_PATH,
  CATALOGUE_CATEGORY_PATH,
  CATALOGUE_PRODUCT_PATH,
  CATALOGUE_SEARCH_PATH,
  CATEGORY_PRODUCTS_DEFAULT_LIMIT,
} from '../../services/catalogue/constants';
import {
  catalogueCategoryParamsSchema,
  catalogueCategoryQuerySchema,
  catalogueProductParamsSchema,
  catalogueSearchQuerySchema,
  type CatalogueCategory,
  type CatalogueSearch,
} from '../../services/catalogue/contract';
import {
  UNKNOWN_CATEGORY_CODE,
  UNKNOWN_PRODUCT_CODE,
  catalogueSummaryOf,
  findCatalogueCategory,
  findCatalogueProduct,
  topCategoriesOf,
} from '../fixtures/catalogue';
import { INVALID_QUERY_CODE } from '../fixtures/constants';
import { cartSiteOf } from './cart';
import { matchingProducts } from './search';

/** A spec path's `{placeholder}` as a Hono `:param`. */
const routeOf = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** The route patterns (and fault keys: `GET ${route}`). */
export const CATALOGUE_PRODUCT_ROUTE = routeOf(CATALOGUE_PRODUCT_PATH);
export const CATALOGUE_CATEGORY_ROUTE = routeOf(CATALOGUE_CATEGORY_PATH);

export const registerCatalogueRoutes: RegisterRoutes = (app) => {
  app.get(CATALOGUE_PRODUCT_ROUTE, (c) => {
    const params = catalogueProductParamsSchema.safeParse(c.req.param());
    if (!params.success) return c.json({ code: INVALID_QUERY_CODE }, 400);
    const product = findCatalogueProduct(cartSiteOf(c).code, params.data.productId);
    return product ? c.json(product) : c.json({ code: UNKNOWN_PRODUCT_CODE }, 404);
  });

  app.get(CATALOGUE_CATEGORY_ROUTE, (c) => {
    const params = catalogueCategoryParamsSchema.safeParse(c.req.param());
    const query = catalogueCategoryQuerySchema.safeParse(c.req.query());
    if (!params.success || !query.success) return c.json({ code: INVALID_QUERY_CODE }, 400);
    const site = cartSiteOf(c).code;
    const category = findCatalogueCategory(site, params.data.slug);
    if (!category) return c.json({ code: UNKNOWN_CATEGORY_CODE }, 404);
    const limit = query.data.limit ?? CATEGORY_PRODUCTS_DEFAULT_LIMIT;
    const answer: CatalogueCategory = {
      slug: category.slug,
      title: category.title,
      breadcrumb: category.breadcrumb,
      total: category.products.length,
      products: category.products.slice(0, limit).map((p) => catalogueSummaryOf(p, site)),
    };
    return c.json(answer);
  });

  app.get(CATALOGUE_CATEGORIES_PATH, (c) => c.json({ categories: topCategoriesOf(cartSiteOf(c).code) }));

  app.get(CATALOGUE_SEARCH_PATH, (c) => {
    const query = catalogueSearchQuerySchema.safeParse(c.req.query());
    if (!query.success) return c.json({ code: INVALID_QUERY_CODE }, 400);
    const site = cartSiteOf(c).code;
    const matches = matchingProducts(query.data.q, site);
    const answer: CatalogueSearch = {
      query: query.data.q,
      total: matches.length,
      products: matches
        .slice(0, query.data.limit ?? CATEGORY_PRODUCTS_DEFAULT_LIMIT)
        .map((p) => catalogueSummaryOf(p, site)),
    };
    return c.json(answer);
  });
};
