/** @vitest-environment happy-dom */
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { vi } from 'vitest';
import type { SiteCode } from '../../platform/site';
import { createServiceClient, type FetchLike } from '../../services';
import { SUGGESTIONS_PATH } from '../../services/search';
import { createReferenceServices } from '../../mocks';
import { suggest } from '../../mocks/routes/search';
import { StorefrontProvider } from '../../kernel';
import { storefrontMessagesFor } from '../../compositions/messages/testing';
import {
  MAX_PRODUCTS,
  MAX_SEARCH_TERMS,
  SUGGESTION_DEBOUNCE_MS,
  SUGGESTION_MIN_LENGTH,
  SUGGESTIONS_FAILURE_LOG,
  SUGGESTIONS_RETRY_DELAY_MS,
  SUGGESTIONS_RETRY_TIMES,
  type SearchVariant,
} from './constants';
import { useSuggestions, type SuggestionsState } from './useSuggestions';

const SUGGESTIONS_ROUTE = `GET ${SUGGESTIONS_PATH}` as const;

interface Sent {
  query: Record<string, string>;
  signal: AbortSignal | null | undefined;
}

/**
 * The hook in a storefront on the reference services. `lateMs` delays the answer to a text (the server answers
 * even when the page has given up on the request, so a late answer really arrives).
 */
function setup({ site = 'DE', lateMs = {} }: { site?: SiteCode; lateMs?: Record<string, number> } = {}) {
  const reference = createReferenceServices();
  const browser = reference.browser();
  const sent: Sent[] = [];
  const fetch: FetchLike = async (input, init) => {
    const url = new URL(String(input), 'http://shop.test');
    if (url.pathname === SUGGESTIONS_PATH) {
      sent.push({ query: Object.fromEntries(url.searchParams), signal: init?.signal });
      const delay = lateMs[url.searchParams.get('q') ?? ''];
      if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
      return browser.fetch(input, { ...init, signal: undefined });
    }
    return browser.fetch(input, init);
  };
  const services = createServiceClient({ fetch, site });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StorefrontProvider site={site} messages={storefrontMessagesFor(site)} services={services}>
      {children}
    </StorefrontProvider>
  );
  const seen: SuggestionsState[] = [];
  const hook = (text: string, variant: SearchVariant) =>
    renderHook(
      ({ text: typed, variant: v }: { text: string; variant: SearchVariant }) => {
        const state = useSuggestions(typed, v);
        seen.push(state);
        return state;
      },
      { wrapper, initialProps: { text, variant } },
    );
  return { reference, services, sent, seen, hook };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const termsOf = (q: string, site: SiteCode = 'DE', maxTerms = MAX_SEARCH_TERMS, maxProducts = MAX_PRODUCTS) =>
  suggest(q, site, maxTerms, maxProducts);

