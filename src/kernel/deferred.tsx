'use client';

import { Suspense, useCallback, useEffect, useRef, type ReactNode } from 'react';

/**
 * The page's deferred parts: parts loaded lazily, out of the page's first-load script, whose server HTML stays in place
 * until their chunk has arrived and React has hydrated them (the header's flyout contents, phone menu and search box,
 * the footer's newsletter form). Counted here so the page can tell when every one of them is live
 * (`whenDeferredPartsHydrated`): the storefront's `data-hydrated` mark waits for it.
 */
let pending = 0;
const waiting = new Set<() => void>();

function settle() {
  if (pending > 0) return;
  for (const callback of [...waiting]) {
    waiting.delete(callback);
    callback();
  }
}

interface PartState {
  /** Counted in `pending` (mounted, not yet hydrated). */
  counted: boolean;
  /** Its content has mounted (hydrated or rendered). */
  hydrated: boolean;
}

/**
 * A lazily loaded part: `children` (a `React.lazy` component) inside Suspense, counted as pending from the page's
 * hydration until its content has mounted. `fallback` shows only where the server did not render the part.
 */
export function Deferred({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) {
  const part = useRef<PartState>({ counted: false, hydrated: false });
  useEffect(() => {
    const state = part.current;
    // Already in (the chunk was loaded before, so the content mounted in the same commit): nothing to wait for.
    if (state.hydrated) return;
    state.counted = true;
    pending += 1;
    return () => uncount(state);
  }, []);
  const onHydrated = useCallback(() => {
    part.current.hydrated = true;
    uncount(part.current);
  }, []);
  return (
    <Suspense fallback={fallback}>
      {children}
      <Hydrated onHydrated={onHydrated} />
    </Suspense>
  );
}

function uncount(state: PartState) {
  if (!state.counted) return;
  state.counted = false;
  pending -= 1;
  settle();
}

/** Mounts with the part's content (the same Suspense boundary): the part is live. */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}

/**
 * Calls `callback` once no deferred part is waiting for its chunk or its hydration (at once if none is). Returns a
 * function that cancels the wait.
 */
export function whenDeferredPartsHydrated(callback: () => void): () => void {
  if (pending === 0) {
    callback();
    return () => {};
  }
  waiting.add(callback);
  return () => waiting.delete(callback);
}
