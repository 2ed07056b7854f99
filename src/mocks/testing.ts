/**
 * A browser's cookie handling for the in-process reference services: a fetch that keeps the cookies the services
 * set and sends them back, as a browser tab does with `credentials`. Public as `reference.browser()` (crema/mocks);
 * the reference-service tests in Node also wrap a fetch with `withCookies`.
 */
import { parseSetCookie, stringifyCookie } from 'cookie';
import type { FetchLike } from '../services/http/client';

export interface CookieBrowser {
  fetch: FetchLike;
  /** name → value as the services set it; set entries to act as a cookie the page already has, delete to drop one. */
  jar: Map<string, string>;
  /** Every Set-Cookie line received, in order. */
  setCookies: string[];
}

/** One call with the jar's cookies (`cookie`: the Cookie header's text, if any): the answer and its Set-Cookie lines. */
export type CookieCall = (
  input: RequestInfo | URL,
  init: RequestInit,
  cookie: string | undefined,
) => Promise<{ response: Response; setCookies: readonly string[] }>;

/** Values go back exactly as they came (no decoding), as a browser does. */
const raw = (value: string) => value;

/**
 * A cookie jar around `call`; `extraHeaders` go on every request. A cookie set with `Max-Age` ≤ 0 or an `Expires` in
 * the past is removed.
 */
export function cookieBrowser(call: CookieCall, extraHeaders: Record<string, string> = {}): CookieBrowser {
  const jar = new Map<string, string>();
  const setCookies: string[] = [];
  const fetch: FetchLike = async (input, init) => {
    const headers = new Headers(init?.headers);
    for (const [name, value] of Object.entries(extraHeaders)) headers.set(name, value);
    const cookie = jar.size ? [...jar].map(([k, v]) => `${k}=${v}`).join('; ') : undefined;
    const answer = await call(input, { ...init, headers }, cookie);
    for (const line of answer.setCookies) {
      setCookies.push(line);
      const { name, value, maxAge, expires } = parseSetCookie(line, { decode: raw });
      if (!name) continue;
      const expired = maxAge !== undefined ? maxAge <= 0 : expires !== undefined && expires.getTime() <= Date.now();
      if (expired) jar.delete(name);
      else jar.set(name, value ?? '');
    }
    return answer.response;
  };
  return { fetch, jar, setCookies };
}

/**
 * A cookie jar around a fetch that carries Cookie and Set-Cookie as headers (Node's; `reference.fetch` in Node).
 * A browser drops both headers from a request or answer made in the page: there, use `reference.browser()`.
 */
export function withCookies(fetch: FetchLike, extraHeaders: Record<string, string> = {}): CookieBrowser {
  return cookieBrowser(async (input, init, cookie) => {
    const headers = new Headers(init.headers);
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(input, { ...init, headers });
    return { response, setCookies: response.headers.getSetCookie() };
  }, extraHeaders);
}

/** The Cookie header a browser sends back after receiving `setCookies` (Set-Cookie lines): names and values only. */
export function cookieHeaderOf(setCookies: readonly string[]): string {
  const pairs: Record<string, string> = {};
  for (const line of setCookies) {
    const { name, value } = parseSetCookie(line, { decode: raw });
    if (name) pairs[name] = value ?? '';
  }
  return stringifyCookie(pairs, { encode: raw });
}
