import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { SecureHeadersVariables } from 'hono/secure-headers';
// The package's style-free entries only, never the root `crema`: under tsx (npm run dev) the server cannot load
// vanilla-extract files.
import {
  isReducedHeader,
  appBannerDecision,
  footerRequestOf,
  defaultFlags,
  type StorefrontFlags,
  readCookies,
  serializeCookie,
  type CookieOptions,
  findSite,
  resolveSite,
  type Site,
} from 'crema/server';
import {
  createServiceClient,
  tokenHeadersFromCookies,
  type FetchLike,
  type ServiceClient,
  STAFF_SESSION_LIFETIME_S,
  staffCookies,
} from 'crema/services';
import { imageDeliveryRewrite } from 'crema/tokens';
import { STAFF_LOGIN_PAGE_PATH } from '../src/pages/staffLogin';
import type { PageAssets, PageDataInput } from '../src/routing/pageData';
import { loadLayoutData } from '../src/routing/layoutData';
import type { LoadResult, PageType, RouteDefinition } from '../src/routing/route';
import { errorRoute, notFoundRoute, routes } from '../src/routes';
import { registerConsentStub } from './consentStub';
import { contentCookie, newHeaderCookie, siteCookie } from './cookies';
import { strictSecurityHeaders } from './csp';
import {
  PAGE_VARY,
  PERSONAL_PAGE_CACHE_CONTROL,
  SHARED_PAGE_CACHE_CONTROL,
  etagMatches,
  pageEtag,
} from './sharedCache';

export { contentCookie, siteCookie, PERSONAL_PAGE_CACHE_CONTROL };

export interface RenderOptions {
  nonce: string;
  signal?: AbortSignal;
}
export type RenderPage = (data: PageDataInput, options: RenderOptions) => Promise<ReadableStream>;

/** Every backend call lives under this path, on the storefront's origin as on the backend's (the spec's call paths). */
export const SERVICES_PATH_PREFIX = '/service';

/**
 * Where the storefront's backend calls go (`servicesFromEnv` in ./backend picks one): the reference services in this
 * process (`createReferenceServices`), or a proxy to the backend at SERVICES_URL (`remoteServices`).
 */
export interface StorefrontServices {
  /**
   * The browser's calls under /service on this origin, answered or passed on. Called with the server's env (under
   * Node the incoming request, whose socket the reference services' dropped-connection fault closes).
   */
  app: Pick<Hono, 'fetch'>;
  /** The page loaders' calls: into the services in process (no network hop), or to the backend. */
  fetch: FetchLike;
}

export interface StorefrontOptions {
  /** The client build's assets for a page of `site` and type (its locale's messages and its component preloaded). */
  assets: (site: Site, pageType: PageType) => PageAssets | Promise<PageAssets>;
  render: () => RenderPage | Promise<RenderPage>;
  services: StorefrontServices;
  /** The shop's flags (new header, private newsletter API, stage). Default: `defaultFlags`. */
  flags?: Partial<StorefrontFlags>;
  /**
   * Whether a page every visitor sees alike says a shared cache may keep it (Cache-Control, ETag, 304). Default true;
   * off in dev, where the code behind a page changes while its data, and so its tag, stays the same.
   */
  sharedCache?: boolean;
  /**
   * Vite's dev server: the policy also allows `eval`, which React's development build needs to rebuild the server's
   * component stacks in the browser. Never in production.
   */
  development?: boolean;
}

type Env = { Variables: SecureHeadersVariables };

/** The request's cookies, parsed by the `cookie` library (malformed pairs skipped). */
const cookiesOf = (c: Context<Env>): Record<string, string> => readCookies(c.req.header('cookie') ?? null);

/** The storefront's own cookies: the whole site, not sent on cross-site subrequests, never read by script. */
const ownCookieOptions: CookieOptions = { path: '/', sameSite: 'lax', httpOnly: true };

/** The requests whose answer writes a cookie: a shared cache must not keep those answers. */
const wroteCookie = new WeakSet<Context<Env>>();

/** Writes one of the storefront's own cookies, but only when its value changes (an unchanged answer sets none). */
function rememberCookie(c: Context<Env>, name: string, value: string) {
  if (cookiesOf(c)[name] === value) return;
  c.header('set-cookie', serializeCookie(name, value, ownCookieOptions), { append: true });
  wroteCookie.add(c);
}

/**
 * The site for this request: a known `?site=` (any case) wins and is remembered in a cookie; else the cookie; else
 * DE. An unknown `?site=` is ignored: it never replaces the site a valid cookie remembers.
 */
export function siteForRequest(c: Context<Env>): Site {
  const chosen = findSite(c.req.query('site'));
  if (chosen) {
    rememberCookie(c, siteCookie, chosen.code);
    return chosen;
  }
  return resolveSite(cookiesOf(c)[siteCookie]);
}

