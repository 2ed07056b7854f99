/** `crema/mocks`: the reference services, for consumers' own tests, stories and dev servers. */
import { createReferenceServices as create, type ReferenceServicesOptions } from './app';
import { allRoutes } from './routes';

export { SESSION_COOKIE, sessionOf, type ReferenceServices, type ServicesApp, type RegisterRoutes } from './app';
export { FaultTable, faultSchema, routeKey, type Fault, type RouteKey } from './faults';
export type { ReferenceState, SeedOptions } from './state';
export type { CookieBrowser } from './testing';
export { DEMO_LOGIN_TOKEN_TIMES, LONG_TERM_TOKEN_LIFETIME_S, SEEDED_LOGIN, type LoginTokenTimes } from './routes/login';
export { cookieHeaderOf, withCookies } from './testing';

/* The reference newsletter service's own state, for tests of sign-up and double opt-in flows */
export {
  newsletterRoutes,
  newsletterMailbox,
  findSubscriber,
  seededSubscriberTokens,
  type NewsletterMail,
} from './routes/newsletter';

/* What the reference services answer per site, for tests that read the shop's content */
export { catalogueOf } from './fixtures/products';
export { CATEGORY_MIN_PRODUCTS } from './fixtures/catalogue';
export { footerContentOf } from './fixtures/footer';
export { headerShowOf, headerTreeOf } from './fixtures/navigation';
export { themeWorldsOf } from './fixtures/themeWorlds';
export { seedPromotions } from './fixtures/promotions';
export { contentPageOf, ordersOf, storesOf } from './fixtures/content';
export { cartArticles, cartPartnerProducts, titleLanguageOf } from './routes/cartArticles';

/* Catalog tests (the platform's, the storefront's, an app's own): a message's ICU arguments, values to format it */
export { messageArguments, sampleValues, type ArgumentKind } from '../platform/i18n/testing';
export type { ReferenceServicesOptions };

/** The reference services with every route module (pass `routes` to pick some). */
export const createReferenceServices = (options: ReferenceServicesOptions = {}) =>
  create({ routes: allRoutes, ...options });
