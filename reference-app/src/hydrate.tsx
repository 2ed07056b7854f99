import './zodUnderCsp';
import { setNonce } from 'get-nonce';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { replayEarlyPresses } from './routing/bootstrap';

/**
 * Hydrates the server's page, imported by the bootstrap (./entry-client.tsx) once the page has painted. Each step a
 * task of its own, so the browser can paint and handle input in between: this module's imports (React and the
 * libraries), then the storefront's own modules (./shop.ts), then the page's data and component, then hydration,
 * itself a transition that yields every few milliseconds.
 */
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

// Radix's scroll lock injects a <style>: give it the request's nonce (browsers expose it only as the property).
const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
if (nonce) setNonce(nonce);

await nextTask();
const {
  App,
  HydratedMarker,
  PageContent,
  RetitleDocument,
  ShopProviders,
  documentTitle,
  fallbackPageData,
  loadAppMessages,
  loadPageModule,
  readPageData,
} = await import('./shop');
await nextTask();
// The page's component (with the schema its data is parsed with) and its texts arrive before hydrating (both
// preloaded by the bootstrap), so nothing suspends.
const reading = await readPageData(document);
if (reading.ok) {
  const messages = await loadAppMessages(reading.site.locale);
  const Page = reading.Page as Parameters<typeof App>[0]['Page'];
  await nextTask();
  // As a transition, hydration yields to the browser every few milliseconds instead of blocking it until the whole
  // page is hydrated (a click or key press in between is replayed once its part has hydrated).
  startTransition(() => {
    hydrateRoot(
      document,
      <App data={reading.data} Page={Page} head={reading.head} messages={messages} nonce={nonce} />,
    );
  });
  // A menu or flyout button pressed while the scripts were loading opens now (the bootstrap kept the press).
  replayEarlyPresses();
} else {
  // Page data missing or tampered with: the server's page cannot be hydrated safely. Show the error page instead,
  // in the language of the document, keeping its stylesheets (only the body is replaced).
  console.error(`[storefront] ${reading.reason}; showing the error page`);
  replayEarlyPresses();
  const data = fallbackPageData(document);
  const [messages, { Page, head }] = await Promise.all([
    loadAppMessages(reading.site.locale),
    loadPageModule(data.pageType),
  ]);
  createRoot(document.body).render(
    <ShopProviders data={data} messages={messages}>
      <PageContent data={data} Page={Page as Parameters<typeof App>[0]['Page']} />
      {/* Marked live once rendered and its lazily loaded parts are in, as a hydrated page is. */}
      <HydratedMarker />
      <RetitleDocument title={documentTitle(head, data, messages)} />
    </ShopProviders>,
  );
}
