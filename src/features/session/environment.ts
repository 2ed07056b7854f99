'use client';

/**
 * The keep-alive's environment in the browser (SSR-safe: nothing is read until the keep-alive starts, in an effect;
 * without a document nothing is listened to).
 */
import { getDocument, readCookie, readPageVisible } from '../../platform/browser';
import { keepAliveActivityEvents } from './constants';
import type { KeepAliveEnvironment } from './keepAlive';

function listen(types: readonly string[], listener: () => void, options?: AddEventListenerOptions): () => void {
  const doc = getDocument();
  if (!doc) return () => {};
  for (const type of types) doc.addEventListener(type, listener, options);
  return () => {
    for (const type of types) doc.removeEventListener(type, listener, options);
  };
}

/** The page's clock, cookies (document.cookie), visibility and the shopper's activity (`keepAliveActivityEvents`). */
export function browserKeepAliveEnvironment(): KeepAliveEnvironment {
  return {
    now: () => Date.now(),
    readCookie: (name) => readCookie(name),
    isVisible: readPageVisible,
    onVisibilityChange: (listener) => listen(['visibilitychange'], listener),
    // Passive: the listener never cancels scrolling; capture: scrolling lists and stopped events count too.
    onActivity: (listener) => listen(keepAliveActivityEvents, listener, { passive: true, capture: true }),
  };
}
