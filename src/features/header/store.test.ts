// @vitest-environment happy-dom
// The store works with browser storage, cookies and window events: a DOM environment.
import { vi } from 'vitest';
import { emit, removeCookie, writeCookie } from '../../platform/browser';
import { flyoutOpened } from '../../kernel/flyouts';
import { resolveSite } from '../../platform/site';
import { createServiceClient, type FetchLike } from '../../services';
import { CART_PATH } from '../../services/cart';
import { createReferenceServices } from '../../mocks';
import { defaultFlags } from '../../kernel';
import { createHeaderStore, startHeader, type HeaderInit } from './store';

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
  it('starts at site DE, not reduced, platform CLASSIC, sticky in the new header, flyout closed', () => {
    const { store } = setup();
    expect(store.getState()).toMatchObject({
      site: 'DE',
      isReducedVersion: false,
      platform: 'CLASSIC',
      isSticky: true,
      flyout: { kind: 'closed' },
      hidden: false,
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

describe("the cart count is not the header's (the mini cart owns it: useCartCount)", () => {
  it('asks the cart service nothing, at start or on a cart-update event, and stores nothing', async () => {
    const { store, cartCalls } = setup();
    startHeader(store);
    await vi.waitFor(() => expect(store.getState().cacheKey).not.toBeNull());
    emit('cart-update');
    expect(cartCalls).toEqual([]);
    expect(localStorage.length).toBe(0);
  });
});

describe('flyouts', () => {
  it("is the page's flyout host: a flyout opens when one opens or another takes its place", () => {
    const { store } = setup();
    const opened: unknown[] = [];
    const stop = store.subscribe((header, before) => {
      if (flyoutOpened(before.flyout, header.flyout)) opened.push(header.flyout);
    });
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
