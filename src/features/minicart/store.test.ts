// @vitest-environment happy-dom
// The store works with browser storage and window events: a DOM environment. Every call goes to the reference cart
// service in process; time is fake.
import { vi } from 'vitest';
import { emit, listen } from '../../platform/browser';
import { resolveSite } from '../../platform/site';
import { CART_PATH, type Cart, type CartChange } from '../../services/cart';
import { createServiceClient, REQUEST_TIMEOUT_MS, type FetchLike } from '../../services/http';
import { emptyAnswer, jsonAnswer } from '../../services/http/testing';
import { createReferenceServices, SESSION_COOKIE, type Fault } from '../../mocks';
import { cartOfSession, everyLineKind, seedCart, type StoredCart } from '../../mocks/routes/cart';
import {
  CART_CHANGE_FAILURE_LOG,
  CART_CHANGE_INVALID_LOG,
  CART_LOAD_FAILURE_LOG,
  CART_STORAGE_KEY,
  MESSAGE_LIFETIME_MS,
  UNDO_LIFETIME_MS,
} from './constants';
import { createMinicartStore, startMinicart, type MinicartInit, type MinicartStore } from './store';

const SESSION = 'minicart-session';
const PUT_ROUTE = `PUT ${CART_PATH}` as const;
const GET_ROUTE = `GET ${CART_PATH}` as const;

/** Two articles, the free article, a gift card, a partner product and a subscription: 2 + 1 + 1 + 1 + 1 = 6 pieces. */
const seeded = everyLineKind;

const setArticle = (productId: string, quantity: number): CartChange => ({
  setArticle: { productId, tcm: `tcm:cart-${productId}`, quantity },
});

interface Recorded {
  method: string;
  url: string;
  body: unknown;
}

/** A hand-made answer for the next requests of a method (the fault table cannot send a code with a limit). */
type Override = (request: Recorded) => Response | undefined;

function setup(site = 'DE') {
  const reference = createReferenceServices();
  const browser = reference.browser();
  browser.jar.set(SESSION_COOKIE, SESSION);
  const requests: Recorded[] = [];
  let override: Override | undefined;
  /** Answers held back (late answers): released one by one by the test. */
  const held: (() => void)[] = [];
  let holdMethod: string | undefined;
  const fetch: FetchLike = async (input, init) => {
    const request: Recorded = {
      method: init?.method ?? 'GET',
      url: String(input),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
    };
    requests.push(request);
    const own = override?.(request);
    const answer = own ?? (await browser.fetch(input, init));
    if (request.method === holdMethod) await new Promise<void>((release) => held.push(release));
    return answer;
  };
  const services = createServiceClient({ fetch, site: resolveSite(site).code });
  const make = (init?: MinicartInit) => createMinicartStore({ services, site: resolveSite(site) }, init);
  const store = make();
  return {
    reference,
    store,
    make,
    requests,
    held,
    puts: () => requests.filter((r) => r.method === 'PUT').map((r) => r.body),
    seed: (contents: Partial<StoredCart> = seeded) => seedCart(reference.state, SESSION, contents),
    server: () => {
      const { articles, freeArticles, giftCards, partnerProducts, subscriptions } = cartOfSession(
        reference.state,
        SESSION,
      );
      return structuredClone({ articles, freeArticles, giftCards, partnerProducts, subscriptions });
    },
    answerWith: (next: Override | undefined) => {
      override = next;
    },
    holdAnswers: (method: string | undefined) => {
      holdMethod = method;
    },
  };
}

/** Lets the in-process calls run (they need promise turns, no timers). */
const settle = async (store: MinicartStore) => {
  for (let turn = 0; turn < 100 && store.getState().busy; turn++) await new Promise((r) => setImmediate(r));
  for (let turn = 0; turn < 20; turn++) await Promise.resolve();
};

const quantityIn = (cart: Cart | null, productId: string) =>
  cart?.articles.find((e) => e.article.productId === productId)?.article.quantity;

