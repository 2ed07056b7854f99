import { Hono, type Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { SecureHeadersVariables } from 'hono/secure-headers';
import { resolveSite } from '../../src/platform/site/sites';
import type { ServicesApp } from '../../src/mocks';
import type { PageAssets } from '../src/assets';
import type { PageData } from '../src/hydration';
import { strictSecurityHeaders } from './csp';

/** Cookie that remembers the site picked with `?site=` (DESIGN.md: site by query parameter, remembered). */
export const siteCookie = 'crema-site';
/**
 * Spec 002: "Header and footer are both hidden when a content cookie says no header and no footer". The cookie's
 * name and value are not shown: `crema-content=noheader-nofooter` (docs/decisions.md).
 */
export const contentCookie = { name: 'crema-content', hideHeaderAndFooter: 'noheader-nofooter' } as const;

export type RenderPage = (data: PageData, nonce: string, signal?: AbortSignal) => Promise<ReadableStream>;

export interface StorefrontOptions {
  assets: () => PageAssets | Promise<PageAssets>;
  render: () => RenderPage | Promise<RenderPage>;
  /** The reference services (their routes carry the /service prefix). */
  services?: ServicesApp;
}

type Env = { Variables: SecureHeadersVariables };

/** The site for this request: `?site=` (any case) wins and is remembered in a cookie; else the cookie; else DE. */
export function siteForRequest(c: Context<Env>) {
  const query = c.req.query('site');
  if (query !== undefined) {
    const site = resolveSite(query);
    setCookie(c, siteCookie, site.code, { path: '/', sameSite: 'Lax', httpOnly: true });
    return site;
  }
  return resolveSite(getCookie(c, siteCookie));
}

/** The reference storefront: pages rendered on the server under a strict CSP, plus the reference services. */
export function createStorefront(options: StorefrontOptions): Hono<Env> {
  const app = new Hono<Env>();
  app.use('*', strictSecurityHeaders());
  if (options.services) app.route('/', options.services);

  app.get('/', async (c) => {
    const site = siteForRequest(c);
    const hidden = getCookie(c, contentCookie.name) === contentCookie.hideHeaderAndFooter;
    const nonce = c.get('secureHeadersNonce') ?? '';
    const data: PageData = {
      site: site.code,
      path: new URL(c.req.url).pathname,
      showHeader: !hidden,
      showFooter: !hidden,
      assets: await options.assets(),
    };
    const render = await options.render();
    const stream = await render(data, nonce, c.req.raw.signal);
    return c.body(stream, 200, { 'content-type': 'text/html; charset=utf-8' });
  });

  app.notFound((c) => c.text('Not found', 404));
  return app;
}
