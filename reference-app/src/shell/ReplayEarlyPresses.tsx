'use client';

import { useEffect } from 'react';
import { PAGE_HYDRATED_EVENT } from '../bootstrapNames';

/**
 * Tells the bootstrap module (../bootstrap.ts) that the page has hydrated, so a menu or flyout button pressed
 * while the scripts were loading is pressed again now that React listens. Rendered by the server like the rest of the
 * document (an extra node around the root would shift every `useId` and break the ids the server's HTML has); its
 * effect runs when the root first commits. Right after `hydrateRoot` React may not have the page's client components
 * yet (their chunks load as it hydrates), and a press replayed then was lost.
 */
export function ReplayEarlyPresses() {
  useEffect(() => {
    document.dispatchEvent(new Event(PAGE_HYDRATED_EVENT));
  }, []);
  return null;
}
