/**
 * HTML validity: every page type of the reference storefront in three sites (DE, CH_FR, TR), as the server sends it
 * (the HTML before any script runs), is valid by the W3C Nu HTML Checker, all pages checked in one batch (one Java
 * start, scripts/html-validity.mjs). A failure lists each error as `site page-type address:line:column: message`.
 *
 * The pages are the site picker's (/reference: every page of the storefront in each shop, with a category, product and
 * search term from the shop's catalogue), the page types it does not link (the picker itself, search without a query,
 * a 404, the subscriber's update page, the error page), the personal pages signed in, and the cart and checkout with
 * an article in them. The run fails when a page type of the route table is missing from what was checked, so a new
 * page type needs an address here.
 */
import { request as newRequest, type APIRequestContext } from '@playwright/test';
import { sites, type Site } from '../../src/platform/site';
import { SEEDED_LOGIN } from '../../src/mocks/routes/login';
import { CART_PATH } from '../../src/services/cart/constants';
import { CSRF_MARKER_VALUE, serviceHeaders } from '../../src/services/http/constants';
import { LOGIN_PATH } from '../../src/services/login/constants';
import {
  BEAN_ACCOUNT_PAGE_PATH,
  LOYALTY_CARD_OVERVIEW_PATH,
  ORDERS_PAGE_PATH,
  USER_MENU_PAGE_PATH,
} from '../../reference-app/src/pages/account';
import { CHECKOUT_PAGE_PATH, CART_PAGE_PATH } from '../../reference-app/src/pages/cart';
import { NEWSLETTER_UPDATE_PATH } from '../../reference-app/src/pages/newsletterUpdate';
import { SEARCH_PAGE_PATH } from '../../reference-app/src/pages/search';
import { SITE_PICKER_PAGE_PATH } from '../../reference-app/src/pages/sitePicker';
import { pageTypes } from '../../reference-app/src/routing/route';
import { formatProblems, validateDocuments } from '../../scripts/html-validity.mjs';
import { expect, test } from './fixtures';
import { FAULT_PORT_BASE, PORTS_PER_WORKER, startFaultServer } from './faults/server';

const gateSites: readonly Site[] = [sites.DE, sites.CH_FR, sites.TR];

/** A served page: its name in the report (site, page type, address) and its HTML as sent. */
interface ServedPage {
  name: string;
  pageType: string;
  html: string;
}

/** The value of an attribute as React writes it (`"&'<>` escaped), unescaped. */
const unescapeAttribute = (value: string) =>
  value.replace(/&(quot|#x27|lt|gt|amp);/g, (_, entity: string) =>
    entity === 'quot' ? '"' : entity === '#x27' ? "'" : entity === 'lt' ? '<' : entity === 'gt' ? '>' : '&',
  );

/** The pages the site picker's HTML lists for one shop (its section's list of links), read without a browser. */
function pickerLinksOf(html: string, site: Site): string[] {
  const section = new RegExp(
    `<section[^>]*aria-labelledby="shop-${site.code}"[^>]*>[\\s\\S]*?<ul[^>]*>([\\s\\S]*?)</ul>`,
  ).exec(html)?.[1];
  return [...(section ?? '').matchAll(/<a href="([^"]+)"/g)].map(([, href]) => unescapeAttribute(href!));
}

const inSite = (path: string, site: Site) => `${path}${path.includes('?') ? '&' : '?'}site=${site.switcherCode}`;

/** GETs `path` as `visitor` and keeps the page (its type from the page root's `data-page-type`). */
async function served(visitor: APIRequestContext, site: Site, path: string, state = ''): Promise<ServedPage> {
  const response = await visitor.get(path);
  const html = await response.text();
  const pageType = /\sdata-page-type="([^"]+)"/.exec(html)?.[1] ?? `(no page type, HTTP ${response.status()})`;
  return { name: `${site.code} ${pageType}${state} ${path}`, pageType, html };
}

/** A visitor of its own (cookies), on the storefront at `baseURL`. */
const visitorOf = (baseURL: string) => newRequest.newContext({ baseURL });

