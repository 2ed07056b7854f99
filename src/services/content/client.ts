/**
 * The reference content calls. NOT in the spec: the pages the spec links (contact, service, store finder, orders, bean
 * account, loyalty-card overview, gift cards, content pages) need content the spec's services do not give
 * (constants.ts). Defined like every other call, so the contract table runs them against the reference services too.
 */
import { defineCall } from '../http/call';
import { siteHeader, type ServiceClient } from '../http/client';
import { httpStatus } from '../http/constants';
import type { CallAuth, CallOptions, ServiceCall, ServiceResult, SiteCode } from '../http/types';
import { CONTENT_ORDERS_PATH, ORDERS_CACHE_MODE, CONTENT_PAGE_PATH, CONTENT_STORES_PATH } from './constants';
import {
  contentOrdersSchema,
  contentPageSchema,
  contentStoresSchema,
  type ContentOrder,
  type ContentPage,
  type ContentStores,
} from './contract';

/** 404: the site has no such page, a value (the page answers 404), not an error. */
export type NoContentPage = { kind: 'none' };
const NONE: NoContentPage = { kind: 'none' };

export type ContentPageAnswer = { kind: 'page'; page: ContentPage } | NoContentPage;
/** The visitor's orders, or `signed-out` (401: nobody is signed in, the page asks to sign in). */
export type ContentOrdersAnswer = { kind: 'orders'; orders: ContentOrder[] } | { kind: 'signed-out' };

export interface ContentPageRequest {
  /** The page's slug: the last segment of its address. */
  slug: string;
  /** Sent as the X-Hunter-Site header, as the catalogue's calls send it. */
  site: SiteCode;
}

export interface ContentStoresRequest {
  /** A city or postcode (the store finder's search); none lists every store of the country. */
  q?: string;
  site: SiteCode;
}

/** The orders are one visitor's: sent with credentials and the login token, as the personal-data call is. */
export const contentOrdersAuth: CallAuth = { credentials: true, loginToken: true, longTermToken: true };

const pageCall = defineCall({
  service: 'content',
  name: 'fetchContentPage',
  method: 'GET',
  path: CONTENT_PAGE_PATH,
  contract: contentPageSchema,
  statusValues: { [httpStatus.notFound]: NONE },
  request: ({ slug, site }: ContentPageRequest) => ({ params: { slug }, headers: siteHeader(site) }),
  value: (page): ContentPageAnswer => ({ kind: 'page', page }),
});

const storesCall = defineCall({
  service: 'content',
  name: 'fetchStores',
  method: 'GET',
  path: CONTENT_STORES_PATH,
  contract: contentStoresSchema,
  request: ({ q, site }: ContentStoresRequest) => ({ query: { q }, headers: siteHeader(site) }),
});

const SIGNED_OUT: ContentOrdersAnswer = { kind: 'signed-out' };

const ordersCall = defineCall({
  service: 'content',
  name: 'fetchOrders',
  method: 'GET',
  path: CONTENT_ORDERS_PATH,
  contract: contentOrdersSchema,
  auth: contentOrdersAuth,
  cache: ORDERS_CACHE_MODE,
  statusValues: { [httpStatus.unauthorized]: SIGNED_OUT },
  request: (site: SiteCode) => ({ headers: siteHeader(site) }),
  value: ({ orders }): ContentOrdersAnswer => ({ kind: 'orders', orders }),
});

/** GET /service/content/api/pages/{slug}: a content page of the site, or `none` (404). */
export function fetchContentPage(
  client: ServiceClient,
  request: ContentPageRequest,
  options?: CallOptions,
): Promise<ServiceResult<ContentPageAnswer>> {
  return pageCall.send(client, request, options);
}

/** GET /service/content/api/stores?q=…: the store finder's stores of the site's country (no match: an empty list). */
export function fetchStores(
  client: ServiceClient,
  request: ContentStoresRequest,
  options?: CallOptions,
): Promise<ServiceResult<ContentStores>> {
  return storesCall.send(client, request, options);
}

/** GET /service/content/api/orders: the signed-in visitor's orders, newest first, or `signed-out` (401). */
export function fetchOrders(
  client: ServiceClient,
  site: SiteCode,
  options?: CallOptions,
): Promise<ServiceResult<ContentOrdersAnswer>> {
  return ordersCall.send(client, site, options);
}

export const contentCalls: readonly ServiceCall[] = [pageCall, storesCall, ordersCall];
