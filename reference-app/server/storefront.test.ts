import { REQUEST_TIMEOUT_MS } from 'crema/services';
import { imageDeliveryRewrite } from 'crema/tokens';
import { createReferenceServices, cookieHeaderOf } from 'crema/mocks';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { vi } from 'vitest';
import { routes } from '../src/routes';
import { layoutDataSchema } from '../src/routing/layoutData';
import type { PageData, PageDataInput } from '../src/routing/pageData';
import { STAFF_LOGIN_PAGE_PATH } from '../src/pages/staffLogin';
import { CONSENT_STUB_PATH } from './consentStub';
import { PAGE_VARY, SHARED_PAGE_CACHE_CONTROL, SHARED_PAGE_FRESH_S, SHARED_PAGE_STALE_S } from './sharedCache';
import {
  FORM_BODY_LIMIT_BYTES,
  PERSONAL_PAGE_CACHE_CONTROL,
  createStorefront,
  servicesForRequest,
  type RenderPage,
} from './storefront';

const assets = { styles: ['/assets/app.css'], bootstrap: '/assets/bootstrap.js', entry: '/assets/entry.js' };

/** The storefront with a render that answers the page data as JSON, so the routing is tested without React. */
function storefront() {
  const reference = createReferenceServices();
  const render: RenderPage = async (data) => new Response(JSON.stringify(data)).body!;
  const app = createStorefront({ services: reference, assets: () => assets, render: () => render });
  const get = async (path: string, init?: RequestInit) => {
    const response = await app.request(`http://shop.test${path}`, init);
    const text = await response.text();
    let data: PageData | undefined;
    if (response.headers.get('content-type')?.startsWith('text/html')) {
      const json = JSON.parse(text) as PageDataInput;
      data = { ...json, layout: layoutDataSchema.parse(json.layout) } as PageData;
    }
    return { response, data, text };
  };
  return { reference, app, get };
}

