import { axeViolations, expect, hydrated, test } from './fixtures';

// The route table's pages, as a visitor and an auditor meet them: server-rendered, hydrated, axe-clean, no CSP
// violation; the right status codes; the error page when the page data does not arrive intact.

test('the DE home page carries navigation and footer from the reference services before any script runs', async ({
  request,
}) => {
  const response = await request.get('/?site=de');
  expect(response.status()).toBe(200);
  const html = await response.text();
  const body = html.slice(html.indexOf('<body'));
  // Navigation (header tree), header benefits (~header_top promotion) and footer content (SHOP_FOOTER placement).
  expect(body).toMatch(/<nav aria-label="Hauptnavigation"[^>]*>[\s\S]*>Kaffee<\/a>/);
  // The whole header before any script: skip links, search box, store finder, user and cart links.
  expect(body).toMatch(/<header[^>]*data-layout="new"[\s\S]*href="#search"[\s\S]*id="search"/);
  for (const href of ['/service/storefinder/search', '/usermenu', '/service/cartfrontend/cart']) {
    expect(body).toContain(`href="${href}"`);
  }
  expect(body).toMatch(/Versandkostenfrei ab 20\u00a0€/);
  expect(body).toMatch(/<footer[\s\S]*>Impressum<\/a>/);
  expect(body).toContain('data-page-type="HomePage"');
  // Lazily loaded parts (footer form, flyout contents) are in place, none sent after the page to be moved in by script.
  expect(html).not.toContain('<!--$?-->');
  expect(html).not.toMatch(/<div hidden id="S:\d+"/);
});

test('the page, its stylesheet and its scripts go out gzip to a browser that accepts it, and plain to one that does not', async ({
  request,
}) => {
  const page = await request.get('/?site=de', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
  expect(page.headers()['content-encoding']).toBe('gzip');
  expect(page.headers()['vary']).toMatch(/Accept-Encoding/);
  const html = await page.text();
  // The stylesheet, the module scripts and the modules React preloads.
  const assets = [
    ...html.matchAll(
      /<(?:link rel="(?:stylesheet|modulepreload)"|script type="module")[^>]* (?:href|src)="(\/assets\/[^"]+)"/g,
    ),
  ].map((match) => match[1]!);
  expect(assets.some((href) => href.endsWith('.css'))).toBe(true);
  expect(assets.some((href) => href.endsWith('.js'))).toBe(true);
  for (const href of assets) {
    const asset = await request.get(href, { headers: { 'accept-encoding': 'gzip' } });
    expect(asset.status(), href).toBe(200);
    // Tiny chunks (under hono's 1 KiB threshold) are not worth compressing.
    if (Number(asset.headers()['content-length'] ?? Infinity) >= 1024) {
      expect(asset.headers()['content-encoding'], href).toBe('gzip');
    }
  }
  const plain = await request.get('/?site=de', { headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  expect(await plain.text()).toContain('data-page-type="HomePage"');
});

test("the first paint needs only the HTML and the stylesheet: the page's scripts are requested after it", async ({
  page,
}) => {
  await page.goto('/?site=de');
  await hydrated(page);
  const { paint, scripts } = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/.*\.js$/.test(entry.name))
      .map((entry) => ({ name: new URL(entry.name).pathname, start: entry.startTime })),
  }));
  expect(paint).toBeGreaterThan(0);
  // The bootstrap (and the names it shares) may come before; everything it then loads comes
  // after the paint.
  const early = scripts.filter((script) => !/\/bootstrap(?:Names)?-/.test(script.name));
  expect(early.length).toBeGreaterThan(3);
  for (const script of early) expect(script.start, script.name).toBeGreaterThanOrEqual(paint!);
  // The HTML preloads nothing but the bootstrap, the stylesheet is the head's first request, and no script blocks
  // rendering (every one an async module).
  const html = await (await page.request.get('/?site=de')).text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect([...head.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map(([, href]) => href)).toEqual([
    expect.stringMatching(/^\/assets\/bootstrap-[\w-]+\.js$/),
  ]);
  expect(/<(?:link|script)\b[^>]*(?:href|src)="([^"]+)"/.exec(head)?.[1]).toMatch(/^\/assets\/[\w-]+\.css$/);
  for (const [tag] of html.matchAll(/<script\b[^>]*\bsrc="[^"]+"[^>]*>/g)) {
    expect(tag, tag).toContain('type="module"');
    expect(tag, tag).toMatch(/\basync=""/);
  }
});

test.describe('each page is titled by what it is, then the shop, in the server’s HTML and after hydrating', () => {
  const titled = [
    ['/?site=de', 'Crema Deutschland'],
    ['/c/kaffee/kaffeebohnen?site=de', 'Kaffeebohnen – Crema Deutschland'],
    ['/cart?site=de', 'Warenkorb – Crema Deutschland'],
    ['/search?query=Espresso&site=de', 'Suchergebnisse für „Espresso“ – Crema Deutschland'],
    ['/cart?site=ch_fr', 'Panier – Crema Suisse'],
    ['/gibt-es-nicht?site=tr', 'Sayfa bulunamadı – Crema Türkiye'],
  ] as const;
  for (const [path, title] of titled) {
    test(`${path}: “${title}”`, async ({ page, request }) => {
      // Before any script: the server's HTML has the title.
      const html = await (await request.get(path)).text();
      expect(html).toContain(`<title>${title}</title>`);
      // Hydrating renders the same title from the same page data: the title stays, and React reports no mismatch (a
      // recoverable error, minified in the production build, goes to the console as an uncaught error).
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.goto(path);
      await hydrated(page);
      await expect(page).toHaveTitle(title);
      // The 404 page's own status is reported as a failed load: not an error of the page.
      expect(errors.filter((error) => !error.startsWith('Failed to load resource'))).toEqual([]);
    });
  }
});

test('an unknown path is a 404 page in the shop layout, axe-clean', async ({ page, cspViolations }) => {
  const response = await page.goto('/gibt-es-nicht');
  expect(response?.status()).toBe(404);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Diese Seite gibt es nicht' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.getByRole('link', { name: 'Zur Startseite' }).first().focus();
  expect(await axeViolations(page)).toEqual([]);
  expect(await cspViolations()).toEqual([]);
});
