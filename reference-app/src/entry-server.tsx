import { renderToReadableStream } from 'react-dom/server';
import { App } from './App';
import type { PageData } from './hydration';

/** Streams the page for `data`; React's own inline scripts and style tags carry the request's nonce. */
export function renderPage(data: PageData, nonce: string, signal?: AbortSignal): Promise<ReadableStream> {
  return renderToReadableStream(<App data={data} nonce={nonce} />, {
    nonce: { script: nonce, style: nonce },
    bootstrapModules: [data.assets.entry],
    signal,
    onError(error) {
      console.error('[storefront] render error', error);
    },
  });
}
