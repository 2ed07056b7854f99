/**
 * The mini cart store's cart: loading it, the optimistic edits sent one after another, and the copy kept in browser
 * storage.
 *
 * Edits go through one queue: each is sent when the one before it has answered, so the server applies them in the
 * shopper's order and none is lost. The server's last cart (`base`) is kept apart from the edits still on their way;
 * the cart shown is `base` with those edits applied again, in order. An answer replaces `base`, so a late answer
 * never hides a newer edit, and a failed edit leaves `base` as it was: with no other edit on its way the cart is
 * exactly the one before it.
 */
import { z } from 'zod/mini';
import type { StoreApi } from 'zustand/vanilla';
import { readJson, removeStored, writeJson } from '../../platform/browser';
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
import { CART_CHANGE_FAILURE_LOG, CART_CHANGE_INVALID_LOG, CART_LOAD_FAILURE_LOG, CART_STORAGE_KEY } from './constants';
import { changeErrorNotice, readErrorNotice, type MinicartNotice } from './errors';
import { applyChange, restoreItem } from './optimistic';
import type { Minicart, MinicartActions, MinicartStoreOptions } from './store';
import type { Notices } from './storeNotices';

type Api = Pick<StoreApi<Minicart>, 'setState' | 'getState'>;

/** What is kept in storage: the last cart the server confirmed, with the site it was rendered for. */
const cachedCartSchema = z.object({ site: z.string(), cart: cartSchema });

/** Stores the last cart the server confirmed for this site ("The cart is cached in browser storage"). */
export function storeCart(site: MinicartStoreOptions['site'], cart: Cart | undefined): void {
  writeJson('local', CART_STORAGE_KEY, { site: site.code, cart });
}

interface PendingEdit {
  change: CartChange;
  /** The edit on any cart: how it is applied again on top of a newer server cart. */
  apply(cart: Cart): Cart;
  /** Takes back what the edit did outside the cart (its deleted entry) when it fails. */
  undoEffects(): void;
  /** The edit's answer is in: the message shown for it, or null. */
  done(notice: MinicartNotice | null): void;
}

/** The store's bookkeeping beside its state: the server's last cart, the edits on their way, the loads. */
interface Sync {
  base: Cart | null;
  queue: PendingEdit[];
  draining: boolean;
  /** Changes whenever an edit is queued or answered: a load answer from before that cannot be trusted. */
  editActivity: number;
  loadRequest: number;
  loadsInFlight: number;
  /** A load was dropped for edits before the server's cart was known: load again once they are answered. */
  reloadWhenIdle: boolean;
}

/** The client never throws (every outcome is a value); a throw is a bug elsewhere, treated as a failed call. */
const asFailure = (): ServiceResult<CartAnswer> => fail({ kind: 'network' });

/** The read error of a 304 when no cart is known: the read error code NOT_MODIFIED. */
const NOT_MODIFIED_WITHOUT_CART: ServiceError = { kind: 'http', status: 304, code: 'NOT_MODIFIED' };

/** A change that is not a valid PUT body is refused before it is sent, as the server would refuse it (400 UNKNOWN). */
const INVALID_CHANGE: ServiceError = { kind: 'http', status: 400, code: 'UNKNOWN' };

/** The cart shown: the server's last cart with the edits still on their way applied again, in order. */
const shownCart = ({ base, queue }: Sync): Cart | null =>
  base && queue.reduce((local, edit) => edit.apply(local), base);

/** What the store shows of `sync`, and the server's answers taken in (a cart, or a read error). */
function cartView(sync: Sync, { setState: set }: Api, site: MinicartStoreOptions['site']) {
  return {
    render: () => set({ cart: shownCart(sync), busy: sync.loadsInFlight > 0 || sync.queue.length > 0 }),
    commit: (cart: Cart) => {
      sync.base = cart;
      set({ status: 'ready', readError: null });
      storeCart(site, cart);
    },
    readFailed: (error: ServiceError) => {
      console.error(CART_LOAD_FAILURE_LOG, error);
      sync.base = null;
      set({ status: 'failed', readError: readErrorNotice(error) });
      removeStored('local', CART_STORAGE_KEY);
    },
  };
}
type CartView = ReturnType<typeof cartView>;

