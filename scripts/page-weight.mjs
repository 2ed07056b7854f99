// First-load JavaScript of a reference-storefront page, from the client build's manifest: the entry, the chunks it
// imports, the page's locale's message chunks and the page's component (which the server preloads with the entry).
// node scripts/page-weight.mjs [build/storefront/client]   (run `npm run build:storefront` first)
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dir = process.argv[2] ?? 'build/storefront/client';
const manifestPath = join(dir, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`no client build at ${dir}: run \`npm run build:storefront\` first`);
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const locales = ['de-DE', 'de-AT', 'de-CH', 'fr-CH', 'cs-CZ', 'hu-HU', 'pl-PL', 'sk-SK', 'tr-TR'];
const isLocaleChunk = (key, locale) => key.endsWith(`/locales/${locale}.ts`) || key.endsWith(`/messages/${locale}.ts`);
const pageKey = (pageType) => `reference-app/src/pages/${pageType}.tsx`;
const pageTypes = Object.keys(manifest)
  .filter((key) => /^reference-app\/src\/pages\/[A-Za-z]+\.tsx$/.test(key))
  .map((key) => key.slice('reference-app/src/pages/'.length, -'.tsx'.length));

/** The files a set of manifest keys loads: each key's file and, recursively, its static imports. */
function filesOf(keys) {
  const files = new Set();
  const walk = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const dep of chunk.imports ?? []) walk(dep);
  };
  keys.forEach(walk);
  return files;
}
const sizeOf = (files) =>
  [...files].reduce(
    (sum, file) => {
      const bytes = readFileSync(join(dir, file));
      return { raw: sum.raw + bytes.length, gzip: sum.gzip + gzipSync(bytes).length };
    },
    { raw: 0, gzip: 0 },
  );
const kB = (n) => (n / 1000).toFixed(1).padStart(7);

const entryOnly = sizeOf(filesOf([entryKey]));
console.log(`entry ${entryKey} and its static imports: ${kB(entryOnly.raw)} kB raw, ${kB(entryOnly.gzip)} kB gzip`);
const messageKeysOf = (locale) => Object.keys(manifest).filter((key) => isLocaleChunk(key, locale));
const firstLoad = (locale, pageType) => sizeOf(filesOf([entryKey, ...messageKeysOf(locale), pageKey(pageType)]));

console.log('HomePage per locale: first-load JS (entry + locale messages + page)     of it, the messages');
for (const locale of locales) {
  const page = firstLoad(locale, 'HomePage');
  const messages = sizeOf(new Set([...filesOf(messageKeysOf(locale))].filter((f) => !filesOf([entryKey]).has(f))));
  console.log(`  ${locale}  ${kB(page.raw)} kB raw ${kB(page.gzip)} kB gzip              ${kB(messages.gzip)} kB gzip`);
}
console.log('de-DE per page type: first-load JS');
for (const pageType of pageTypes) {
  const page = firstLoad('de-DE', pageType);
  console.log(`  ${pageType.padEnd(18)} ${kB(page.raw)} kB raw ${kB(page.gzip)} kB gzip`);
}
const allMessageKeys = Object.keys(manifest).filter((key) => locales.some((l) => isLocaleChunk(key, l)));
const all = sizeOf(new Set([...filesOf(allMessageKeys)].filter((f) => !filesOf([entryKey]).has(f))));
console.log(`all nine locales' message chunks together: ${kB(all.gzip)} kB gzip (a page loads one locale's)`);
