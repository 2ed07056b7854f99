/// <reference types="vite/client" />
/// <reference types="@vitejs/plugin-rsc/types" />
// The rsc environment's entry: the storefront's Hono app (routes, loaders, cookies, CSP, status codes, shared cache:
// ./storefront.ts), whose render step is React's Flight renderer (the page's server components into an RSC payload),
// then the ssr environment's HTML renderer (./entry.ssr.tsx). The default export is a fetch handler: the production
// launcher (./main.ts) serves it, and so does Vite's dev server.
import { readFileSync } from 'node:fs';
import { renderToReadableStream } from '@vitejs/plugin-rsc/rsc';
import { Hono } from 'hono';
import { ConsentLoader, resolveSite } from 'crema';
import { createStorefront, type RenderPage } from './storefront';
import { servicesFromEnv } from './backend';
import { assetsFromManifest, BOOTSTRAP_MODULE, type ViteManifest } from './assets';
import { PageContent, ShopProviders, type AppProps } from '../src/App';
import { CONSENT_STUB_PATH } from '../src/consent/banner';
import { Document, documentTitle } from '../src/Document';
import { loadAppMessages } from '../src/messages';
import type { HeadOf } from '../src/routing/head';
import type { PageAssets } from '../src/routing/pageData';
import { parsePageData, serializePageData } from '../src/routing/pageData';
import { routeOf } from '../src/routes';
import { HydratedMarker } from '../src/shell/HydratedMarker';
import { ReplayEarlyPresses } from '../src/shell/ReplayEarlyPresses';
import type * as HtmlRenderer from './entry.ssr';

/**
 * Streams the page for `data` as HTML with its RSC payload inlined. The page data is put through its schemas first
 * (zod defaults applied, unknown fields dropped): data that does not parse is a bug here, not a visitor's.
 */
const renderPage: RenderPage = async (input, { nonce, signal }) => {
  const reading = parsePageData(serializePageData(input), (type) => routeOf(type).schema);
  if (!reading.ok) throw new Error(`[storefront] the server's own page data does not parse: ${reading.reason}`);
  const data = reading.data;
  const site = resolveSite(data.site);
  const route = routeOf(data.pageType);
  const [messages, Page] = await Promise.all([loadAppMessages(site.locale), route.page() as Promise<AppProps['Page']>]);
  const title = documentTitle(route.head as HeadOf<unknown>, data, messages);
  const root = (
    <ShopProviders data={data} messages={messages}>
      <Document site={site} title={title} nonce={nonce} styles={data.assets.styles}>
        <PageContent data={data} Page={Page} />
        {/* The consent overlay's script from the consent provider, here the local stand-in under the same origin. */}
        <ConsentLoader scriptUrl={CONSENT_STUB_PATH} nonce={nonce} />
        <ReplayEarlyPresses />
        <HydratedMarker />
      </Document>
    </ShopProviders>
  );
  const payload = renderToReadableStream(root, {
    signal,
    onError(error: unknown) {
      // A visitor who leaves before the page is sent aborts its render: that is no error of the page.
      if (signal?.aborted) return;
      console.error('[storefront] render error', error);
    },
  });
  const ssr = await import.meta.viteRsc.loadModule<typeof HtmlRenderer>('ssr', 'index');
  return ssr.renderHtml(payload, { nonce, signal, bootstrap: data.assets.bootstrap });
};

/**
 * The client build's stylesheet and entry, from its manifest beside this build (`client/.vite/manifest.json`). In dev
 * none: Vite injects the styles and the entry itself, and an edited component must not keep a page's old tag.
 */
function clientAssets(): PageAssets {
  if (import.meta.env.DEV) return { styles: [], bootstrap: `/${BOOTSTRAP_MODULE}`, entry: '' };
  const path = new URL('../client/.vite/manifest.json', import.meta.url);
  return assetsFromManifest(JSON.parse(readFileSync(path, 'utf8')) as ViteManifest);
}

let app: Promise<Hono> | undefined;
async function createApp(): Promise<Hono> {
  const assets = clientAssets();
  const hono = new Hono();
  hono.route(
    '/',
    createStorefront({
      // The backend at SERVICES_URL; unset, the reference services in this process, with the fault control endpoint
      // (PUT /service/__control/faults) only when CREMA_CONTROL_ENDPOINT=1 (the fault matrix's server, npm run dev).
      services: await servicesFromEnv(),
      // The shop's flag for the newsletter's private API path (off by default): CREMA_PRIVATE_NEWSLETTER_API=1.
      flags: { privateNewsletterApi: process.env.CREMA_PRIVATE_NEWSLETTER_API === '1' },
      assets: () => assets,
      // In dev the code behind a page changes while its data, and so its tag, stays the same.
      sharedCache: !import.meta.env.DEV,
      development: import.meta.env.DEV,
      render: () => renderPage,
    }),
  );
  return hono;
}

/** Made on the first request, once the services are known. */
export default {
  fetch: async (request: Request): Promise<Response> => (await (app ??= createApp())).fetch(request),
};

if (import.meta.hot) import.meta.hot.accept();
