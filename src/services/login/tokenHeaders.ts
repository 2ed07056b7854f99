import { readCookie } from '../../platform/browser/cookies';
import type { ServiceHeaderValues } from '../http/client';
import { LOGIN_TOKEN_COOKIE, LONG_TERM_TOKEN_COOKIE } from './constants';

/**
 * The token values a shop's service client sends ("headers carrying the long-term token, the login token"),
 * read from their cookies when a call is made: in the browser from the document's cookies; on the server
 * from the request's Cookie header. Use as `createServiceClient({ headers: () => tokenHeadersFromCookies() })`.
 */
export function tokenHeadersFromCookies(cookieHeader?: string | null): ServiceHeaderValues {
  return {
    loginToken: readCookie(LOGIN_TOKEN_COOKIE, cookieHeader),
    longTermToken: readCookie(LONG_TERM_TOKEN_COOKIE, cookieHeader),
  };
}