/** What must be exactly as before a failed edit ("the previous cart is restored, the deleted entry is removed"). */
const restorable = (store: MinicartStore) => {
  const { cart, status, readError, deleted, busy } = store.getState();
  return structuredClone({ cart, status, readError, deleted, busy });
};

let counts: number[];
let stopCounts: () => void;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  localStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  counts = [];
  stopCounts = listen('count-changed', (detail) => counts.push(detail.count));
});
afterEach(() => {
  stopCounts();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('creating the store (SSR-safe)', () => {
  it('reads no storage and calls nothing: idle, no cart', () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ site: 'DE', cart: { numberOfArticles: 4 } }));
    const { store, requests } = setup();
    expect(store.getState()).toMatchObject({
      cart: null,
      status: 'idle',
      readError: null,
      messages: [],
      deleted: [],
      busy: false,
    });
    expect(requests).toEqual([]);
  });
});

describe('cart loading ("Busy while requesting. Success stores the cart and clears errors.")', () => {
  it('is busy and loading while requesting, then ready with the server’s cart, cached', async () => {
    const { store, seed } = setup();
    seed();
    const loading = store.getState().load();
    expect(store.getState()).toMatchObject({ busy: true, status: 'loading' });
    await expect(loading).resolves.toBeUndefined();
    const { cart } = store.getState();
    expect(store.getState()).toMatchObject({ busy: false, status: 'ready', readError: null });
    expect(cart?.numberOfArticles).toBe(6);
    expect(quantityIn(cart, '400001')).toBe(2);
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY)!)).toEqual({ site: 'DE', cart });
  });

  it.each<[string, Fault]>([
    ['a 500', { status: 500 }],
    ['a dropped connection', { drop: true }],
    ['malformed JSON', { malformed: true }],
    ['a wrong shape', { wrongShape: true }],
  ])(
    'failure (%s) clears the cart and the cache and sets the read error; the next success clears it',
    async (_n, fault) => {
      const { store, seed, reference } = setup();
      seed();
      await store.getState().load();
      reference.faults.set(GET_ROUTE, fault);
      await expect(store.getState().load()).resolves.toBeUndefined();
      expect(store.getState()).toMatchObject({
        cart: null,
        status: 'failed',
        busy: false,
        readError: { messageId: 'minicart.error.read', kind: 'error' },
      });
      expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
      expect(console.error).toHaveBeenCalledWith(CART_LOAD_FAILURE_LOG, expect.anything());

      reference.faults.clear();
      await store.getState().load();
      expect(store.getState()).toMatchObject({ status: 'ready', readError: null });
      expect(store.getState().cart?.numberOfArticles).toBe(6);
    },
  );

  it('a hang past 15000 ms is a read error', async () => {
    const { store, reference } = setup();
    reference.faults.set(GET_ROUTE, { hang: true });
    const loading = store.getState().load();
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(store.getState()).toMatchObject({ status: 'loading', busy: true });
    await vi.advanceTimersByTimeAsync(1);
    await expect(loading).resolves.toBeUndefined();
    expect(store.getState()).toMatchObject({ status: 'failed', readError: { messageId: 'minicart.error.read' } });
  });

  it.each(['CARTSTORAGE_UNAVAILABLE', 'PRODUCTDATA_UNAVAILABLE', 'PRICE_UNAVAILABLE', 'NOT_MODIFIED', 'UNKNOWN'])(
    'the read code %s gives the one retry-later message',
    async (code) => {
      const { store, answerWith } = setup();
      answerWith((r) => (r.method === 'GET' ? jsonAnswer({ code }, 500) : undefined));
      await store.getState().load();
      expect(store.getState().readError).toEqual({ messageId: 'minicart.error.read', kind: 'error', code });
    },
  );

  it('a 304 keeps the cart it has; without one it is the read error NOT_MODIFIED', async () => {
    const { store, seed, answerWith } = setup();
    answerWith((r) => (r.method === 'GET' ? emptyAnswer(304) : undefined));
    await store.getState().load();
    expect(store.getState()).toMatchObject({ status: 'failed', readError: { code: 'NOT_MODIFIED' } });

    answerWith(undefined);
    seed();
    await store.getState().load();
    const { cart } = store.getState();
    answerWith((r) => (r.method === 'GET' ? emptyAnswer(304) : undefined));
    await store.getState().load();
    expect(store.getState()).toMatchObject({ status: 'ready', readError: null });
    expect(store.getState().cart).toBe(cart);
  });

  it('an older load’s answer is dropped for a newer one', async () => {
    const { store, seed, holdAnswers, held } = setup();
    holdAnswers('GET');
    const first = store.getState().load();
    await settle(store);
    seed();
    const second = store.getState().load();
    await settle(store);
    held[1]!();
    await second;
    expect(store.getState().cart?.numberOfArticles).toBe(6);
    held[0]!();
    await first;
    expect(store.getState().cart?.numberOfArticles).toBe(6);
  });
});

