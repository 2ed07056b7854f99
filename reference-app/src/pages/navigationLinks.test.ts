import { siteCodes, type SiteCode } from 'crema';
import {
  HEADER_SHOW_PATH,
  HEADER_TREE_PATH,
  headerShowResponseSchema,
  headerTreeResponseSchema,
  serviceHeaders,
  THEME_WORLDS_PATH,
  themeWorldsResponseSchema,
  type FlyoutItem,
  type NavigationNode,
} from 'crema/services';
import { createReferenceServices, CATEGORY_MIN_PRODUCTS, catalogueOf } from 'crema/mocks';
import { createStorefront, type RenderPage } from '../../server/storefront';
import type { PageDataInput } from '../routing/pageData';
import type { PageType } from '../routing/route';
import { categorySchema, listingSlugOf } from './category';
import { contentPageDataSchema } from './content';

/** Links of the navigation that are pages of their own (not listings), with their page type. */
const otherPages: Readonly<Record<string, PageType>> = {
  // The newsletter sign-up ("/subscribenewsletter"), the mobile service entry.
  '/subscribenewsletter': 'NewsletterPage',
  // The store finder ("/service/storefinder/"), the mobile service entry.
  '/service/storefinder/': 'StoreFinderPage',
  // The content pages ("/contact", "/c/service", "/c/geschenkkarte", "/kaffeeakademie").
  '/contact': 'ContentPage',
  '/c/service': 'ContentPage',
  '/c/geschenkkarte': 'ContentPage',
  '/kaffeeakademie': 'ContentPage',
};

/** Time for one site's links (each a whole page rendered in process). */
const LINKS_TEST_TIMEOUT_MS = 60_000;

const assets = { styles: [], bootstrap: '/assets/bootstrap.js', entry: '/assets/entry.js' };

/** The storefront with a render that answers the page data as JSON (as server/storefront.test.ts does). */
function storefront() {
  const reference = createReferenceServices();
  const render: RenderPage = async (data) => new Response(JSON.stringify(data)).body!;
  const app = createStorefront({ services: reference, assets: () => assets, render: () => render });
  const get = async (path: string, site: SiteCode) => {
    const response = await app.request(`http://shop.test${path}${path.includes('?') ? '&' : '?'}site=${site}`);
    return { status: response.status, data: JSON.parse(await response.text()) as PageDataInput };
  };
  const service = async (path: string, site: SiteCode) =>
    (await reference.fetch(`http://shop.test${path}`, { headers: { [serviceHeaders.hunterSite]: site } })).json();
  return { get, service };
}

const flyoutUrls = (items: readonly FlyoutItem[]): string[] =>
  items.flatMap((item) => [...(item.url ? [item.url] : []), ...flyoutUrls(item.children)]);
const nodeHrefs = (nodes: readonly NavigationNode[]): string[] =>
  nodes.flatMap((node) => [
    ...(node.href ? [node.href] : []),
    ...(node.teaser?.items ?? []).map((item) => item.link.href),
    ...nodeHrefs(node.children),
  ]);

/** Every site-relative link of a site's navigation: header tree, header-backend nodes and teasers, theme worlds. */
async function navigationLinks(service: ReturnType<typeof storefront>['service'], site: SiteCode) {
  const tree = headerTreeResponseSchema.parse(await service(`${HEADER_TREE_PATH}?site=${site}`, site));
  const show = headerShowResponseSchema.parse(await service(HEADER_SHOW_PATH, site));
  const worlds = themeWorldsResponseSchema.parse(await service(THEME_WORLDS_PATH, site));
  const themeWorldUrls = Object.values(worlds.sections).flatMap((section) => section?.themeworlds ?? []);
  const links = [
    ...flyoutUrls(tree.desktop),
    ...flyoutUrls(tree.mobile),
    ...nodeHrefs(show.navigation),
    ...(worlds.overview ? [worlds.overview.url] : []),
    ...themeWorldUrls.map((world) => world.url),
  ];
  return { links: [...new Set(links.filter((link) => link.startsWith('/') && !link.startsWith('//')))], worlds };
}

