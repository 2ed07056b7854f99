import { describeCall } from '../http/callTable';
import { jsonAnswer, type RecordedRequest } from '../http/testing';
import { fetchSearchCacheKey, fetchSuggestions } from './client';
import { CACHEKEY_PATH, MAX_PRODUCTS, MAX_SEARCH_TERMS, SUGGESTIONS_PATH } from './constants';
import { suggestionsQuerySchema } from './contract';

const product = {
  id: 4711,
  title: 'Kaffeebohnen Espresso',
  productViewUrl: '/p/kaffeebohnen-espresso',
  imageProductThumb: '/service/imagedelivery/image/abc.jpg',
  webshopProductDimensionKey: 'dim-1',
  imageAltText: 'Eine Packung Kaffeebohnen',
};

const noCredentials = (req: RecordedRequest) => {
  expect(req.credentials).toBeUndefined();
  expect(Object.keys(req.headers)).toEqual([]);
};

it('asks for 10 terms and 5 products (spec 000 §9)', () => {
  expect([MAX_SEARCH_TERMS, MAX_PRODUCTS]).toEqual([10, 5]);
});

describeCall('GET /service/searchfrontend/api/suggestions (new header)', {
  run: (client) => fetchSuggestions(client, { q: 'kaf', site: 'DE' }),
  success: {
    answer: () => jsonAnswer({ searchTerms: [{ searchterm: 'kaffee' }], products: [product] }),
    value: {
      searchTerms: [{ searchterm: 'kaffee' }],
      // ids become strings; image paths are returned as received (no /img rewrite here)
      products: [{ ...product, id: '4711' }],
    },
  },
  request: (req) => {
    expect(req.method).toBe('GET');
    expect(req.path).toBe(SUGGESTIONS_PATH);
    expect(req.query).toEqual({ q: 'kaf', site: 'DE', maxSearchTerms: '10', maxProducts: '5' });
    expect(suggestionsQuerySchema.safeParse(req.query).success).toBe(true);
    noCredentials(req);
  },
  wrongShape: { searchTerms: [{ term: 'kaffee' }] },
  cases: [
    {
      name: 'missing lists read as empty',
      answer: () => jsonAnswer({}),
      expected: { ok: true, value: { searchTerms: [], products: [] } },
    },
    {
      name: '400 → http error (the header retries on 400 or above)',
      answer: () => jsonAnswer({}, 400),
      expected: { ok: false, error: { kind: 'http', status: 400 } },
    },
  ],
});

describeCall('GET /service/searchfrontend/api/suggestions (old header: no maxima)', {
  run: (client) => fetchSuggestions(client, { q: 'tasse & co', site: 'CH_FR', withMaxima: false }),
  success: { answer: () => jsonAnswer({ searchTerms: [], products: [] }), value: { searchTerms: [], products: [] } },
  request: (req) => {
    expect(req.query).toEqual({ q: 'tasse & co', site: 'CH_FR' });
  },
});

describeCall('GET /service/searchfrontend/api/cachekey', {
  run: (client) => fetchSearchCacheKey(client),
  success: { answer: () => jsonAnswer({ cacheKey: 'v-2024-1' }), value: { cacheKey: 'v-2024-1' } },
  request: (req) => {
    expect(req.method).toBe('GET');
    expect(req.path).toBe(CACHEKEY_PATH);
    expect(req.query).toEqual({});
    noCredentials(req);
  },
});

describe('suggestions query contract', () => {
  it.each([
    [{ q: 'kaf', site: 'DE' }, true],
    [{ q: 'kaf', site: 'DE', maxSearchTerms: '10', maxProducts: '5' }, true],
    [{ q: '', site: 'DE' }, false],
    [{ q: 'kaf', site: 'FR' }, false],
    [{ q: 'kaf' }, false],
  ])('%j valid: %s', (query, valid) => {
    expect(suggestionsQuerySchema.safeParse(query).success).toBe(valid);
  });
});
