/**
 * Constants of the header, each named once, with the rule's own words where quoted. Where a value is not given (cookie
 * names, the payment methods), the choice is recorded in docs/decisions.md ("Header").
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

/** The cache-key call, "GET /service/searchfrontend/api/cachekey ... at header start"; a failure is only logged. */
export const CACHE_KEY_FAILURE_LOG = '[crema] Search cache key failure: search works without it.';

/** "Search text: maximum length 200 characters" (named with the search service, which checks it too). */
export { SEARCH_MAX_LENGTH } from '../../services/search/constants';

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
