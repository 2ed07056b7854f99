import type { SiteCode } from '../../platform/site/constants';

/**
 * Constants of the reference content service. NOT in the spec: the header's and the footer's links lead to pages
 * (contact, service, store finder, orders, bean account, loyalty-card overview, gift cards, content pages) whose
 * content none of the shop's services carries. The reference storefront's pages need it,
 * so it is added the way the reference catalogue was: paths, shapes and numbers are chosen here.
 */

/** Chosen: next to the spec's /service/<name>/api/... paths. */
export const CONTENT_BASE = '/service/content/api';
/** One content page of the site: its texts, its questions and answers, its gift cards. */
export const CONTENT_PAGE_PATH = `${CONTENT_BASE}/pages/{slug}`;
/** The stores of the site's country, optionally only those whose city or postcode matches `q`. */
export const CONTENT_STORES_PATH = `${CONTENT_BASE}/stores`;
/** The orders of the signed-in visitor (the login token tells who). */
export const CONTENT_ORDERS_PATH = `${CONTENT_BASE}/orders`;

/** The longest store search (`q`) the service takes (chosen: far above any city name or postcode). */
export const STORE_QUERY_MAX_LENGTH = 100;

/**
 * The slugs of the content pages every site has, each the last segment of the page's address (`/contact` →
 * `contact`, `/c/service` → `service`, `/c/geschenkkarte` → `geschenkkarte`).
 */
export const contentPageSlugs = [
  'contact',
  'service',
  'privacy',
  'signup',
  'scout',
  'kaffeeakademie',
  'geschenkkarte',
  'beanaccount',
  'loyaltycard',
  'account',
] as const;
export type ContentPageSlug = (typeof contentPageSlugs)[number];

/** The content pages only some sites have: the account page of the Turkish shop (footer link "/account (Turkey)"). */
export const contentPagesOnlyIn = { account: ['TR'] } as const satisfies Partial<
  Record<ContentPageSlug, readonly SiteCode[]>
>;

/** The orders are one visitor's and change with every order: never from a cache. */
export const ORDERS_CACHE_MODE: RequestCache = 'no-store';
