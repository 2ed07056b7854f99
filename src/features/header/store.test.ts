// @vitest-environment happy-dom
// The store works with browser storage, cookies and window events: a DOM environment.
import { vi } from 'vitest';
import { emit, listen, removeCookie, writeCookie } from '../../platform/browser';
import { resolveSite } from '../../platform/site';
import { changeCart, createServiceClient, type CartChange, type FetchLike } from '../../services';
import { CART_PATH } from '../../services/cart';
import { createReferenceServices } from '../../mocks';
import { defaultFlags } from '../../kernel';
import {
  CART_COUNT_FAILURE_LOG,
  CART_COUNT_INVALID_LOG,
  CART_COUNT_STORAGE_KEY,
  NAVIGATION_FAILURE_LOG,
} from './constants';
import { createHeaderStore, startHeader, type HeaderInit } from './store';

const setArticle = (productId: string, quantity: number): CartChange => ({
  setArticle: { productId, tcm: `tcm:cart-${productId}`, quantity },
});

function setup(init: HeaderInit = {}, flags = defaultFlags) {
  const reference = createReferenceServices();
  const browser = reference.browser();
  const cartCalls: string[] = [];
  const fetch: FetchLike = (input, init) => {
    if (String(input).includes(CART_PATH)) cartCalls.push(String(input));
    return browser.fetch(input, init);
  };
  const services = createServiceClient({ fetch, site: 'DE' });
  const store = createHeaderStore({ services, site: resolveSite('DE'), flags }, init);
  return { reference, services, store, cartCalls };
}

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('header state (site, isReducedVersion, platform, isSticky)', () => {
  it('starts at site DE, not reduced, platform CLASSIC, sticky in the new header, flyout closed, count unknown', () => {
    const { store } = setup();
    expect(store.getState()).toMatchObject({
      site: 'DE',
      isReducedVersion: false,
      platform: 'CLASSIC',
      isSticky: true,
      flyout: { kind: 'closed' },
      hidden: false,
      cartCount: null,
      navigation: { status: 'loading' },
    });
  });

  it('the old header and the reduced header are not sticky, and a non-sticky header never hides', () => {
    expect(setup({}, { ...defaultFlags, newHeader: false }).store.getState().isSticky).toBe(false);
    const reduced = setup({ reduced: true }).store;
    expect(reduced.getState()).toMatchObject({ isReducedVersion: true, isSticky: false });
    reduced.getState().setHidden(true);
    expect(reduced.getState().hidden).toBe(false);
  });

  it('clicking the open item again closes it', () => {
    const { store } = setup();
    store.getState().toggleFlyout({ kind: 'items', itemId: 'coffee' });
    store.getState().selectFlyoutParent('beans');
    expect(store.getState().flyout).toEqual({ kind: 'items', itemId: 'coffee', selectedParentId: 'beans' });
    store.getState().toggleFlyout({ kind: 'items', itemId: 'coffee' });
    expect(store.getState().flyout).toEqual({ kind: 'closed' });
  });
});

