import type { APIResponse, Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { CACHE_STATUS_HEADER, startProxy, type RunningProxy } from '../../reference-app/proxy/nginx';
import { contentCookie, siteCookie } from '../../reference-app/server/cookies';
import { AFFILIATE_COOKIE, NEW_APP_COOKIE } from '../../src/features/header/constants';
import { messages as deDE } from '../../src/compositions/messages/locales/de-DE';
import { catalogueCategoriesOf } from '../../src/mocks/fixtures/catalogue';
import { SEEDED_LOGIN } from '../../src/mocks/routes/login';
import { CSRF_MARKER_VALUE, serviceHeaders } from '../../src/services/http/constants';
import { LOGIN_PATH } from '../../src/services/login/constants';
import { PREVIEW_TOKEN_COOKIE, staffCookies } from '../../src/services/preview/constants';
import { expect, hydrated, putInCart, test as base } from './fixtures';
import { CLUSTER_TIMEOUT_MS, startCluster, type Cluster } from './scale/cluster';

/**
 * The storefront behind a real shared cache: Debian's nginx (reference-app/proxy/nginx.ts), started and stopped by
 * this test on 127.0.0.1, in front of two storefront instances that share the reference services. What a cache may
 * keep, for whom, and that every answer still gets its own CSP nonce.
 */

interface CachedShop {
  cluster: Cluster;
  proxy: RunningProxy;
}

/** A free port on 127.0.0.1 (nginx cannot be asked for one). */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const test = base.extend<{ outputOnFailure: void }, { shop: CachedShop }>({
  shop: [
    // eslint-disable-next-line no-empty-pattern -- a worker fixture that needs no other fixture
    async ({}, use) => {
      const workDir = mkdtempSync(join(tmpdir(), 'crema-cache-'));
      const cluster = await startCluster(2);
      let proxy: RunningProxy | undefined;
      try {
        proxy = await startProxy({
          port: await freePort(),
          upstreams: cluster.instances.map((instance) => new URL(instance.url).host),
          workDir,
        });
        await use({ cluster, proxy });
      } finally {
        await proxy?.stop();
        await cluster.stop();
        rmSync(workDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: CLUSTER_TIMEOUT_MS },
  ],
  baseURL: async ({ shop }, use) => use(shop.proxy.url),
  // A failing test shows what nginx and the servers said.
  outputOnFailure: [
    async ({ shop }, use, testInfo) => {
      await use();
      if (testInfo.status === testInfo.expectedStatus) return;
      await testInfo.attach('nginx error log', { body: shop.proxy.errors() });
      for (const p of shop.cluster.processes) await testInfo.attach(`output of ${p.pid}`, { body: p.output() });
    },
    { auto: true },
  ],
});

// One worker holds the processes: the tests share them, one after the other.
test.describe.configure({ mode: 'serial' });

const cacheStatus = (response: APIResponse) => response.headers()[CACHE_STATUS_HEADER];

/** The nonce of the answer's policy, and every nonce attribute in its HTML. */
async function noncesOf(response: APIResponse) {
  const policy = response.headers()['content-security-policy'] ?? '';
  const inPolicy = [...policy.matchAll(/'nonce-([^']+)'/g)].map((m) => m[1]);
  const inHtml = [...(await response.text()).matchAll(/\snonce="([^"]*)"/g)].map((m) => m[1]);
  return { inPolicy, inHtml };
}

/** A request with exactly these cookies (none: an anonymous first visit). */
const get = (page: Page, path: string, headers: Record<string, string> = {}) =>
  page.context().request.fetch(path, { headers, maxRedirects: 0 });

/** Asks twice; the second answer must come from the cache. */
async function cachedTwice(page: Page, path: string, headers: Record<string, string> = {}) {
  await get(page, path, headers);
  const again = await get(page, path, headers);
  expect(again.status(), await again.text()).toBe(200);
  expect(cacheStatus(again), `${path} with ${JSON.stringify(headers)}`).toBe('HIT');
  return again;
}

const badgeLabel = (count: number) =>
  String(new IntlMessageFormat(deDE['header.cart.badgeLabel'], 'de-DE').format({ count }));

test('a repeated anonymous request is a cache hit, and every answer has a nonce of its own', async ({ browser }) => {
  const page = await (await browser.newContext()).newPage();
  const first = await cachedTwice(page, '/c/kaffee');
  const second = await get(page, '/c/kaffee');
  expect(cacheStatus(second)).toBe('HIT');
  const [a, b] = [await noncesOf(first), await noncesOf(second)];
  for (const { inPolicy, inHtml } of [a, b]) {
    expect(inPolicy).toHaveLength(3);
    expect(new Set([...inPolicy, ...inHtml]).size, 'one nonce per answer, in the policy and the HTML').toBe(1);
    expect(inHtml.length).toBeGreaterThan(0);
  }
  expect(a.inPolicy[0]).not.toBe(b.inPolicy[0]);
  // A browser that has the page asks with its tag and gets 304, with no policy to replace the one it keeps.
  const revalidated = await get(page, '/c/kaffee', { 'if-none-match': first.headers()['etag']! });
  expect(revalidated.status()).toBe(304);
  expect(revalidated.headers()['content-security-policy']).toBeUndefined();
  await page.context().close();
});

test('a page from the cache runs under its fresh nonce: a style element added at run time is allowed', async ({
  page,
}) => {
  const path = '/reference/forms';
  await cachedTwice(page, path);
  await page.goto(path);
  await hydrated(page);
  // The open Select locks the page's scroll with a style element that takes the page's nonce (get-nonce reads the
  // csp-nonce meta element): from a kept page, that is the nonce the proxy put in. The CSP check of every test fails on
  // any violation.
  await page
    .getByRole('main')
    .getByRole('combobox', { name: /Anrede/ })
    .click();
  await expect(page.getByRole('option', { name: 'Frau' })).toBeVisible();
  await page.keyboard.press('Escape');
});

test('each site has its own entry; the answer that sets the site cookie is kept by no one', async ({ page }) => {
  const chosen = await get(page, '/?site=AT');
  expect(chosen.headers()['set-cookie']).toContain(`${siteCookie}=AT`);
  expect(cacheStatus(chosen)).not.toBe('HIT');
  expect(chosen.headers()['cache-control']).toBe('private, no-store');
  const langs = new Map<string, string>();
  for (const site of ['DE', 'AT', 'CZ', 'TR']) {
    const answer = await cachedTwice(page, '/', { cookie: `${siteCookie}=${site}` });
    langs.set(site, /<html lang="([^"]+)"/.exec(await answer.text())?.[1] ?? '');
  }
  expect(Object.fromEntries(langs)).toEqual({ DE: 'de-DE', AT: 'de-AT', CZ: 'cs-CZ', TR: 'tr-TR' });
});

test("a signed-in visitor's name and cart never appear in a page the cache keeps", async ({ page, baseURL }) => {
  const product = catalogueCategoriesOf('DE').find((c) => c.top)!.products[0]!;
  const paths = ['/', '/c/kaffee', product.productViewUrl, '/search?query=kaffee'];
  await putInCart(page.request, { [product.id]: 3 });
  const login = await page.request.post(LOGIN_PATH, {
    headers: { [serviceHeaders.csrfMarker]: CSRF_MARKER_VALUE },
    data: { ...SEEDED_LOGIN },
  });
  expect(login.ok()).toBe(true);
  const firstName = 'Klara';

  // Signed in, the shopper sees their name and cart: the browser fetched them.
  await page.goto('/');
  await hydrated(page);
  await expect(page.getByRole('banner').locator('[data-visitor="signed-in"]')).toContainText(firstName);
  await expect(page.getByRole('banner').getByRole('button', { name: badgeLabel(3) })).toBeAttached();

  // The HTML of every page they were served, and what an anonymous visitor then gets from the cache, has neither.
  const anonymous = await page.context().browser()!.newContext({ baseURL });
  for (const path of paths) {
    const theirs = await page.request.get(path);
    expect(theirs.status()).toBe(200);
    for (const answer of [theirs, await anonymous.request.get(path), await anonymous.request.get(path)]) {
      const html = await answer.text();
      expect(html.includes(firstName), `${path}: the name in the HTML`).toBe(false);
      expect(html.includes(badgeLabel(3)), `${path}: the cart count in the HTML`).toBe(false);
    }
    expect(cacheStatus(await anonymous.request.get(path))).toBe('HIT');
  }
  // Their own page is never kept: an anonymous visitor asking next gets the sign-in form, not their account.
  const account = await page.request.get('/usermenu');
  expect((await account.text()).includes(firstName), 'their account shows their name').toBe(true);
  expect(cacheStatus(account)).not.toBe('HIT');
  const next = await anonymous.request.get('/usermenu');
  expect(cacheStatus(next)).not.toBe('HIT');
  expect((await next.text()).includes(firstName), 'the next visitor sees no name').toBe(false);
  await anonymous.close();
});

test('the staff preview, reduced-header and content cookies bypass the cache, and what they get is not kept', async ({
  page,
}) => {
  await cachedTwice(page, '/c/kaffee');
  // The header's layout, as the server's HTML has it.
  const reduced = 'data-layout="reduced"';
  const bypassing: Record<string, string> = {
    [staffCookies[0]]: 'staff-session',
    [staffCookies[1]]: 'staff-session',
    [PREVIEW_TOKEN_COOKIE]: '{}',
    [AFFILIATE_COOKIE]: 'partner-42',
    [NEW_APP_COOKIE]: '1',
    [contentCookie.name]: contentCookie.hideHeaderAndFooter,
  };
  for (const [name, value] of Object.entries(bypassing)) {
    const answer = await get(page, '/c/kaffee', { cookie: `${name}=${value}` });
    expect(cacheStatus(answer), name).toBe('BYPASS');
    if (name === AFFILIATE_COOKIE || name === NEW_APP_COOKIE) {
      expect((await answer.text()).includes(reduced), `${name}: the reduced header`).toBe(true);
    }
  }
  // The cached page is still everyone's: the full header.
  const everyone = await get(page, '/c/kaffee');
  expect(cacheStatus(everyone)).toBe('HIT');
  expect((await everyone.text()).includes(reduced), 'the kept page has the full header').toBe(false);
});

test('a phone gets the page with its app banner, a desktop the page without, each from its own entry', async ({
  page,
}) => {
  const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';
  const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36';
  // The app-install banner in the server's HTML, for the phone's system.
  const banner = 'data-os="android"';
  const phone = await cachedTwice(page, '/', { 'user-agent': android });
  expect((await phone.text()).includes(banner), 'the phone gets the app banner').toBe(true);
  const computer = await cachedTwice(page, '/', { 'user-agent': desktop });
  expect((await computer.text()).includes(banner), 'the desktop gets no app banner').toBe(false);
});