/** The new-header flag of this request: `?newHeader=0|1` wins and is remembered; else the cookie; else `fallback`. */
export function newHeaderForRequest(c: Context<Env>, fallback: boolean): boolean {
  const { name, param, on, off } = newHeaderCookie;
  const query = c.req.query(param);
  if (query === on || query === off) {
    rememberCookie(c, name, query);
    return query === on;
  }
  const cookie = cookiesOf(c)[name];
  return cookie === on || cookie === off ? cookie === on : fallback;
}

/**
 * The largest form post the storefront reads: 16 KiB. Its forms (the newsletter sign-up and update, the form
 * reference, the user menu's sign-in) send well under 2 KiB with every field at its maximum.
 */
export const FORM_BODY_LIMIT_BYTES = 16 * 1024;

/** The body types an HTML form posts. */
const FORM_MEDIA_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/** 415 when a post to a page is not a form, else undefined (the body limit is checked as the body is read). */
function refusedFormType(c: Context<Env>): 415 | undefined {
  const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  return FORM_MEDIA_TYPES.includes(type) ? undefined : 415;
}

/**
 * The service client of one page request: the same typed client the browser uses, calling the reference services
 * in process, carrying the visitor's cookies (login tokens reach the personal-data service) and the token headers the
 * browser would send, and telling them the site. `visitor: false` leaves the visitor's cookies and tokens out: the
 * client for what every visitor of a site sees alike (layout, promotions), so no PreviewToken content is rendered
 * into a page a cache may keep. Cookies the services set while a page loads
 * are not passed on: loaders read only what is the same for every visitor.
 */
export function servicesForRequest(
  fetch: FetchLike,
  request: Request,
  site?: Site,
  { visitor = true }: { visitor?: boolean } = {},
): ServiceClient {
  const url = new URL(request.url);
  const cookie = visitor ? request.headers.get('cookie') : null;
  return createServiceClient({
    baseURL: url.origin,
    ...(site ? { site: site.code } : {}),
    fetch: (input, init) => {
      const headers = new Headers(init?.headers);
      if (cookie) headers.set('cookie', cookie);
      return fetch(input, { ...init, headers });
    },
    headers: () => tokenHeadersFromCookies(cookie),
  });
}

/**
 * The reference storefront: the route table's pages rendered on the server under a strict CSP, plus the reference
 * services under /service. Every route: site, layout data and the page's own data load side by side; a failing
 * layout part falls back on its own (src/routing/layoutData.ts), a missing page is a 404 page, a page whose own data
 * cannot be loaded a 503 error page; nothing throws to the visitor.
 */
