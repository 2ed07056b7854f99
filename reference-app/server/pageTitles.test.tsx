/**
 * Every page's `<title>` (WCAG 2.4.2 Page Titled): what the page is, then the shop's name, in the site's language.
 * Every route of every site is requested from the storefront's Hono app in process and titled by its route's head
 * from the page data the server sends; for three sites (three languages) each page is also rendered as a visitor gets
 * it, and the title read from its parsed HTML.
 */
import { sites, type Site } from 'crema';
import { createReferenceServices, seededSubscriberTokens } from 'crema/mocks';
import { Window } from 'happy-dom';
import { createIntl } from 'react-intl';
import { vi } from 'vitest';
import { renderToReadableStream } from 'react-dom/server';
import { resolveSite as siteOf } from 'crema';
import { Document, documentTitle } from '../src/Document';
import { loadAppMessages } from '../src/messages';
import { inSite, SITE_PICKER_PAGE_PATH, type SitePickerPageData } from '../src/pages/sitePicker';
import { newsletterUpdateHref } from '../src/pages/newsletterUpdate';
import { documentTitleOf, type HeadContext, type HeadOf } from '../src/routing/head';
import { parsePageData } from '../src/routing/pageData';
import { routeOf } from '../src/routes';
import { createStorefront, type RenderPage } from './storefront';

/** Rendering every page of a site, header and footer included, takes a while on a busy 2-core machine. */
const SITE_TIMEOUT_MS = 120_000;

const assets = { styles: [], bootstrap: '/assets/bootstrap.js', entry: '/assets/entry.js' };
const parser = new Window();
afterAll(() => parser.happyDOM.close());

/**
 * The page's document as the server renders it, around no content: its head, with the title from the page type's
 * head (the page's content is the client components' and the e2e tests').
 */
const renderDocument: RenderPage = async (input) => {
  const reading = parsePageData(JSON.stringify(input), (type) => routeOf(type).schema);
  if (!reading.ok) throw new Error(reading.reason);
  const site = siteOf(reading.data.site);
  const messages = await loadAppMessages(site.locale);
  const title = documentTitle(routeOf(reading.data.pageType).head as HeadOf<unknown>, reading.data, messages);
  return renderToReadableStream(
    <Document site={site} title={title} nonce="" styles={[]}>
      {null}
    </Document>,
  );
};

/** The storefront with the server's document (`html`) and with one that answers the page data as JSON (`data`). */
function shop() {
  const reference = createReferenceServices();
  const json: RenderPage = async (data) => new Response(JSON.stringify(data)).body!;
  const html = createStorefront({ services: reference, assets: () => assets, render: () => renderDocument });
  const data = createStorefront({ services: reference, assets: () => assets, render: () => json });
  return { reference, html, data };
}
type Shop = ReturnType<typeof shop>;

/** A page's title as the browser reads it from the server's HTML, and where its title elements are. */
async function renderedTitleOf(app: Shop['html'], path: string) {
  const response = await app.request(`http://shop.test${path}`);
  const page = new parser.DOMParser().parseFromString(await response.text(), 'text/html');
  return {
    title: page.title,
    titles: page.querySelectorAll('title').length,
    inHead: !!page.head.querySelector('title'),
  };
}

/**
 * The site's catalog as the page's `t` (react-intl's own, apart from the app's translator that titles the document)
 * and the shop's name.
 */
async function catalogOf(site: Site) {
  const messages = await loadAppMessages(site.locale);
  const intl = createIntl({ locale: site.locale, messages });
  const t: HeadContext['t'] = (id, values) => intl.formatMessage({ id }, values);
  return { t, shopName: t('layout.documentTitle') };
}

/** A page's status and its title from its route's head, from the page data as the browser parses it. */
async function headTitleOf(app: Shop['data'], path: string, site: Site, t: HeadContext['t']) {
  const response = await app.request(`http://shop.test${path}`);
  const reading = parsePageData(await response.text(), (type) => routeOf(type).schema);
  if (!reading.ok) throw new Error(`${path}: ${reading.reason}`);
  const { pageType, page } = reading.data;
  return { path, status: response.status, title: documentTitleOf(routeOf(pageType).head(page, { t, site }), t) };
}

/** Every page the site picker links in a site: home, category, product, search, cart, checkout, account, content… */
async function linkedPages(app: Shop['data'], site: Site): Promise<string[]> {
  const response = await app.request(`http://shop.test${inSite(SITE_PICKER_PAGE_PATH, site)}`);
  const { page } = JSON.parse(await response.text()) as { page: SitePickerPageData };
  return page.sites.find((shown) => shown.code === site.code)!.links.map((link) => link.href);
}

