/**
 * The reference content service (NOT in the spec: the pages the spec links need content no service of the three
 * documents carries; src/services/content). Over the seed in fixtures/content.ts.
 *
 * - GET …/pages/{slug}: a content page of the site in its language; a malformed slug → 400 `INVALID_QUERY`; a slug
 *   the site has no page of → 404 `UNKNOWN_PAGE`.
 * - GET …/stores?q=: the stores of the site's country whose city or postcode starts with `q` (all without it), and
 *   how many the country has; an over-long `q` → 400 `INVALID_QUERY`; no match is an empty list.
 * - GET …/orders: the orders of the signed-in (or remembered) customer, newest first; nobody signed in → 401
 *   `NOT_SIGNED_IN`. Never cached.
 *
 * The site is the cart's: the X-Hunter-Site header, else the `site` query, else DE.
 */
import type { RegisterRoutes } from '../app';
import { CONTENT_ORDERS_PATH, CONTENT_PAGE_PATH, CONTENT_STORES_PATH } from '../../services/content/constants';
import {
  contentPageParamsSchema,
  contentStoresQuerySchema,
  type ContentOrders,
  type ContentStores,
} from '../../services/content/contract';
import { INVALID_QUERY_CODE } from '../fixtures/constants';
import { contentPageOf, matchingStores, ordersOf, storeCountryOf, storesOf } from '../fixtures/content';
import { cartSiteOf } from './cart';
import { visitorOf } from './login';

export const UNKNOWN_PAGE_CODE = 'UNKNOWN_PAGE';
export const NOT_SIGNED_IN_CODE = 'NOT_SIGNED_IN';
export const ORDERS_CACHE_CONTROL = 'no-store';

/** The route patterns (and fault keys: `GET ${route}`). */
export const CONTENT_PAGE_ROUTE = CONTENT_PAGE_PATH.replace(/\{(\w+)\}/g, ':$1');

export const registerContentRoutes: RegisterRoutes = (app) => {
  app.get(CONTENT_PAGE_ROUTE, (c) => {
    const params = contentPageParamsSchema.safeParse(c.req.param());
    if (!params.success) return c.json({ code: INVALID_QUERY_CODE }, 400);
    const page = contentPageOf(cartSiteOf(c).code, params.data.slug);
    return page ? c.json(page) : c.json({ code: UNKNOWN_PAGE_CODE }, 404);
  });

  app.get(CONTENT_STORES_PATH, (c) => {
    const query = contentStoresQuerySchema.safeParse(c.req.query());
    if (!query.success) return c.json({ code: INVALID_QUERY_CODE }, 400);
    const site = cartSiteOf(c).code;
    const q = query.data.q || undefined;
    const answer: ContentStores = {
      country: storeCountryOf(site),
      query: q ?? null,
      total: storesOf(site).length,
      stores: matchingStores(site, q),
    };
    return c.json(answer);
  });

  app.get(CONTENT_ORDERS_PATH, (c) => {
    c.header('cache-control', ORDERS_CACHE_CONTROL);
    const { account } = visitorOf(c);
    if (!account) return c.json({ code: NOT_SIGNED_IN_CODE }, 401);
    const answer: ContentOrders = { orders: ordersOf(cartSiteOf(c).code) };
    return c.json(answer);
  });
};
