import { z } from 'zod/mini';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { emit, getWindow, listen, readJson, removeStored, writeJson } from '../../platform/browser';
import {
  cartChangeSchema,
  cartSchema,
  changeCart,
  fetchCart,
  type Cart,
  type CartAnswer,
  type CartChange,
} from '../../services/cart';
import { fail, type ServiceError, type ServiceResult } from '../../services/http';
import type { FeatureStoreOptions } from '../storefront';
import {
  CART_CHANGE_FAILURE_LOG,
  CART_CHANGE_INVALID_LOG,
  CART_LOAD_FAILURE_LOG,
  CART_STORAGE_KEY,
  MESSAGE_LIFETIME_MS,
  UNDO_LIFETIME_MS,
} from './constants';
import { createCountdowns } from './countdown';
import { changeErrorNotice, readErrorNotice, sameNotice, type MinicartNotice } from './errors';
import { applyChange, countOf, restoreItem, type RemovedItem } from './optimistic';

/**
 * Cart loading: nothing asked yet, loading (no cart from the server yet: the cached one may show),
 * ready (the server's cart is known), failed (a read error; no cart).
 */
export const loadStatuses = ['idle', 'loading', 'ready', 'failed'] as const;
export type LoadStatus = (typeof loadStatuses)[number];

/** When a timed item goes (Date.now() time), or null while it is paused (hovered or focused). */
interface Timed {
  id: string;
  createdAt: number;
  expiresAt: number | null;
}

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

/** What is kept in storage: the last cart the server confirmed, with the site it was rendered for. */
const cachedCartSchema = z.object({ site: z.string(), cart: cartSchema });

interface PendingEdit {
  change: CartChange;
  /** The edit on any cart: how it is applied again on top of a newer server cart. */
  apply(cart: Cart): Cart;
  /** Takes back what the edit did outside the cart (its deleted entry) when it fails. */
  undoEffects(): void;
  /** The edit's answer is in: the message shown for it, or null. */
  done(notice: MinicartNotice | null): void;
}

/** The client never throws (every outcome is a value); a throw is a bug elsewhere, treated as a failed call. */
const asFailure = (): ServiceResult<CartAnswer> => fail({ kind: 'network' });

/** The read error of a 304 when no cart is known: the read error code NOT_MODIFIED. */
const NOT_MODIFIED_WITHOUT_CART: ServiceError = { kind: 'http', status: 304, code: 'NOT_MODIFIED' };

/** A change that is not a valid PUT body is refused before it is sent, as the server would refuse it (400 UNKNOWN). */
const INVALID_CHANGE: ServiceError = { kind: 'http', status: 400, code: 'UNKNOWN' };

/**
 * The mini cart's state of one page (see the feature-store convention in src/features/storefront/featureStore.tsx).
 * Creating it reads no storage and calls nothing: `startMinicart` and the actions do.
 *
 * Edits go through one queue: each is sent when the one before it has answered, so the server applies them in the
 * shopper's order and none is lost. The server's last cart (`base`) is kept apart from the edits still on their way;
 * the cart shown is `base` with those edits applied again, in order. An answer replaces `base`, so a late answer
 * never hides a newer edit, and a failed edit leaves `base` as it was: with no other edit on its way the cart is
 * exactly the one before it.
 */
