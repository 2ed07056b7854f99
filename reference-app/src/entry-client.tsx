import './zodUnderCsp';
import { setNonce } from 'get-nonce';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './global.css';
import './consent/consent.css';
import { App, PageContent, ShopProviders, type AppProps } from './App';
import { loadAppMessages } from './messages';
import { fallbackPageData, readPageData } from './routing/browser';
import { loadPageModule } from './routing/pageModules';

// Radix's scroll lock injects a <style>: give it the request's nonce (browsers expose it only as the property).
const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
if (nonce) setNonce(nonce);

// The page's component (with the schema its data is parsed with) and its texts arrive before hydrating (both
// preloaded by the server), so nothing suspends.
const reading = await readPageData(document);
if (reading.ok) {
  const messages = await loadAppMessages(reading.site.locale);
  const Page = reading.Page as AppProps['Page'];
  hydrateRoot(document, <App data={reading.data} Page={Page} messages={messages} nonce={nonce} />);
} else {
  // Page data missing or tampered with: the server's page cannot be hydrated safely. Show the error page instead,
  // in the language of the document, keeping its stylesheets (only the body is replaced).
  console.error(`[storefront] ${reading.reason}; showing the error page`);
  const data = fallbackPageData(document);
  const [messages, { Page }] = await Promise.all([loadAppMessages(reading.site.locale), loadPageModule(data.pageType)]);
  createRoot(document.body).render(
    <ShopProviders data={data} messages={messages}>
      <PageContent data={data} Page={Page as AppProps['Page']} />
    </ShopProviders>,
  );
  document.documentElement.dataset.hydrated = 'true';
}
