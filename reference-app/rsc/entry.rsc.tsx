// The rsc environment's entry: the storefront's Hono app (routes, loaders, CSP, status codes: server/storefront.ts),
// whose render step is React's Flight renderer, then the ssr environment's HTML renderer.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToReadableStream } from '@vitejs/plugin-rsc/rsc';
import { Hono } from 'hono';
import { ConsentLoader, resolveSite } from 'crema';
import { createStorefront, type RenderPage } from '../server/storefront';
import { servicesFromEnv } from '../server/backend';
import { PageContent, ShopProviders, type AppProps } from '../src/App';
import { CONSENT_STUB_PATH } from '../src/consent/banner';
import { createTranslator, loadAppMessages } from '../src/messages';
import { documentTitleOf } from '../src/routing/head';
import { parsePageData, serializePageData } from '../src/routing/pageData';
import { routeOf } from '../src/routes';
import { HydratedMarker } from '../src/shell/HydratedMarker';
import { RscDocument } from './Document';

/**
 * Streams the page for `data` as HTML with its RSC payload inlined. The page data is put through the same parse as
 * before (zod defaults applied, unknown fields dropped): data that does not parse is a bug here, not a visitor's.
 */
const renderPage: RenderPage = async (input, { nonce, signal }) => {
  const reading = parsePageData(serializePageData(input), (type) => routeOf(type).schema);
  if (!reading.ok) throw new Error(`[storefront] the server's own page data does not parse: ${reading.reason}`);
  const data = reading.data;
  const site = resolveSite(data.site);
  const route = routeOf(data.pageType);
  const [messages, Page] = await Promise.all([loadAppMessages(site.locale), route.page() as Promise<AppProps['Page']>]);
  const t = createTranslator(messages, site.locale);
  const title = documentTitleOf(route.head(data.page, { t, site }), t);
  const root = (
    <ShopProviders data={data} messages={messages}>
      <RscDocument site={site} title={title} nonce={nonce} stylesheets={stylesheets}>
        <PageContent data={data} Page={Page} />
        <ConsentLoader scriptUrl={CONSENT_STUB_PATH} nonce={nonce} />
        <HydratedMarker />
      </RscDocument>
    </ShopProviders>
  );
  const rscStream = renderToReadableStream(root, {
    signal,
    onError(error: unknown) {
      if (signal?.aborted) return;
      console.error('[storefront] rsc render error', error);
    },
  });
  const ssr = await import.meta.viteRsc.loadModule<typeof import('./entry.ssr')>('ssr', 'index');
  return ssr.renderHtml(rscStream, { nonce, signal });
};

/**
 * The client build's one stylesheet (every component's styles, `cssCodeSplit: false`), from its manifest: in
 * production, where the built server runs beside the client build. None in dev, where Vite injects styles itself.
 */
function clientStylesheets(): string[] {
  if (import.meta.env.DEV) return [];
  const root = process.env.CREMA_ROOT ?? process.cwd();
  const manifest = JSON.parse(
    readFileSync(join(root, process.env.RSC_OUT ?? 'build/rsc', 'client', '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, { file: string }>;
  return Object.values(manifest)
    .map(({ file }) => file)
    .filter((file) => file.endsWith('.css'))
    .map((file) => `/${file}`);
}
const stylesheets = clientStylesheets();

let app: Promise<Hono> | undefined;
async function createApp(): Promise<Hono> {
  const hono = new Hono();
  hono.route(
    '/',
    createStorefront({
      services: await servicesFromEnv(),
      flags: { privateNewsletterApi: process.env.CREMA_PRIVATE_NEWSLETTER_API === '1' },
      // React places what the page needs: the client references' stylesheets and module preloads.
      assets: () => ({ styles: [], preloads: [], entry: '' }),
      render: () => renderPage,
    }),
  );
  return hono;
}

export default {
  fetch: async (request: Request, env?: unknown) => (await (app ??= createApp())).fetch(request, env),
};

if (import.meta.hot) import.meta.hot.accept();
