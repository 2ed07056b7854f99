/**
 * How the storefront's pages may be kept by a shared cache (nginx, Varnish, a CDN) and revalidated by browsers.
 *
 * A page every visitor of a site sees alike (no route marked `personal`, a GET, no server error, no cookie written)
 * says so: a shared cache may keep it SHARED_PAGE_FRESH_S seconds and serve it stale for SHARED_PAGE_STALE_S more
 * while it fetches a new one; a browser keeps it but asks again each time (max-age=0), with the page's ETag, and gets
 * 304 when nothing changed. Everything else is `private, no-store`.
 */
import { createHash } from 'node:crypto';
import type { PageDataInput } from '../src/routing/pageData';

/** Pages with one visitor's own data, form answers and failures: never kept by a shared cache. */
export const PERSONAL_PAGE_CACHE_CONTROL = 'private, no-store';

/** How long a shared cache serves a page without asking the storefront again: one minute. */
export const SHARED_PAGE_FRESH_S = 60;

/** How long after that a shared cache may still serve the page while it fetches a fresh one: ten minutes. */
export const SHARED_PAGE_STALE_S = 600;

/** A page every visitor of a site sees alike. */
export const SHARED_PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${SHARED_PAGE_FRESH_S}, stale-while-revalidate=${SHARED_PAGE_STALE_S}`;

/**
 * The request headers a page's HTML depends on, for any HTTP cache: the site, new-header, footer-view and reduced-header
 * cookies, and the device (the app-install banner). A cache that knows the shop keys on those values instead (the
 * nginx configuration of reference-app/proxy), so one visitor's other cookies do not split its entries.
 */
export const PAGE_VARY = 'Cookie, User-Agent';

/**
 * The page's entity tag: a weak tag of everything its HTML is rendered from (the page data, which names the client
 * build's hashed assets). Weak, because the bytes differ in the CSP nonce from one answer to the next. The same
 * data on any instance gives the same tag, so a cache may revalidate with either.
 */
export function pageEtag(data: PageDataInput): string {
  return `W/"${createHash('sha256').update(JSON.stringify(data)).digest('base64url').slice(0, 32)}"`;
}

/** Whether an If-None-Match header names `etag` (weak comparison, as for GET; `*` matches any). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}