describe('reference storefront routes', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('renders the home page with navigation, header benefits and footer from the reference services', async () => {
    const { get } = storefront();
    const { response, data } = await get('/');
    expect(response.status).toBe(200);
    expect(data?.pageType).toBe('HomePage');
    expect(data?.site).toBe('DE');
    const nav = data?.layout.navigation;
    expect(nav?.desktop.map((i) => i.name)).toContain('Kaffee');
    expect(nav?.mobile.map((i) => i.name)).toContain('Service');
    // The amount is formatted for the site: 20 and € with a no-break space between.
    const benefits = data?.layout.promotions.benefits;
    expect(benefits?.status === 'shown' && benefits.content.links.map((b) => b.text)).toContain(
      'Versandkostenfrei ab 20\u00a0€',
    );
    expect(data?.layout.promotions.banner).toMatchObject({ status: 'shown', type: 'BANNER' });
    const footer = data?.layout.footer;
    expect(footer?.status === 'shown' && footer.content.legalLinks.length).toBeGreaterThan(0);
    expect(console.error).not.toHaveBeenCalled();
  });

  it('the demo staff sign-in sets the staff cookie and shows the page again, signed in', async () => {
    const { app, get } = storefront();
    expect((await get(STAFF_LOGIN_PAGE_PATH)).data?.page).toEqual({ staff: false });
    const posted = await app.request(`http://shop.test${STAFF_LOGIN_PAGE_PATH}`, { method: 'POST' });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe(STAFF_LOGIN_PAGE_PATH);
    const cookie = posted.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^StaffAuthToken=[\w-]+; /);
    expect(cookie).toContain('HttpOnly');
    const { data, response } = await get(STAFF_LOGIN_PAGE_PATH, { headers: { cookie: cookieHeaderOf([cookie]) } });
    expect(data?.page).toEqual({ staff: true });
    expect(response.headers.get('cache-control')).toBe(PERSONAL_PAGE_CACHE_CONTROL);
  });

  it('picks the site from ?site= in any case and remembers it', async () => {
    const { get } = storefront();
    const { response, data } = await get('/?site=cz');
    expect(data?.site).toBe('CZ');
    expect(response.headers.get('set-cookie')).toContain('crema-site=CZ');
    const nav = data?.layout.navigation;
    expect(nav?.desktop.map((i) => i.name)).toContain('Káva');
    // The calls without a site parameter learn it from X-Hunter-Site: the theme-world overview and the home
    // page's categories (header-backend navigation) are Czech too.
    expect(nav?.themeWorlds?.overview?.url).toBe('/tematicke-svety');
    expect((data?.page as { categories: { title: string }[] }).categories[0]?.title).toBe('Káva');
    expect((await get('/', { headers: { cookie: 'crema-site=CZ' } })).data?.site).toBe('CZ');
  });

  it('answers an unknown path with the 404 page inside the layout', async () => {
    const { get } = storefront();
    const { response, data } = await get('/gibt-es-nicht');
    expect(response.status).toBe(404);
    expect(data?.pageType).toBe('NotFoundPage');
    expect(data?.status).toBe(404);
    expect(data?.layout.navigation?.desktop.length).toBeGreaterThan(0);
  });

  it('renders a category page of the navigation, nested as the navigation writes it', async () => {
    const { get } = storefront();
    const { response, data } = await get('/c/kaffee/kaffeebohnen');
    expect(response.status).toBe(200);
    expect(data?.pageType).toBe('CategoryPage');
    const { category } = data?.page as { category: { title: string; products: unknown[] } };
    expect(category.title).toBe('Kaffeebohnen');
    expect(category.products.length).toBeGreaterThan(0);
  });

  it('renders a product page (ProductDetailPage) at its productViewUrl', async () => {
    const { get } = storefront();
    const { response, data } = await get('/p/any-slug/100001');
    expect(response.status).toBe(200);
    expect(data?.pageType).toBe('ProductDetailPage');
    expect((data?.page as { product: { id: string } }).product.id).toBe('100001');
  });

  it('renders the search results page ("/search?query={term}") with the products matching the query', async () => {
    const { get } = storefront();
    const { response, data } = await get('/search?query=%20Espresso%20');
    expect(response.status).toBe(200);
    expect(data?.pageType).toBe('SearchResultsPage');
    const page = data?.page as { query: string; results: { total: number; products: { title: string }[] } };
    expect(page.query).toBe('Espresso');
    expect(page.results.total).toBeGreaterThan(1);
    expect(page.results.products.every((p) => /espresso/i.test(p.title))).toBe(true);
  });

  it.each([
    ['a term of only digits and spaces loses its spaces', '/search?query=1%202%203', '123'],
    ['a query over 200 characters is cut to 200', `/search?query=${'k'.repeat(250)}`, 'k'.repeat(200)],
    ['no query: the page asks for one, without a call', '/search', ''],
  ])('search results: %s', async (_, path, query) => {
    const { get } = storefront();
    const { response, data } = await get(path);
    expect(response.status).toBe(200);
    expect((data?.page as { query: string }).query).toBe(query);
  });

  it('a failing catalogue search is the error page with 503, logged', async () => {
    const { get, reference } = storefront();
    reference.faults.set('GET /service/catalogue/api/search', { status: 500 });
    const { response, data } = await get('/search?query=kaffee');
    expect(response.status).toBe(503);
    expect(data?.pageType).toBe('ErrorPage');
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('SearchResultsPage /search: search "kaffee"'));
  });

  it.each(['/c/gibt-es-nicht', '/p/x/999999', '/p/x/not-a-number', '/c/'])('%s is the 404 page', async (path) => {
    const { get } = storefront();
    const { response, data } = await get(path);
    expect(response.status).toBe(404);
    expect(data?.pageType).toBe('NotFoundPage');
  });

  it.each([
    ['status 500', { status: 500 }],
    ['a wrong shape', { wrongShape: true }],
    ['a dropped connection', { drop: true }],
  ])('a product call answering %s is the error page with 503, logged', async (_, fault) => {
    const { get, reference } = storefront();
    reference.faults.set('GET /service/catalogue/api/products/:productId', fault);
    const { response, data } = await get('/p/x/100001');
    expect(response.status).toBe(503);
    expect(data?.pageType).toBe('ErrorPage');
    expect(data?.layout.navigation?.desktop.length).toBeGreaterThan(0);
    expect(console.error).toHaveBeenCalledWith(
      expect.stringContaining('ProductDetailPage /p/x/100001: product 100001'),
    );
  });

  it('leaves /service to the reference services (JSON 404 for an unknown call)', async () => {
    const { get } = storefront();
    const { response, text } = await get('/service/nothing/here');
    expect(response.status).toBe(404);
    expect(JSON.parse(text)).toEqual({ code: 'NOT_FOUND' });
  });

  it("serves the Picture's rewritten image addresses (/img/…) from the services, as /service/imagedelivery/image", async () => {
    const { app } = storefront();
    const path = '/teaser/kaffee.svg';
    const rewritten = await app.request(`${imageDeliveryRewrite.to}${path}`);
    expect(rewritten.status).toBe(200);
    expect(rewritten.headers.get('content-type')).toContain('svg');
    const original = await app.request(`${imageDeliveryRewrite.from}${path}`);
    expect(await rewritten.text()).toBe(await original.text());
  });

  it('sends the strict CSP with a nonce for scripts and the one relaxation for style attributes', async () => {
    const { get } = storefront();
    const csp = (await get('/')).response.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self' 'nonce-[\w+/=-]+'/);
    expect(csp).toContain("style-src-attr 'unsafe-inline'");
    expect(csp).toMatch(/style-src-elem 'self' 'nonce-/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
  });

  it("allows eval only on Vite's dev server (React's development build needs it), never by default", async () => {
    const render: RenderPage = async (data) => new Response(JSON.stringify(data)).body!;
    const policyOf = async (development?: boolean) =>
      (
        await createStorefront({
          services: createReferenceServices(),
          assets: () => assets,
          render: () => render,
          development,
        }).request('http://shop.test/')
      ).headers.get('content-security-policy') ?? '';
    expect(await policyOf(true)).toMatch(/script-src 'self' 'nonce-[\w+/=-]+' 'unsafe-eval'/);
    expect(await policyOf()).not.toContain('unsafe-eval');
    expect(await policyOf(false)).not.toContain('unsafe-eval');
  });

  describe('each layout part falls back on its own (spec error catalogues)', () => {
    it('navigation fails → placeholder items, logged, still 200', async () => {
      const { get, reference } = storefront();
      reference.faults.set('GET /service/header/api/header-tree', { status: 500 });
      const { response, data } = await get('/');
      expect(response.status).toBe(200);
      expect(data?.layout.navigation).toBeNull();
      expect(data?.layout.footer.status).toBe('shown');
      expect(console.error).toHaveBeenCalledWith(expect.stringContaining('navigation for DE failed (http 500'));
    });

    it('header benefits answer malformed JSON → none shown; the banner and the footer stay', async () => {
      const { get, reference } = storefront();
      reference.faults.set('GET /service/promotion/api/promotion/~header_top', { malformed: true });
      const { data } = await get('/');
      expect(data?.layout.promotions.benefits).toEqual({ status: 'failed' });
      expect(data?.layout.promotions.banner.status).toBe('shown');
      expect(data?.layout.footer.status).toBe('shown');
    });

    it('footer content of the wrong shape → no footer content (failed, logged)', async () => {
      const { get, reference } = storefront();
      reference.faults.set('GET /service/promotion/api/promotion/SHOP_FOOTER', { wrongShape: true });
      const { data } = await get('/');
      expect(data?.layout.footer).toEqual({ status: 'failed' });
      expect(console.error).toHaveBeenCalledTimes(1);
      expect(data?.layout.promotions.benefits.status).toBe('shown');
    });

    it(`a navigation call that hangs is given up after ${REQUEST_TIMEOUT_MS} ms, not before`, async () => {
      vi.useFakeTimers();
      try {
        const { get, reference } = storefront();
        reference.faults.set('GET /service/header/api/header-tree', { hang: true });
        let settled = false;
        const pending = get('/').finally(() => {
          settled = true;
        });
        await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
        expect(settled).toBe(false);
        await vi.advanceTimersByTimeAsync(1);
        const { response, data } = await pending;
        expect(response.status).toBe(200);
        expect(data?.layout.navigation).toBeNull();
        expect(console.error).toHaveBeenCalledWith(expect.stringContaining('(timeout)'));
      } finally {
        vi.useRealTimers();
      }
    });
  });

  it('a page that fails to render becomes the error page with 500, never an exception to the visitor', async () => {
    const reference = createReferenceServices();
    const render: RenderPage = async (data) => {
      if (data.pageType === 'HomePage') throw new Error('broken page');
      return new Response(JSON.stringify(data)).body!;
    };
    const app = createStorefront({ services: reference, assets: () => assets, render: () => render });
    const response = await app.request('http://shop.test/');
    expect(response.status).toBe(500);
    expect((JSON.parse(await response.text()) as PageDataInput).pageType).toBe('ErrorPage');
  });

  it('the reduced header: on the checkout page, and on any page with an affiliate or new-app cookie', async () => {
    const { get } = storefront();
    expect((await get('/checkout')).data?.reducedHeader).toBe(true);
    expect((await get('/')).data?.reducedHeader).toBe(false);
    expect((await get('/cart')).data?.reducedHeader).toBe(false);
    expect((await get('/', { headers: { cookie: 'affiliate=partner-42' } })).data?.reducedHeader).toBe(true);
    expect((await get('/c/kaffee', { headers: { cookie: 'newApp=1' } })).data?.reducedHeader).toBe(true);
  });

  it("pages with the visitor's own cart are never kept by a shared cache; others may be", async () => {
    const { get } = storefront();
    for (const path of ['/cart', '/service/cartfrontend/cart', '/checkout']) {
      expect((await get(path)).response.headers.get('cache-control')).toBe(PERSONAL_PAGE_CACHE_CONTROL);
    }
    expect((await get('/')).response.headers.get('cache-control')).toBe(SHARED_PAGE_CACHE_CONTROL);
  });

  it("serves the consent provider's stand-in script from its own origin (not the 404 page)", async () => {
    const { get } = storefront();
    const { response, text } = await get(CONSENT_STUB_PATH);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/javascript');
    expect(text).toContain('OptanonWrapper');
  });

  it('?newHeader=0 shows the old header (remembered in a cookie), ?newHeader=1 the new one; default the flag', async () => {
    const { get } = storefront();
    expect((await get('/')).data?.flags.newHeader).toBe(true);
    const old = await get('/?newHeader=0');
    expect(old.data?.flags.newHeader).toBe(false);
    expect(old.response.headers.get('set-cookie')).toContain('crema-new-header=0');
    expect((await get('/', { headers: { cookie: 'crema-new-header=0' } })).data?.flags.newHeader).toBe(false);
    expect((await get('/?newHeader=1', { headers: { cookie: 'crema-new-header=0' } })).data?.flags.newHeader).toBe(
      true,
    );
    expect((await get('/?newHeader=maybe')).data?.flags.newHeader).toBe(true);
  });

  it('the content cookie hides header and footer', async () => {
    const { get } = storefront();
    const { data } = await get('/', { headers: { cookie: 'crema-content=noheader-nofooter' } });
    expect(data?.showHeader).toBe(false);
    expect(data?.showFooter).toBe(false);
  });
});

