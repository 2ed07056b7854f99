// The ssr environment's entry: the RSC payload into HTML (react-dom/server), the same payload inlined for hydration.
import { createFromReadableStream, getClientEntryUrl } from '@vitejs/plugin-rsc/ssr';
import { use, type ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server.edge';
import { injectRSCPayload } from 'rsc-html-stream/server';

export interface HtmlOptions {
  /** The request's CSP nonce: React's inline scripts and the payload's carry it. */
  nonce: string;
  /** The early-press module (reference-app/src/earlyPresses.ts), the page's first module script. */
  earlyPresses: string;
  signal?: AbortSignal;
}

export async function renderHtml(
  payload: ReadableStream<Uint8Array>,
  { nonce, earlyPresses, signal }: HtmlOptions,
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
    bootstrapModules: [earlyPresses, getClientEntryUrl()],
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
  // The payload as inline scripts that carry the request's nonce.
  return html.pipeThrough(injectRSCPayload(forBrowser, { nonce }));
}
