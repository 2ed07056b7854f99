import { createStore, type StoreApi } from 'zustand/vanilla';
import { emit, getWindow, listen } from '../../platform/browser';
import type { Cart, CartChange } from '../../services/cart';
import type { FeatureStoreOptions } from '../../kernel';
import { CART_STORAGE_KEY } from './constants';
import type { MinicartNotice } from './errors';
import { countOf, type RemovedItem } from './optimistic';
import { createCartSync, storeCart } from './storeCart';
import { createNotices, type Timed } from './storeNotices';

/**
 * Cart loading: nothing asked yet, loading (no cart from the server yet: the cached one may show),
 * ready (the server's cart is known), failed (a read error; no cart).
 */
export const loadStatuses = ['idle', 'loading', 'ready', 'failed'] as const;
export type LoadStatus = (typeof loadStatuses)[number];

/** "Error and limit messages ... disappear by themselves after 7.5 seconds". */
export interface MinicartMessage extends MinicartNotice, Timed {}

/** "Deleted entry: An item removed by the shopper, kept for undo for 10 seconds". */
export interface DeletedEntry extends RemovedItem, Timed {}

export interface MinicartState {
  /** The cart as the shopper sees it: the server's last cart with the edits still on their way applied. */
  cart: Cart | null;
  status: LoadStatus;
  /** A cart read error: set when a load failed, cleared by the next cart from the server. */
  readError: MinicartNotice | null;
  /** Error and limit messages, oldest first. */
  messages: MinicartMessage[];
  /** Removed items with their undo, oldest first. */
  deleted: DeletedEntry[];
  /** "Busy while requesting": a load or an edit is on its way. */
  busy: boolean;
}

export interface MinicartActions {
  /**
   * Loads the cart (`forceReload=true` after a cart-update event). Success stores the cart and
   * clears the read error; failure clears the cart and sets the read error. An answer is dropped when a newer load
   * was asked or an edit was made meanwhile (the edit's answer carries a newer cart). Never rejects.
   */
  load(options?: { forceReload?: boolean }): Promise<void>;
  /**
   * Cart editing (optimistic): one of the five PUT changes, applied to the local cart at once; a
   * removed item becomes a deleted entry for 10 s. Edits are sent one after another, in order; the server's cart
   * replaces the local one; 304 confirms the edit; on failure the edit is taken back, its deleted entry goes and the
   * error (with its limit) is shown for 7.5 s. Resolves when the edit's answer is in, with the message shown for it
   * when it failed (null when it went through); never rejects.
   */
  change(change: CartChange): Promise<MinicartNotice | null>;
  /**
   * Puts a deleted entry's item back (an edit itself); a failed undo brings the entry back with the time it had.
   * Resolves as `change` does.
   */
  undo(deletedId: string): Promise<MinicartNotice | null>;
  /** The shopper closes a message. */
  dismissMessage(id: string): void;
  /** WCAG 2.2.1: the message's 7.5 s stop while it is hovered or focused (call once per pointer enter or focus in). */
  pauseMessage(id: string): void;
  /** Ends one pause (pointer leave, focus out); the message goes after the time it had left. */
  resumeMessage(id: string): void;
  /** As `pauseMessage`, for a deleted entry's 10 s. */
  pauseDeleted(id: string): void;
  resumeDeleted(id: string): void;
  /**
   * Takes the cart this browser stored last for this site ("The cart is cached in browser storage"): at
   * start, so the cart and its count show at once, and when another tab stored a newer one. Ignored while edits are
   * on their way (their answers bring the server's cart).
   */
  restoreCached(): void;
}

export type Minicart = MinicartState & MinicartActions;
export type MinicartStore = StoreApi<Minicart>;

export type MinicartStoreOptions = Pick<FeatureStoreOptions, 'services' | 'site'>;

/** What the page already knows (the provider's init props). */
export interface MinicartInit {
  /**
   * The visitor's cart as the server read it for this page (e.g. the cart page): the store starts ready with it, and
   * after mount it is stored as the last known cart instead of loading again.
   */
  cart?: Cart;
}

