/**
 * Constants of the header, each named once, with the rule's own words where quoted. Where a value is not given (cookie
 * names, the storage key, the payment methods), the choice is recorded in docs/decisions.md ("Header").
 */
import type { BadgeCapStyle } from '../../../design-tokens';
import type { SiteCode } from '../../platform/site';

// The shop's links and page-scroll rules (shared with search, mini cart and the top banner) and the reduced header's
// cookies (read by footer and app banner too) are the kernel's.
export {
  STICKY_SCROLL_MARGIN_PX,
  SCROLL_DEBOUNCE_MS,
  headerLinks,
  SEARCH_QUERY_PARAM,
  AFFILIATE_COOKIE,
  NEW_APP_COOKIE,
  reducedHeaderCookies,
} from '../../kernel/constants';

/**
 * "Pages of type basket and ProductDetailPage disable the hide-on-scroll header behaviour"; read from the page root's
 * page-type attribute.
 */
export const pageTypesWithoutHideOnScroll = ['basket', 'ProductDetailPage'] as const;

/** "A page-type attribute on the page root is read" (PageLayout writes it). */
export const PAGE_TYPE_ATTRIBUTE = 'data-page-type';

/**
 * "Cart badge: hidden at 0 ... shows '9+' above 9": the Badge primitive's 'suffix' cap style (its caps, 9 and 99, are
 * tokens: `badgeCaps`); the mini cart uses 'prefix' ('+99').
 */
export const CART_BADGE_CAP_STYLE = 'suffix' satisfies BadgeCapStyle;

/**
 * Where the header's cart count comes from: its own cart call (GET /service/cart/api/cart, reloaded on cart-update), or
 * only the count-changed event of a mini cart on the same page that loads the cart itself, so the page asks once.
 */
export const cartCountSources = ['service', 'count-changed'] as const;
export type CartCountSource = (typeof cartCountSources)[number];

/** "Cart load failure: count shown as 0; error logged". The logged text. */
export const CART_COUNT_FAILURE_LOG = '[crema] Cart count load failure: the badge shows 0.';

/** A cart count that is negative or not a whole number (bad input): shown as 0, logged once. */
export const CART_COUNT_INVALID_LOG = '[crema] Cart count is not a count (negative or not a whole number): shown as 0.';

/** "Navigation fetch failure: logged; the header keeps its default placeholder items". */
export const NAVIGATION_FAILURE_LOG = '[crema] Navigation fetch failure: the header keeps its placeholder items.';

/** The cache-key call, "GET /service/searchfrontend/api/cachekey ... at header start"; a failure is only logged. */
export const CACHE_KEY_FAILURE_LOG = '[crema] Search cache key failure: search works without it.';

/**
 * The last known cart count in local storage, so the badge shows it at once after hydration. The key's name is
 * ours.
 */
export const CART_COUNT_STORAGE_KEY = 'crema.header.cartCount';

/** "Search text: maximum length 200 characters" (named with the search service, which checks it too). */
export { SEARCH_MAX_LENGTH } from '../../services/search/constants';

/**
 * "The old header has four navigation items whose titles come from configuration". Their titles and addresses are
 * per-locale texts (`header.classicNav.{id}` and `header.classicNav.{id}.url`); the new header shows the same items as
 * its "default placeholder items" while the navigation loads and when it fails.
 */
export const configuredNavigationItems = ['coffee', 'household', 'fashion', 'sale'] as const;
export type ConfiguredNavigationItem = (typeof configuredNavigationItems)[number];

/**
 * The payment methods and card brands of the header's logo row, per site ("a row of payment and brand logos"; which
 * ones is not given: chosen from the footer's payment methods, with cash on pickup in SK and BKM in TR).
 */
export const paymentMethods = [
  'paypal',
  'visa',
  'mastercard',
  'invoice',
  'twint',
  'blik',
  'cashOnPickup',
  'bkm',
] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
export const paymentMethodsBySite: Readonly<Record<SiteCode, readonly PaymentMethod[]>> = {
  DE: ['paypal', 'visa', 'mastercard', 'invoice'],
  AT: ['paypal', 'visa', 'mastercard', 'invoice'],
  CH: ['twint', 'paypal', 'visa', 'mastercard', 'invoice'],
  CH_FR: ['twint', 'paypal', 'visa', 'mastercard', 'invoice'],
  CZ: ['paypal', 'visa', 'mastercard', 'invoice'],
  HU: ['paypal', 'visa', 'mastercard'],
  PL: ['blik', 'paypal', 'visa', 'mastercard'],
  SK: ['paypal', 'visa', 'mastercard', 'cashOnPickup'],
  TR: ['bkm', 'visa', 'mastercard'],
};

/**
 * The reduced header's back button "first tries the native app back action, then browser history back". The bridge's
 * shape is not shown: chosen `window.AppBridge.back()`.
 */
export const APP_BRIDGE_GLOBAL = 'AppBridge';

/** The tracking event "navigation_click (with click_type and click_target)": the click types the header sends. */
export const navigationClickTypes = ['logo', 'navigation', 'icon', 'skip_link', 'back'] as const;
export type NavigationClickType = (typeof navigationClickTypes)[number];

/**
 * The header's ga_event (category, action, label): what its parts do that is neither a navigation click nor a
 * promotion click. The app-install banner's install link and close button, labelled with the system the banner is for
 * (android, ios).
 */
export const gaEventCategories = ['app_banner'] as const;
export type GaEventCategory = (typeof gaEventCategories)[number];
export const gaEventActions = ['install', 'close'] as const;
export type GaEventAction = (typeof gaEventActions)[number];
