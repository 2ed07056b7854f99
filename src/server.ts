/**
 * `crema/server`: what a server needs to render the storefront's features, and nothing a browser loads. The loaders
 * that build each feature's server state through the service client, the zod schemas of that state (page data is
 * parsed again before it is trusted), the decisions a server takes per request (the reduced header, the app banner,
 * the footer's view, the newsletter's rules and form posts), and the cookie helpers it reads and writes with. Every
 * name comes from a style-free module (never a feature's index), so a server loads this entry without a bundler.
 */

/* Loaders and the schemas of what they load */
export { loadHeaderNavigation, headerNavigationSchema, type HeaderNavigation } from './features/navigation/load';
export {
  loadHeaderPromotions,
  loadPromotion,
  headerPromotionsSchema,
  promotionStateSchema,
  promotionFetched,
  type HeaderPromotions,
  type PromotionState,
} from './features/promotion/load';
export { colourOutcomeSchema, type ColourOutcome, type PromotionColours } from './features/promotion/colourOutcome';
export {
  loadFooter,
  footerStateSchema,
  footerRequestSchema,
  footerRequestOf,
  type FooterState,
  type FooterRequest,
} from './features/footer/load';
export { newsletterServerStateSchema, type NewsletterServerState } from './features/newsletter/state';
export { cartExtrasSchema, lineExtrasSchema, type Money } from './features/minicart/extras';

/* What else a page's data carries: the shop's flags, the footer's views */
export { defaultFlags, stages, type StorefrontFlags } from './kernel/flags';
export { footerViews } from './features/footer/constants';

/* Sites: the site of a request (as the root entry has them, without loading any component) */
export { sites, findSite, resolveSite, fallbackLocale, type Site } from './platform/site';

/* Decisions per request */
export { isReducedHeader } from './kernel/reduced';
export { footerViewOf } from './features/footer/constants';
export { searchTextFromUrl } from './features/search/sanitise';
export {
  appBannerDecision,
  appBannerDevice,
  appBannerDevices,
  parseAppBannerDecision,
  noAppBanner,
  type AppBannerDecision,
  type AppBannerDevice,
  type AppBannerInput,
} from './features/app-banner/decision';
export { footerViewFor } from './features/footer/logic';
export type { FooterView } from './features/footer/constants';
export { rulesOf, type NewsletterRules } from './features/newsletter/rules';
export {
  initialNewsletterValues,
  newsletterSchemaFor,
  fieldErrorsOf,
  valuesFromFormData,
} from './features/newsletter/schema';
export { subscriberUpdateOf, updateValuesFromFormData } from './features/newsletter/update';
export { submitNewsletter, confirmNewsletterLink, type NewsletterSubmission } from './features/newsletter/submit';
export { DNE_CONSENT } from './features/newsletter/constants';

/* The addresses the header links to (home, cart, user menu, store finder, search): routes the app's server serves */
export { headerLinks, SEARCH_QUERY_PARAM } from './kernel/constants';

/* Cookies: parsed and written by the `cookie` library; the names of those the server reads and the features write */
export { readCookies, readCookie, hasCookie, serializeCookie, type CookieOptions } from './platform/browser/cookies';
export { AFFILIATE_COOKIE, NEW_APP_COOKIE } from './features/header/constants';
export { PRODUCT_APP_COOKIE, userAgentPatterns } from './features/app-banner/constants';
export { FOOTER_VIEW_COOKIE, FOOTER_VIEW_COOKIE_MAX_AGE_S } from './features/footer/constants';
