import { siteCodes } from '../../platform/site/constants';
import { sites } from '../../platform/site/sites';
import { createServiceClient } from '../../services/http/client';
import { fetchSearchCacheKey, fetchSuggestions } from '../../services/search/client';
import { CACHEKEY_PATH, MAX_PRODUCTS, MAX_SEARCH_TERMS, SUGGESTIONS_PATH } from '../../services/search/constants';
import { suggestionsResponseSchema } from '../../services/search/contract';
import { createReferenceServices } from '../app';
import { INVALID_QUERY_CODE, MIN_PRODUCTS_PER_SITE } from '../fixtures/constants';
import { languageOf, localize } from '../fixtures/language';
import { allCatalogues, catalogueOf } from '../fixtures/products';
import { registerSearchRoutes, suggest } from './search';

const setup = () => {
  const services = createReferenceServices({ routes: [registerSearchRoutes] });
  return { services, client: createServiceClient({ fetch: services.fetch }) };
};

describe('seeded catalogue', () => {
  it.each(siteCodes)(`%s has at least ${MIN_PRODUCTS_PER_SITE} products with every contract field`, (site) => {
    const catalogue = catalogueOf(site);
    expect(MIN_PRODUCTS_PER_SITE).toBe(200);
    expect(catalogue.length).toBeGreaterThanOrEqual(MIN_PRODUCTS_PER_SITE);
    expect(new Set(catalogue.map((p) => p.id)).size).toBe(catalogue.length);
    expect(new Set(catalogue.map((p) => p.title)).size).toBe(catalogue.length);
    for (const p of catalogue) {
      expect(
        p.title && p.productViewUrl && p.imageProductThumb && p.webshopProductDimensionKey && p.imageAltText,
      ).toBeTruthy();
      expect(p.imageProductThumb).toMatch(/^\/service\/imagedelivery\/image\/product\//);
      expect(p.productViewUrl).toMatch(/^\/p\/[a-z0-9-]+\/\d+$/);
    }
    expect(suggestionsResponseSchema.safeParse({ products: catalogue }).success).toBe(true);
  });

  it('titles differ by language, and are equal where the language is', () => {
    const all = allCatalogues();
    for (const a of siteCodes) {
      for (const b of siteCodes) {
        const same = all[a].filter((p, i) => p.title === all[b][i]!.title).length;
        if (languageOf(a) === languageOf(b) && a !== 'CH' && b !== 'CH') expect(same).toBe(all[a].length);
        // Different languages share at most a few titles (Czech and Slovak share words such as "Termoska").
        else if (languageOf(a) !== languageOf(b)) expect(same / all[a].length, `${a}/${b}`).toBeLessThan(0.1);
      }
    }
    expect(all.DE[0]!.title).toBe('Kaffeebohnen Espresso Intenso 1\u00a0kg');
    expect(all.CZ[0]!.title).toBe('Káva zrnková Espresso Intenso 1\u00a0kg');
    expect(all.TR[0]!.title).toMatch(/^Çekirdek kahve/);
  });

  it('Swiss German writes ss for ß; numbers in the site locale', () => {
    expect([localize('DE', 'Große Tasse'), localize('CH', 'Große Tasse'), localize('AT', 'Große Tasse')]).toEqual([
      'Große Tasse',
      'Grosse Tasse',
      'Große Tasse',
    ]);
    expect(catalogueOf('CH').every((p) => !p.title.includes('ß'))).toBe(true);
    expect(catalogueOf('DE').map((p) => p.title)).toContain('Kaffeekapseln Crema Mild 10\u00a0Stück');
  });

  it('is deterministic', () => {
    expect(catalogueOf('HU')).toBe(catalogueOf('HU'));
    expect(JSON.stringify(suggest('kav', 'CZ', 10, 5))).toBe(JSON.stringify(suggest('kav', 'CZ', 10, 5)));
  });
});

describe(`GET ${SUGGESTIONS_PATH}`, () => {
  it('kaf in DE: terms from titles and products, capped at 10 search terms and 5 products', async () => {
    const { client } = setup();
    const result = await fetchSuggestions(client, { q: 'kaf', site: 'DE' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.searchTerms.length).toBe(MAX_SEARCH_TERMS);
    expect(result.value.products.length).toBe(MAX_PRODUCTS);
    expect(result.value.searchTerms[0]).toEqual({ searchterm: 'kaffee' });
    for (const { searchterm } of result.value.searchTerms) expect(searchterm).toContain('kaf');
    for (const product of result.value.products) expect(product.title.toLowerCase()).toContain('kaf');
    expect(result.value.products[0]).toEqual({
      id: '100001',
      title: 'Kaffeebohnen Espresso Intenso 1\u00a0kg',
      productViewUrl: '/p/kaffeebohnen-espresso-intenso-1-kg/100001',
      imageProductThumb: '/service/imagedelivery/image/product/coffee-100001.svg',
      webshopProductDimensionKey: '100001-size1',
      imageAltText: 'Produktbild: Kaffeebohnen Espresso Intenso 1\u00a0kg',
    });
  });

  it('is case-insensitive, ignores accents and searches only the given site', async () => {
    const { client } = setup();
    const cz = await fetchSuggestions(client, { q: 'KAVA Zrnk', site: 'CZ' });
    expect(cz.ok && cz.value.products.map((p) => p.title)).toEqual(
      expect.arrayContaining(['Káva zrnková Espresso Intenso 1\u00a0kg']),
    );
    const de = await fetchSuggestions(client, { q: 'káva', site: 'DE' });
    expect(de).toEqual({ ok: true, value: { searchTerms: [], products: [] } });
  });

  it('Turkish folds İ/I in the Turkish way', async () => {
    const { client } = setup();
    const result = await fetchSuggestions(client, { q: 'ÇEKİRDEK', site: 'TR' });
    expect(result.ok && result.value.products.length).toBe(MAX_PRODUCTS);
  });

  it('the old header (no maxima) gets the same default caps; smaller maxima cap further', async () => {
    const { client, services } = setup();
    const old = await fetchSuggestions(client, { q: 'a', site: 'PL', withMaxima: false });
    expect(old.ok && [old.value.searchTerms.length, old.value.products.length]).toEqual([
      MAX_SEARCH_TERMS,
      MAX_PRODUCTS,
    ]);
    const res = await services.fetch(`${SUGGESTIONS_PATH}?q=kaffee&site=DE&maxSearchTerms=2&maxProducts=1`);
    const body = suggestionsResponseSchema.parse(await res.json());
    expect([body.searchTerms.length, body.products.length]).toEqual([2, 1]);
  });

  it.each([
    ['no q', '?site=DE'],
    ['empty q', '?q=&site=DE'],
    ['unknown site', '?q=kaf&site=FR'],
    ['bad maximum', '?q=kaf&site=DE&maxProducts=many'],
  ])('%s → 400 %s', async (_, query) => {
    const { services } = setup();
    const res = await services.fetch(`${SUGGESTIONS_PATH}${query}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: INVALID_QUERY_CODE });
  });

  it('every site finds its own coffee', async () => {
    const { client } = setup();
    const coffeeWord = { de: 'kaffee', fr: 'café', cs: 'káva', sk: 'káva', hu: 'kávé', pl: 'kawa', tr: 'kahve' };
    for (const site of siteCodes) {
      const result = await fetchSuggestions(client, { q: coffeeWord[languageOf(site)], site });
      expect(result.ok && result.value.products.length, `${site} ${sites[site].locale}`).toBe(MAX_PRODUCTS);
    }
  });
});

describe('GET cachekey', () => {
  it('answers the same key on every call', async () => {
    const { client } = setup();
    const first = await fetchSearchCacheKey(client);
    expect(first.ok).toBe(true);
    expect(await fetchSearchCacheKey(client)).toEqual(first);
  });
});

describe('faults on the search routes', () => {
  it.each([
    ['status 500', { status: 500 }, { kind: 'http', status: 500, code: 'INJECTED_FAULT' }],
    ['malformed body', { malformed: true }, { kind: 'invalid-response' }],
    ['dropped connection', { drop: true }, { kind: 'network' }],
  ] as const)('%s → typed error', async (_, fault, error) => {
    vi.useFakeTimers();
    try {
      const { client, services } = setup();
      services.faults.set(`GET ${SUGGESTIONS_PATH}`, fault);
      const pending = fetchSuggestions(client, { q: 'kaf', site: 'DE' });
      // The new header retries a 500 and a dropped connection 4 times, 2 s apart.
      await vi.runAllTimersAsync();
      expect(await pending).toMatchObject({ ok: false, error });
    } finally {
      vi.useRealTimers();
    }
  });

  it('wrong shape on the cache key → invalid-response (suggestions read missing lists as empty)', async () => {
    const { client, services } = setup();
    services.faults.set(`GET ${CACHEKEY_PATH}`, { wrongShape: true });
    expect(await fetchSearchCacheKey(client)).toMatchObject({ ok: false, error: { kind: 'invalid-response' } });
  });

  it('latency delays the answer; a hang times out after 15000 ms (fake timers)', async () => {
    vi.useFakeTimers();
    try {
      const { client, services } = setup();
      services.faults.set(`GET ${SUGGESTIONS_PATH}`, { latencyMs: 1000 });
      let settled = false;
      const slow = fetchSuggestions(client, { q: 'kaf', site: 'DE' }).finally(() => (settled = true));
      await vi.advanceTimersByTimeAsync(999);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect((await slow).ok).toBe(true);

      services.faults.set(`GET ${SUGGESTIONS_PATH}`, { hang: true });
      const hung = fetchSuggestions(client, { q: 'kaf', site: 'DE' });
      await vi.advanceTimersByTimeAsync(15000);
      expect(await hung).toEqual({ ok: false, error: { kind: 'timeout' } });
    } finally {
      vi.useRealTimers();
    }
  });
});
