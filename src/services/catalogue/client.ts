/**
 * The reference catalogue calls. NOT in the spec: the reference storefront's category and product pages need product
 * and category data the spec's services do not give (constants.ts). Defined like every other call, so the contract
 * table runs them against the reference services too.
 */
import { defineCall } from '../http/call';
import { siteHeader, type ServiceClient } from '../http/client';
import { httpStatus } from '../http/constants';
import type { CallOptions, ServiceCall, ServiceResult, SiteCode } from '../http/types';
import {
  CATALOGUE_CATEGORIES_PATH,
  CATALOGUE_CATEGORY_PATH,
  CATALOGUE_PRODUCT_PATH,
  CATALOGUE_SEARCH_PATH,
  CATEGORY_HREF_PREFIX,
} from './constants';
import {
  catalogueCategorySchema,
  catalogueProductDetailSchema,
  catalogueSearchSchema,
  catalogueTopCategoriesSchema,
  type CatalogueSearch,
  type CatalogueCategory,
  type CatalogueProductDetail,
  type CatalogueTopCategories,
} from './contract';

/** 404: no such product or category, a value (the page answers 404), not an error. */
export type NoCatalogueEntry = { kind: 'none' };
const NONE: NoCatalogueEntry = { kind: 'none' };
const notFound: Readonly<Record<number, NoCatalogueEntry>> = { [httpStatus.notFound]: NONE };

export type CatalogueProductAnswer = { kind: 'product'; product: CatalogueProductDetail } | NoCatalogueEntry;
export type CatalogueCategoryAnswer = { kind: 'category'; category: CatalogueCategory } | NoCatalogueEntry;

export interface CatalogueProductRequest {
  /** The article number, as the product page's URL ends (`/p/{slug}/{id}`). */
  productId: string;
  /** Sent as the X-Hunter-Site header, as the promotion call sends it. */
  site: SiteCode;
}

export interface CatalogueCategoryRequest {
  /** The category's slug: the last segment of its /c/ href (`categorySlugOf`). */
  slug: string;
  site: SiteCode;
  /** At most this many products (default 24, at most 100). */
  limit?: number;
}

export interface CatalogueSearchRequest {
  /** The search text (the results page's `?query=`, sanitised). */
  q: string;
  site: SiteCode;
  /** At most this many products (default 24, at most 100). */
  limit?: number;
}

const productCall = defineCall({
  service: 'catalogue',
  name: 'fetchCatalogueProduct',
  method: 'GET',
  path: CATALOGUE_PRODUCT_PATH,
  contract: catalogueProductDetailSchema,
  statusValues: notFound,
  request: ({ productId, site }: CatalogueProductRequest) => ({
    params: { productId },
    headers: siteHeader(site),
  }),
  value: (product): CatalogueProductAnswer => ({ kind: 'product', product }),
});

const categoryCall = defineCall({
  service: 'catalogue',
  name: 'fetchCatalogueCategory',
  method: 'GET',
  path: CATALOGUE_CATEGORY_PATH,
  contract: catalogueCategorySchema,
  statusValues: notFound,
  request: ({ slug, site, limit }: CatalogueCategoryRequest) => ({
    params: { slug },
    query: { limit },
    headers: siteHeader(site),
  }),
  value: (category): CatalogueCategoryAnswer => ({ kind: 'category', category }),
});

const topCategoriesCall = defineCall({
  service: 'catalogue',
  name: 'fetchCatalogueCategories',
  method: 'GET',
  path: CATALOGUE_CATEGORIES_PATH,
  contract: catalogueTopCategoriesSchema,
  request: (site: SiteCode) => ({ headers: siteHeader(site) }),
});

const searchCall = defineCall({
  service: 'catalogue',
  name: 'fetchCatalogueSearch',
  method: 'GET',
  path: CATALOGUE_SEARCH_PATH,
  contract: catalogueSearchSchema,
  request: ({ q, site, limit }: CatalogueSearchRequest) => ({ query: { q, limit }, headers: siteHeader(site) }),
});

/** GET /service/catalogue/api/search?q=…&limit=…: the search results page's products (none match: an empty list). */
export function fetchCatalogueSearch(
  client: ServiceClient,
  request: CatalogueSearchRequest,
  options?: CallOptions,
): Promise<ServiceResult<CatalogueSearch>> {
  return searchCall.send(client, request, options);
}

/** GET /service/catalogue/api/products/{productId}: the product page's data, or `none` (404). */
export function fetchCatalogueProduct(
  client: ServiceClient,
  request: CatalogueProductRequest,
  options?: CallOptions,
): Promise<ServiceResult<CatalogueProductAnswer>> {
  return productCall.send(client, request, options);
}

/** GET /service/catalogue/api/categories/{slug}?limit=…: the category page's data, or `none` (404). */
export function fetchCatalogueCategory(
  client: ServiceClient,
  request: CatalogueCategoryRequest,
  options?: CallOptions,
): Promise<ServiceResult<CatalogueCategoryAnswer>> {
  return categoryCall.send(client, request, options);
}

/** GET /service/catalogue/api/categories: the home page's top categories with a few products each. */
export function fetchCatalogueCategories(
  client: ServiceClient,
  site: SiteCode,
  options?: CallOptions,
): Promise<ServiceResult<CatalogueTopCategories>> {
  return topCategoriesCall.send(client, site, options);
}

/**
 * The slug a category call takes for a navigation href: its last segment (`/c/kaffee/kaffeebohnen` → `kaffeebohnen`);
 * undefined for an href that is no category page (`/kaffeeakademie`, `/p/...`, `/c/`).
 */
export function categorySlugOf(href: string): string | undefined {
  if (!href.startsWith(CATEGORY_HREF_PREFIX)) return undefined;
  const [path = ''] = href.slice(CATEGORY_HREF_PREFIX.length).split(/[?#]/);
  return path.split('/').filter(Boolean).at(-1);
}

export const catalogueCalls: readonly ServiceCall[] = [productCall, categoryCall, topCategoriesCall, searchCall];
