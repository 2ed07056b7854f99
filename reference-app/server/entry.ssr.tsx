// The ssr environment's entry: the RSC payload into HTML (react-dom/server), the same payload inlined for hydration.
import { createFromReadableStream, getClientEntryUrl } from '@vitejs/plugin-rsc/ssr';
import { use, type ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server.edge';
import { injectRSCPayload } from 'rsc-html-stream/server';
import { modulesAfterPaint } from './modulesAfterPaint';

export interface HtmlOptions {
  /** The request's CSP nonce: React's inline scripts and the payload's carry it. */
  nonce: string;
  /** The bootstrap module (reference-app/src/bootstrap.ts), the page's one module script. */
  bootstrap: string;
  signal?: AbortSignal;
}

export async function renderHtml(
  payload: ReadableStream<Uint8Array>,
  { nonce, bootstrap, signal }: HtmlOptions,
): Promise<ReadableStream<Uint8Array>> {
  const [forSsr, forBrowser] = payload.tee();
  let tree: Promise<ReactNode> | undefined;
  function SsrRoot() {
    // Started inside React DOM's render, so the client references' preloads (modulepreload) are placed in the head.
    tree ??= createFromReadableStream<ReactNode>(forSsr);
    return use(tree);
  }
  const html = await renderToReadableStream(<SsrRoot />, {
    nonce: { script: nonce, style: nonce },
    // Only the bootstrap: it keeps early presses and loads the client entry once the first frame is painted.
    bootstrapModules: [bootstrap],
    // Every lazy part in place, however large: with the default chunk size React sends a large finished part (a
    // flyout's contents) after the page, hidden, and moves it in by script, which a visitor without script never sees.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    signal,
    onError(error: unknown) {
      if (signal?.aborted) return;
      console.error('[storefront] html render error', error);
    },
  });
  // The lazily loaded parts of the layout (the footer's newsletter form, the flyouts' contents) are in the HTML in
  // place, not streamed in later by a script: a visitor without script, or before it runs, gets the whole page.
  await html.allReady;
  // React's module preloads out of the head, into the list the bootstrap reads after the first paint; the payload as
  // inline scripts that carry the request's nonce.
  return html
    .pipeThrough(modulesAfterPaint({ entry: getClientEntryUrl(), bootstrap }))
    .pipeThrough(injectRSCPayload(forBrowser, { nonce }));
}
