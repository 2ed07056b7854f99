/**
 * Test support for the reference services (not exported from the package): a fetch that keeps the cookies the
 * services set and sends them back, like a browser would.
 */
import type { FetchLike } from '../services/http/client';

export interface CookieBrowser {
  fetch: FetchLike;
  /** name → value as the services set it; set entries to act as a cookie the page already has. */
  jar: Map<string, string>;
  /** Every Set-Cookie line received, in order. */
  setCookies: string[];
}

/** Wraps `fetch` with a cookie jar; `extraHeaders` go on every request. A cookie set with Max-Age=0 is removed. */
export function withCookies(fetch: FetchLike, extraHeaders: Record<string, string> = {}): CookieBrowser {
  const jar = new Map<string, string>();
  const setCookies: string[] = [];
  const wrapped: FetchLike = async (input, init) => {
    const headers = new Headers(init?.headers);
    for (const [name, value] of Object.entries(extraHeaders)) headers.set(name, value);
    if (jar.size) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(input, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      setCookies.push(line);
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      if (/max-age=0\b/i.test(line)) jar.delete(name);
      else jar.set(name, pair.slice(at + 1).trim());
    }
    return response;
  };
  return { fetch: wrapped, jar, setCookies };
}