describe('cart count (the cart call; 0 and logged on failure)', () => {
  it('is loaded at start, refreshed with forceReload=true on the cart-update event, and stored', async () => {
    const { store, services, cartCalls } = setup();
    const stop = startHeader(store);
    await vi.waitFor(() => expect(store.getState().cartCount).toBe(0));
    expect(cartCalls[0]).not.toContain('forceReload');

    expect(await changeCart(services, setArticle('400001', 3))).toMatchObject({ ok: true });
    expect(store.getState().cartCount).toBe(0);
    emit('cart-update');
    await vi.waitFor(() => expect(store.getState().cartCount).toBe(3));
    expect(cartCalls.at(-1)).toContain('forceReload=true');
    expect(JSON.parse(localStorage.getItem(CART_COUNT_STORAGE_KEY) ?? 'null')).toBe(3);

    stop();
    emit('cart-update');
    expect(cartCalls.filter((c) => c.includes('forceReload'))).toHaveLength(1);
  });

  it('shows the last known count from storage at once, before the answer', async () => {
    localStorage.setItem(CART_COUNT_STORAGE_KEY, '7');
    const { store } = setup();
    startHeader(store);
    expect(store.getState().cartCount).toBe(7);
    await vi.waitFor(() => expect(store.getState().cartCount).toBe(0));
  });

  it('ignores a stored value that is not a count', () => {
    localStorage.setItem(CART_COUNT_STORAGE_KEY, '-4');
    const { store } = setup();
    startHeader(store);
    expect(store.getState().cartCount).toBeNull();
  });

  it.each([
    ['a 500', { status: 500 }],
    ['malformed JSON', { malformed: true }],
    ['a wrong shape', { wrongShape: true }],
  ])('a failed load (%s) shows 0 and is logged', async (_name, fault) => {
    localStorage.setItem(CART_COUNT_STORAGE_KEY, '4');
    const { store, reference } = setup();
    reference.faults.set(`GET ${CART_PATH}`, fault);
    startHeader(store);
    await vi.waitFor(() => expect(store.getState().cartCount).toBe(0));
    expect(console.error).toHaveBeenCalledWith(CART_COUNT_FAILURE_LOG, expect.anything());
  });

  it('takes the count of a count-changed event; a negative or non-number count shows 0, logged once', () => {
    const { store } = setup();
    store.getState().setCartCount(12);
    expect(store.getState().cartCount).toBe(12);
    store.getState().setCartCount(-3);
    expect(store.getState().cartCount).toBe(0);
    store.getState().setCartCount('many');
    expect(store.getState().cartCount).toBe(0);
    expect(vi.mocked(console.error).mock.calls.filter(([text]) => text === CART_COUNT_INVALID_LOG)).toHaveLength(1);
  });

  it('listens to count-changed after start', async () => {
    const { store } = setup();
    startHeader(store);
    await vi.waitFor(() => expect(store.getState().cartCount).toBe(0));
    emit('count-changed', { count: 5 });
    expect(store.getState().cartCount).toBe(5);
  });

  it("with cartCountSource 'count-changed' it asks nothing and follows only the event (the mini cart loads)", async () => {
    const { store, cartCalls } = setup({ cartCountSource: 'count-changed' });
    localStorage.setItem(CART_COUNT_STORAGE_KEY, '4');
    const stop = startHeader(store);
    expect(store.getState().cartCount).toBe(4);
    emit('cart-update');
    await vi.waitFor(() => expect(store.getState().cacheKey).not.toBeNull());
    expect(cartCalls).toEqual([]);
    emit('count-changed', { count: 12 });
    expect(store.getState().cartCount).toBe(12);
    stop();
  });

  it('an older answer never overwrites a newer one', async () => {
    const answers: Array<(count: number) => void> = [];
    const fetch: FetchLike = () =>
      new Promise((resolve) =>
        answers.push((count) =>
          resolve(
            new Response(
              JSON.stringify({ cart: { numberOfArticles: count, articles: [], freeArticles: [], giftCards: [] } }),
              { headers: { 'content-type': 'application/json' } },
            ),
          ),
        ),
      );
    const store = createHeaderStore({
      services: createServiceClient({ fetch }),
      site: resolveSite('DE'),
      flags: defaultFlags,
    });
    const first = store.getState().loadCartCount();
    const second = store.getState().loadCartCount({ forceReload: true });
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[1]!(6);
    await second;
    answers[0]!(2);
    await first;
    expect(store.getState().cartCount).toBe(6);
  });
});

