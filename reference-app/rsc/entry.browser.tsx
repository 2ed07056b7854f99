// The client environment's entry: hydrates the document from the RSC payload inlined in the HTML.
import '../src/zodUnderCsp';
import '../src/global.css';
import '../src/consent/consent.css';
import { setNonce } from 'get-nonce';
import { startTransition, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createFromReadableStream } from '@vitejs/plugin-rsc/browser';
import { rscStream } from 'rsc-html-stream/client';
import { keepEarlyPresses, replayEarlyPresses } from '../src/routing/bootstrap';

keepEarlyPresses();
// Radix's scroll lock injects a <style>: give it the request's nonce (browsers expose it only as the property).
const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
if (nonce) setNonce(nonce);

const root = await createFromReadableStream<ReactNode>(rscStream);
// As a transition, hydration yields to the browser every few milliseconds (a press in between is replayed once its
// part has hydrated).
startTransition(() => {
  hydrateRoot(document, root);
});
// A menu or flyout button pressed while the scripts were loading opens now (the bootstrap kept the press).
replayEarlyPresses();