/**
 * The mini cart's state of one page (see the feature-store convention in src/kernel/featureStore.tsx).
 * Creating it reads no storage and calls nothing: `startMinicart` and the actions do. The cart and its edit queue are
 * in storeCart.ts, the timed messages and deleted entries in storeNotices.ts.
 */
export function createMinicartStore(
  options: MinicartStoreOptions,
  { cart: serverCart }: MinicartInit = {},
): MinicartStore {
  const store = createStore<Minicart>()((setState, getState) => {
    const api = { setState, getState };
    const { notices, actions } = createNotices(api);
    return {
      cart: serverCart ?? null,
      status: serverCart ? 'ready' : 'idle',
      readError: null,
      messages: [],
      deleted: [],
      busy: false,
      ...createCartSync(api, options, notices, serverCart ?? null),
      ...actions,
    };
  });
  startups.set(store, { announce: countAnnouncer(store), keepServerCart: serverCartKeeper(options, serverCart) });
  return store;
}

/**
 * The cart's article count as the header's badge shows it: null while nothing is known (no cart yet, no failed
 * load), 0 after a failed load ("Cart load failure: count shown as 0"), else the count of the cart shown (the cached
 * cart's at once, optimistic edits included).
 */
export const knownCartCount = ({ cart, status }: Pick<MinicartState, 'cart' | 'status'>): number | null =>
  cart === null && status !== 'failed' ? null : countOf(cart);

/**
 * "A count-changed event fires when the count changes": a signal to scripts outside the store (nothing of ours
 * listens; the header takes `useCartCount()`). The first known count (a stored, loaded or failed cart) is a change
 * from not knowing, so a listener learns it. Announces on every change of the store; the returned call announces its
 * state now.
 */
function countAnnouncer(store: MinicartStore): () => void {
  let announced: number | undefined;
  const announce = (state: MinicartState) => {
    const count = knownCartCount(state);
    if (count === null || count === announced) return;
    announced = count;
    emit('count-changed', { count });
  };
  store.subscribe((state) => announce(state));
  return () => announce(store.getState());
}

/** The first start of a store made with the server's cart stores that cart (true); any other start loads (false). */
function serverCartKeeper({ site }: MinicartStoreOptions, serverCart: Cart | undefined): () => boolean {
  let serverCartKept = serverCart === undefined;
  return () => {
    if (serverCartKept) return false;
    serverCartKept = true;
    storeCart(site, serverCart);
    return true;
  };
}

/** What `startMinicart` does for a store beyond its actions: its browser work at mount. */
const startups = new WeakMap<
  MinicartStore,
  {
    announce(): void;
    /** The first start of a store made with the server's cart stores that cart (true); any other start loads. */
    keepServerCart(): boolean;
  }
>();

/**
 * The mini cart's browser work after mount: the cached cart at once, then the cart from the server (or, for a store
 * made with the server's cart, that cart stored), the count said by count-changed, the cart reloaded with
 * `forceReload=true` on every cart-update event, and the cart another tab of the shop stored.
 * Returns the cleanup (timers stay with the store, which may be started again).
 */
export function startMinicart(store: MinicartStore): () => void {
  const minicart = store.getState();
  const startup = startups.get(store);
  // Made with the server's cart of this page: newer than any stored one, and no second request for it.
  if (!startup?.keepServerCart()) {
    minicart.restoreCached();
    void minicart.load();
  }
  startup?.announce();
  const stopUpdates = listen('cart-update', () => void store.getState().load({ forceReload: true }));
  const win = getWindow();
  const onStorage = (event: StorageEvent) => {
    // key null: another tab cleared the whole storage.
    if (event.key === CART_STORAGE_KEY || event.key === null) store.getState().restoreCached();
  };
  win?.addEventListener('storage', onStorage);
  return () => {
    stopUpdates();
    win?.removeEventListener('storage', onStorage);
  };
}