describe("the server's edges", () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('an unknown ?site= never replaces a valid site cookie (nor sets one)', async () => {
    const { get } = storefront();
    const withCookie = await get('/?site=xx', { headers: { cookie: 'crema-site=CZ' } });
    expect(withCookie.data?.site).toBe('CZ');
    expect(withCookie.response.headers.get('set-cookie')).toBeNull();
    const without = await get('/?site=xx');
    expect(without.data?.site).toBe('DE');
    expect(without.response.headers.get('set-cookie')).toBeNull();
  });

  it('writes the site cookie only when the choice changes it', async () => {
    const { get } = storefront();
    const same = await get('/?site=cz', { headers: { cookie: 'crema-site=CZ' } });
    expect(same.data?.site).toBe('CZ');
    expect(same.response.headers.get('set-cookie')).toBeNull();
    const changed = await get('/?site=hu', { headers: { cookie: 'crema-site=CZ' } });
    expect(changed.data?.site).toBe('HU');
    expect(changed.response.headers.get('set-cookie')).toMatch(/^crema-site=HU; Path=\/; HttpOnly; SameSite=Lax$/);
  });

  it("X-Frame-Options says DENY, as frame-ancestors 'none' does; a Permissions-Policy turns off what the shop never uses", async () => {
    const { get } = storefront();
    const { headers } = (await get('/')).response;
    expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(headers.get('x-frame-options')).toBe('DENY');
    const policy = headers.get('permissions-policy') ?? '';
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(policy).toContain(`${feature}=()`);
    }
  });

  it(`a form post over ${FORM_BODY_LIMIT_BYTES} bytes is refused with 413 before it is read`, async () => {
    const { app } = storefront();
    const email = 'a'.repeat(FORM_BODY_LIMIT_BYTES);
    const response = await app.request('http://shop.test/subscribenewsletter', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email }).toString(),
    });
    expect(response.status).toBe(413);
    expect((JSON.parse(await response.text()) as PageDataInput).pageType).toBe('ErrorPage');
  });

  it.each(['text/plain', 'application/json', undefined])('a form post sent as %s is refused with 415', async (type) => {
    const { app } = storefront();
    const response = await app.request('http://shop.test/subscribenewsletter', {
      method: 'POST',
      headers: type ? { 'content-type': type } : {},
      body: 'email=a@example.com',
    });
    expect(response.status).toBe(415);
    expect((JSON.parse(await response.text()) as PageDataInput).pageType).toBe('ErrorPage');
  });

  it('a form post within the limit, urlencoded or multipart, is read', async () => {
    const { app } = storefront();
    const urlencoded = await app.request('http://shop.test/reference/forms', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'a@example.com' }).toString(),
    });
    expect(urlencoded.status).toBe(200);
    const form = new FormData();
    form.set('email', 'a@example.com');
    const multipart = await app.request('http://shop.test/reference/forms', { method: 'POST', body: form });
    expect(multipart.status).toBe(200);
  });
});

