'use client';

/**
 * The top bar's pointer rules (hover 300 ms, tap twice on touch, click outside) in React: `flyoutIntent` decides, this
 * hook drives the one hover timer, applies the flyout state to the page's flyout host (`setFlyout`, which also tells
 * the page a flyout opened) and follows a link when the intent says so (the second tap on touch).
 */
import { useEffect, useState } from 'react';
import { getDocument, getWindow } from '../../platform/browser';
import { useFlyoutHostStore } from '../../kernel/flyoutHost';
import type { FlyoutHostStore } from '../../kernel/flyouts';
import { trackNavigationClick } from '../../platform/tracking';
import { flyoutIntent, type FlyoutIntentEvent, type HoverTimer } from './flyoutIntent';

/** Where an activation came from: a pointer of this type (`PointerEvent.pointerType`), or the keyboard. */
export type ActivationSource = { kind: 'pointer'; pointerType: string } | { kind: 'keyboard' };

export interface FlyoutIntentHandlers {
  /** The pointer entered a top-bar item (hover: "selects it and after 300 ms opens its flyout"). */
  pointerEnter(itemId: string, pointerType: string): void;
  /** The pointer left it ("leaving closes it if it is not yet open"). */
  pointerLeave(itemId: string): void;
  /**
   * A click, tap, Enter or Space on a top-bar item with a flyout: opens or closes it; the second tap on touch
   * follows `url` (in a new tab with `newTab`).
   */
  activate(itemId: string, source: ActivationSource, link: { url?: string; newTab?: boolean }): void;
  /** Closes the flyout (click outside, Escape, backdrop, a close button). */
  close(): void;
  /** The element that had focus when the flyout opened (focus returns there), if it is still on the page. */
  opener(): HTMLElement | undefined;
}

/** Opens a link as its own click would have: in this tab, or a new one without access to this page. */
export function followLink(url: string, newTab = false): void {
  const win = getWindow();
  if (!win) return;
  trackNavigationClick('navigation', url);
  if (newTab) win.open(url, '_blank', 'noopener,noreferrer');
  else win.location.assign(url);
}

/**
 * The pointer rules over one flyout host: the intent state (the item waiting for its hover delay), the one hover
 * timer and the element focused when the flyout opened live in this closure, outside React's render.
 */
function createFlyoutIntentDriver(store: FlyoutHostStore): FlyoutIntentHandlers & { dispose(): void } {
  let hovered: string | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let openedFrom: Element | null = null;

  const clearTimer = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  const applyTimer = (decision: HoverTimer) => {
    if (decision === 'keep') return;
    clearTimer();
    if (decision === 'cancel') return;
    const { itemId, delayMs } = decision;
    timer = setTimeout(() => {
      timer = undefined;
      dispatch({ type: 'hoverDelayElapsed', itemId });
    }, delayMs);
  };
  const dispatch = (event: FlyoutIntentEvent): boolean => {
    const { flyout, setFlyout } = store.getState();
    const next = flyoutIntent({ flyout, hovered }, event);
    hovered = next.state.hovered;
    applyTimer(next.timer);
    if (flyout.kind !== 'items' && next.state.flyout.kind === 'items')
      openedFrom = getDocument()?.activeElement ?? null;
    setFlyout(next.state.flyout);
    return next.follow;
  };

  return {
    pointerEnter: (itemId, pointerType) =>
      void dispatch({ type: 'pointerEnter', itemId, touch: pointerType === 'touch' }),
    pointerLeave: (itemId) => void dispatch({ type: 'pointerLeave', itemId }),
    activate: (itemId, source, { url, newTab }) => {
      const touch = source.kind === 'pointer' && source.pointerType === 'touch';
      const follow = dispatch({ type: 'activate', itemId, touch, hasAddress: url !== undefined });
      if (follow && url !== undefined) followLink(url, newTab);
    },
    close: () => void dispatch({ type: 'close' }),
    opener: () =>
      openedFrom instanceof HTMLElement && openedFrom.isConnected && openedFrom !== openedFrom.ownerDocument.body
        ? openedFrom
        : undefined,
    dispose: clearTimer,
  };
}

/** The pointer rules of the top bar, on the page's flyout host (inside a FlyoutHostProvider, e.g. HeaderProvider). */
export function useFlyoutIntent(): FlyoutIntentHandlers {
  const store = useFlyoutHostStore();
  const [driver] = useState(() => createFlyoutIntentDriver(store));
  // A hover timer still running when the bar goes away must not open anything.
  useEffect(() => driver.dispose, [driver]);
  return driver;
}
