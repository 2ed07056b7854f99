import type { Context } from 'hono';
import { Hono } from 'hono';
import { proxy } from 'hono/proxy';
import type { FetchLike } from 'crema/services';
import { SERVICES_PATH_PREFIX, type StorefrontServices } from './storefront';

/** The environment variable naming the backend; unset, the reference services run inside the storefront process. */
export const SERVICES_URL_ENV = 'SERVICES_URL';

/** What the storefront answers a browser's /service call when the backend cannot be reached (a JSON error body). */
export const BAD_GATEWAY = { status: 502, body: { code: 'BAD_GATEWAY' } } as const;

/**
 * SERVICES_URL as the backend's base: an absolute http(s) URL, optionally with a path the backend's /service paths
 * sit under (`https://api.example.com/shop` → `https://api.example.com/shop/service/...`). Anything else is a
 * startup error that says what is wrong, never a storefront that half works.
 */
export function servicesBaseOf(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`${SERVICES_URL_ENV} must be an absolute http(s) URL, got "${text}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${SERVICES_URL_ENV} must be an http(s) URL, got "${text}"`);
  }
  if (url.search || url.hash) throw new Error(`${SERVICES_URL_ENV} takes no query or fragment, got "${text}"`);
  return url;
}

/** The backend's URL for a path and query of the storefront's origin (under the base's own path, if any). */
const onBackend = (base: URL, path: string, search: string) =>
  new URL(`${base.origin}${base.pathname.replace(/\/+$/, '')}${path}${search}`);

/**
 * A backend in another process or on another host, behind the same /service paths: the storefront keeps nothing
 * itself, so any number of storefront instances can share one backend.
 * - `fetch` (the page loaders): the call the typed client built for this origin, sent to the backend instead, with
 *   the method, headers (the visitor's cookies and token headers, as `servicesForRequest` sets them) and body as
 *   they are.
 * - `app` (the browser's calls, same origin): every /service request passed through with Hono's proxy helper —
 *   method, query, headers (cookies included) and body in; status, headers (every Set-Cookie) and body back out;
 *   redirects handed to the browser, not followed. The backend learns the shop's public host and scheme from
 *   X-Forwarded-Host and X-Forwarded-Proto. A backend that cannot be reached is a 502 with a JSON body, which the
 *   browser's service client treats as any failed call.
 */
export function remoteServices(servicesUrl: string, transport: FetchLike = globalThis.fetch): StorefrontServices {
  const base = servicesBaseOf(servicesUrl);
  const fetch: FetchLike = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const target = onBackend(base, url.pathname, url.search);
    return input instanceof Request ? transport(new Request(target, input), init) : transport(target, init);
  };

  const app = new Hono();
  const pass = async (c: Context) => {
    const url = new URL(c.req.url);
    try {
      return await proxy(onBackend(base, url.pathname, url.search), {
        raw: c.req.raw,
        redirect: 'manual',
        customFetch: (request) => {
          request.headers.set('x-forwarded-host', url.host);
          request.headers.set('x-forwarded-proto', url.protocol.replace(/:$/, ''));
          return Promise.resolve(transport(request));
        },
      });
    } catch (error) {
      // The visitor went away (the request's signal): nothing to answer, nothing to log.
      if (!c.req.raw.signal.aborted) {
        console.error(`[storefront] ${c.req.method} ${url.pathname}: backend unreachable`, error);
      }
      return c.json(BAD_GATEWAY.body, BAD_GATEWAY.status);
    }
  };
  app.all(SERVICES_PATH_PREFIX, pass);
  app.all(`${SERVICES_PATH_PREFIX}/*`, pass);
  return { app, fetch };
}

/** The storefront's services: the backend at SERVICES_URL when it is set, else the reference services in process. */
export const servicesFromEnv = async (env: NodeJS.ProcessEnv = process.env): Promise<StorefrontServices> => {
  const url = env[SERVICES_URL_ENV];
  if (url) return remoteServices(url);
  // The demo's fallback: the reference services are loaded only here, so a storefront with a real backend never loads
  // `crema/mocks` (the production bundle keeps them in a chunk of their own).
  const { demoReferenceServices } = await import('./referenceServices');
  return demoReferenceServices(env);
};
