// The navigation's own state: what it shows (loading, ready, failed) and the page's path.
import { vi } from 'vitest';
import { resolveSite } from '../../platform/site';
import { createServiceClient } from '../../services';
import { createReferenceServices } from '../../mocks';
import { defaultFlags } from '../../kernel';
import { NAVIGATION_FAILURE_LOG } from './constants';
import { createNavigationStore, startNavigation, type NavigationInit } from './store';

function setup(init: NavigationInit = {}, flags = defaultFlags) {
  const reference = createReferenceServices();
  const services = createServiceClient({ fetch: reference.browser().fetch, site: 'DE' });
  const store = createNavigationStore({ services, site: resolveSite('DE'), flags }, init);
  return { reference, services, store };
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('navigation state', () => {
  it('starts loading, with the page path it was given (null without one)', () => {
    expect(setup().store.getState()).toMatchObject({ navigation: { status: 'loading' }, currentPath: null });
    expect(setup({ currentPath: '/c/kaffee' }).store.getState().currentPath).toBe('/c/kaffee');
  });
});

describe('navigation (header tree and theme worlds; placeholders stay on failure)', () => {
  it('is loaded when the server did not bring it: theme-world overview, desktop and mobile items', async () => {
    const { store } = setup();
    startNavigation(store);
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
    startNavigation(failing.store);
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