/**
 * Every route of a site, each as `title(path)` gets it: the site picker's pages, the picker itself, the search
 * without a query, a subscriber's newsletter page, the 404 page and, last (its fault stays set), the error page (503).
 */
async function everyRoute<T>(site: Site, title: (shop: Shop, path: string) => Promise<T>): Promise<T[]> {
  const app = shop();
  const paths = [
    ...(await linkedPages(app.data, site)),
    inSite(SITE_PICKER_PAGE_PATH, site),
    inSite('/search', site),
    inSite(newsletterUpdateHref(seededSubscriberTokens.subscribedDe), site),
    inSite('/gibt-es-nicht', site),
  ];
  const titles: T[] = [];
  for (const path of paths) titles.push(await title(app, path));
  app.reference.faults.set('GET /service/catalogue/api/search', { status: 500 });
  titles.push(await title(app, inSite('/search?query=kaffee', site)));
  return titles;
}

describe('page titles (WCAG 2.4.2: what the page is, then the shop, in the site’s language)', () => {
  beforeEach(() => {
    // The error page's failing call is logged.
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it.each(Object.values(sites))(
    '$code: every route’s title ends with the shop’s name, each its own',
    async (site) => {
      const { t, shopName } = await catalogOf(site);
      const pages = await everyRoute(site, (app, path) => headTitleOf(app.data, path, site, t));
      // The status pages are among them: the error page (503) and the 404 page.
      expect(pages.map((page) => page.status)).toEqual(expect.arrayContaining([200, 404, 503]));
      for (const { path, title } of pages) {
        expect(title.trim(), path).not.toBe('');
        expect(title.endsWith(shopName), `${path}: ${title}`).toBe(true);
      }
      // A subscriber's page whose link is not valid is the sign-up page (its form and heading): it shares its title.
      const distinct = pages.filter((page) => !(page.path.startsWith('/newsletter/update') && page.status === 200));
      const pathsByTitle = new Map<string, string[]>();
      for (const { path, title } of distinct) pathsByTitle.set(title, [...(pathsByTitle.get(title) ?? []), path]);
      expect([...pathsByTitle].filter(([, paths]) => paths.length > 1)).toEqual([]);
    },
    SITE_TIMEOUT_MS,
  );

  it.each([sites.DE, sites.CH_FR, sites.TR])(
    '$code: the server’s HTML has that title, once, in its head, on every route',
    async (site) => {
      const { t } = await catalogOf(site);
      const pages = await everyRoute(site, async (app, path) => ({
        expected: (await headTitleOf(app.data, path, site, t)).title,
        rendered: await renderedTitleOf(app.html, path),
        path,
      }));
      for (const { expected, rendered, path } of pages) {
        expect(rendered, path).toEqual({ title: expected, titles: 1, inHead: true });
      }
    },
    SITE_TIMEOUT_MS,
  );

  it('DE: the page’s name, an en dash, the shop; the home page the shop alone', async () => {
    const { html } = shop();
    const title = async (path: string) => (await renderedTitleOf(html, path)).title;
    expect(await title('/')).toBe('Crema Deutschland');
    expect(await title('/c/kaffee/kaffeebohnen')).toBe('Kaffeebohnen – Crema Deutschland');
    expect(await title('/cart')).toBe('Warenkorb – Crema Deutschland');
    expect(await title('/gibt-es-nicht')).toBe('Seite nicht gefunden – Crema Deutschland');
    // The query as the page shows it: trimmed, and text (React escapes it in the HTML, the browser reads it back).
    expect(await title('/search?query=%20Espresso%20')).toBe('Suchergebnisse für „Espresso“ – Crema Deutschland');
    expect(await title('/search?query=%3C%2Ftitle%3E%26')).toBe('Suchergebnisse für „</title>&“ – Crema Deutschland');
    expect(await title('/search')).toBe('Suchergebnisse – Crema Deutschland');
  });

  it('CH_FR and TR: in the site’s language', async () => {
    const { html } = shop();
    const title = async (path: string) => (await renderedTitleOf(html, path)).title;
    expect(await title('/cart?site=ch_fr')).toBe('Panier – Crema Suisse');
    expect(await title('/cart?site=tr')).toBe('Sepetim – Crema Türkiye');
    expect(await title('/gibt-es-nicht?site=tr')).toBe('Sayfa bulunamadı – Crema Türkiye');
  });
});
