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
  /**
   * Dynamically imported modules the server renders into the page but the browser loads only later (lazily hydrated
   * parts of the layout): their CSS is linked, so the server's HTML is styled from the start; their script is not
   * preloaded, so it stays out of the page's first load.
   */
  stylesOnly: (key: string) => boolean = () => false,
): PageAssets {
  const entry = manifest[entryKey];
  if (!entry) throw new Error(`client entry ${entryKey} is not in the Vite manifest`);
  const styles = new Set<string>();
  const preloads = new Set<string>();
  const seen = new Set<string>();
  const walk = (key: string, preload = true) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    for (const dep of chunk.imports ?? []) {
      const depChunk = manifest[dep];
      if (depChunk && preload) preloads.add(base + depChunk.file);
      walk(dep, preload);
    }
    // After its imports' CSS: a chunk's own rules override the primitives it imports (the header's badge position
    // beats the Badge's own, equal specificity), whichever chunk the bundler moved a shared primitive into.
    for (const css of chunk.css ?? []) styles.add(base + css);
  };
  // The entries an entry imports dynamically are loaded at once (the bootstrap imports the hydrating entry once the
  // page has painted, which imports the storefront's modules: reference-app/src/entry-client.tsx), so listed with
  // their imports.
  const walkEntry = (key: string) => {
    walk(key);
    for (const next of manifest[key]?.dynamicImports ?? []) {
      const chunk = manifest[next];
      if (!chunk?.isEntry || seen.has(next)) continue;
      preloads.add(base + chunk.file);
      walkEntry(next);
    }
  };
  walkEntry(entryKey);
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!alsoLoaded(key)) continue;
    preloads.add(base + chunk.file);
    walk(key);
  }
  for (const key of Object.keys(manifest)) if (stylesOnly(key)) walk(key, false);
  return { styles: [...styles], preloads: [...preloads], entry: base + entry.file };
}

/**
 * The lazily loaded modules the layout renders on the server: the footer's embedded newsletter form (its script,
 * react-hook-form and the Select among it, loads after the page has hydrated; reference-app/src/shell/ShopFooter.tsx).
 */
export const layoutStyleChunks = (key: string) => key === 'src/features/newsletter/NewsletterForm.tsx';

/**
 * The chunks a page loads at once besides the entry, preloaded with it so the page does not wait for them after the
 * entry has run: its locale's messages (the storefront's and the app's, one dynamic import each) and its page module
 * (`reference-app/src/routing/pages/{pageType}.ts`: the page component and the schema of its data).
 */
export const pageChunks = (locale: string, pageType: string) => (key: string) =>
  key.endsWith(`/locales/${locale}.ts`) ||
  key.endsWith(`/messages/${locale}.ts`) ||
  key === `reference-app/src/routing/pages/${pageType}.ts`;
