import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { vi } from 'vitest';
import { CATALOGUE_BASE } from 'crema/services';
import { createReferenceServices } from 'crema/mocks';
import type { PageDataInput } from '../src/routing/pageData';
import { BAD_GATEWAY, remoteServices, servicesBaseOf, servicesFromEnv } from './backend';
import { createStorefront, type RenderPage } from './storefront';

const assets = { styles: [], bootstrap: '/assets/bootstrap.js', entry: '/assets/entry.js' };
/** The page data as JSON instead of HTML, so a test reads what the loaders got from the backend. */
const render: RenderPage = async (data) => new Response(JSON.stringify(data)).body!;

interface Seen {
  method: string;
  url: URL;
  headers: Headers;
  body: string;
}

/**
 * A stub backend on a real port: it records every request and answers with `answer`, by default the reference
 * services' own answer, so pages render with real data from across the network.
 */
async function stubBackend(answer?: (request: Request) => Response | Promise<Response>) {
  const reference = createReferenceServices();
  const seen: Seen[] = [];
  const server = await new Promise<ServerType>((resolve) => {
    const started: ServerType = serve(
      {
        hostname: '127.0.0.1',
        port: 0,
        fetch: async (request) => {
          const body = await request.clone().text();
          seen.push({ method: request.method, url: new URL(request.url), headers: request.headers, body });
          return answer ? answer(request) : reference.app.fetch(request);
        },
      },
      () => resolve(started),
    );
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { url, seen, close };
}

let stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(stops.map((stop) => stop()));
  stops = [];
});

async function storefrontOn(answer?: (request: Request) => Response | Promise<Response>, path = '') {
  const backend = await stubBackend(answer);
  stops.push(backend.close);
  const app = createStorefront({
    services: remoteServices(`${backend.url}${path}`),
    assets: () => assets,
    render: () => render,
  });
  return { backend, app };
}

