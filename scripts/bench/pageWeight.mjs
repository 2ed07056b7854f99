// What a reference-storefront page downloads before it can run, read from the client build's Vite manifest. The
// server's HTML lists exactly this (React's module scripts and modulepreloads): the bootstrap module and the client
// entry, the layout's client components (one group, `virtual:vite-rsc/client-references/group/layout`: providers,
// header, footer) and the page's component (`…/group/facade:reference-app/src/pages/{Page}.tsx`), each with its static
// imports. Lazy chunks (dynamic imports: the mini cart, the flyouts' contents) are not first-load. The texts of the
// page's locale travel in the HTML (the RSC payload's props), not as script, so a page weighs the same in every
// locale. Used by `npm run bench` and scripts/page-weight.mjs.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const defaultClientDir = 'build/storefront/client';
const referencePrefix = 'virtual:vite-rsc/client-references/group/';
const layoutKey = `${referencePrefix}layout`;
const pageKeyPattern = /^virtual:vite-rsc\/client-references\/group\/facade:reference-app\/src\/pages\/(\w+)\.tsx$/;

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

/** Reads a client build: which pages it has and what each page loads first. */
export function pageWeights(dir = defaultClientDir) {
  const manifest = readManifest(dir);
  const keys = Object.keys(manifest);
  const entryKeys = keys.filter((key) => manifest[key].isEntry);
  if (entryKeys.length === 0 || !manifest[layoutKey]) throw new Error(`the manifest of ${dir} has no entry or layout`);
  const pageKeys = new Map(
    keys.flatMap((key) => {
      const name = pageKeyPattern.exec(key)?.[1];
      return name ? [[name, key]] : [];
    }),
  );
  const pageTypes = [...pageKeys.keys()].sort();

  /** The JS files a set of manifest keys loads: each key's file and, recursively, its static imports. */
  const filesOf = (roots) => {
    const files = new Set();
    const seen = new Set();
    const walk = (key) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      if (manifest[key].file.endsWith('.js')) files.add(manifest[key].file);
      for (const dep of manifest[key].imports ?? []) walk(dep);
    };
    roots.forEach(walk);
    return files;
  };
  const shellKeys = [...entryKeys, layoutKey];
  const shellFiles = filesOf(shellKeys);

  return {
    dir,
    entryKey: entryKeys.join(' + '),
    pageTypes,
    /** The entries and the layout's client components with their static imports (the shell every page shares). */
    entry: () => sizeOf(dir, shellFiles),
    /** First-load JS of one page type. */
    firstLoad: (pageType) => sizeOf(dir, filesOf([...shellKeys, pageKeys.get(pageType)])),
    /** Per page type: its first-load JS (the same in every locale). */
    perPage() {
      return pageTypes.map((pageType) => ({ pageType, ...this.firstLoad(pageType) }));
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
