/**
 * The page's flyout state ("Flyout states: closed, search box, header items (optionally with a selected parent item);
 * clicking the same open item closes it") as pure functions, and the page's flyout host: what holds that state and
 * whether the header is sticky (an open flyout then locks the page's scrolling). The header's store is the page's
 * host; the navigation's bars and menus change the flyout through it (./flyoutHost), so they need no header. What
 * follows a flyout opening subscribes to the host (`flyoutOpened`): the top banner "closes ... when an icon flyout or
 * the navigation opens". No React here: a store module imports it.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';

/** Which flyout is open: none, the search box's, or a header item's (with the level item selected inside it). */
export type FlyoutState =
  | { kind: 'closed' }
  | { kind: 'search' }
  | {
      kind: 'items';
      /** The header item (top-bar entry or the mobile menu) whose flyout is open. */
      itemId: string;
      /** The selected parent item of the flyout's level list, when one is selected. */
      selectedParentId?: string;
    };

/** What a click in the header asks to open. */
export type FlyoutTarget = { kind: 'search' } | { kind: 'items'; itemId: string; selectedParentId?: string };

export const closedFlyout: FlyoutState = { kind: 'closed' };

/** Whether `target` is the flyout that is open now (the same header item, or the search box). */
export function isOpen(state: FlyoutState, target: FlyoutTarget): boolean {
  if (state.kind !== target.kind) return false;
  return (
    state.kind === 'search' || (state.kind === 'items' && target.kind === 'items' && state.itemId === target.itemId)
  );
}

/** A click on a header item or the search icon: opens its flyout, or closes it when it is the open one. */
export function toggleFlyout(state: FlyoutState, target: FlyoutTarget): FlyoutState {
  return isOpen(state, target) ? closedFlyout : { ...target };
}

/** Opens `target` (hover after the delay, keyboard): never closes. */
export function openFlyout(_state: FlyoutState, target: FlyoutTarget): FlyoutState {
  return { ...target };
}

/** Selects a parent item inside the open header-item flyout; nothing changes when no item flyout is open. */
export function selectParent(state: FlyoutState, selectedParentId: string | undefined): FlyoutState {
  if (state.kind !== 'items') return state;
  const { itemId } = state;
  return selectedParentId === undefined ? { kind: 'items', itemId } : { kind: 'items', itemId, selectedParentId };
}

export const isFlyoutOpen = (state: FlyoutState): boolean => state.kind !== 'closed';

/** The flyout state of the page and what changes it. */
export interface FlyoutHost {
  flyout: FlyoutState;
  /** The header is sticky (the new header): an open flyout locks the page's scrolling. */
  isSticky: boolean;
  /** A click on a header item or the search icon: opens its flyout, or closes it when it is already open. */
  toggleFlyout(target: FlyoutTarget): void;
  /** Opens a flyout (hover after the delay, keyboard), never closing it. */
  openFlyout(target: FlyoutTarget): void;
  closeFlyout(): void;
  /** Selects a parent item inside the open header-item flyout. */
  selectFlyoutParent(itemId: string | undefined): void;
  /** Sets the flyout state as decided elsewhere (the navigation's pointer rules, `flyoutIntent`). */
  setFlyout(flyout: FlyoutState): void;
}

export type FlyoutHostActions = Pick<
  FlyoutHost,
  'toggleFlyout' | 'openFlyout' | 'closeFlyout' | 'selectFlyoutParent' | 'setFlyout'
>;

/**
 * A store whose state is (at least) a flyout host, as its readers see it: read and subscribed to, never set from
 * outside (the host's actions change it). The header's `StoreApi<Header>` is one as it is.
 */
export type FlyoutHostStore = Pick<StoreApi<FlyoutHost>, 'getState' | 'getInitialState' | 'subscribe'>;

/**
 * Whether going from `before` to `after` opened a flyout: one opened where none was, or another took the open one's
 * place (the search box's, or another header item's). Closing, and choosing a parent inside the open flyout, open
 * nothing.
 */
export function flyoutOpened(before: FlyoutState, after: FlyoutState): boolean {
  if (after.kind === 'closed') return false;
  if (before.kind !== after.kind) return true;
  return after.kind === 'items' && before.kind === 'items' && before.itemId !== after.itemId;
}

/** The flyout actions of a host over its flyout state (`get` reads it, `set` writes it). */
export function flyoutHostActions(get: () => FlyoutState, set: (flyout: FlyoutState) => void): FlyoutHostActions {
  const setFlyout = (flyout: FlyoutState) => {
    if (flyout !== get()) set(flyout);
  };
  return {
    toggleFlyout: (target) => setFlyout(toggleFlyout(get(), target)),
    openFlyout: (target) => setFlyout(openFlyout(get(), target)),
    closeFlyout: () => setFlyout(closedFlyout),
    selectFlyoutParent: (itemId) => setFlyout(selectParent(get(), itemId)),
    setFlyout,
  };
}

/**
 * A flyout host of its own, for a page (a story, a test) that places the navigation without the header's store.
 * Not sticky unless told.
 */
export function createFlyoutHostStore({ isSticky = false }: { isSticky?: boolean } = {}): StoreApi<FlyoutHost> {
  return createStore<FlyoutHost>()((set, get) => ({
    flyout: closedFlyout,
    isSticky,
    ...flyoutHostActions(
      () => get().flyout,
      (flyout) => set({ flyout }),
    ),
  }));
}
