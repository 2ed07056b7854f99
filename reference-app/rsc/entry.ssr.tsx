// The ssr environment's entry: the RSC stream into HTML (react-dom/server), the same stream inlined for hydration.
import { createFromReadableStream, getClientEntryUrl } from '@vitejs/plugin-rsc/ssr';
import { use, type ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server.edge';
import { injectRSCPayload } from 'rsc-html-stream/server';

export async function renderHtml(
  rscStream: ReadableStream<Uint8Array>,
  { nonce, signal }: { nonce: string; signal?: AbortSignal },
): Promise<ReadableStream<Uint8Array>> {
  const [forSsr, forBrowser] = rscStream.tee();
  let payload: Promise<ReactNode> | undefined;
  function SsrRoot() {
    // Started inside React DOM's render, so the client references' preloads (modulepreload, stylesheets) are emitted.
    payload ??= createFromReadableStream<ReactNode>(forSsr);
    return use(payload);
  }
  const html = await renderToReadableStream(<SsrRoot />, {
    nonce: { script: nonce, style: nonce },
    bootstrapModules: [getClientEntryUrl()],
    // Every lazy part in place (as entry-server.tsx): a visitor without script gets the whole page.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    signal,
    onError(error: unknown) {
      console.error('[storefront] ssr render error', error);
    },
  });
  await html.allReady;
  // The RSC payload as inline scripts that carry the request's nonce.
  return html.pipeThrough(injectRSCPayload(forBrowser, { nonce }));
}