describe('what a shared cache may keep', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it(`an anonymous page may be kept ${SHARED_PAGE_FRESH_S} s and served stale ${SHARED_PAGE_STALE_S} s more, with an ETag and no cookie`, async () => {
    const { get } = storefront();
    const { response } = await get('/c/kaffee');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(
      `public, max-age=0, s-maxage=${SHARED_PAGE_FRESH_S}, stale-while-revalidate=${SHARED_PAGE_STALE_S}`,
    );
    expect(response.headers.get('vary')).toBe(PAGE_VARY);
    expect(response.headers.get('etag')).toMatch(/^W\/"[\w-]{32}"$/);
    expect(response.headers.get('set-cookie')).toBeNull();
    // The 404 page is the same for everyone too.
    expect((await get('/gibt-es-nicht')).response.headers.get('cache-control')).toBe(SHARED_PAGE_CACHE_CONTROL);
  });

  it('with the shared cache off (dev), no page says it may be kept', async () => {
    const render: RenderPage = async (data) => new Response(JSON.stringify(data)).body!;
    const services = createReferenceServices();
    const app = createStorefront({ services, assets: () => assets, render: () => render, sharedCache: false });
    const response = await app.request('http://shop.test/c/kaffee');
    expect(response.headers.get('cache-control')).toBe(PERSONAL_PAGE_CACHE_CONTROL);
    expect(response.headers.get('etag')).toBeNull();
  });

  it('the ETag is the same on every instance for the same page, and differs between sites and pages', async () => {
    const etag = async (path: string, cookie?: string) =>
      (await storefront().get(path, cookie ? { headers: { cookie } } : {})).response.headers.get('etag');
    const home = await etag('/');
    expect(await etag('/')).toBe(home);
    expect(await etag('/', 'crema-site=AT')).not.toBe(home);
    expect(await etag('/c/kaffee')).not.toBe(home);
  });

  it('a request naming the page it has gets 304 with no body, no rendering and no policy (its nonce would not match)', async () => {
    const reference = createReferenceServices();
    const render = vi.fn<RenderPage>(async (data) => new Response(JSON.stringify(data)).body!);
    const app = createStorefront({ services: reference, assets: () => assets, render: () => render });
    const first = await app.request('http://shop.test/');
    const etag = first.headers.get('etag')!;
    expect(first.headers.get('content-security-policy')).toContain("'nonce-");
    const again = await app.request('http://shop.test/', { headers: { 'if-none-match': `"other", ${etag}` } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe(SHARED_PAGE_CACHE_CONTROL);
    expect(again.headers.get('content-security-policy')).toBeNull();
    expect(render).toHaveBeenCalledTimes(1);
    // Another page (another tag) is rendered in full.
    expect((await app.request('http://shop.test/', { headers: { 'if-none-match': 'W/"stale"' } })).status).toBe(200);
  });

  it('an answer that writes a cookie, a failure, a form answer and a personal page are kept by no one', async () => {
    const { get, reference, app } = storefront();
    const kept = async (response: Response) => ({
      cacheControl: response.headers.get('cache-control'),
      etag: response.headers.get('etag'),
    });
    const privateAnswer = { cacheControl: PERSONAL_PAGE_CACHE_CONTROL, etag: null };
    expect(await kept((await get('/?site=AT')).response)).toEqual(privateAnswer);
    expect(await kept((await get('/?site=AT', { headers: { cookie: 'crema-site=AT' } })).response)).toMatchObject({
      cacheControl: SHARED_PAGE_CACHE_CONTROL,
    });
    reference.faults.set('GET /service/catalogue/api/search', { status: 500 });
    expect(await kept((await get('/search?query=kaffee')).response)).toEqual(privateAnswer);
    const posted = await app.request('http://shop.test/reference/forms', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=x',
    });
    expect(await kept(posted)).toEqual(privateAnswer);
    expect(await kept((await get('/usermenu')).response)).toEqual(privateAnswer);
  });

  it("a page every visitor sees alike is loaded without the visitor's cookies; a personal page with them", async () => {
    const reference = createReferenceServices();
    const cookiesSeen = new Map<string, string | null>();
    const services = {
      ...reference,
      fetch: (input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(input instanceof Request ? input.url : String(input));
        cookiesSeen.set(url.pathname, new Headers(init?.headers).get('cookie'));
        return reference.fetch(input, init);
      },
    };
    const render: RenderPage = async (data) => new Response(JSON.stringify(data)).body!;
    const app = createStorefront({ services, assets: () => assets, render: () => render });
    const cookie = 'LoginToken=signed-in; crema-site=DE';
    await app.request('http://shop.test/p/x/1001', { headers: { cookie } });
    expect(cookiesSeen.size).toBeGreaterThan(0);
    expect(Object.fromEntries(cookiesSeen)).toEqual(
      Object.fromEntries([...cookiesSeen.keys()].map((path) => [path, null])),
    );
    cookiesSeen.clear();
    await app.request('http://shop.test/orders', { headers: { cookie } });
    expect([...cookiesSeen.values()]).toContain(cookie);
  });
});

