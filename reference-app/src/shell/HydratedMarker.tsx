'use client';

import { startTransition, useEffect, useState } from 'react';
import { whenDeferredPartsHydrated } from 'crema';

/**
 * Marks the document once React has hydrated it, so end-to-end tests interact only with a live page. "Hydrated" means
 * every deferred part too (the header's lazily loaded flyout contents, phone menu and search box, the footer's
 * newsletter form): until their chunks are in, their server HTML works as links and a form, not yet as the widgets
 * the tests drive, and a test would race them. And it means the switch that follows hydration: `useHydrated` turns
 * a server link into its flyout button in a transition started by the part's effects. The mark is set by a transition
 * started in the same effects pass (the last part's, through `whenDeferredPartsHydrated`), so React gives it the same
 * lane and commits it with those switches, not before them (a CI run saw the mark while the old header's openers were
 * still links).
 */
export function HydratedMarker() {
  const [settled, setSettled] = useState(false);
  useEffect(() => whenDeferredPartsHydrated(() => startTransition(() => setSettled(true))), []);
  useEffect(() => {
    if (settled) document.documentElement.dataset.hydrated = 'true';
  }, [settled]);
  return null;
}