describe('the storage cache ("The cart is cached in browser storage")', () => {
  it('a new store in the same browser shows the last known cart and count at once', async () => {
    const first = setup();
    first.seed();
    await first.store.getState().load();
    const next = first.make();
    const stop = startMinicart(next);
    expect(next.getState().cart?.numberOfArticles).toBe(6);
    expect(next.getState().cart).toEqual(first.store.getState().cart);
    expect(next.getState().status).toBe('loading');
    await settle(next);
    expect(next.getState().status).toBe('ready');
    stop();
  });

  it.each([
    ['another site’s cart', JSON.stringify({ site: 'CZ', cart: { numberOfArticles: 4 } })],
    ['not JSON', '{"site":'],
    ['not a cart', JSON.stringify({ site: 'DE', cart: { numberOfArticles: -1 } })],
  ])('ignores %s', (_name, stored) => {
    localStorage.setItem(CART_STORAGE_KEY, stored);
    const { store } = setup();
    store.getState().restoreCached();
    expect(store.getState().cart).toBeNull();
  });

  it('takes the cart another tab stored (storage event), and the badge follows', async () => {
    const { store, seed } = setup();
    seed();
    const stop = startMinicart(store);
    await settle(store);
    const other = { ...store.getState().cart!, numberOfArticles: 9 };
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ site: 'DE', cart: other }));
    window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY }));
    expect(store.getState().cart?.numberOfArticles).toBe(9);
    expect(counts.at(-1)).toBe(9);
    stop();
  });
});

describe('count-changed ("A count-changed event fires when the count changes")', () => {
  it('fires once per change of the count, never for an equal count', async () => {
    const { store, seed } = setup();
    seed();
    await store.getState().load();
    expect(counts).toEqual([6]);
    const raising = store.getState().change(setArticle('400001', 3));
    expect(counts).toEqual([6, 7]);
    await raising;
    expect(counts).toEqual([6, 7]);
    await store.getState().change(setArticle('400001', 3)); // 304: nothing changed
    await store.getState().change({ deleteSubscription: { subscriptionId: 'sub-coffee-monthly' } });
    await store.getState().load({ forceReload: true });
    expect(counts).toEqual([6, 7]);
    await store.getState().change(setArticle('400003', 0));
    expect(counts).toEqual([6, 7, 6]);
  });
});

describe('the first known count (a script that follows count-changed learns it)', () => {
  it.each([
    ['an empty cart', (seed: (c?: Partial<StoredCart>) => void) => seed({}), 0],
    ['a failed load', () => {}, 0],
    ['a cart of 6', (seed: (c?: Partial<StoredCart>) => void) => seed(), 6],
  ])('%s tells its count once, at the first answer', async (name, prepare, count) => {
    const { store, seed, reference } = setup();
    if (name === 'a failed load') reference.faults.set(GET_ROUTE, { status: 500 });
    prepare(seed);
    const stop = startMinicart(store);
    expect(counts).toEqual([]);
    await settle(store);
    expect(counts).toEqual([count]);
    await store.getState().load({ forceReload: true });
    expect(counts).toEqual([count]);
    stop();
  });

  it('a stored cart tells its count at start, before the load answers', async () => {
    const first = setup();
    first.seed();
    await first.store.getState().load();
    counts.length = 0;
    const store = first.make();
    const stop = startMinicart(store);
    expect(store.getState().status).toBe('loading');
    expect(counts).toEqual([6]);
    stop();
  });
});

