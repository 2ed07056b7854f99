/** What a page needs from the client build: stylesheets, preloaded chunks and the entry module. */
export interface PageAssets {
  styles: string[];
  preloads: string[];
  entry: string;
  /** Dev only: module scripts Vite needs before the entry (its client and the React Refresh preamble). */
  devScripts?: string[];
}

/** The Vite manifest, as far as the server reads it. */
export type ViteManifest = Record<string, { file: string; css?: string[]; imports?: string[]; isEntry?: boolean }>;

/**
 * Walks the client entry's imports in the Vite manifest: its CSS (and that of every chunk it imports) becomes
 * `<link rel="stylesheet">`, its imported chunks modulepreloads, and its file the bootstrap module.
 */
export function assetsFromManifest(manifest: ViteManifest, entryKey: string, base = '/'): PageAssets {
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
    for (const css of chunk.css ?? []) styles.add(base + css);
    for (const dep of chunk.imports ?? []) {
      const depChunk = manifest[dep];
      if (depChunk) preloads.add(base + depChunk.file);
      walk(dep);
    }
  };
  walk(entryKey);
  return { styles: [...styles], preloads: [...preloads], entry: base + entry.file };
}
