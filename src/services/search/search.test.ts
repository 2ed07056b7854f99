import { vi } from 'vitest';
import { callNamed, describeCall } from '../http/callTable';
import { createServiceClient } from '../http/client';
import { REQUEST_TIMEOUT_MS } from '../http/constants';
import { emptyAnswer, jsonAnswer, stubFetch, textAnswer, type RecordedRequest, type StubAnswer } from '../http/testing';
import type { CallOptions } from '../http/types';
import { fetchSearchCacheKey, fetchSuggestions, searchCalls, type SuggestionsRequest } from './client';
import {
  CACHEKEY_PATH,
  MAX_PRODUCTS,
  MAX_SEARCH_TERMS,
  SUGGESTIONS_PATH,
  SUGGESTIONS_RETRY_DELAY_MS,
  SUGGESTIONS_RETRY_MIN_STATUS,
  SUGGESTIONS_RETRY_TIMES,
} from './constants';
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

it('asks for 10 terms and 5 products', () => {
  expect([MAX_SEARCH_TERMS, MAX_PRODUCTS]).toEqual([10, 5]);
});

const suggestionsEntry = callNamed(searchCalls, 'fetchSuggestions');

describeCall('GET /service/searchfrontend/api/suggestions (new header)', {
  call: suggestionsEntry,
  run: (client, options) => fetchSuggestions(client, { q: 'kaf', site: 'DE' }, options),
  attempts: SUGGESTIONS_RETRY_TIMES + 1,
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
  ],
});

describeCall('GET /service/searchfrontend/api/suggestions (old header: no maxima, no retry)', {
  call: suggestionsEntry,
  run: (client, options) => fetchSuggestions(client, { q: 'tasse & co', site: 'CH_FR', withMaxima: false }, options),
  success: { answer: () => jsonAnswer({ searchTerms: [], products: [] }), value: { searchTerms: [], products: [] } },
  request: (req) => {
    expect(req.query).toEqual({ q: 'tasse & co', site: 'CH_FR' });
  },
});