let logged: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vi.useFakeTimers();
  logged = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useSuggestions (GET /service/searchfrontend/api/suggestions)', () => {
  it('names the numbers once: debounce 100 ms, minimum 3 (overlay) and 2 (new header)', () => {
    expect(SUGGESTION_DEBOUNCE_MS).toBe(100);
    expect(SUGGESTION_MIN_LENGTH).toEqual({ overlay: 3, flyout: 2 });
  });

  it('debounces exactly 100 ms: no call at 99, one at 100; then ready with the answer', async () => {
    const { sent, hook } = setup();
    const { result } = hook('tasse', 'flyout');
    expect(result.current).toEqual({ status: 'loading', terms: [], products: [] });
    await advance(SUGGESTION_DEBOUNCE_MS - 1);
    expect(sent).toHaveLength(0);
    await advance(1);
    expect(sent).toHaveLength(1);
    await advance(0);
    const expected = termsOf('tasse');
    expect(result.current.status).toBe('ready');
    expect(result.current.terms).toEqual(expected.searchTerms.map((t) => t.searchterm));
    expect(result.current.products.map((p) => p.id)).toEqual(expected.products.map((p) => p.id));
    expect(result.current.products.length).toBeGreaterThan(0);
  });

  it('each keystroke within 100 ms restarts the wait: one call, for the last text', async () => {
    const { sent, hook } = setup();
    const { rerender } = hook('tas', 'flyout');
    await advance(60);
    rerender({ text: 'tass', variant: 'flyout' });
    await advance(60);
    rerender({ text: 'tasse', variant: 'flyout' });
    await advance(SUGGESTION_DEBOUNCE_MS - 1);
    expect(sent).toHaveLength(0);
    await advance(1);
    expect(sent.map((s) => s.query.q)).toEqual(['tasse']);
  });

  it('the new header asks for 10 terms and 5 products with the site; the overlay sends no maxima; q is trimmed', async () => {
    const { sent, hook } = setup({ site: 'CH_FR' });
    hook('  tasse ', 'flyout');
    hook('tasse', 'overlay');
    await advance(SUGGESTION_DEBOUNCE_MS);
    expect(sent.map((s) => s.query)).toEqual([
      { q: 'tasse', site: 'CH_FR', maxSearchTerms: '10', maxProducts: '5' },
      { q: 'tasse', site: 'CH_FR' },
    ]);
  });

  it.each([
    ['overlay', 'ta', 'tas'],
    ['flyout', 't', 'ta'],
  ] as const)(
    '%s: %j (below the minimum, also with spaces) is idle with no call; %j calls',
    async (variant, short, enough) => {
      const { sent, hook } = setup();
      const { result, rerender } = hook(short, variant);
      expect(result.current).toEqual({ status: 'idle', terms: [], products: [] });
      rerender({ text: ` ${short}  `, variant });
      await advance(SUGGESTION_DEBOUNCE_MS * 10);
      expect(sent).toHaveLength(0);
      expect(result.current.status).toBe('idle');
      rerender({ text: enough, variant });
      expect(result.current.status).toBe('loading');
      await advance(SUGGESTION_DEBOUNCE_MS);
      expect(sent.map((s) => s.query.q)).toEqual([enough]);
    },
  );

  it('text shortened below the minimum clears the lists at once, and growing again starts empty', async () => {
    const { hook } = setup();
    const { result, rerender } = hook('tasse', 'overlay');
    await advance(SUGGESTION_DEBOUNCE_MS);
    expect(result.current.terms.length).toBeGreaterThan(0);
    rerender({ text: 'ta', variant: 'overlay' });
    expect(result.current).toEqual({ status: 'idle', terms: [], products: [] });
    rerender({ text: 'espresso', variant: 'overlay' });
    expect(result.current).toEqual({ status: 'loading', terms: [], products: [] });
  });

  it('a shortened text during the wait cancels the call', async () => {
    const { sent, hook } = setup({ lateMs: { tasse: 500 } });
    const { rerender } = hook('tasse', 'flyout');
    await advance(SUGGESTION_DEBOUNCE_MS + 10);
    rerender({ text: 't', variant: 'flyout' });
    expect(sent[0]!.signal?.aborted).toBe(true);
  });

  it('a newer text aborts the older call: the older answer is never shown, even when it arrives later', async () => {
    const { sent, seen, hook } = setup({ lateMs: { tasse: 1000 } });
    const { result, rerender } = hook('tasse', 'flyout');
    await advance(SUGGESTION_DEBOUNCE_MS);
    expect(sent).toHaveLength(1);
    rerender({ text: 'espresso', variant: 'flyout' });
    expect(sent[0]!.signal?.aborted).toBe(true);
    await advance(SUGGESTION_DEBOUNCE_MS);
    expect(sent.map((s) => s.query.q)).toEqual(['tasse', 'espresso']);
    const espresso = termsOf('espresso').searchTerms.map((t) => t.searchterm);
    expect(result.current).toMatchObject({ status: 'ready', terms: espresso });
    await advance(2000); // the older answer arrives now
    expect(result.current).toMatchObject({ status: 'ready', terms: espresso });
    const tasse = termsOf('tasse').searchTerms.map((t) => t.searchterm);
    expect(seen.some((state) => state.terms.includes(tasse[0]!) && !espresso.includes(tasse[0]!))).toBe(false);
    expect(logged).not.toHaveBeenCalled();
  });

  it('while a newer text loads, the shown lists stay those of the last answer (no flicker), status loading', async () => {
    const { hook } = setup();
    const { result, rerender } = hook('tasse', 'flyout');
    await advance(SUGGESTION_DEBOUNCE_MS);
    const shown = result.current;
    rerender({ text: 'tassen', variant: 'flyout' });
    expect(result.current).toEqual({ status: 'loading', terms: shown.terms, products: shown.products });
  });

  it('new header: a 503 is retried 4 times 2 s apart, loading meanwhile, then failed: logged once, lists empty', async () => {
    const { reference, sent, hook } = setup();
    const { result, rerender } = hook('tasse', 'flyout');
    await advance(SUGGESTION_DEBOUNCE_MS);
    expect(result.current.status).toBe('ready');
    reference.faults.set(SUGGESTIONS_ROUTE, { status: 503 });
    rerender({ text: 'espresso', variant: 'flyout' });
    await advance(SUGGESTION_DEBOUNCE_MS);
    expect(sent).toHaveLength(2);
    for (let retry = 1; retry <= SUGGESTIONS_RETRY_TIMES; retry++) {
      await advance(SUGGESTIONS_RETRY_DELAY_MS - 1);
      expect(sent).toHaveLength(1 + retry);
      expect(result.current.status).toBe('loading');
      await advance(1);
      expect(sent).toHaveLength(2 + retry);
    }
    await advance(0);
    expect(result.current).toEqual({ status: 'failed', terms: [], products: [] });
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledWith(
      SUGGESTIONS_FAILURE_LOG,
      expect.objectContaining({ kind: 'http', status: 503 }),
    );
    await advance(SUGGESTIONS_RETRY_DELAY_MS * 10);
    expect(sent).toHaveLength(2 + SUGGESTIONS_RETRY_TIMES);
  });

  it('new header: a retry that succeeds shows the answer', async () => {
    const { reference, hook } = setup();
    reference.faults.set(SUGGESTIONS_ROUTE, { status: 500 });
    const { result } = hook('tasse', 'flyout');
    await advance(SUGGESTION_DEBOUNCE_MS);
    reference.faults.clear();
    await advance(SUGGESTIONS_RETRY_DELAY_MS);
    expect(result.current.status).toBe('ready');
    expect(logged).not.toHaveBeenCalled();
  });

  it.each([
    ['new header, status 399 (below 400)', 'flyout', { status: 399 }],
    ['new header, an answer of the wrong shape', 'flyout', { wrongShape: true }],
    ['overlay, status 503 (the old header does not retry)', 'overlay', { status: 503 }],
  ] as const)('%s: no retry, failed at once and logged', async (_, variant, fault) => {
    const { reference, sent, hook } = setup();
    reference.faults.set(SUGGESTIONS_ROUTE, fault);
    const { result } = hook('tasse', variant);
    await advance(SUGGESTION_DEBOUNCE_MS);
    expect(result.current).toEqual({ status: 'failed', terms: [], products: [] });
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged.mock.calls[0]![0]).toBe(SUGGESTIONS_FAILURE_LOG);
    await advance(SUGGESTIONS_RETRY_DELAY_MS * SUGGESTIONS_RETRY_TIMES);
    expect(sent).toHaveLength(1);
  });

  it('unmounting cancels the pending call and logs nothing', async () => {
    const { sent, hook } = setup({ lateMs: { tasse: 500 } });
    const { unmount } = hook('tasse', 'flyout');
    await advance(SUGGESTION_DEBOUNCE_MS);
    unmount();
    expect(sent[0]!.signal?.aborted).toBe(true);
    await advance(1000);
    expect(logged).not.toHaveBeenCalled();
  });

  it('renders on the server without a call (idle or loading, empty lists)', () => {
    const { services, sent } = setup();
    const Probe = () => {
      const state = useSuggestions('tasse', 'flyout');
      return <output>{`${state.status}:${state.terms.length}:${state.products.length}`}</output>;
    };
    const html = renderToString(
      <StorefrontProvider site="DE" messages={storefrontMessagesFor('DE')} services={services}>
        <Probe />
      </StorefrontProvider>,
    );
    expect(html).toContain('loading:0:0');
    expect(sent).toHaveLength(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
