/**
 * The storefront's own modules that hydrating needs, one entry (vite.config.ts), imported by ./hydrate.tsx in a task
 * after React and the libraries have been evaluated: evaluating all of them at once was one long task.
 */
import './global.css';
import './consent/consent.css';

export { App, PageContent, ShopProviders, type AppProps } from './App';
export { documentTitle } from './Document';
export { HydratedMarker } from './shell/HydratedMarker';
export { RetitleDocument } from './shell/RetitleDocument';
export { loadAppMessages } from './messages';
export { fallbackPageData, readPageData } from './routing/browser';
export { loadPageModule } from './routing/pageModules';
