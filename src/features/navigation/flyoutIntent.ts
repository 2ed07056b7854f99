/**
 * The top bar's pointer rules as a pure state machine: "On non-touch devices, hovering an item selects it and after 300
 * ms opens its flyout; leaving closes it if it is not yet open. On touch devices the first tap opens the flyout and the
 * second tap follows the link. A click outside closes." No timers inside: each step says what to do with the one hover
 * timer, so the component drives setTimeout and tests call it directly. The flyout itself is the page's flyout state
 * (the kernel's flyouts, held by the page's flyout host).
 */
import { closedFlyout, isOpen, openFlyout, toggleFlyout, type FlyoutState } from '../../kernel/flyouts';
import { FLYOUT_HOVER_DELAY_MS } from './constants';

export interface FlyoutIntentState {
  /** The page's flyout state. */
  flyout: FlyoutState;
  /** The top-bar item hovered ("selects it") whose flyout opens when the hover delay ends; null when none waits. */
  hovered: string | null;
}

/**
 * What happened in the top bar. `touch` comes from the event's pointerType, so a hybrid device follows the input
 * actually used; keyboard activation is not touch.
 * - `activate`: a click, tap or Enter/Space on a top-bar item; `hasAddress` when the item has a link to follow.
 * - `hoverDelayElapsed`: the timer started by a `pointerEnter` fired.
 * - `close`: a click outside, Escape or the backdrop.
 */
export type FlyoutIntentEvent =
  | { type: 'pointerEnter'; itemId: string; touch: boolean }
  | { type: 'pointerLeave'; itemId: string }
  | { type: 'hoverDelayElapsed'; itemId: string }
  | { type: 'activate'; itemId: string; touch: boolean; hasAddress: boolean }
  | { type: 'close' };

/**
 * The hover timer: leave it, clear it, or (clearing any running one) start it for `delayMs` and send
 * `hoverDelayElapsed` for `itemId` when it fires.
 */
export type HoverTimer = 'keep' | 'cancel' | { delayMs: number; itemId: string };

export interface FlyoutIntent {
  state: FlyoutIntentState;
  timer: HoverTimer;
  /** Let the item's link navigate (the second tap on touch); otherwise the activation only opens or closes. */
  follow: boolean;
}

export const initialFlyoutIntent: FlyoutIntentState = { flyout: closedFlyout, hovered: null };

const items = (itemId: string) => ({ kind: 'items', itemId }) as const;

/** The next state for `event`, with what to do with the hover timer and whether the link is followed. */
export function flyoutIntent(state: FlyoutIntentState, event: FlyoutIntentEvent): FlyoutIntent {
  const unchanged: FlyoutIntent = { state, timer: 'keep', follow: false };
  // Any decision other than hovering ends a waiting hover; clearing is only asked for when one waits.
  const settle = (flyout: FlyoutState, follow = false): FlyoutIntent => ({
    state: { flyout, hovered: null },
    timer: state.hovered === null ? 'keep' : 'cancel',
    follow,
  });

  switch (event.type) {
    case 'pointerEnter':
      // A touch also sends pointer events; touch devices open on tap only.
      if (event.touch) return unchanged;
      if (isOpen(state.flyout, items(event.itemId))) return settle(state.flyout);
      if (state.hovered === event.itemId) return unchanged;
      return {
        state: { flyout: state.flyout, hovered: event.itemId },
        timer: { delayMs: FLYOUT_HOVER_DELAY_MS, itemId: event.itemId },
        follow: false,
      };
    case 'pointerLeave':
      // "leaving closes it if it is not yet open": an open flyout stays, the pointer is on its way into the panel.
      return state.hovered === event.itemId ? settle(state.flyout) : unchanged;
    case 'hoverDelayElapsed':
      // A timer that fired late for an item no longer hovered changes nothing.
      if (state.hovered !== event.itemId) return unchanged;
      return {
        state: { flyout: openFlyout(state.flyout, items(event.itemId)), hovered: null },
        timer: 'keep',
        follow: false,
      };
    case 'activate': {
      const target = items(event.itemId);
      if (event.touch && event.hasAddress && isOpen(state.flyout, target)) return settle(state.flyout, true);
      // "Clicking the same open item closes it" (and a touch item without a link closes on its second tap).
      return settle(toggleFlyout(state.flyout, target));
    }
    case 'close':
      return settle(closedFlyout);
  }
}