describeCall('GET /service/searchfrontend/api/cachekey', {
  call: callNamed(searchCalls, 'fetchSearchCacheKey'),
  run: (client, options) => fetchSearchCacheKey(client, options),
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

describe('suggestions retry: "In the new header a failed request (status 400 or above) is retried up to 4 times, 2 seconds apart"', () => {
  const newHeader: SuggestionsRequest = { q: 'kaf', site: 'DE' };
  const found = { searchTerms: [{ searchterm: 'kaffee' }], products: [] };

  afterEach(() => {
    vi.useRealTimers();
  });

  /** Starts a call with fake timers; `answers` answer the attempts in turn (the last one repeats). */
  const start = (answers: (() => StubAnswer)[], request = newHeader, options: CallOptions = {}) => {
    vi.useFakeTimers();
    const stub = stubFetch(() => answers[Math.min(stub.calls.length, answers.length) - 1]!());
    let settled = false;
    const pending = fetchSuggestions(createServiceClient({ fetch: stub.fetch }), request, options).finally(() => {
      settled = true;
    });
    return { stub, pending, settled: () => settled };
  };

  it("names the spec's numbers once: 4 retries, 2000 ms apart, from status 400", () => {
    expect([SUGGESTIONS_RETRY_TIMES, SUGGESTIONS_RETRY_DELAY_MS, SUGGESTIONS_RETRY_MIN_STATUS]).toEqual([4, 2000, 400]);
    expect(suggestionsEntry.retry).toMatchObject({ times: 4, delayMs: 2000 });
  });

  it('all attempts fail: exactly 5 requests, 2000 ms apart (none at 1999), then the last error', async () => {
    const { stub, pending, settled } = start([() => jsonAnswer({ code: 'BUSY' }, 503)]);
    await vi.advanceTimersByTimeAsync(0);
    expect(stub.calls).toHaveLength(1);
    for (let retry = 1; retry <= SUGGESTIONS_RETRY_TIMES; retry++) {
      await vi.advanceTimersByTimeAsync(SUGGESTIONS_RETRY_DELAY_MS - 1);
      expect(stub.calls).toHaveLength(retry);
      await vi.advanceTimersByTimeAsync(1);
      expect(stub.calls).toHaveLength(retry + 1);
    }
    expect(settled()).toBe(true);
    expect(await pending).toEqual({ ok: false, error: { kind: 'http', status: 503, code: 'BUSY' } });
    await vi.advanceTimersByTimeAsync(SUGGESTIONS_RETRY_DELAY_MS * 10);
    expect(stub.calls).toHaveLength(SUGGESTIONS_RETRY_TIMES + 1);
    expect(new Set(stub.calls.map((c) => JSON.stringify([c.path, c.query]))).size).toBe(1);
  });

  it('success on the 3rd attempt stops retrying', async () => {
    const { stub, pending } = start([() => 'network', () => jsonAnswer({}, 500), () => jsonAnswer(found)]);
    await vi.advanceTimersByTimeAsync(2 * SUGGESTIONS_RETRY_DELAY_MS);
    expect(await pending).toEqual({ ok: true, value: found });
    await vi.advanceTimersByTimeAsync(SUGGESTIONS_RETRY_DELAY_MS * 10);
    expect(stub.calls).toHaveLength(3);
  });

  it.each([
    ['400 (the lowest retried status)', () => jsonAnswer({}, SUGGESTIONS_RETRY_MIN_STATUS), true],
    ['a dropped connection', (): StubAnswer => 'network', true],
    ['399', () => emptyAnswer(SUGGESTIONS_RETRY_MIN_STATUS - 1), false],
    ['304 (no rule: an http error below 400)', () => emptyAnswer(304), false],
    ['malformed JSON (invalid-response)', () => textAnswer('{"searchTerms": '), false],
  ] as const)('%s is retried: %s', async (_, answer, retried) => {
    const { stub, pending } = start([answer]);
    await vi.advanceTimersByTimeAsync(SUGGESTIONS_RETRY_TIMES * SUGGESTIONS_RETRY_DELAY_MS);
    expect((await pending).ok).toBe(false);
    expect(stub.calls).toHaveLength(retried ? SUGGESTIONS_RETRY_TIMES + 1 : 1);
  });

  it('a timeout is not retried (15000 ms already spent)', async () => {
    const { stub, pending } = start([() => 'hang']);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS + SUGGESTIONS_RETRY_TIMES * SUGGESTIONS_RETRY_DELAY_MS);
    expect(await pending).toEqual({ ok: false, error: { kind: 'timeout' } });
    expect(stub.calls).toHaveLength(1);
  });

  it('the old header (no maxima) does not retry', async () => {
    const { stub, pending } = start([() => jsonAnswer({}, 500)], { ...newHeader, withMaxima: false });
    await vi.advanceTimersByTimeAsync(SUGGESTIONS_RETRY_TIMES * SUGGESTIONS_RETRY_DELAY_MS);
    expect(await pending).toMatchObject({ ok: false, error: { kind: 'http', status: 500 } });
    expect(stub.calls).toHaveLength(1);
  });

  it('an abort during the wait ends the call at once as aborted; no further request', async () => {
    const controller = new AbortController();
    const { stub, pending, settled } = start([() => jsonAnswer({}, 500)], newHeader, { signal: controller.signal });
    await vi.advanceTimersByTimeAsync(SUGGESTIONS_RETRY_DELAY_MS + 500);
    expect(stub.calls).toHaveLength(2);
    controller.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(settled()).toBe(true);
    expect(await pending).toEqual({ ok: false, error: { kind: 'aborted' } });
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(SUGGESTIONS_RETRY_TIMES * SUGGESTIONS_RETRY_DELAY_MS);
    expect(stub.calls).toHaveLength(2);
  });

  it('an abort during an attempt ends it as aborted and is not retried (a newer keystroke)', async () => {
    const controller = new AbortController();
    const { stub, pending } = start([() => 'hang'], newHeader, { signal: controller.signal });
    await vi.advanceTimersByTimeAsync(100);
    controller.abort();
    expect(await pending).toEqual({ ok: false, error: { kind: 'aborted' } });
    expect(stub.only().signal?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(SUGGESTIONS_RETRY_TIMES * SUGGESTIONS_RETRY_DELAY_MS);
    expect(stub.calls).toHaveLength(1);
  });
});
