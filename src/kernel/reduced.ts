import { reducedHeaderCookies } from './constants';

/**
 * "A reduced header (used for checkout, and switched on when an affiliate cookie or the new-app cookie is present)".
 * `cookies` is name → value (`readCookies()` in the browser, or the request's on the server).
 */
export function isReducedHeader(page: { reduced?: boolean }, cookies: Readonly<Record<string, string>>): boolean {
  return page.reduced === true || reducedHeaderCookies.some((name) => cookies[name] !== undefined);
}
