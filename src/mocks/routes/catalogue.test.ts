import { vi } from 'vitest';
import { siteCodes, type SiteCode } from '../../platform/site/constants';
import { sites } from '../../platform/site/sites';
import { unavailableAvailabilities } from '../../services/cart/constants';
import {
  categorySlugOf,
  fetchCatalogueCategories,
  fetchCatalogueCategory,
  fetchCatalogueProduct,
  fetchCatalogueSearch,
} from '../../services/catalogue/client';
import {
  CATALOGUE_CATEGORIES_PATH,
  CATALOGUE_SEARCH_PATH,
  CATEGORY_PRODUCTS_DEFAULT_LIMIT,
  CATEGORY_PRODUCTS_MAX_LIMIT,
  TOP_CATEGORY_PRODUCTS,
} from '../../services/catalogue/constants';
import { catalogueCategorySchema, catalogueProductDetailSchema } from '../../services/catalogue/contract';
import { createServiceClient } from '../../services/http/client';
import { REQUEST_TIMEOUT_MS, serviceHeaders } from '../../services/http/constants';
import { createReferenceServices } from '../app';
import { routeKey } from '../faults';
import {
  CATEGORY_MIN_PRODUCTS,
  themeWorldRuleKeys,
  type CatalogueCategorySource,
  UNKNOWN_CATEGORY_CODE,
  UNKNOWN_PRODUCT_CODE,
  availabilityOf,
  catalogueCategoriesOf,
  catalogueRuleKeys,
  priceOf,
} from '../fixtures/catalogue';
import { INVALID_QUERY_CODE } from '../fixtures/constants';
import { headerTreeOf, navigationCategoriesOf } from '../fixtures/navigation';
import { catalogueOf } from '../fixtures/products';
import { CATALOGUE_CATEGORY_ROUTE, CATALOGUE_PRODUCT_ROUTE, registerCatalogueRoutes } from './catalogue';