describe('a store made with the server’s cart (the cart page)', () => {
  it('is ready with it when created; its start stores it and tells its count, and asks nothing', async () => {
    const first = setup();
    first.seed();
    await first.store.getState().load();
    const serverCart = structuredClone(first.store.getState().cart!);
    localStorage.clear();
    counts.length = 0;
    first.requests.length = 0;

    const store = first.make({ cart: serverCart });
    expect(store.getState()).toMatchObject({ cart: serverCart, status: 'ready', busy: false });
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
    const stop = startMinicart(store);
    await settle(store);
    expect(first.requests).toEqual([]);
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY)!)).toEqual({ site: 'DE', cart: serverCart });
    expect(counts).toEqual([6]);
    stop();
  });

  it('a second start (a remount) loads as usual', async () => {
    const first = setup();
    first.seed();
    await first.store.getState().load();
    const store = first.make({ cart: first.store.getState().cart! });
    startMinicart(store)();
    first.requests.length = 0;
    const stop = startMinicart(store);
    await settle(store);
    expect(first.requests.map((r) => r.method)).toEqual(['GET']);
    stop();
  });
});

describe('cart-update ("optional query forceReload=true")', () => {
  it('reloads with forceReload=true until stopped', async () => {
    const { store, seed, requests } = setup();
    const stop = startMinicart(store);
    await settle(store);
    expect(requests.map((r) => r.url)).toEqual([expect.stringMatching(new RegExp(`${CART_PATH}$`))]);
    seed();
    emit('cart-update');
    await settle(store);
    expect(requests.at(-1)?.url).toContain(`${CART_PATH}?forceReload=true`);
    expect(store.getState().cart?.numberOfArticles).toBe(6);
    stop();
    emit('cart-update');
    await settle(store);
    expect(requests).toHaveLength(2);
  });
});

describe('optimistic edits: "Cart editing (optimistic)"', () => {
  it('the local cart changes at once; the server’s cart replaces it when it answers', async () => {
    const { store, seed, server } = setup();
    seed();
    await store.getState().load();
    const editing = store.getState().change(setArticle('400001', 4));
    expect(quantityIn(store.getState().cart, '400001')).toBe(4);
    expect(store.getState()).toMatchObject({ busy: true });
    await expect(editing).resolves.toBeNull();
    expect(server().articles[0]).toEqual({ productId: '400001', quantity: 4 });
    const { cart } = store.getState();
    // The total is the server's (4 × 16.99 + 8.49 + 25 + 19.99): the local edit cannot know it.
    expect(cart).toMatchObject({ numberOfArticles: 8, totalPrice: { amount: 121.44 } });
    expect(store.getState().busy).toBe(false);
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY)!).cart).toEqual(cart);
  });

  it('a removed item becomes a deleted entry for 10 s (9999 ms still there, 10000 gone)', async () => {
    const { store, seed } = setup();
    seed();
    await store.getState().load();
    const removedEntry = store.getState().cart!.articles[1];
    const removing = store.getState().change(setArticle('400003', 0));
    expect(store.getState().deleted).toEqual([
      {
        id: expect.any(String),
        item: { kind: 'article', entry: removedEntry },
        index: 1,
        undo: setArticle('400003', 1),
        createdAt: Date.now(),
        expiresAt: Date.now() + UNDO_LIFETIME_MS,
      },
    ]);
    await removing;
    await vi.advanceTimersByTimeAsync(UNDO_LIFETIME_MS - 1);
    expect(store.getState().deleted).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(store.getState().deleted).toEqual([]);
  });

  it('a 304 confirms the edit: the server already holds it, nothing changes back, no message', async () => {
    const { store, seed, answerWith } = setup();
    seed();
    await store.getState().load();
    answerWith((r) => (r.method === 'PUT' ? emptyAnswer(304) : undefined));
    await store.getState().change(setArticle('400001', 5));
    expect(quantityIn(store.getState().cart, '400001')).toBe(5);
    expect(store.getState()).toMatchObject({ messages: [], busy: false, status: 'ready' });
  });

  it('an edit before any cart is known is still sent, and its answer brings the cart', async () => {
    const { store } = setup();
    await expect(store.getState().change(setArticle('400001', 1))).resolves.toBeNull();
    expect(store.getState()).toMatchObject({ status: 'ready', readError: null });
    expect(quantityIn(store.getState().cart, '400001')).toBe(1);
  });

  it('a change that is not a valid PUT body is not sent: the change error, nothing else', async () => {
    const { store, seed, puts } = setup();
    seed();
    await store.getState().load();
    const before = restorable(store);
    const bad = { setArticle: { productId: '400001', tcm: 't', quantity: -1 } } as CartChange;
    await expect(store.getState().change(bad)).resolves.toEqual({
      kind: 'error',
      code: 'UNKNOWN',
      messageId: 'minicart.error.change',
    });
    expect(puts()).toEqual([]);
    expect(restorable(store)).toEqual(before);
    expect(store.getState().messages).toMatchObject([{ messageId: 'minicart.error.change' }]);
    expect(console.error).toHaveBeenCalledWith(CART_CHANGE_INVALID_LOG, bad);
  });
});

