import './zodUnderCsp';
import { setNonce } from 'get-nonce';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './global.css';
import { App, PageContent, ShopProviders } from './App';
import { loadAppMessages } from './messages';
import { fallbackPageData, readPageData } from './routing/browser';

// Radix's scroll lock injects a <style>: give it the request's nonce (browsers expose it only as the property).
const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
if (nonce) setNonce(nonce);

const reading = readPageData(document);
if (reading.ok) {
  const messages = await loadAppMessages(reading.site.locale);
  hydrateRoot(document, <App data={reading.data} messages={messages} nonce={nonce} />);
} else {
  // Page data missing or tampered with: the server's page cannot be hydrated safely. Show the error page instead,
  // in the language of the document, keeping its stylesheets (only the body is replaced).
  console.error(`[storefront] ${reading.reason}; showing the error page`);
  const data = fallbackPageData(document);
  const messages = await loadAppMessages(reading.site.locale);
  createRoot(document.body).render(
    <ShopProviders data={data} messages={messages}>
      <PageContent data={data} />
    </ShopProviders>,
  );
  document.documentElement.dataset.hydrated = 'true';
}
