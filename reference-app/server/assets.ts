import type { PageAssets } from '../src/routing/pageData';

/** The client build's Vite manifest, as far as the server reads it. */
export type ViteManifest = Record<string, { file: string; isEntry?: boolean }>;

/** The early-press module's key in the client build's manifest (an entry of its own: reference-app/vite.config.ts). */
export const EARLY_PRESSES_MODULE = 'reference-app/src/earlyPresses.ts';

/**
 * What every page links from the client build: its one stylesheet (the build does not split CSS, so it is cached once
 * for all pages), the early-press module and the client entry's file, whose hashed name changes with any client code
 * and so goes into a page's ETag. The entry's chunks and the page's client components are React's to preload.
 */
export function assetsFromManifest(manifest: ViteManifest, base = '/'): PageAssets {
  const earlyPresses = manifest[EARLY_PRESSES_MODULE];
  const entry = Object.entries(manifest).find(([key, chunk]) => chunk.isEntry && key !== EARLY_PRESSES_MODULE)?.[1];
  if (!earlyPresses || !entry)
    throw new Error('the client build has no entry or no early-press module in its manifest');
  const styles = Object.values(manifest).flatMap(({ file }) => (file.endsWith('.css') ? [base + file] : []));
  return { styles, earlyPresses: base + earlyPresses.file, entry: base + entry.file };
}
