// The first-load JavaScript of a page of the running app, gzip: every script its HTML loads (`<script src>`, except
// `nomodule` ones, which modern browsers skip, and `modulepreload` / `preload as=script` links), each fetched and
// gzipped with zlib at level 9. Next 16's build no longer prints "First Load JS", hence this.
// Usage: node scripts/first-load-js.mjs http://127.0.0.1:4275/de
import { gzipSync } from 'node:zlib';

const page = new URL(process.argv[2] ?? 'http://127.0.0.1:4275/de');
const html = await (await fetch(page)).text();

const attributes = (tag) =>
  Object.fromEntries(
    [...tag.matchAll(/([a-zA-Z-]+)(?:="([^"]*)")?/g)]
      .slice(1)
      .map(([, name, value]) => [name.toLowerCase(), value ?? '']),
  );
const scripts = new Set();
for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
  const a = attributes(tag);
  if (tag.startsWith('<script') && a.src && !('nomodule' in a)) scripts.add(a.src);
  if (tag.startsWith('<link') && a.href && (a.rel === 'modulepreload' || (a.rel === 'preload' && a.as === 'script')))
    scripts.add(a.href);
}

const sizes = await Promise.all(
  [...scripts].map(async (src) => {
    const body = Buffer.from(await (await fetch(new URL(src, page))).arrayBuffer());
    return { src, raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
  }),
);
sizes.sort((a, b) => b.gzip - a.gzip);
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
for (const { src, raw, gzip } of sizes)
  console.log(`${kib(gzip).padStart(10)} gzip ${kib(raw).padStart(10)} raw  ${src}`);
const total = (key) => sizes.reduce((sum, size) => sum + size[key], 0);
console.log(
  `${kib(total('gzip')).padStart(10)} gzip ${kib(total('raw')).padStart(10)} raw  total, ${sizes.length} scripts, ${page.pathname}`,
);