describe('navigation (header tree and theme worlds; placeholders stay on failure)', () => {
  it('is loaded when the server did not bring it: theme-world overview, desktop and mobile items', async () => {
    const { store } = setup();
    startHeader(store);
    await vi.waitFor(() => expect(store.getState().navigation.status).toBe('ready'));
    const navigation = store.getState().navigation;
    if (navigation.status !== 'ready') throw new Error('not ready');
    expect(navigation.desktop.map((i) => i.name)).toContain('Kaffee');
    expect(navigation.mobile.map((i) => i.name)).toContain('Service');
    expect(navigation.themeWorlds?.overview?.title).toBeTruthy();
  });

  it.each([
    ['a 503', { status: 503 }, 'http'],
    ['malformed JSON', { malformed: true }, 'invalid-response'],
    ['a wrong shape', { wrongShape: true }, 'invalid-response'],
  ])('a failure (%s) keeps the placeholders and is logged once, never thrown', async (_name, fault, kind) => {
    const failing = setup();
    failing.reference.faults.set('GET /service/header/api/header-tree', fault);
    startHeader(failing.store);
    await vi.waitFor(() => expect(failing.store.getState().navigation.status).toBe('failed'));
    expect(vi.mocked(console.error).mock.calls.filter(([text]) => text === NAVIGATION_FAILURE_LOG)).toEqual([
      [NAVIGATION_FAILURE_LOG, expect.objectContaining({ kind })],
    ]);
  });

  it('server data is used without a call; a server failure stays failed', async () => {
    const given = setup({ navigation: { themeWorlds: null, desktop: [], mobile: [], categories: [] } });
    // A call would fail: the store must not make one.
    given.reference.faults.set('GET /service/header/api/header-tree', { status: 500 });
    await given.store.getState().loadNavigation();
    expect(console.error).not.toHaveBeenCalled();
    expect(given.store.getState().navigation).toEqual({
      status: 'ready',
      themeWorlds: null,
      desktop: [],
      mobile: [],
      categories: [],
    });
    expect(setup({ navigation: 'failed' }).store.getState().navigation).toEqual({ status: 'failed' });
  });

  it('the old header loads the header-backend tree for its drill-down flyouts, never the header tree', async () => {
    const { store, reference } = setup({}, { ...defaultFlags, newHeader: false });
    // The header tree is "new header only": a call to it would fail the load.
    reference.faults.set('GET /service/header/api/header-tree', { status: 500 });
    await store.getState().loadNavigation();
    const navigation = store.getState().navigation;
    if (navigation.status !== 'ready') throw new Error(`not ready: ${navigation.status}`);
    expect(navigation.categories.map((node) => node.title)).toContain('Kaffee');
    expect(navigation.categories.find((node) => node.title === 'Kaffee')?.teaser?.items.length).toBeGreaterThan(0);
    expect(navigation).toMatchObject({ themeWorlds: null, desktop: [], mobile: [] });
    expect(console.error).not.toHaveBeenCalled();
  });

  it("the old header's tree failing is logged once and leaves the configured links", async () => {
    const { store, reference } = setup({}, { ...defaultFlags, newHeader: false });
    reference.faults.set('GET /service/header-backend/api/show', { status: 503 });
    await store.getState().loadNavigation();
    expect(store.getState().navigation.status).toBe('failed');
    expect(vi.mocked(console.error).mock.calls.filter(([text]) => text === NAVIGATION_FAILURE_LOG)).toHaveLength(1);
  });
});

describe('flyouts', () => {
  it('tells the page when a flyout opens or another one takes its place, not when one closes or a parent is chosen', () => {
    const { store } = setup();
    const opened: unknown[] = [];
    const stop = listen('flyout-opened', (detail) => opened.push(detail));
    const header = store.getState();
    header.toggleFlyout({ kind: 'items', itemId: 'coffee' });
    header.selectFlyoutParent('beans');
    header.openFlyout({ kind: 'items', itemId: 'coffee', selectedParentId: 'beans' });
    header.setFlyout({ kind: 'items', itemId: 'household' });
    header.toggleFlyout({ kind: 'search' });
    header.closeFlyout();
    stop();
    expect(opened).toEqual([
      { kind: 'items', itemId: 'coffee' },
      { kind: 'items', itemId: 'household' },
      { kind: 'search' },
    ]);
    expect(store.getState().flyout).toEqual({ kind: 'closed' });
  });
});

describe('at start', () => {
  it('fetches the search cache key (GET /service/searchfrontend/api/cachekey)', async () => {
    const { store } = setup();
    startHeader(store);
    await vi.waitFor(() => expect(store.getState().cacheKey).toEqual(expect.any(String)));
  });

  it('switches to the reduced header when an affiliate or new-app cookie is present', () => {
    for (const name of ['affiliate', 'newApp']) {
      writeCookie(name, '1');
      const { store } = setup();
      startHeader(store);
      expect(store.getState()).toMatchObject({ isReducedVersion: true, isSticky: false });
      removeCookie(name);
    }
    const { store } = setup();
    startHeader(store);
    expect(store.getState().isReducedVersion).toBe(false);
  });
});
