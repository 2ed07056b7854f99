import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { readCookie, serializeCookie } from '../platform/browser/cookies';
import { DROPPED_HEADER, FaultTable, MALFORMED_BODY, WRONG_SHAPE_BODY, faultSchema, type RouteKey } from './faults';
import { createState, type ReferenceState, type SeedOptions } from './state';
import { setLoginTokenTimes, type LoginTokenTimes } from './routes/login';
import { cookieBrowser, type CookieBrowser } from './testing';

export type ServicesEnv = { Variables: { state: ReferenceState } };
export type ServicesApp = Hono<ServicesEnv>;
/** A module of the reference services adds its routes (full paths under /service/...) to the app. */
export type RegisterRoutes = (app: ServicesApp) => void;

export interface ReferenceServicesOptions extends SeedOptions {
  /** Route modules; default: all of them (src/mocks/routes/index.ts). */
  routes?: readonly RegisterRoutes[];
  /** Serve the fault control endpoint (dev server); off by default. */
  controlEndpoint?: boolean;
  /** The login tokens' lifetime and renewal time (default 30 and 10 minutes; the demo's short clock: DEMO_LOGIN_TOKEN_TIMES). */
  loginTokenTimes?: LoginTokenTimes;
}

export interface ReferenceServices {
  /** The Hono app: mount it at the site root (its routes carry the /service prefix) or call `app.request`. */
  app: ServicesApp;
  faults: FaultTable;
  state: ReferenceState;
  /** A fetch that calls the app in process: no network, no server. Dropped connections reject like a network error. */
  fetch: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
  /**
   * A new browser calling the app in process: it keeps the cookies the services set (LoginToken, the cart session,
   * ...) in its own jar and sends them back, as a tab does with `credentials`, in Node and in a real browser alike.
   * Stories and tests that log in use it; two browsers are two visitors. `extraHeaders` go on every request.
   */
  browser: (extraHeaders?: Record<string, string>) => CookieBrowser;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * The cookies of one `browser()` call. A page cannot carry them as headers: the Fetch standard drops a Cookie
 * header from a Request and a Set-Cookie header from a Response made in the page (forbidden header names), so a
 * story's login would never stick. They travel beside the request instead (Hono's env), and this middleware shows
 * them to the routes as the usual headers: `c.req.header('cookie')` reads the jar's cookies, and every Set-Cookie a
 * route sets is also collected for the jar.
 */
const COOKIE_CHANNEL = Symbol('crema.cookieChannel');
interface CookieChannel {
  cookie: string | undefined;
  setCookies: string[];
}

function cookieChannelMiddleware(): MiddlewareHandler<ServicesEnv> {
  return async (c, next) => {
    const channel = (c.env as { [COOKIE_CHANNEL]?: CookieChannel } | undefined)?.[COOKIE_CHANNEL];
    if (!channel) return next();
    if (channel.cookie) {
      const headers = new Headers(c.req.raw.headers);
      headers.set('cookie', channel.cookie);
      Object.defineProperty(c.req.raw, 'headers', { value: headers });
    }
    const header = c.header;
    c.header = ((name: string, value?: string, options?: { append?: boolean }) => {
      if (value !== undefined && name.toLowerCase() === 'set-cookie') channel.setCookies.push(value);
      header(name, value, options);
    }) as typeof c.header;
    return next();
  };
}

function faultMiddleware(faults: FaultTable): MiddlewareHandler<ServicesEnv> {
  return async (c, next) => {
    // Faults short-circuit before the route runs, so a failed call changes no state.
    const fault = faults.match(c.req.method, c.req.path);
    if (!fault) return next();
    const signal = c.req.raw.signal;
    if (fault.latencyMs) await sleep(fault.latencyMs, signal);
    if (fault.hang) {
      await new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve()));
      return new Response(null, { status: 499 });
    }
    if (fault.drop) {
      const incoming = (c.env as { incoming?: { socket?: { destroy(): void } } } | undefined)?.incoming;
      incoming?.socket?.destroy();
      return new Response(null, { status: 502, headers: { [DROPPED_HEADER]: '1' } });
    }
    if (fault.status) return c.json({ code: 'INJECTED_FAULT' }, fault.status as 500);
    if (fault.malformed) return c.body(MALFORMED_BODY, 200, { 'content-type': 'application/json' });
    if (fault.wrongShape) return c.json(WRONG_SHAPE_BODY);
    return next();
  };
}

/**
 * The largest request body the services read: 16 KiB. Every call of the spec sends a few hundred bytes at most (a
 * newsletter sign-up with its names and consents is the largest), so a larger body is a mistake or an attack, refused
 * before it is read.
 */
export const JSON_BODY_LIMIT_BYTES = 16 * 1024;

/** `application/json`, or a `+json` type, with or without parameters (`; charset=utf-8`). */
const isJsonMediaType = (type: string | undefined) => /^application\/([\w.-]+\+)?json\s*(;|$)/i.test(type ?? '');

/**
 * The body of `request`, read up to `max` bytes; `too-large` as soon as it has more (the rest is not read). Without
 * a body, or with an empty one (Node hands a request without Content-Length an empty stream), an empty array.
 */
