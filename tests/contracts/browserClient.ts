/**
 * A service client that behaves like the storefront in a browser, for the contract table: one cookie jar per client
 * (cookies the services set come back on the next call, as `credentials` would send them), and the token headers
 * read from those cookies at call time, as the app's header provider does.
 */
import { parseSetCookie } from 'cookie';
import { LOGIN_TOKEN_COOKIE, LONG_TERM_TOKEN_COOKIE } from '../../src/mocks/routes/login';
import type { ReferenceServices } from '../../src/mocks';
import { createServiceClient, type ServiceClient } from '../../src/services';

export interface BrowserClient {
  client: ServiceClient;
  /** The cookie jar: name → value. Set entries to act as a cookie the page already has (e.g. a staff session). */
  cookies: Map<string, string>;
  /** Every request sent, as `METHOD path`, in order (to count a call's attempts). */
  requests: string[];
}

export function browserClient(services: Pick<ReferenceServices, 'fetch'>): BrowserClient {
  const cookies = new Map<string, string>();
  const requests: string[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://reference.local');
    requests.push(`${init?.method ?? 'GET'} ${url.pathname}`);
    const headers = new Headers(init?.headers);
    if (cookies.size > 0) {
      headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; '));
    }
    const response = await services.fetch(input, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const { name, value, maxAge, expires } = parseSetCookie(line);
      const expired = maxAge !== undefined ? maxAge <= 0 : expires !== undefined && expires.getTime() <= Date.now();
      if (!name) continue;
      if (value && !expired) cookies.set(name, value);
      else cookies.delete(name);
    }
    return response;
  };
  const client = createServiceClient({
    fetch,
    headers: () => ({
      loginToken: cookies.get(LOGIN_TOKEN_COOKIE) ?? null,
      longTermToken: cookies.get(LONG_TERM_TOKEN_COOKIE) ?? null,
    }),
  });
  return { client, cookies, requests };
}
