import { useCallback, useSyncExternalStore } from 'react';
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

/**
 * The header platform (MATCH, TABLET, CLASSIC) of the viewport, updated when a threshold is crossed. On the server
 * and during hydration it is `ssrDefault` (default CLASSIC, the header's own default), so the server HTML and the first
 * client render agree; the real value follows right after hydration.
 */
export function useViewportPlatform(ssrDefault: HeaderPlatform = defaultHeaderPlatform): HeaderPlatform {
  const getSnapshot = useCallback(() => readViewportPlatform(ssrDefault), [ssrDefault]);
  const getServerSnapshot = useCallback(() => ssrDefault, [ssrDefault]);
  return useSyncExternalStore(subscribeViewport, getSnapshot, getServerSnapshot);
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

/** Whether the page is visible (002 §4: the keep-alive timer stops while hidden and resumes when visible). */
export function usePageVisibility(): boolean {
  return useSyncExternalStore(subscribeVisibility, readPageVisible, visibleOnServer);
}
