// The production storefront: `npm start` builds it, then runs this with NODE_ENV=production. Built beside the rsc
// entry (the storefront's Hono app, ./entry.rsc.tsx), it adds what only production needs: compression, the client
// build's assets and the address. It keeps no state of its own (the visitor's in cookies, the shop's in the services),
// so any number of instances can share one backend.
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import storefront from './entry.rsc';
import { addressUrl, listenAddress, STOREFRONT_PORT } from './listen';

/** The client build, beside this file's folder in the build (`server/main.js`, `client/assets/…`). */
const clientDir = fileURLToPath(new URL('../client', import.meta.url));

const app = new Hono();
// Pages, assets and service answers go out gzip (or deflate) when the browser accepts it: on a phone's connection the
// first load is a fraction of the bytes. An answer that already has an encoding (a backend's, through the proxy) is
// passed on as it is.
app.use(compress());
// Only built assets are served (never the manifest), with immutable caching: their names carry a content hash.
app.use(
  '/assets/*',
  serveStatic({
    root: clientDir,
    onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
  }),
);
app.all('*', (c) => storefront.fetch(c.req.raw));

const address = listenAddress(process.env, STOREFRONT_PORT);
serve({ fetch: app.fetch, ...address }, (info) => {
  console.log(`Crema storefront at ${addressUrl({ ...address, port: info.port })}`);
});