async function readBounded(request: Request, max: number): Promise<Uint8Array<ArrayBuffer> | 'too-large'> {
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return 'too-large';
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/**
 * Request bodies: every call that sends one sends JSON, so a body of any other type is 415 (UNSUPPORTED_MEDIA_TYPE)
 * and a body over JSON_BODY_LIMIT_BYTES is 413 (PAYLOAD_TOO_LARGE): neither reaches a route, so neither changes any
 * state. A stated length decides at once, before anything is read; a body of unknown length is read up to the limit
 * (a non-JSON one only until its first bytes show it is not empty). Calls without a body (GET, the double opt-in's
 * PUT, the fault control's DELETE) pass.
 */
function jsonBodiesMiddleware(): MiddlewareHandler<ServicesEnv> {
  const refuse = (c: Context<ServicesEnv>, status: 413 | 415) =>
    c.json({ code: status === 413 ? 'PAYLOAD_TOO_LARGE' : 'UNSUPPORTED_MEDIA_TYPE' }, status);
  return async (c, next) => {
    const request = c.req.raw;
    if (request.method === 'GET' || request.method === 'HEAD') return next();
    const json = isJsonMediaType(request.headers.get('content-type') ?? undefined);
    const length = request.headers.has('transfer-encoding') ? null : request.headers.get('content-length');
    if (length !== null) {
      const declared = Number(length);
      if (declared === 0) return next();
      if (declared > JSON_BODY_LIMIT_BYTES) return refuse(c, 413);
      if (!json) return refuse(c, 415);
      return next();
    }
    const body = await readBounded(request, json ? JSON_BODY_LIMIT_BYTES : 0);
    if (body === 'too-large') return refuse(c, json ? 413 : 415);
    if (body.byteLength === 0) return next();
    // The body read here goes to the route as it came, with the very headers the routes see: a new Request would drop
    // the Cookie header the cookie channel put in (a forbidden header name in a Request's own headers).
    const replaced = new Request(request.url, { method: request.method, body, signal: request.signal });
    Object.defineProperty(replaced, 'headers', { value: request.headers });
    c.req.raw = replaced;
    return next();
  };
}

/** The stateful reference implementation of every backend call of the spec. */
export function createReferenceServices(options: ReferenceServicesOptions = {}): ReferenceServices {
  const faults = new FaultTable();
  const state = createState(options);
  if (options.loginTokenTimes) setLoginTokenTimes(state, options.loginTokenTimes);
  const app: ServicesApp = new Hono<ServicesEnv>();
  app.use('/service/*', async (c, next) => {
    c.set('state', state);
    await next();
  });
  app.use('/service/*', cookieChannelMiddleware());
  app.use('/service/*', faultMiddleware(faults));
  app.use('/service/*', jsonBodiesMiddleware());
  if (options.controlEndpoint) registerControl(app, faults);
  for (const register of options.routes ?? []) register(app);
  // A sub-app's notFound is ignored when mounted (TOOLCHAIN.md): end with an explicit JSON 404.
  app.all('/service/*', (c) => c.json({ code: 'NOT_FOUND' }, 404));

  const call = async (input: RequestInfo | URL, init?: RequestInit, channel?: CookieChannel): Promise<Response> => {
    const request =
      input instanceof Request ? input : new Request(new URL(String(input), 'http://reference.local'), init);
    const response = await app.request(request, undefined, channel ? { [COOKIE_CHANNEL]: channel } : undefined);
    if (response.headers.get(DROPPED_HEADER)) throw new TypeError('fetch failed: connection dropped (injected)');
    return response;
  };
  const fetch = (input: RequestInfo | URL, init?: RequestInit) => call(input, init);
  const browser = (extraHeaders?: Record<string, string>) =>
    cookieBrowser(async (input, init, cookie) => {
      const channel: CookieChannel = { cookie, setCookies: [] };
      return { response: await call(input, init, channel), setCookies: channel.setCookies };
    }, extraHeaders);
  return { app, faults, state, fetch, browser };
}

/** `GET/PUT/DELETE /service/__control/faults`: read, set (`{ route, fault }`) or clear injected faults. */
function registerControl(app: ServicesApp, faults: FaultTable) {
  app.get('/service/__control/faults', (c) => c.json(faults.list()));
  app.put('/service/__control/faults', async (c) => {
    const body = (await c.req.json().catch(() => null)) as { route?: unknown; fault?: unknown } | null;
    const route = typeof body?.route === 'string' && /^[A-Z]+ \/service\//.test(body.route) ? body.route : null;
    const fault = faultSchema.safeParse(body?.fault);
    if (!route || !fault.success) return c.json({ code: 'INVALID_FAULT' }, 400);
    faults.set(route as RouteKey, fault.data);
    return c.json(faults.list());
  });
  app.delete('/service/__control/faults', (c) => {
    const route = c.req.query('route');
    faults.clear(route as RouteKey | undefined);
    return c.json(faults.list());
  });
}

/** The session cookie that keys per-visitor state (carts). Name not shown in the spec. */
export const SESSION_COOKIE = 'crema-session';

/** The session id of the request, creating one (and its cookie) when missing. */
export function sessionOf(c: Context<ServicesEnv>): string {
  const existing = readCookie(SESSION_COOKIE, c.req.header('cookie') ?? null);
  if (existing) return existing;
  const id = c.get('state').newId('session');
  c.header('set-cookie', serializeCookie(SESSION_COOKIE, id, { httpOnly: true }), { append: true });
  return id;
}
