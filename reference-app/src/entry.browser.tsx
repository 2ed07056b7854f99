// The client environment's entry: hydrates the document from the RSC payload the server inlined in the HTML.
import './zodUnderCsp';
import './global.css';
import './consent/consent.css';
import { setNonce } from 'get-nonce';
import { startTransition, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createFromReadableStream } from '@vitejs/plugin-rsc/browser';
import { rscStream } from 'rsc-html-stream/client';

// Radix's scroll lock injects a <style>: give it the request's nonce (browsers expose it only as the property).
const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
if (nonce) setNonce(nonce);

const root = await createFromReadableStream<ReactNode>(rscStream);
// As a transition, hydration yields to the browser every few milliseconds instead of blocking it until the whole page
// is hydrated (a press in between is replayed once its part has hydrated).
startTransition(() => {
  hydrateRoot(document, root);
});
