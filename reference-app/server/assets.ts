import type { PageAssets } from '../src/routing/pageData';

/** The Vite manifest, as far as the server reads it. */
export type ViteManifest = Record<
  string,
  { file: string; src?: string; css?: string[]; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean }
>;

/**
 * Walks the client entry's imports in the Vite manifest: its CSS (and that of every chunk it imports, imports first)
 * becomes `<link rel="stylesheet">`, its imported chunks modulepreloads, and its file the bootstrap module.
 */
export function assetsFromManifest(
  manifest: ViteManifest,
  entryKey: string,
  base = '/',
  /** Dynamically imported modules the page will load at once (its locale's messages): preloaded too. */
  alsoLoaded: (key: string) => boolean = () => false,
): PageAssets {
  const entry = manifest[entryKey];
  if (!entry) throw new Error(`client entry ${entryKey} is not in the Vite manifest`);
  const styles = new Set<string>();
  const preloads = new Set<string>();
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    for (const dep of chunk.imports ?? []) {
      const depChunk = manifest[dep];
      if (depChunk) preloads.add(base + depChunk.file);
      walk(dep);
    }
    // After its imports' CSS: a chunk's own rules override the primitives it imports (the header's badge position
    // beats the Badge's own, equal specificity), whichever chunk the bundler moved a shared primitive into.
    for (const css of chunk.css ?? []) styles.add(base + css);
  };
  walk(entryKey);
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!alsoLoaded(key)) continue;
    preloads.add(base + chunk.file);
    walk(key);
  }
  return { styles: [...styles], preloads: [...preloads], entry: base + entry.file };
}

/**
 * The chunks a page loads at once besides the entry, preloaded with it so the page does not wait for them after the
 * entry has run: its locale's messages (the storefront's and the app's, one dynamic import each) and its page
 * component (`reference-app/src/pages/{pageType}.tsx`).
 */
export const pageChunks = (locale: string, pageType: string) => (key: string) =>
  key.endsWith(`/locales/${locale}.ts`) ||
  key.endsWith(`/messages/${locale}.ts`) ||
  key === `reference-app/src/pages/${pageType}.tsx`;
