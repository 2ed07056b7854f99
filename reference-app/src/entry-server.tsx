import { renderToReadableStream } from 'react-dom/server';
import type { RenderPage } from '../server/storefront';
import { App, type AppProps } from './App';
import { loadAppMessages } from './messages';
import { parsePageData, serializePageData } from './routing/pageData';
import { routeOf } from './routes';
import { resolveSite } from 'crema';

/**
 * Streams the page for `data`; React's own inline scripts and style tags carry the request's nonce. The page data is
 * put through the same parse the browser does, so the server renders exactly what the browser will hydrate (zod
 * defaults applied, unknown fields dropped); data that does not parse is a bug here, not a visitor's problem.
 */
export const renderPage: RenderPage = async (input, { nonce, signal }) => {
  const reading = parsePageData(serializePageData(input), (type) => routeOf(type).schema);
  if (!reading.ok) throw new Error(`[storefront] the server's own page data does not parse: ${reading.reason}`);
  const data = reading.data;
  const route = routeOf(data.pageType);
  const [messages, Page] = await Promise.all([
    loadAppMessages(resolveSite(data.site).locale),
    route.page() as Promise<AppProps['Page']>,
  ]);
  const app = <App data={data} Page={Page} head={route.head} messages={messages} nonce={nonce} />;
  const stream = await renderToReadableStream(app, {
    nonce: { script: nonce, style: nonce },
    bootstrapModules: [data.assets.entry],
    // Every lazy part in place, however large: with the default chunk size React sends a large finished part (a
    // flyout's contents) after the page, hidden, and moves it in by script, which a visitor without script never sees.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    signal,
    onError(error) {
      // A visitor who leaves before the page is sent aborts its render: that is no error of the page.
      if (signal?.aborted) return;
      console.error('[storefront] render error', error);
    },
  });
  // The lazily loaded parts of the layout (the footer's newsletter form, the flyouts' contents) are in the HTML in
  // place, not streamed in later by a script: a visitor without script, or before it runs, gets the whole page. The data is loaded before
  // rendering, so waiting costs only the lazy modules' first import on the server.
  await stream.allReady;
  return stream;
};