/** Every page the picker links in `site`, and the page types it does not link, as a new visitor sees them. */
async function pagesOf(baseURL: string, site: Site): Promise<{ pages: ServedPage[]; productPath?: string }> {
  const visitor = await visitorOf(baseURL);
  try {
    const picker = await served(visitor, site, inSite(SITE_PICKER_PAGE_PATH, site));
    const links = pickerLinksOf(picker.html, site);
    expect(links.length, `the site picker links pages of ${site.code}`).toBeGreaterThan(0);
    const paths = [
      ...links,
      inSite(SEARCH_PAGE_PATH, site),
      inSite('/gibt-es-nicht', site),
      inSite(`${NEWSLETTER_UPDATE_PATH}?subscriberToken=expired-or-unknown`, site),
    ];
    const pages = await Promise.all(paths.map((path) => served(visitor, site, path)));
    const productPath = links.find((href) => href.startsWith('/p/'));
    return { pages: [picker, ...pages], productPath };
  } finally {
    await visitor.dispose();
  }
}

/** The pages that differ for a signed-in visitor with an article in the cart: account pages, cart and checkout. */
async function signedInPagesOf(baseURL: string, site: Site, productPath: string | undefined): Promise<ServedPage[]> {
  const visitor = await visitorOf(baseURL);
  try {
    const login = await visitor.post(LOGIN_PATH, {
      headers: { [serviceHeaders.csrfMarker]: CSRF_MARKER_VALUE },
      data: { ...SEEDED_LOGIN },
    });
    expect(login.ok(), 'signing in').toBe(true);
    const productId = productPath?.split('?')[0]?.split('/').pop();
    if (productId) {
      const put = await visitor.put(CART_PATH, {
        headers: { [serviceHeaders.csrfMarker]: CSRF_MARKER_VALUE },
        data: { setArticle: { productId, tcm: `tcm:e2e-${productId}`, quantity: 2 } },
      });
      expect(put.status(), 'an article into the cart').toBe(200);
    }
    const paths = [
      USER_MENU_PAGE_PATH,
      ORDERS_PAGE_PATH,
      BEAN_ACCOUNT_PAGE_PATH,
      LOYALTY_CARD_OVERVIEW_PATH,
      CART_PAGE_PATH,
      CHECKOUT_PAGE_PATH,
    ].map((p) => inSite(p, site));
    return await Promise.all(paths.map((path) => served(visitor, site, path, ' (signed in, cart filled)')));
  } finally {
    await visitor.dispose();
  }
}

test('every page type of DE, CH_FR and TR, as the server sends it, is valid HTML (W3C Nu HTML Checker)', async ({
  baseURL,
}, workerInfo) => {
  // About a hundred pages rendered, one Java start checking them all: well under the 60 s default on a quiet machine;
  // twice that on a busy 2-core one.
  test.slow();
  if (!baseURL) throw new Error('no baseURL');
  // The error page needs a failing service: a storefront of its own with the fault control endpoint, on the port the
  // fault matrix keeps for its own cells in this worker (a worker runs one test at a time, so never both at once).
  const faultServer = await startFaultServer(
    FAULT_PORT_BASE + workerInfo.parallelIndex * PORTS_PER_WORKER + PORTS_PER_WORKER - 1,
  );
  const pages: ServedPage[] = [];
  try {
    await faultServer.setFault('GET /service/catalogue/api/search', { status: 500 });
    for (const site of gateSites) {
      const { pages: sitePages, productPath } = await pagesOf(baseURL, site);
      pages.push(...sitePages, ...(await signedInPagesOf(baseURL, site, productPath)));
      const visitor = await visitorOf(faultServer.url);
      pages.push(await served(visitor, site, inSite(`${SEARCH_PAGE_PATH}?query=kaffee`, site), ' (search failing)'));
      await visitor.dispose();
    }
  } finally {
    await faultServer.stop();
  }

  // Every page type of the route table was checked in every site.
  for (const site of gateSites) {
    const checked = new Set(pages.filter((p) => p.name.startsWith(`${site.code} `)).map((p) => p.pageType));
    expect(
      pageTypes.filter((type) => !checked.has(type)),
      `page types of ${site.code} not checked`,
    ).toEqual([]);
  }

  const problems = await validateDocuments(pages.map(({ name, html }) => ({ name, html })));
  expect(problems.length, `HTML errors (Nu HTML Checker) in ${pages.length} pages:\n${formatProblems(problems)}`).toBe(
    0,
  );
});