/** The edit queue: `enqueue` applies an edit at once and resolves when its answer is in (never rejects). */
function editQueue(
  sync: Sync,
  { getState: get }: Api,
  services: MinicartStoreOptions['services'],
  { render, commit }: CartView,
  { showMessage }: Notices,
) {
  /** Takes an edit's answer in; returns the message shown when it failed. */
  const settle = (edit: PendingEdit, result: ServiceResult<CartAnswer>): MinicartNotice | null => {
    if (result.ok && result.value.kind === 'cart') {
      commit(result.value.cart);
    } else if (result.ok) {
      // 304 ("nothing changed"): the server already holds what the edit asked for.
      if (sync.base) commit(edit.apply(sync.base));
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
    if (sync.draining) return;
    sync.draining = true;
    while (sync.queue.length > 0) {
      const edit = sync.queue[0]!;
      let notice: MinicartNotice | null = null;
      try {
        const result = await changeCart(services, edit.change).catch(asFailure);
        sync.queue.shift();
        sync.editActivity += 1;
        notice = settle(edit, result);
      } catch (error) {
        // Only a bug of ours lands here; the edit still ends, and the queue goes on.
        if (sync.queue[0] === edit) sync.queue.shift();
        console.error(CART_CHANGE_FAILURE_LOG, error);
      } finally {
        render();
        edit.done(notice);
      }
    }
    sync.draining = false;
    if (sync.reloadWhenIdle) {
      sync.reloadWhenIdle = false;
      if (get().status !== 'ready') void get().load({ forceReload: true });
    }
  };

  return (edit: Omit<PendingEdit, 'done'>): Promise<MinicartNotice | null> =>
    new Promise<MinicartNotice | null>((done) => {
      sync.queue.push({ ...edit, done });
      sync.editActivity += 1;
      render();
      void drain();
    });
}

/** `load`: an answer is dropped when a newer load was asked or an edit was made meanwhile. */
function cartLoader(
  sync: Sync,
  { setState: set, getState: get }: Api,
  services: MinicartStoreOptions['services'],
  { render, commit, readFailed }: CartView,
): MinicartActions['load'] {
  return async ({ forceReload = false } = {}) => {
    const request = ++sync.loadRequest;
    const activityAtStart = sync.editActivity;
    sync.loadsInFlight += 1;
    set({ status: get().status === 'ready' ? 'ready' : 'loading' });
    render();
    const result = await fetchCart(services, { forceReload }).catch(asFailure);
    sync.loadsInFlight -= 1;
    try {
      if (request !== sync.loadRequest) return;
      if (sync.editActivity !== activityAtStart || sync.queue.length > 0) {
        // The server may have applied an edit after this answer was made. The edits' answers carry its cart;
        // only when none has come from the server yet (nothing, or only the cached one) is it asked again.
        if (get().status !== 'ready') {
          if (sync.queue.length > 0) sync.reloadWhenIdle = true;
          else void get().load({ forceReload });
        }
        return;
      }
      if (!result.ok) readFailed(result.error);
      else if (result.value.kind === 'cart') commit(result.value.cart);
      else if (sync.base) commit(sync.base);
      else readFailed(NOT_MODIFIED_WITHOUT_CART);
    } finally {
      render();
    }
  };
}

/** The store's cart actions (see `MinicartActions`), starting from the server's cart when the page has it. */
export function createCartSync(
  api: Api,
  { services, site }: MinicartStoreOptions,
  notices: Notices,
  serverCart: Cart | null,
): Pick<MinicartActions, 'load' | 'change' | 'undo' | 'restoreCached'> {
  const { setState: set, getState: get } = api;
  const sync: Sync = {
    base: serverCart,
    queue: [],
    draining: false,
    editActivity: 0,
    loadRequest: 0,
    loadsInFlight: 0,
    reloadWhenIdle: false,
  };
  const view = cartView(sync, api, site);
  const enqueue = editQueue(sync, api, services, view, notices);

  return {
    load: cartLoader(sync, api, services, view),

    change: (change) => {
      if (!cartChangeSchema.safeParse(change).success) {
        console.error(CART_CHANGE_INVALID_LOG, change);
        const notice = changeErrorNotice(INVALID_CHANGE, change);
        notices.showMessage(notice);
        return Promise.resolve(notice);
      }
      const local = get().cart;
      const removed = local ? applyChange(local, change).removed : undefined;
      const deletedId = removed ? notices.addDeleted(removed) : undefined;
      return enqueue({
        change,
        apply: (cart) => applyChange(cart, change).cart,
        undoEffects: () => notices.dropDeleted(deletedId),
      });
    },

    undo: (deletedId) => {
      const entry = get().deleted.find((d) => d.id === deletedId);
      if (!entry?.undo) return Promise.resolve(null);
      const remaining = notices.dropDeleted(deletedId);
      const { item, index, undo } = entry;
      return enqueue({
        change: undo,
        apply: (cart) => restoreItem(cart, { item, index }),
        undoEffects: () => void notices.addDeleted({ item, index, undo }, remaining),
      });
    },

    restoreCached: () => {
      if (sync.queue.length > 0) return;
      const cached = cachedCartSchema.safeParse(readJson<unknown>('local', CART_STORAGE_KEY, null));
      if (!cached.success || cached.data.site !== site.code) return;
      sync.base = cached.data.cart;
      if (get().status === 'failed') set({ status: 'ready', readError: null });
      view.render();
    },
  };
}
