// What a reference-storefront page downloads before it can run, read from the client build's Vite manifest. The
// server (reference-app/server/assets.ts, `pageChunks`) lists exactly this with each page: the client entry, the
// entries it imports and their static imports, the page's locale's message chunks (`…/locales/{locale}.ts`, `…/messages/{locale}.ts`) and the
// page's module (`reference-app/src/routing/pages/{pageType}.ts`: its component and schema), each with its static
// imports. Lazy chunks (dynamic imports the page does not preload) are not first-load. Used by `npm run bench` and
// scripts/page-weight.mjs.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const defaultClientDir = 'build/storefront/client';
const pagePrefix = 'reference-app/src/routing/pages/';
const pageKeyPattern = /^reference-app\/src\/routing\/pages\/([A-Za-z]+)\.ts$/;
const localeKeyPattern = /\/(?:locales|messages)\/([a-z]{2}-[A-Z]{2})\.ts$/;

/** The manifest of a client build; throws a readable error when the folder holds no build. */
export function readManifest(dir = defaultClientDir) {
  const path = join(dir, '.vite', 'manifest.json');
  if (!existsSync(path)) throw new Error(`no client build at ${dir} (no .vite/manifest.json)`);
  return JSON.parse(readFileSync(path, 'utf8'));
}

/** Raw and gzip bytes of files of the build, each file counted once. */
export function sizeOf(dir, files) {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const bytes = readFileSync(join(dir, file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { raw, gzip, files: files.size ?? files.length };
}

/** Reads a client build: which pages and locales it has and what each page loads first. */
export function pageWeights(dir = defaultClientDir) {
  const manifest = readManifest(dir);
  const keys = Object.keys(manifest);
  // The bootstrap: the entry no other entry imports (it imports the hydrating entries once the page has painted).
  const importedEntries = new Set(keys.flatMap((key) => manifest[key].dynamicImports ?? []));
  const entryKey = keys.find((key) => manifest[key].isEntry && !importedEntries.has(key));
  if (!entryKey) throw new Error(`the manifest of ${dir} has no entry`);
  const pageTypes = keys.flatMap((key) => pageKeyPattern.exec(key)?.[1] ?? []).sort();
  const locales = [...new Set(keys.flatMap((key) => localeKeyPattern.exec(key)?.[1] ?? []))].sort();
  const messageKeysOf = (locale) => keys.filter((key) => localeKeyPattern.exec(key)?.[1] === locale);

  /**
   * The JS files a set of manifest keys loads: each key's file and, recursively, its static imports and the entries it
   * imports dynamically (what the server lists for the bootstrap to load at once).
   */
  const filesOf = (roots) => {
    const files = new Set();
    const seen = new Set();
    const walk = (key) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      files.add(manifest[key].file);
      for (const dep of manifest[key].imports ?? []) walk(dep);
      for (const dep of manifest[key].dynamicImports ?? []) if (manifest[dep]?.isEntry) walk(dep);
    };
    roots.forEach(walk);
    return files;
  };
  const entryFiles = filesOf([entryKey]);
  const firstLoadFiles = (pageType, locale) =>
    filesOf([entryKey, ...messageKeysOf(locale), `${pagePrefix}${pageType}.ts`]);

  return {
    dir,
    entryKey,
    pageTypes,
    locales,
    /** The entry and its static imports (the shell every page shares). */
    entry: () => sizeOf(dir, entryFiles),
    /** First-load JS of one page type in one locale. */
    firstLoad: (pageType, locale) => sizeOf(dir, firstLoadFiles(pageType, locale)),
    /** A locale's message chunks beyond what the entry already loads. */
    messages: (locale) =>
      sizeOf(dir, new Set([...filesOf(messageKeysOf(locale))].filter((file) => !entryFiles.has(file)))),
    /** Per page type: its first-load JS in every locale and the worst (largest gzip) of them. */
    perPage() {
      return pageTypes.map((pageType) => {
        const byLocale = locales.map((locale) => ({ locale, ...this.firstLoad(pageType, locale) }));
        const worst = byLocale.reduce((a, b) => (b.gzip > a.gzip ? b : a));
        return { pageType, worst, byLocale };
      });
    },
  };
}

/** Every CSS file of the client build (what all pages together can load), gzip. */
export function allCss(dir = defaultClientDir) {
  const assets = join(dir, 'assets');
  const files = readdirSync(assets)
    .filter((name) => name.endsWith('.css'))
    .map((name) => `assets/${name}`);
  return sizeOf(dir, files);
}
