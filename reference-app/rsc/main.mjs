// Spike: the production server of the RSC build. The rsc environment's entry is the storefront's Hono app (a fetch
// handler); this launcher adds what only production needs: compression and the client build's assets.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';

const root = process.env.CREMA_ROOT ?? process.cwd();
const { default: storefront } = await import(pathToFileURL(join(root, process.env.RSC_OUT ?? 'build/rsc', 'rsc/index.js')).href);
const app = new Hono();
app.use(compress());
app.use(
  '/assets/*',
  serveStatic({
    root: join(root, process.env.RSC_OUT ?? 'build/rsc', 'client'),
    onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
  }),
);
app.all('*', (c) => storefront.fetch(c.req.raw, c.env));
const port = Number(process.env.PORT ?? 4391);
serve({ fetch: app.fetch, hostname: '127.0.0.1', port }, (info) => console.log(`rsc spike at http://127.0.0.1:${info.port}`));