const setup = () => {
  const services = createReferenceServices({ routes: [registerCatalogueRoutes] });
  return { services, client: createServiceClient({ fetch: services.fetch }) };
};
/** A raw GET, for what the client does not send (a malformed id, the site as a query). */
const get = async (path: string, headers: Record<string, string> = {}) => {
  const response = await setup().services.fetch(path, { headers });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

const [first] = catalogueOf('DE');
const espressoBeans = first!;

describe('categories of the navigation', () => {
  it.each(siteCodes)(
    `%s: every listing entry of the navigation, theme world, the overview and /scout is a category with at least ${CATEGORY_MIN_PRODUCTS} products, its slug unique`,
    (site) => {
      const entries = navigationCategoriesOf(site);
      const categories = catalogueCategoriesOf(site);
      const keysOf = (source: CatalogueCategorySource) =>
        categories.filter((c) => c.source === source).map((c) => c.key);
      expect(keysOf('navigation')).toEqual(entries.map((e) => e.key));
      expect(keysOf('navigation')).toContain('academy');
      // Every seeded theme world has its own rule (none falls back to the offers).
      expect(keysOf('themeWorld')).toEqual(themeWorldRuleKeys);
      expect(keysOf('themeWorldOverview')).toHaveLength(1);
      expect(keysOf('scout')).toHaveLength(1);
      const slugs = categories.map((c) => c.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
      for (const category of categories) {
        expect(category.slug, category.key).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
        expect(category.products.length, `${site} ${category.key}`).toBeGreaterThanOrEqual(CATEGORY_MIN_PRODUCTS);
        // Its own products first; filling up only tops a short list up to the minimum.
        expect(category.products.slice(0, category.own.length)).toEqual(
          category.own.slice(0, category.products.length),
        );
        if (category.own.length < CATEGORY_MIN_PRODUCTS) expect(category.products).toHaveLength(CATEGORY_MIN_PRODUCTS);
      }
    },
  );

  it("DE: the overview lists every theme world's products, /scout the scout section's", () => {
    const categories = catalogueCategoriesOf('DE');
    const of = (source: CatalogueCategorySource) => categories.filter((c) => c.source === source);
    const [overview] = of('themeWorldOverview');
    const [scout] = of('scout');
    expect(overview).toMatchObject({ slug: 'themenwelten', title: 'Themenwelten' });
    expect(new Set(overview!.own)).toEqual(new Set(of('themeWorld').flatMap((w) => w.own)));
    expect(scout).toMatchObject({ slug: 'scout', title: 'Unsere Scout-Empfehlungen' });
    const scoutWorlds = of('themeWorld').filter((w) => ['barista', 'autumn-living'].includes(w.key));
    expect(new Set(scout!.own)).toEqual(new Set(scoutWorlds.flatMap((w) => w.own)));
  });

  it('has a category for every /c/ href of the header tree, desktop and mobile', () => {
    const hrefs = (items: { url?: string; children: unknown[] }[]): string[] =>
      items.flatMap((i) => [i.url ?? '', ...hrefs(i.children as { url?: string; children: unknown[] }[])]);
    const { mobile } = headerTreeOf('DE');
    const slugs = hrefs(mobile)
      .map(categorySlugOf)
      .filter((s): s is string => s !== undefined);
    expect(slugs.length).toBeGreaterThan(20);
    expect(catalogueCategoriesOf('DE').map((c) => c.slug)).toEqual(expect.arrayContaining(slugs));
  });

  it('has no stale rule: every rule key is a navigation key', () => {
    const keys = navigationCategoriesOf('DE').map((e) => e.key);
    expect(keys).toEqual(expect.arrayContaining(catalogueRuleKeys));
  });

  it('picks by kind: coffee words → coffee, kitchen → kitchen things, sub-categories within their parent', () => {
    const navigation = catalogueCategoriesOf('DE').filter((c) => c.source === 'navigation');
    const byKey = Object.fromEntries(navigation.map((c) => [c.key, c]));
    expect(
      byKey.coffee!.products.every(
        (p) =>
          p.category === 'coffee' ||
          p.title.startsWith('Kaffeebecher') ||
          p.title.startsWith('Espressotassen') ||
          p.title.startsWith('Thermoskanne'),
      ),
    ).toBe(true);
    expect(byKey.beans!.products.every((p) => p.title.startsWith('Kaffeebohnen'))).toBe(true);
    expect(byKey.espresso!.products.map((p) => p.title)).toContain('Kaffeebohnen Espresso Intenso 1\u00a0kg');
    expect(byKey.pans!.own.every((p) => p.title.startsWith('Pfanne'))).toBe(true);
    for (const category of Object.values(byKey)) {
      const parent = category.breadcrumb.at(-2);
      const parentProducts = parent && navigation.find((c) => c.slug === parent.slug)!.own;
      if (parentProducts && category.ownRule) {
        expect(parentProducts, category.key).toEqual(expect.arrayContaining([...category.own]));
      }
    }
    // No product of their own: the parent's (grinders → coffee accessories), or the offers (gift cards, service).
    expect(byKey.grinders!.own).toEqual(byKey.accessories!.own);
    expect(byKey.giftCards!.own).toEqual(byKey.sale!.own);
    expect(byKey.service!.own).toEqual(byKey.sale!.own);
    // Too few of its own (Caffè Crema beans): filled up with its parent's, the other beans.
    expect(byKey.crema!.own.length).toBeLessThan(CATEGORY_MIN_PRODUCTS);
    expect(byKey.crema!.products.every((p) => byKey.beans!.own.includes(p))).toBe(true);
  });
});

describe('GET /service/catalogue/api/products/{productId}', () => {
  it('DE: the product with price in EUR, availability and its breadcrumb', async () => {
    const { client } = setup();
    const result = await fetchCatalogueProduct(client, { productId: espressoBeans.id, site: 'DE' });
    expect(result).toEqual({
      ok: true,
      value: {
        kind: 'product',
        product: {
          id: espressoBeans.id,
          title: 'Kaffeebohnen Espresso Intenso 1\u00a0kg',
          category: 'coffee',
          productViewUrl: `/p/kaffeebohnen-espresso-intenso-1-kg/${espressoBeans.id}`,
          imageProductThumb: espressoBeans.imageProductThumb,
          imageAltText: espressoBeans.imageAltText,
          webshopProductDimensionKey: espressoBeans.webshopProductDimensionKey,
          price: { amount: priceOf(espressoBeans, 'EUR'), currency: 'EUR' },
          availability: availabilityOf(espressoBeans),
          breadcrumb: [
            { slug: 'kaffee', title: 'Kaffee' },
            { slug: 'kaffeebohnen', title: 'Kaffeebohnen' },
            { slug: 'espresso', title: 'Espresso' },
          ],
        },
      },
    });
  });

  it.each(siteCodes)("%s: the site's title, URL and currency; the same price rung in every site", async (site) => {
    const { client } = setup();
    const product = catalogueOf(site)[100]!;
    const result = await fetchCatalogueProduct(client, { productId: product.id, site });
    expect(result.ok && result.value.kind === 'product').toBe(true);
    if (!result.ok || result.value.kind !== 'product') return;
    const { currency } = sites[site];
    expect(result.value.product).toMatchObject({
      title: product.title,
      productViewUrl: product.productViewUrl,
      price: { amount: priceOf(product, currency), currency },
    });
    expect(result.value.product.productViewUrl).toMatch(new RegExp(`^/p/[a-z0-9-]+/${product.id}$`));
    // The category page of the last breadcrumb entry lists the product.
    const own = result.value.product.breadcrumb.at(-1)!;
    const category = await fetchCatalogueCategory(client, {
      slug: own.slug,
      site,
      limit: CATEGORY_PRODUCTS_MAX_LIMIT,
    });
    expect(
      category.ok && category.value.kind === 'category' && category.value.category.products.map((p) => p.id),
    ).toContain(product.id);
  });

  it('every product of every site has a breadcrumb, a price > 0 and an availability', () => {
    for (const site of siteCodes) {
      for (const product of catalogueOf(site)) {
        const { currency } = sites[site];
        expect(priceOf(product, currency)).toBeGreaterThan(0);
      }
    }
    const availabilities = catalogueOf('DE').map(availabilityOf);
    expect(new Set(availabilities)).toEqual(new Set(['AVAILABLE', ...unavailableAvailabilities]));
    expect(availabilities.filter((a) => a === 'AVAILABLE').length / availabilities.length).toBeGreaterThan(0.8);
  });

  it('an unknown id → { kind: none } (404 UNKNOWN_PRODUCT); a malformed one → 400 INVALID_QUERY', async () => {
    const { client } = setup();
    expect(await fetchCatalogueProduct(client, { productId: '999999', site: 'DE' })).toEqual({
      ok: true,
      value: { kind: 'none' },
    });
    expect(await get('/service/catalogue/api/products/999999')).toEqual({
      status: 404,
      body: { code: UNKNOWN_PRODUCT_CODE },
    });
    for (const id of ['abc', '12.5', '1'.repeat(13), '%20']) {
      expect(await get(`/service/catalogue/api/products/${id}`), id).toEqual({
        status: 400,
        body: { code: INVALID_QUERY_CODE },
      });
    }
  });

  it('site: the X-Hunter-Site header, else the site query, else DE (as the cart)', async () => {
    const id = espressoBeans.id;
    const titleIn = (site: SiteCode) => catalogueOf(site).find((p) => p.id === id)!.title;
    const hunterSite = serviceHeaders.hunterSite;
    expect((await get(`/service/catalogue/api/products/${id}?site=CZ`, { [hunterSite]: 'HU' })).body.title).toBe(
      titleIn('HU'),
    );
    expect((await get(`/service/catalogue/api/products/${id}?site=CZ`)).body.title).toBe(titleIn('CZ'));
    expect((await get(`/service/catalogue/api/products/${id}`)).body).toMatchObject({
      title: titleIn('DE'),
      price: { currency: 'EUR' },
    });
    expect((await get(`/service/catalogue/api/products/${id}?site=XX`)).body.title).toBe(titleIn('DE'));
  });
});

describe('GET /service/catalogue/api/categories/{slug}', () => {
  it(`DE kaffee: coffee and its accessories, ${CATEGORY_PRODUCTS_DEFAULT_LIMIT} by default, with total and breadcrumb`, async () => {
    const { client } = setup();
    const result = await fetchCatalogueCategory(client, { slug: 'kaffee', site: 'DE' });
    if (!result.ok || result.value.kind !== 'category') throw new Error(JSON.stringify(result));
    const { category } = result.value;
    expect(category).toMatchObject({
      slug: 'kaffee',
      title: 'Kaffee',
      breadcrumb: [{ slug: 'kaffee', title: 'Kaffee' }],
    });
    expect(category.products).toHaveLength(CATEGORY_PRODUCTS_DEFAULT_LIMIT);
    const coffee = catalogueOf('DE').filter((p) => p.category === 'coffee');
    const accessories = catalogueCategoriesOf('DE').find((c) => c.key === 'accessories')!.products;
    expect(category.total).toBe(coffee.length + accessories.length);
    // Catalogue order: the coffee first.
    expect(category.products.map((p) => p.id)).toEqual(
      coffee.slice(0, CATEGORY_PRODUCTS_DEFAULT_LIMIT).map((p) => p.id),
    );
    expect(category.products.every((p) => p.price.currency === 'EUR')).toBe(true);
  });

  it('a nested category in CZ: Czech titles, CZK, the breadcrumb from the top', async () => {
    const { client } = setup();
    const espresso = catalogueCategoriesOf('CZ').find((c) => c.key === 'espresso')!;
    const result = await fetchCatalogueCategory(client, { slug: espresso.slug, site: 'CZ', limit: 3 });
    if (!result.ok || result.value.kind !== 'category') throw new Error(JSON.stringify(result));
    expect(result.value.category.breadcrumb.map((b) => b.title)).toEqual(['Káva', 'Zrnková káva', 'Espresso']);
    expect(result.value.category.products).toHaveLength(3);
    expect(result.value.category.products[0]).toMatchObject({
      title: expect.stringMatching(/^Káva zrnková/),
      price: { currency: 'CZK' },
    });
    expect(catalogueCategorySchema.safeParse(result.value.category).success).toBe(true);
  });

  it('limit: 1 and 100 are kept; 0, 101, 2.5 and words → 400 INVALID_QUERY', async () => {
    const { client } = setup();
    const count = async (limit: number) => {
      const r = await fetchCatalogueCategory(client, { slug: 'haushalt', site: 'DE', limit });
      return r.ok && r.value.kind === 'category' ? r.value.category.products.length : -1;
    };
    expect(await count(1)).toBe(1);
    expect(await count(CATEGORY_PRODUCTS_MAX_LIMIT)).toBe(
      Math.min(
        CATEGORY_PRODUCTS_MAX_LIMIT,
        catalogueCategoriesOf('DE').find((c) => c.slug === 'haushalt')!.products.length,
      ),
    );
    for (const limit of ['0', String(CATEGORY_PRODUCTS_MAX_LIMIT + 1), '2.5', 'many']) {
      expect(await get(`/service/catalogue/api/categories/haushalt?limit=${limit}`), limit).toEqual({
        status: 400,
        body: { code: INVALID_QUERY_CODE },
      });
    }
  });

  it("an unknown slug → { kind: none } (404 UNKNOWN_CATEGORY); a malformed one → 400; another site's → none", async () => {
    const { client } = setup();
    expect(await fetchCatalogueCategory(client, { slug: 'gibt-es-nicht', site: 'DE' })).toEqual({
      ok: true,
      value: { kind: 'none' },
    });
    expect(await get('/service/catalogue/api/categories/gibt-es-nicht')).toEqual({
      status: 404,
      body: { code: UNKNOWN_CATEGORY_CODE },
    });
    expect((await get('/service/catalogue/api/categories/Kaffee')).status).toBe(400);
    expect((await get('/service/catalogue/api/categories/kaffee--bohnen')).status).toBe(400);
    // kava is the Czech coffee category; the German navigation has none of that name.
    expect(await fetchCatalogueCategory(client, { slug: 'kava', site: 'DE' })).toEqual({
      ok: true,
      value: { kind: 'none' },
    });
    expect((await fetchCatalogueCategory(client, { slug: 'kava', site: 'CZ' })).ok).toBe(true);
  });
});

describe(`GET ${CATALOGUE_CATEGORIES_PATH}`, () => {
  it.each(['DE', 'TR'] as const)(
    `%s: the desktop navigation's top categories, ${TOP_CATEGORY_PRODUCTS} products each`,
    async (site) => {
      const { client } = setup();
      const result = await fetchCatalogueCategories(client, site);
      if (!result.ok) throw new Error(JSON.stringify(result));
      const tops = navigationCategoriesOf(site).filter(
        (e) => e.parents.length === 0 && !e.mobileOnly && e.href.startsWith('/c/'),
      );
      expect(result.value.categories.map((c) => c.title)).toEqual(tops.map((e) => e.title));
      for (const category of result.value.categories) {
        expect(category.products).toHaveLength(TOP_CATEGORY_PRODUCTS);
        expect(category.products.every((p) => p.price.currency === sites[site].currency)).toBe(true);
      }
    },
  );

  it('DE: Kaffee, Haushalt, Mode, Geschenkkarten, Angebote', async () => {
    const result = await fetchCatalogueCategories(setup().client, 'DE');
    expect(result.ok && result.value.categories.map((c) => c.slug)).toEqual([
      'kaffee',
      'haushalt',
      'mode',
      'geschenkkarte',
      'angebote',
    ]);
  });
});

describe(`GET ${CATALOGUE_SEARCH_PATH}`, () => {
  it('DE "espresso": every product whose title holds the word, case and accents ignored, with the total', async () => {
    const result = await fetchCatalogueSearch(setup().client, { q: 'ESPRESSO', site: 'DE' });
    if (!result.ok) throw new Error(JSON.stringify(result));
    const expected = catalogueOf('DE').filter((p) => p.title.toLowerCase().includes('espresso'));
    expect(expected.length).toBeGreaterThan(1);
    expect(result.value.total).toBe(expected.length);
    expect(result.value.products.map((p) => p.id)).toEqual(
      expected.slice(0, CATEGORY_PRODUCTS_DEFAULT_LIMIT).map((p) => p.id),
    );
    expect(result.value.products.every((p) => p.price.currency === 'EUR')).toBe(true);
  });

  it('every word must match; HU in its own language and currency; no match is an empty list, not an error', async () => {
    const { client } = setup();
    const hu = await fetchCatalogueSearch(client, { q: 'kávé', site: 'HU' });
    expect(hu.ok && hu.value.total).toBeGreaterThan(0);
    expect(hu.ok && hu.value.products.every((p) => p.price.currency === 'HUF')).toBe(true);
    const none = await fetchCatalogueSearch(client, { q: 'espresso zzzz', site: 'DE' });
    expect(none).toEqual({ ok: true, value: { query: 'espresso zzzz', total: 0, products: [] } });
  });

  it('no text, blank text or text over 200 characters → 400 INVALID_QUERY', async () => {
    for (const q of ['', '%20%20', 'a'.repeat(201)])
      expect(await get(`${CATALOGUE_SEARCH_PATH}?q=${q}`)).toEqual({ status: 400, body: { code: INVALID_QUERY_CODE } });
    expect((await get(`${CATALOGUE_SEARCH_PATH}?q=${'a'.repeat(200)}`)).status).toBe(200);
  });
});

describe('faults on the catalogue routes (generic middleware)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    ['status 500', { status: 500 }, { kind: 'http', status: 500, code: 'INJECTED_FAULT' }],
    ['malformed body', { malformed: true }, { kind: 'invalid-response' }],
    ['wrong shape', { wrongShape: true }, { kind: 'invalid-response' }],
    ['dropped connection', { drop: true }, { kind: 'network' }],
  ] as const)('%s → typed error', async (_, fault, error) => {
    const { client, services } = setup();
    services.faults.set(routeKey('GET', CATALOGUE_PRODUCT_ROUTE), fault);
    services.faults.set(routeKey('GET', CATALOGUE_CATEGORY_ROUTE), fault);
    expect(await fetchCatalogueProduct(client, { productId: espressoBeans.id, site: 'DE' })).toMatchObject({
      ok: false,
      error,
    });
    expect(await fetchCatalogueCategory(client, { slug: 'kaffee', site: 'DE' })).toMatchObject({ ok: false, error });
    // The top categories have their own route: untouched.
    expect((await fetchCatalogueCategories(client, 'DE')).ok).toBe(true);
  });

  it(`a hang times out after ${REQUEST_TIMEOUT_MS} ms; the caller's abort ends it at once`, async () => {
    vi.useFakeTimers();
    const { client, services } = setup();
    services.faults.set(routeKey('GET', CATALOGUE_CATEGORIES_PATH), { hang: true });
    const hung = fetchCatalogueCategories(client, 'DE');
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expect(await hung).toEqual({ ok: false, error: { kind: 'timeout' } });

    const controller = new AbortController();
    const aborted = fetchCatalogueCategories(client, 'DE', { signal: controller.signal });
    await vi.advanceTimersByTimeAsync(10);
    controller.abort();
    expect(await aborted).toEqual({ ok: false, error: { kind: 'aborted' } });
  });

  it('answers pass the contract with no fault (detail schema)', async () => {
    const { body } = await get(`/service/catalogue/api/products/${espressoBeans.id}`);
    expect(catalogueProductDetailSchema.safeParse(body).success).toBe(true);
  });
});