describe('SERVICES_URL: the storefront in front of a backend elsewhere', () => {
  it("passes a browser's /service call through: method, query, cookies, headers and body in; all of the answer out", async () => {
    const { app, backend } = await storefrontOn(() => {
      const headers = new Headers({ 'content-type': 'application/json', 'x-backend': 'stub' });
      headers.append('set-cookie', 'LoginToken=t1; Path=/; Max-Age=1800; SameSite=Lax');
      headers.append('set-cookie', 'crema-session=s1; Path=/; HttpOnly; SameSite=Lax');
      return new Response('{"created":true}', { status: 201, headers });
    });
    const response = await app.request('http://shop.test/service/newsletter/api/v1/subscribers?site=DE', {
      method: 'POST',
      headers: { cookie: 'crema-session=abc; LoginToken=xyz', 'x-csrf-marker': '1', 'content-type': 'text/plain' },
      body: 'the body',
    });

    expect(backend.seen).toHaveLength(1);
    const [call] = backend.seen;
    expect(call?.method).toBe('POST');
    expect(`${call?.url.pathname}${call?.url.search}`).toBe('/service/newsletter/api/v1/subscribers?site=DE');
    expect(call?.headers.get('cookie')).toBe('crema-session=abc; LoginToken=xyz');
    expect(call?.headers.get('x-csrf-marker')).toBe('1');
    expect(call?.headers.get('x-forwarded-host')).toBe('shop.test');
    expect(call?.headers.get('x-forwarded-proto')).toBe('http');
    expect(call?.body).toBe('the body');

    expect(response.status).toBe(201);
    expect(response.headers.get('x-backend')).toBe('stub');
    expect(response.headers.getSetCookie()).toEqual([
      'LoginToken=t1; Path=/; Max-Age=1800; SameSite=Lax',
      'crema-session=s1; Path=/; HttpOnly; SameSite=Lax',
    ]);
    expect(await response.text()).toBe('{"created":true}');
    // Under the storefront's own headers, as every answer of this origin.
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it("hands the backend's redirects and error statuses to the browser as they are", async () => {
    const { app } = await storefrontOn((request) =>
      new URL(request.url).pathname.endsWith('/moved')
        ? new Response(null, { status: 302, headers: { location: '/elsewhere' } })
        : Response.json({ code: 'NOT_FOUND' }, { status: 404 }),
    );
    const moved = await app.request('http://shop.test/service/x/moved');
    expect(moved.status).toBe(302);
    expect(moved.headers.get('location')).toBe('/elsewhere');
    const missing = await app.request('http://shop.test/service/x/missing');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ code: 'NOT_FOUND' });
  });

  it("sends a page loader's calls to the backend with the site; a personal page's with the visitor's cookies", async () => {
    const { app, backend } = await storefrontOn();
    const response = await app.request('http://shop.test/p/any-slug/100001?site=at', {
      headers: { cookie: 'LoginToken=login-1; crema-session=abc' },
    });
    expect(response.status).toBe(200);
    const data = JSON.parse(await response.text()) as PageDataInput;
    expect(data.pageType).toBe('ProductDetailPage');
    expect((data.page as { product: { id: string } }).product.id).toBe('100001');

    const product = backend.seen.find((s) => s.url.pathname === `${CATALOGUE_BASE}/products/100001`);
    expect(product?.method).toBe('GET');
    // A product page is the same for every visitor (a shared cache may keep it): loaded without their cookies.
    expect(product?.headers.get('cookie')).toBeNull();
    expect(product?.headers.get('x-hunter-site')).toBe('AT');
    // The layout came from the backend too (navigation, promotions, footer), without the visitor's cookies.
    const layout = backend.seen.filter((s) => s.url.pathname.startsWith('/service/header/'));
    expect(layout.length).toBeGreaterThan(0);
    expect(layout.every((s) => s.headers.get('cookie') === null)).toBe(true);

    // The visitor's orders page is theirs: its loader's calls carry their cookies.
    const before = backend.seen.length;
    await app.request('http://shop.test/orders?site=at', { headers: { cookie: 'LoginToken=login-1; crema-site=AT' } });
    const personal = backend.seen.slice(before).filter((s) => !s.url.pathname.startsWith('/service/header/'));
    expect(personal.length).toBeGreaterThan(0);
    expect(personal.map((s) => s.headers.get('cookie'))).toContain('LoginToken=login-1; crema-site=AT');
  });

  it('a SERVICES_URL with a path: the /service paths sit under it', async () => {
    const { app, backend } = await storefrontOn(() => Response.json({}), '/shop/');
    await app.request('http://shop.test/service/cart/api/cart?x=1');
    expect(`${backend.seen[0]?.url.pathname}${backend.seen[0]?.url.search}`).toBe('/shop/service/cart/api/cart?x=1');
  });

  it('a backend that cannot be reached: 502 with a JSON body for the browser, logged; a page still renders', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { app, backend } = await storefrontOn();
    await backend.close();
    stops = [];
    const call = await app.request('http://shop.test/service/cart/api/cart');
    expect(call.status).toBe(BAD_GATEWAY.status);
    expect(await call.json()).toEqual(BAD_GATEWAY.body);
    expect(console.error).toHaveBeenCalledWith(
      expect.stringContaining('GET /service/cart/api/cart: backend unreachable'),
      expect.anything(),
    );
    // Each layout part falls back on its own (no navigation), and the page is still there.
    const page = await app.request('http://shop.test/');
    expect(page.status).toBe(200);
    const data = JSON.parse(await page.text()) as PageDataInput;
    expect(data.pageType).toBe('HomePage');
    expect(data.layout).toMatchObject({ navigation: null });
  });

  it.each(['not a url', 'ftp://backend.test', 'http://backend.test/?x=1'])(
    'SERVICES_URL "%s" is refused at start',
    (url) => {
      expect(() => servicesBaseOf(url)).toThrow(/SERVICES_URL/);
    },
  );
});

describe('SERVICES_URL set: the reference services are not loaded', () => {
  afterEach(() => {
    vi.doUnmock('./referenceServices');
    vi.resetModules();
  });

  it('a storefront with a real backend never imports crema/mocks', async () => {
    vi.resetModules();
    const loaded = vi.fn();
    vi.doMock('./referenceServices', () => {
      loaded();
      return { demoReferenceServices: () => ({}) };
    });
    const { servicesFromEnv: fromEnv } = await import('./backend');
    await fromEnv({ SERVICES_URL: 'http://127.0.0.1:4180' });
    expect(loaded).not.toHaveBeenCalled();
    await fromEnv({});
    expect(loaded).toHaveBeenCalledOnce();
  });
});

describe('SERVICES_URL unset: the reference services in process', () => {
  it('answers /service itself; the fault control endpoint only with CREMA_CONTROL_ENDPOINT=1', async () => {
    const control = (env: NodeJS.ProcessEnv) =>
      servicesFromEnv(env).then((services) =>
        createStorefront({ services, assets: () => assets, render: () => render }).request(
          'http://shop.test/service/__control/faults',
        ),
      );
    expect((await control({})).status).toBe(404);
    const on = await control({ CREMA_CONTROL_ENDPOINT: '1' });
    expect(on.status).toBe(200);
    expect(await on.json()).toEqual({});
  });
});