describe('rapid edits: in order, no lost update, a late answer never overwrites a newer edit', () => {
  it('two quantity changes before the first answer end in the second’s quantity, on the server and here', async () => {
    const { store, seed, server, puts } = setup();
    seed();
    await store.getState().load();
    const first = store.getState().change(setArticle('400001', 3));
    const second = store.getState().change(setArticle('400001', 5));
    expect(quantityIn(store.getState().cart, '400001')).toBe(5);
    await Promise.all([first, second]);
    expect(puts()).toEqual([setArticle('400001', 3), setArticle('400001', 5)]);
    expect(server().articles[0]).toEqual({ productId: '400001', quantity: 5 });
    expect(quantityIn(store.getState().cart, '400001')).toBe(5);
    expect(store.getState().cart?.numberOfArticles).toBe(9);
  });

  it('the first answer, arriving late, does not overwrite the second edit; the second is sent only after it', async () => {
    const { store, seed, server, puts, held, holdAnswers } = setup();
    seed();
    await store.getState().load();
    holdAnswers('PUT');
    const first = store.getState().change(setArticle('400001', 3));
    const second = store.getState().change(setArticle('400001', 5));
    await settle(store);
    expect(puts()).toEqual([setArticle('400001', 3)]);
    held[0]!();
    await first;
    expect(quantityIn(store.getState().cart, '400001')).toBe(5);
    expect(store.getState().busy).toBe(true);
    await settle(store);
    expect(server().articles[0]).toEqual({ productId: '400001', quantity: 5 });
    held[1]!();
    await second;
    expect(quantityIn(store.getState().cart, '400001')).toBe(5);
    expect(store.getState().busy).toBe(false);
  });

  it('a failed first edit leaves the second applied on top of the server’s cart', async () => {
    const { store, seed, server, answerWith } = setup();
    seed();
    await store.getState().load();
    let failNext = true;
    answerWith((r) => {
      if (r.method !== 'PUT' || !failNext) return undefined;
      failNext = false;
      return jsonAnswer({ code: 'ITEM_LIMIT', limit: 10 }, 500);
    });
    const first = store.getState().change(setArticle('400001', 11));
    const second = store.getState().change(setArticle('400003', 2));
    await Promise.all([first, second]);
    expect(quantityIn(store.getState().cart, '400001')).toBe(2);
    expect(quantityIn(store.getState().cart, '400003')).toBe(2);
    expect(server().articles).toEqual([
      { productId: '400001', quantity: 2 },
      { productId: '400003', quantity: 2 },
    ]);
    expect(store.getState().messages).toMatchObject([{ messageId: 'minicart.error.itemLimit', values: { limit: 10 } }]);
  });

  it('a load answered after an edit was made is dropped (the edit’s answer is newer)', async () => {
    const { store, seed, holdAnswers, held } = setup();
    seed();
    await store.getState().load();
    holdAnswers('GET');
    const loading = store.getState().load({ forceReload: true });
    await settle(store);
    holdAnswers(undefined);
    await store.getState().change(setArticle('400001', 3));
    expect(quantityIn(store.getState().cart, '400001')).toBe(3);
    held[0]!();
    await loading;
    expect(quantityIn(store.getState().cart, '400001')).toBe(3);
    expect(store.getState().busy).toBe(false);
  });
  it('a first load dropped for an edit that then failed asks for the cart again', async () => {
    const { store, seed, reference, holdAnswers, held, requests } = setup();
    seed();
    holdAnswers('GET');
    const loading = store.getState().load();
    await settle(store);
    holdAnswers(undefined);
    reference.faults.set(PUT_ROUTE, { status: 500 });
    await store.getState().change(setArticle('400001', 3));
    expect(store.getState()).toMatchObject({ status: 'loading', cart: null });
    held[0]!();
    await loading;
    await settle(store);
    expect(requests.map((r) => r.method)).toEqual(['GET', 'PUT', 'GET']);
    expect(store.getState()).toMatchObject({ status: 'ready', busy: false });
    expect(quantityIn(store.getState().cart, '400001')).toBe(2);
  });
});

