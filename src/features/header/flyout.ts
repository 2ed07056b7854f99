/**
 * The header's flyout state ("Flyout states: closed, search box, header items (optionally with a selected parent item);
 * clicking the same open item closes it"). Pure: the store applies these.
 */

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
