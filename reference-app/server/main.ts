// The production storefront: `npm start` builds it, then runs this with NODE_ENV=production. It keeps no state of its
// own (the visitor's in cookies, the shop's in the services), so any number of instances can share one backend.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { assetsFromManifest, layoutStyleChunks, pageChunks, type ViteManifest } from './assets';
import { renderPage } from '../src/entry-server';
import type { PageAssets } from '../src/routing/pageData';
import { createStorefront } from './storefront';
import { servicesFromEnv } from './backend';
import { addressUrl, listenAddress, STOREFRONT_PORT } from './listen';

const root = process.env.CREMA_ROOT ?? process.cwd();
const clientDir = join(root, 'build', 'storefront', 'client');
const manifest = JSON.parse(readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
const clientEntry = 'reference-app/src/entry-client.tsx';
const assetsByPage = new Map<string, PageAssets>();
/** The entry, its chunks and CSS, the locale's message chunks and the page's component (once per locale and page). */
const assetsFor = (locale: string, pageType: string) => {
  const key = `${locale} ${pageType}`;
  let assets = assetsByPage.get(key);
  if (!assets) {
    assets = assetsFromManifest(manifest, clientEntry, '/', pageChunks(locale, pageType), layoutStyleChunks);
    assetsByPage.set(key, assets);
  }
  return assets;
};

const app = new Hono();
// Pages, assets and service answers go out gzip (or deflate) when the browser accepts it: on a phone's connection the
// first load is a fraction of the bytes (the DE home page's HTML, stylesheet and shell script about 620 → 170 kB).
// An answer that already has an encoding (a backend's, through the proxy) is passed on as it is.
app.use(compress());
// Only built assets are served (never the manifest), with immutable caching: their names carry a content hash.
app.use(
  '/assets/*',
  serveStatic({
    root: clientDir,
    onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
  }),
);
/**
 * Starts once the services are known. Not a top-level await: the reference services' chunk, loaded by a dynamic import
 * when SERVICES_URL is unset, shares modules with this one, and importing a module whose top-level await is still
 * pending deadlocks (Node exits with 13, "unsettled top-level await").
 */
async function start() {
  app.route(
    '/',
    createStorefront({
      // The backend at SERVICES_URL; unset, the reference services in this process, with the fault control endpoint
      // (PUT /service/__control/faults) only when CREMA_CONTROL_ENDPOINT=1: the fault matrix's own server.
      services: await servicesFromEnv(),
      // The shop's flag for the newsletter's private API path (off by default): CREMA_PRIVATE_NEWSLETTER_API=1.
      flags: { privateNewsletterApi: process.env.CREMA_PRIVATE_NEWSLETTER_API === '1' },
      assets: (site, pageType) => assetsFor(site.locale, pageType),
      render: () => renderPage,
    }),
  );

  const address = listenAddress(process.env, STOREFRONT_PORT);
  serve({ fetch: app.fetch, ...address }, (info) => {
    console.log(`Crema storefront at ${addressUrl({ ...address, port: info.port })}`);
  });
}

start().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