describe('undo ("undoable deleted entries for 10 seconds")', () => {
  it('puts the item back at once and on the server; the entry goes', async () => {
    const { store, seed, server } = setup();
    seed();
    await store.getState().load();
    const before = store.getState().cart;
    await store.getState().change(setArticle('400001', 0));
    expect(server().articles).toEqual([{ productId: '400003', quantity: 1 }]);
    const [entry] = store.getState().deleted;
    const undoing = store.getState().undo(entry!.id);
    // Everything but the server's own total, which comes with its answer.
    expect(store.getState().cart).toEqual({ ...before, totalPrice: expect.anything() });
    expect(store.getState().deleted).toEqual([]);
    await expect(undoing).resolves.toBeNull();
    expect(server().articles).toContainEqual({ productId: '400001', quantity: 2 });
    expect(store.getState().cart?.numberOfArticles).toBe(6);
    expect(quantityIn(store.getState().cart, '400001')).toBe(2);
  });

  it('a failed undo takes the item out again and brings the entry back with the time it had', async () => {
    const { store, seed, reference } = setup();
    seed();
    await store.getState().load();
    await store.getState().change({ setPartnerProduct: { partnerProductId: 'pp-warranty-3y', set: 0 } });
    const afterRemoval = restorable(store);
    await vi.advanceTimersByTimeAsync(4000);
    reference.faults.set(PUT_ROUTE, { status: 500 });
    await store.getState().undo(store.getState().deleted[0]!.id);
    expect(store.getState().cart).toEqual(afterRemoval.cart);
    expect(store.getState().deleted).toMatchObject([
      { item: afterRemoval.deleted[0]!.item, undo: afterRemoval.deleted[0]!.undo, expiresAt: Date.now() + 6000 },
    ]);
    expect(store.getState().messages).toMatchObject([{ messageId: 'minicart.error.change' }]);
  });

  it('a deleted subscription shows for 10 s without undo (no PUT adds one)', async () => {
    const { store, seed, puts } = setup();
    seed();
    await store.getState().load();
    await store.getState().change({ deleteSubscription: { subscriptionId: 'sub-coffee-monthly' } });
    const [entry] = store.getState().deleted;
    expect(entry).toMatchObject({ item: { kind: 'subscription' }, undo: null });
    await expect(store.getState().undo(entry!.id)).resolves.toBeNull();
    expect(puts()).toHaveLength(1);
    expect(store.getState().deleted).toHaveLength(1);
  });

  it('an unknown or expired entry does nothing', async () => {
    const { store } = setup();
    await expect(store.getState().undo('deleted-404')).resolves.toBeNull();
    expect(store.getState().busy).toBe(false);
  });
});