describe('every navigation link of every site answers', () => {
  it.each(siteCodes)(
    `%s: each listing lists at least ${CATEGORY_MIN_PRODUCTS} products of the catalogue in the site's language`,
    async (site) => {
      const { get, service } = storefront();
      const { links, worlds } = await navigationLinks(service, site);
      // The navigation has its listings: /c/ categories at every depth, the academy, theme worlds and their overview.
      expect(links.length).toBeGreaterThan(30);
      expect(links).toContain('/kaffeeakademie');
      expect(worlds.overview && links).toContain(worlds.overview?.url);
      const titles = new Map(catalogueOf(site).map((product) => [product.id, product.title]));

      for (const link of links) {
        const { status, data } = await get(link, site);
        if (link in otherPages) {
          expect({ link, status, pageType: data.pageType }).toEqual({ link, status: 200, pageType: otherPages[link] });
          // The academy's content page lists coffees of the catalogue below its text.
          if (link === '/kaffeeakademie') {
            const { products } = contentPageDataSchema.parse(data.page);
            expect(products.length).toBeGreaterThan(0);
            for (const product of products) expect(titles.get(product.id), link).toBe(product.title);
          }
          continue;
        }
        expect({ link, status, pageType: data.pageType }).toEqual({ link, status: 200, pageType: 'CategoryPage' });
        expect(listingSlugOf(link), link).toBeDefined();
        // The page's path is the link itself, so the header can mark the active path from it.
        expect(data.path).toBe(link);
        const { category } = categorySchema.parse(data.page);
        expect(category.products.length, link).toBeGreaterThanOrEqual(CATEGORY_MIN_PRODUCTS);
        for (const product of category.products) expect(titles.get(product.id), link).toBe(product.title);
      }
      // The lists hold only links the navigation has.
      expect(links).toEqual(expect.arrayContaining(Object.keys(otherPages)));
    },
    // Every link of a site rendered in turn: tens of pages, more than the default 5 s on a shared machine.
    LINKS_TEST_TIMEOUT_MS,
  );
});

describe('the listing routes', () => {
  it("/categories/... lists the category of its last segment, as /c/ does; /scout is a content page with the scout theme worlds' products", async () => {
    const { get } = storefront();
    const viaC = await get('/c/kaffee/kaffeebohnen', 'DE');
    const viaCategories = await get('/categories/kaffee/kaffeebohnen', 'DE');
    expect(viaCategories.status).toBe(200);
    expect(viaCategories.data.page).toEqual(viaC.data.page);
    const scout = await get('/scout', 'DE');
    expect(scout.status).toBe(200);
    expect(scout.data.pageType).toBe('ContentPage');
    const content = contentPageDataSchema.parse(scout.data.page);
    expect(content.page.title).toBe('Unsere Scouts');
    expect(content.products.length).toBeGreaterThan(0);
  });

  it('a theme world lists the products of its theme in the language of the site', async () => {
    const { get } = storefront();
    const { data } = await get('/c/barista-zu-hause', 'DE');
    const { category } = categorySchema.parse(data.page);
    expect(category.title).toBe('Barista zu Hause');
    expect(category.products[0]?.title).toMatch(/^Kaffeebohnen (Espresso|Barista)/);
    const cz = categorySchema.parse((await get('/c/barista-doma', 'CZ')).data.page).category;
    expect(cz.products.every((p) => p.price.currency === 'CZK')).toBe(true);
  });

  it.each([
    ['an unknown category', '/c/gibt-es-nicht'],
    ['an unknown listing', '/categories/gibt-es-nicht'],
    ['a malformed slug (404, not a failed call)', '/c/Kaffee'],
    ['no slug', '/c/'],
    ["another shop's overview", '/univers'],
  ])('%s → 404 (%s)', async (_, path) => {
    const { get } = storefront();
    const { status, data } = await get(path, 'DE');
    expect({ status, pageType: data.pageType }).toEqual({ status: 404, pageType: 'NotFoundPage' });
  });
});

describe('listingSlugOf', () => {
  it.each([
    ['/c/kaffee', 'kaffee'],
    ['/c/kaffee/kaffeebohnen/espresso', 'espresso'],
    ['/categories/mode/damen', 'damen'],
    ['/kaffeeakademie', 'kaffeeakademie'],
    ['/scout', 'scout'],
    ['/themenwelten', 'themenwelten'],
    ['/c/', undefined],
    ['/c/Kaffee', undefined],
    ['/contact', undefined],
    ['/p/kaffeebohnen-espresso-intenso-1-kg/100001', undefined],
  ])('%s → %s', (path, slug) => {
    expect(listingSlugOf(path)).toBe(slug);
  });
});
