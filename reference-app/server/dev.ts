// `npm run dev`: the storefront with Vite in middleware mode (hot reload), same CSP as production.
import { createServer as createHttpServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { createServer as createViteServer } from 'vite';
import type { PageAssets } from '../src/routing/pageData';
import type { RenderPage } from './storefront';
import { createStorefront } from './storefront';
import { remoteServices, SERVICES_URL_ENV } from './backend';
import { addressUrl, listenAddress, STOREFRONT_PORT } from './listen';
import { createReferenceServices, DEMO_LOGIN_TOKEN_TIMES } from 'crema/mocks';

const address = listenAddress(process.env, STOREFRONT_PORT);
const httpServer = createHttpServer();
const vite = await createViteServer({
  configFile: 'reference-app/vite.config.ts',
  appType: 'custom',
  server: { middlewareMode: true, hmr: { server: httpServer } },
});

/** React Refresh's preamble, served as a module so the CSP needs no inline script. */
const refreshPreamble = [
  "import RefreshRuntime from '/@react-refresh';",
  'RefreshRuntime.injectIntoGlobalHook(window);',
  'window.$RefreshReg$ = () => {};',
  'window.$RefreshSig$ = () => (type) => type;',
  'window.__vite_plugin_react_preamble_installed__ = true;',
].join('\n');

const devAssets: PageAssets = {
  styles: [],
  preloads: [],
  entry: '/reference-app/src/entry-client.tsx',
  devScripts: ['/@vite/client', '/__crema/refresh-preamble.js'],
};

const app = new Hono();
app.get('/__crema/refresh-preamble.js', (c) => c.body(refreshPreamble, 200, { 'content-type': 'text/javascript' }));
app.route(
  '/',
  createStorefront({
    // The backend at SERVICES_URL; unset, the reference services with the fault control endpoint
    // (PUT /service/__control/faults) in dev.
    services: process.env[SERVICES_URL_ENV]
      ? remoteServices(process.env[SERVICES_URL_ENV])
      : createReferenceServices({ controlEndpoint: true, loginTokenTimes: DEMO_LOGIN_TOKEN_TIMES }),
    assets: () => devAssets,
    // An edited component changes the page, not its data: no tag that would answer 304 with the page before.
    sharedCache: false,
    render: async () =>
      ((await vite.ssrLoadModule('/reference-app/src/entry-server.tsx')) as { renderPage: RenderPage }).renderPage,
  }),
);

const listener = getRequestListener(app.fetch);
httpServer.on('request', (req, res) => vite.middlewares(req, res, () => void listener(req, res)));
httpServer.listen(address.port, address.hostname, () =>
  console.log(`Crema storefront (dev) at ${addressUrl(address)}`),
);