describe('timers (7.5 s and 10 s; WCAG 2.2.1: paused while hovered or focused)', () => {
  const withMessage = async () => {
    const context = setup();
    context.seed();
    await context.store.getState().load();
    context.reference.faults.set(PUT_ROUTE, { status: 500 });
    await context.store.getState().change(setArticle('400001', 3));
    return context;
  };

  it('a message vanishes after 7.5 s: 7499 ms still there, 7500 gone', async () => {
    const { store } = await withMessage();
    expect(store.getState().messages).toHaveLength(1);
    expect(store.getState().messages[0]!.expiresAt).toBe(Date.now() + MESSAGE_LIFETIME_MS);
    await vi.advanceTimersByTimeAsync(MESSAGE_LIFETIME_MS - 1);
    expect(store.getState().messages).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(store.getState().messages).toEqual([]);
  });

  it('a paused message stays; resumed, it goes after the time it had left', async () => {
    const { store } = await withMessage();
    const { id } = store.getState().messages[0]!;
    await vi.advanceTimersByTimeAsync(3000);
    store.getState().pauseMessage(id);
    expect(store.getState().messages[0]!.expiresAt).toBeNull();
    await vi.advanceTimersByTimeAsync(60000);
    expect(store.getState().messages).toHaveLength(1);
    store.getState().resumeMessage(id);
    expect(store.getState().messages[0]!.expiresAt).toBe(Date.now() + 4500);
    await vi.advanceTimersByTimeAsync(4499);
    expect(store.getState().messages).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(store.getState().messages).toEqual([]);
  });

  it('hover and focus pause a deleted entry independently; it goes 10 s of running time after it came', async () => {
    const { store, seed } = setup();
    seed();
    await store.getState().load();
    await store.getState().change(setArticle('400003', 0));
    const { id } = store.getState().deleted[0]!;
    await vi.advanceTimersByTimeAsync(2000);
    store.getState().pauseDeleted(id); // pointer enters
    store.getState().pauseDeleted(id); // focus moves to the undo button
    store.getState().resumeDeleted(id); // pointer leaves; focus stays
    await vi.advanceTimersByTimeAsync(30000);
    expect(store.getState().deleted).toHaveLength(1);
    expect(store.getState().deleted[0]!.expiresAt).toBeNull();
    store.getState().resumeDeleted(id); // focus leaves
    await vi.advanceTimersByTimeAsync(UNDO_LIFETIME_MS - 2000 - 1);
    expect(store.getState().deleted).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(store.getState().deleted).toEqual([]);
  });

  it('a message can be closed; the same message again restarts the one shown instead of stacking', async () => {
    const { store } = await withMessage();
    const { id } = store.getState().messages[0]!;
    await vi.advanceTimersByTimeAsync(5000);
    await store.getState().change(setArticle('400001', 4));
    expect(store.getState().messages).toMatchObject([{ id, expiresAt: Date.now() + MESSAGE_LIFETIME_MS }]);
    store.getState().dismissMessage(id);
    expect(store.getState().messages).toEqual([]);
  });
});