export function createStorefront(options: StorefrontOptions): Hono<Env> {
  const app = new Hono<Env>();
  const flags: StorefrontFlags = { ...defaultFlags, ...options.flags };
  app.use('*', strictSecurityHeaders({ allowEval: options.development === true }));

  const renderRoute = async (
    c: Context<Env>,
    route: RouteDefinition,
    params: Record<string, string>,
    form?: FormData,
    refusedStatus?: 413 | 415,
  ) => {
    const site = siteForRequest(c);
    const cookies = cookiesOf(c);
    const hidden = cookies[contentCookie.name] === contentCookie.hideHeaderAndFooter;
    const url = new URL(c.req.url);
    const sharedServices = servicesForRequest(options.services.fetch, c.req.raw, site, { visitor: false });
    // Only a personal page's loaders see the visitor's cookies and login tokens: every other page is rendered from
    // what all visitors of the site see alike, so a shared cache may keep it.
    const services = route.personal ? servicesForRequest(options.services.fetch, c.req.raw, site) : sharedServices;
    const newHeader = newHeaderForRequest(c, flags.newHeader);
    const context = { site, services, sharedServices, params, url, flags: { ...flags, newHeader } };

    const [layout, loaded] = await Promise.all([
      loadLayoutData(site, sharedServices, newHeader),
      (form && route.submit ? route.submit(context, form) : route.load(context)).catch(
        (error: unknown): LoadResult<unknown> => ({
          kind: 'unavailable',
          reason: `loader threw: ${String(error)}`,
        }),
      ),
    ]);
    let shown: RouteDefinition = route;
    let page: unknown = {};
    if (loaded.kind === 'page') page = loaded.data;
    else if (loaded.kind === 'not-found') shown = notFoundRoute;
    else {
      console.error(`[storefront] ${route.pageType} ${url.pathname}: ${loaded.reason}`);
      shown = errorRoute;
    }
    const status = refusedStatus ?? shown.status ?? 200;
    const checkout = shown.checkout === true;
    const reducedHeader = isReducedHeader({ reduced: checkout }, cookies);
    const data: PageDataInput = {
      site: site.code,
      path: url.pathname,
      pageType: shown.pageType,
      status,
      showHeader: !hidden,
      showFooter: !hidden,
      reducedHeader,
      // What the footer shows depends on the page (checkout), the cookies (reduced mode) and the chosen view.
      footer: footerRequestOf({ checkout }, cookies),
      // The app-install banner from what the server knows (the closed flag is the browser's).
      appBanner: appBannerDecision({
        userAgent: c.req.header('user-agent'),
        cookies,
        closedFlagStored: false,
        reducedHeader,
        stage: flags.stage,
      }),
      flags: { ...flags, newHeader },
      layout,
      page,
      assets: await options.assets(site, shown.pageType),
    };
    const read = c.req.method === 'GET' || c.req.method === 'HEAD';
    const shared =
      options.sharedCache !== false &&
      read &&
      !route.personal &&
      !shown.personal &&
      status < 500 &&
      !wroteCookie.has(c);
    if (!shared) {
      c.header('cache-control', PERSONAL_PAGE_CACHE_CONTROL);
      return respond(c, data);
    }
    const etag = pageEtag(data);
    c.header('cache-control', SHARED_PAGE_CACHE_CONTROL);
    c.header('vary', PAGE_VARY);
    c.header('etag', etag);
    // Nothing to render when the asker has this page (no policy goes with the 304: strictSecurityHeaders).
    if (etagMatches(c.req.header('if-none-match'), etag)) return c.body(null, 304);
    return respond(c, data);
  };

  /** Streams a page; a page that fails to render becomes the error page (500), and only that failing is plain text. */
  const respond = async (c: Context<Env>, data: PageDataInput): Promise<Response> => {
    const render = await options.render();
    try {
      const stream = await render(data, { nonce: c.get('secureHeadersNonce') ?? '', signal: c.req.raw.signal });
      return c.body(stream, data.status as 200, { 'content-type': 'text/html; charset=utf-8' });
    } catch (error) {
      console.error(`[storefront] rendering ${data.pageType} ${data.path} failed`, error);
      // A failure is nobody's to keep: not the page's tag nor its cache rules.
      c.header('cache-control', PERSONAL_PAGE_CACHE_CONTROL);
      c.header('etag', undefined);
      c.header('vary', undefined);
      if (data.pageType === errorRoute.pageType) return c.text('Internal Server Error', 500);
      return respond(c, { ...data, pageType: errorRoute.pageType, status: 500, page: {} });
    }
  };

  // The demo's staff sign-in: the reference preview service's staff cookie (any fresh value is a
  // session there), then the page again, which now says where the preview settings are. Only ever to that page.
  app.post(STAFF_LOGIN_PAGE_PATH, (c) => {
    const cookie = serializeCookie(staffCookies[0], crypto.randomUUID(), {
      ...ownCookieOptions,
      maxAge: STAFF_SESSION_LIFETIME_S,
    });
    c.header('set-cookie', cookie, { append: true });
    return c.redirect(STAFF_LOGIN_PAGE_PATH, 303);
  });

  // A post to a page is a form of at most FORM_BODY_LIMIT_BYTES: anything else is the error page with 415 or 413,
  // and its body is never read.
  const formPost = (route: RouteDefinition) => {
    const params = (c: Context<Env>) => c.req.param() as Record<string, string>;
    const limit = bodyLimit({
      maxSize: FORM_BODY_LIMIT_BYTES,
      onError: (c) => renderRoute(c, errorRoute, {}, undefined, 413),
    });
    return async (c: Context<Env>) => {
      const refused = refusedFormType(c);
      if (refused) return renderRoute(c, errorRoute, {}, undefined, refused);
      let rendered: Response | undefined;
      const tooLarge = await limit(c, async () => {
        rendered = await renderRoute(c, route, params(c), await c.req.formData().catch(() => new FormData()));
      });
      return tooLarge ?? rendered!;
    };
  };

  for (const route of routes) {
    for (const pattern of [route.pattern ?? []].flat()) {
      app.get(pattern, (c) => renderRoute(c, route, c.req.param() as Record<string, string>));
      if (route.submit) app.post(pattern, formPost(route));
    }
  }
  // The services after the pages: a page may live under /service (the cart page at /service/cartfrontend/cart).
  const services = (c: Context<Env>) => options.services.app.fetch(c.req.raw, c.env);
  app.all(SERVICES_PATH_PREFIX, services);
  app.all(`${SERVICES_PATH_PREFIX}/*`, services);
  // The Picture's rewritten image addresses (/service/imagedelivery/image → /img) are the services' too.
  app.get(`${imageDeliveryRewrite.to}/*`, services);
  // The consent provider's stand-in script (loaded by the header's consent loader), from this origin.
  registerConsentStub(app);
  // A catch-all route, not `notFound`: a mounted app's notFound handler is ignored (the servers mount this one).
  app.get('*', (c) => renderRoute(c, notFoundRoute, {}));
  app.onError((error, c) => {
    console.error('[storefront] unexpected error', error);
    return c.text('Internal Server Error', 500);
  });
  return app;
}
