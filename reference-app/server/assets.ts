import type { PageAssets } from '../src/routing/pageData';

/** The client build's Vite manifest, as far as the server reads it. */
export type ViteManifest = Record<string, { file: string; isEntry?: boolean }>;

/** The bootstrap module's key in the client build's manifest (an entry of its own: reference-app/vite.config.ts). */
export const BOOTSTRAP_MODULE = 'reference-app/src/bootstrap.ts';

/**
 * What every page links from the client build: its one stylesheet (the build does not split CSS, so it is cached once
 * for all pages), the bootstrap module and the client entry's file, whose hashed name changes with any client code
 * and so goes into a page's ETag. The entry's chunks and the page's client components are React's to preload.
 */
export function assetsFromManifest(manifest: ViteManifest, base = '/'): PageAssets {
  const bootstrap = manifest[BOOTSTRAP_MODULE];
  const entry = Object.entries(manifest).find(([key, chunk]) => chunk.isEntry && key !== BOOTSTRAP_MODULE)?.[1];
  if (!bootstrap || !entry) throw new Error('the client build has no entry or no bootstrap module in its manifest');
  const styles = Object.values(manifest).flatMap(({ file }) => (file.endsWith('.css') ? [base + file] : []));
  return { styles, bootstrap: base + bootstrap.file, entry: base + entry.file };
}