describe('every operation × every failure: the store after it equals the store before the edit', () => {
  const operations: [string, CartChange][] = [
    ['setArticle (2 → 3)', setArticle('400001', 3)],
    ['setArticle (remove)', setArticle('400001', 0)],
    [
      'setFreeArticle (remove)',
      { setFreeArticle: { productId: '490001', campaignId: 'welcome-tasting-set', remove: true } },
    ],
    ['setGiftCard (remove)', { setGiftCard: { productId: '480025', tcm: 'tcm:cart-480025', set: 0 } }],
    ['setPartnerProduct (1 → 2)', { setPartnerProduct: { partnerProductId: 'pp-warranty-3y', set: 2 } }],
    ['deleteSubscription', { deleteSubscription: { subscriptionId: 'sub-coffee-monthly' } }],
  ];

  interface Failure {
    /** The fault table's fault, or a hand-made PUT answer (a 500 with a code and a limit). */
    fault?: Fault;
    answer?: () => Response;
    /** The message, when it is not the change's retry-later one. */
    messageId?: string;
    values?: { limit: number };
  }
  const code500 = (code: string, limit?: number) => () =>
    jsonAnswer(limit === undefined ? { code } : { code, limit }, 500);
  const failures: [string, Failure][] = [
    ['a network error (dropped connection)', { fault: { drop: true } }],
    ['a hang past 15000 ms', { fault: { hang: true } }],
    ['malformed JSON', { fault: { malformed: true } }],
    ['a wrong shape', { fault: { wrongShape: true } }],
    ['a 500 from the fault table', { fault: { status: 500 } }],
    ['500 UNKNOWN', { answer: code500('UNKNOWN') }],
    ['500 CARTSTORAGE_UNAVAILABLE', { answer: code500('CARTSTORAGE_UNAVAILABLE') }],
    ['500 PRODUCTDATA_UNAVAILABLE', { answer: code500('PRODUCTDATA_UNAVAILABLE') }],
    ['500 PRICE_UNAVAILABLE', { answer: code500('PRICE_UNAVAILABLE') }],
    ['500 NOT_MODIFIED', { answer: code500('NOT_MODIFIED') }],
    [
      '500 CART_LIMIT 50',
      { answer: code500('CART_LIMIT', 50), messageId: 'minicart.error.cartLimit', values: { limit: 50 } },
    ],
    [
      '500 ITEM_LIMIT 10',
      { answer: code500('ITEM_LIMIT', 10), messageId: 'minicart.error.itemLimit', values: { limit: 10 } },
    ],
    [
      '500 AVAILABILITY_LIMIT 3',
      { answer: code500('AVAILABILITY_LIMIT', 3), messageId: 'minicart.error.availabilityLimit', values: { limit: 3 } },
    ],
  ];
  /** Cart change errors: retry later; a gift card that could not be removed says so. */
  const retryLater = (change: CartChange) =>
    change.setGiftCard?.set === 0 ? 'minicart.error.giftCardRemove' : 'minicart.error.change';

  const cases = operations.flatMap(([operation, change]) =>
    failures.map(([failure, how]) => [operation, failure, change, how] as const),
  );

  it.each(cases)('%s × %s', async (_operation, _failure, change, how) => {
    const { store, seed, server, reference, answerWith } = setup();
    seed();
    await store.getState().load();
    const hangs = how.fault?.hang === true;
    // An earlier removal's deleted entry stays as it was (a hang outlasts its 10 s, so not there).
    if (!hangs) await store.getState().change(setArticle('400003', 0));
    const before = restorable(store);
    const serverBefore = server();
    const storedBefore = localStorage.getItem(CART_STORAGE_KEY);
    const countsBefore = counts.length;

    if (how.fault) reference.faults.set(PUT_ROUTE, how.fault);
    if (how.answer) answerWith((r) => (r.method === 'PUT' ? how.answer!() : undefined));
    const editing = store.getState().change(change);
    expect(store.getState().cart).not.toEqual(before.cart);
    if (hangs) await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    await expect(editing).resolves.toEqual(expect.objectContaining({ messageId: how.messageId ?? retryLater(change) }));

    expect(restorable(store)).toEqual(before);
    expect(server()).toEqual(serverBefore);
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBe(storedBefore);
    // The badge followed the edit and came back: the last count told is the one before.
    expect(counts.slice(countsBefore).at(-1) ?? before.cart!.numberOfArticles).toBe(before.cart!.numberOfArticles);
    const messages = store.getState().messages.map(({ messageId, values }) => ({ messageId, values }));
    expect(messages).toEqual([{ messageId: how.messageId ?? retryLater(change), values: how.values }]);
    expect(console.error).toHaveBeenCalledWith(CART_CHANGE_FAILURE_LOG, expect.anything());
  });
});