export function createMinicartStore(
  { services, site }: MinicartStoreOptions,
  { cart: serverCart }: MinicartInit = {},
): MinicartStore {
  let base: Cart | null = serverCart ?? null;
  const queue: PendingEdit[] = [];
  let draining = false;
  /** Changes whenever an edit is queued or answered: a load answer from before that cannot be trusted. */
  let editActivity = 0;
  let loadRequest = 0;
  let loadsInFlight = 0;
  /** A load was dropped for edits before the server's cart was known: load again once they are answered. */
  let reloadWhenIdle = false;
  let nextId = 0;

  const store = createStore<Minicart>()((set, get) => {
    const render = () => {
      const cart = base && queue.reduce((local, edit) => edit.apply(local), base);
      set({ cart, busy: loadsInFlight > 0 || queue.length > 0 });
    };

    const commit = (cart: Cart) => {
      base = cart;
      set({ status: 'ready', readError: null });
      writeJson('local', CART_STORAGE_KEY, { site: site.code, cart });
    };

    const readFailed = (error: ServiceError) => {
      console.error(CART_LOAD_FAILURE_LOG, error);
      base = null;
      set({ status: 'failed', readError: readErrorNotice(error) });
      removeStored('local', CART_STORAGE_KEY);
    };

    const messageTimers = createCountdowns((id) => set({ messages: get().messages.filter((m) => m.id !== id) }));
    const deletedTimers = createCountdowns((id) => set({ deleted: get().deleted.filter((d) => d.id !== id) }));

    const retime = <T extends Timed>(list: T[], id: string, expiresAt: number | null | undefined): T[] =>
      expiresAt === undefined ? list : list.map((item) => (item.id === id ? { ...item, expiresAt } : item));

    const showMessage = (notice: MinicartNotice) => {
      // The same text again restarts the one already shown, so repeated failures do not stack identical messages.
      const same = get().messages.find((m) => sameNotice(m, notice));
      const id = same?.id ?? `message-${++nextId}`;
      const message: MinicartMessage = { ...notice, id, createdAt: Date.now(), expiresAt: null };
      message.expiresAt = messageTimers.start(id, MESSAGE_LIFETIME_MS);
      set({ messages: [...get().messages.filter((m) => m.id !== id), message] });
    };

    const addDeleted = (removed: RemovedItem, remainingMs = UNDO_LIFETIME_MS): string => {
      const id = `deleted-${++nextId}`;
      const entry: DeletedEntry = { ...removed, id, createdAt: Date.now(), expiresAt: null };
      entry.expiresAt = deletedTimers.start(id, remainingMs);
      set({ deleted: [...get().deleted, entry] });
      return id;
    };

    const dropDeleted = (id: string | undefined): number | undefined => {
      if (id === undefined) return undefined;
      const remaining = deletedTimers.cancel(id);
      set({ deleted: get().deleted.filter((d) => d.id !== id) });
      return remaining;
    };

    /** Takes an edit's answer in; returns the message shown when it failed. */
    const settle = (edit: PendingEdit, result: ServiceResult<CartAnswer>): MinicartNotice | null => {
      if (result.ok && result.value.kind === 'cart') {
        commit(result.value.cart);
      } else if (result.ok) {
        // 304 ("nothing changed"): the server already holds what the edit asked for.
        if (base) commit(edit.apply(base));
      } else {
        console.error(CART_CHANGE_FAILURE_LOG, result.error);
        edit.undoEffects();
        const notice = changeErrorNotice(result.error, edit.change);
        showMessage(notice);
        return notice;
      }
      return null;
    };

    const drain = async () => {
      if (draining) return;
      draining = true;
      while (queue.length > 0) {
        const edit = queue[0]!;
        let notice: MinicartNotice | null = null;
        try {
          const result = await changeCart(services, edit.change).catch(asFailure);
          queue.shift();
          editActivity += 1;
          notice = settle(edit, result);
        } catch (error) {
          // Only a bug of ours lands here; the edit still ends, and the queue goes on.
          if (queue[0] === edit) queue.shift();
          console.error(CART_CHANGE_FAILURE_LOG, error);
        } finally {
          render();
          edit.done(notice);
        }
      }
      draining = false;
      if (reloadWhenIdle) {
        reloadWhenIdle = false;
        if (get().status !== 'ready') void get().load({ forceReload: true });
      }
    };

    const enqueue = (edit: Omit<PendingEdit, 'done'>): Promise<MinicartNotice | null> =>
      new Promise<MinicartNotice | null>((done) => {
        queue.push({ ...edit, done });
        editActivity += 1;
        render();
        void drain();
      });

    return {
      cart: base,
      status: base ? 'ready' : 'idle',
      readError: null,
      messages: [],
      deleted: [],
      busy: false,

      load: async ({ forceReload = false } = {}) => {
        const request = ++loadRequest;
        const activityAtStart = editActivity;
        loadsInFlight += 1;
        set({ status: get().status === 'ready' ? 'ready' : 'loading' });
        render();
        const result = await fetchCart(services, { forceReload }).catch(asFailure);
        loadsInFlight -= 1;
        try {
          if (request !== loadRequest) return;
          if (editActivity !== activityAtStart || queue.length > 0) {
            // The server may have applied an edit after this answer was made. The edits' answers carry its cart;
            // only when none has come from the server yet (nothing, or only the cached one) is it asked again.
            if (get().status !== 'ready') {
              if (queue.length > 0) reloadWhenIdle = true;
              else void get().load({ forceReload });
            }
            return;
          }
          if (!result.ok) readFailed(result.error);
          else if (result.value.kind === 'cart') commit(result.value.cart);
          else if (base) commit(base);
          else readFailed(NOT_MODIFIED_WITHOUT_CART);
        } finally {
          render();
        }
      },

      change: (change) => {
        if (!cartChangeSchema.safeParse(change).success) {
          console.error(CART_CHANGE_INVALID_LOG, change);
          const notice = changeErrorNotice(INVALID_CHANGE, change);
          showMessage(notice);
          return Promise.resolve(notice);
        }
        const local = get().cart;
        const removed = local ? applyChange(local, change).removed : undefined;
        const deletedId = removed ? addDeleted(removed) : undefined;
        return enqueue({
          change,
          apply: (cart) => applyChange(cart, change).cart,
          undoEffects: () => dropDeleted(deletedId),
        });
      },

      undo: (deletedId) => {
        const entry = get().deleted.find((d) => d.id === deletedId);
        if (!entry?.undo) return Promise.resolve(null);
        const remaining = dropDeleted(deletedId);
        const { item, index, undo } = entry;
        return enqueue({
          change: undo,
          apply: (cart) => restoreItem(cart, { item, index }),
          undoEffects: () => void addDeleted({ item, index, undo }, remaining),
        });
      },

      dismissMessage: (id) => {
        messageTimers.cancel(id);
        set({ messages: get().messages.filter((m) => m.id !== id) });
      },
      pauseMessage: (id) => set({ messages: retime(get().messages, id, messageTimers.pause(id)) }),
      resumeMessage: (id) => set({ messages: retime(get().messages, id, messageTimers.resume(id)) }),
      pauseDeleted: (id) => set({ deleted: retime(get().deleted, id, deletedTimers.pause(id)) }),
      resumeDeleted: (id) => set({ deleted: retime(get().deleted, id, deletedTimers.resume(id)) }),

      restoreCached: () => {
        if (queue.length > 0) return;
        const cached = cachedCartSchema.safeParse(readJson<unknown>('local', CART_STORAGE_KEY, null));
        if (!cached.success || cached.data.site !== site.code) return;
        base = cached.data.cart;
        if (get().status === 'failed') set({ status: 'ready', readError: null });
        render();
      },
    };
  });

  // "A count-changed event fires when the count changes": the header's badge follows it. The first
  // known count (a stored, loaded or failed cart) is a change from not knowing, so a header that takes its count only
  // from this event (`cartCountSource: 'count-changed'`) shows it.
  let announced: number | undefined;
  const announce = ({ cart, status }: MinicartState) => {
    if (cart === null && status !== 'failed') return;
    const count = countOf(cart);
    if (count === announced) return;
    announced = count;
    emit('count-changed', { count });
  };
  store.subscribe((state) => announce(state));
  let serverCartKept = serverCart === undefined;
  startups.set(store, {
    announce: () => announce(store.getState()),
    keepServerCart: () => {
      if (serverCartKept) return false;
      serverCartKept = true;
      writeJson('local', CART_STORAGE_KEY, { site: site.code, cart: serverCart });
      return true;
    },
  });
  return store;
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