describe('servicesForRequest', () => {
  it("carries the visitor's cookies and sends the login tokens from them as headers", async () => {
    const seen: Request[] = [];
    const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      seen.push(new Request(input, init));
      return new Response('{"tracking":{"loginStatus":"LOGGED_OUT"},"customer":null}');
    };
    const request = new Request('http://shop.test/c/kaffee', {
      headers: { cookie: 'PreviewToken=abc; LoginToken=login-1; LongTermToken=long-1' },
    });
    const { fetchPersonalData } = await import('crema/services');
    await fetchPersonalData(servicesForRequest(fetch, request));
    const sent = seen[0]!;
    expect(new URL(sent.url).origin).toBe('http://shop.test');
    expect(sent.headers.get('cookie')).toBe('PreviewToken=abc; LoginToken=login-1; LongTermToken=long-1');
    expect(sent.headers.get('x-logintoken')).toBe('login-1');
    expect(sent.headers.get('x-longtermtoken')).toBe('long-1');
  });
});

describe('mounted in a server app, as main.ts and dev.ts mount it', () => {
  it('still answers unknown paths with the 404 page', async () => {
    const { Hono } = await import('hono');
    const reference = createReferenceServices();
    const render: RenderPage = async (data) => new Response(JSON.stringify(data)).body!;
    const server = new Hono();
    server.route('/', createStorefront({ services: reference, assets: () => assets, render: () => render }));
    const response = await server.request('http://shop.test/gibt-es-nicht');
    expect(response.status).toBe(404);
    expect((JSON.parse(await response.text()) as PageDataInput).pageType).toBe('NotFoundPage');
  });
});

/** The first page module compiles its styles (vanilla-extract) on import: seconds on a busy two-core machine. */
const PAGE_IMPORT_TIMEOUT_MS = 30_000;

describe('every route has its page component', () => {
  it.each(routes.map((route) => [route.pageType, route] as const))(
    '%s',
    async (pageType, route) => {
      const Page = await route.page();
      expect(typeof Page).toBe('function');
      expect(existsSync(join(import.meta.dirname, '..', 'src', 'pages', `${pageType}.tsx`))).toBe(true);
    },
    PAGE_IMPORT_TIMEOUT_MS,
  );
});
