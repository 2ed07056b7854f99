'use client';

import { startTransition, useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { headerPlatforms } from '../../../design-tokens';
import { defaultHeaderPlatform, headerPlatformForWidth, type HeaderPlatform } from '../site/platform';
import { getDocument, getWindow } from './environment';

/** The current header platform from the viewport width; `fallback` without a window. */
export function readViewportPlatform(fallback: HeaderPlatform = defaultHeaderPlatform): HeaderPlatform {
  const win = getWindow();
  return win ? headerPlatformForWidth(win.innerWidth) : fallback;
}

/** Media queries at the header thresholds (980 and 1440 from the tokens), so a crossing notifies without polling. */
function thresholdQueries(): string[] {
  return headerPlatforms.filter((p) => Number.isFinite(p.below)).map((p) => `(min-width: ${p.below}px)`);
}

function subscribeViewport(onChange: () => void): () => void {
  const win = getWindow();
  if (!win) return () => {};
  const lists = typeof win.matchMedia === 'function' ? thresholdQueries().map((q) => win.matchMedia(q)) : [];
  for (const list of lists) list.addEventListener?.('change', onChange);
  // resize as well: some engines (and test DOMs) do not fire matchMedia changes.
  win.addEventListener('resize', onChange);
  return () => {
    for (const list of lists) list.removeEventListener?.('change', onChange);
    win.removeEventListener('resize', onChange);
  };
}

/** A `subscribe` for a browser value that changes only on a reload (a cookie read once, say). */
export const subscribeNothing = () => () => {};
const unset: unique symbol = Symbol('unset');

/**
 * A value only the browser knows (the viewport, a cookie), with a value for the server: like `useSyncExternalStore`
 * (the server's value on the server and while hydrating, the browser's on a client-only mount, updates when
 * `subscribe` calls back), except how the hydrated page moves to the browser's value. useSyncExternalStore forces a
 * synchronous render when the two differ after hydration: for the platform that re-rendered the header and footer in
 * one task of about 120 ms (500 at Lighthouse's 4x), most of the page's Total Blocking Time. Here that switch, and
 * every later change, is a transition that React renders in slices between the browser's own work.
 *
 * `getSnapshot` and `getServerSnapshot` return the same value (for objects: the same object) while nothing changed.
 */
export function useClientSnapshot<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot: () => T,
): T {
  // Set when React asks for the server's value, which it does only while this component hydrates server HTML; from
  // then on the first reading stays the server's, so the check React makes after hydrating finds no change.
  const hydrated = useRef(false);
  const first = useSyncExternalStore(
    subscribeNothing,
    () => (hydrated.current ? getServerSnapshot() : getSnapshot()),
    () => {
      hydrated.current = true;
      return getServerSnapshot();
    },
  );
  const [latest, setLatest] = useState<T | typeof unset>(unset);
  const shown = latest === unset ? first : latest;
  // The value last asked for: a change and its reversal before the transition commits must end at the reversal.
  const target = useRef(shown);
  useEffect(() => {
    const update = () => {
      const value = getSnapshot();
      if (Object.is(value, target.current)) return;
      target.current = value;
      startTransition(() => setLatest(() => value));
    };
    // Also what changed between the render and this subscription (and the server's value after hydration).
    update();
    return subscribe(update);
  }, [subscribe, getSnapshot]);
  return shown;
}

/**
 * The header platform (MATCH, TABLET, CLASSIC) of the viewport, updated when a threshold is crossed. On the server
 * and during hydration it is `ssrDefault` (default CLASSIC, the header's own default), so the server HTML and the first
 * client render agree; the real value follows right after hydration, as a transition (useClientSnapshot).
 */
export function useViewportPlatform(ssrDefault: HeaderPlatform = defaultHeaderPlatform): HeaderPlatform {
  const getSnapshot = useCallback(() => readViewportPlatform(ssrDefault), [ssrDefault]);
  const getServerSnapshot = useCallback(() => ssrDefault, [ssrDefault]);
  return useClientSnapshot(subscribeViewport, getSnapshot, getServerSnapshot);
}

/** Whether the page is visible; true without a document (the server renders for a visible page). */
export function readPageVisible(): boolean {
  const doc = getDocument();
  return doc ? doc.visibilityState !== 'hidden' : true;
}

function subscribeVisibility(onChange: () => void): () => void {
  const doc = getDocument();
  if (!doc) return () => {};
  doc.addEventListener('visibilitychange', onChange);
  return () => doc.removeEventListener('visibilitychange', onChange);
}

const visibleOnServer = () => true;

/** Whether the page is visible (the login-token keep-alive timer stops while hidden and resumes when visible). */
export function usePageVisibility(): boolean {
  return useSyncExternalStore(subscribeVisibility, readPageVisible, visibleOnServer);
}
