// A client-only app: Crema from the packed package, its reference services in the page (no server, no service
// worker: their in-process fetch), German texts loaded before the first render.
import 'crema/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadStorefrontMessages } from 'crema';
import { createServiceClient } from 'crema/services';
import { createReferenceServices } from 'crema/mocks';
import { App } from './App';

const reference = createReferenceServices();
// A browser of the reference services: it keeps the cart session's cookie as a tab would.
const services = createServiceClient({ fetch: reference.browser().fetch, site: 'DE' });
const messages = await loadStorefrontMessages('de-DE');

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App messages={messages} services={services} />
  </StrictMode>,
);
