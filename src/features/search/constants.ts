/**
 * Constants of the search (spec 000 §3, §4 "Search", §5, §7 #7, §8, §9), each named once with the spec's words. The
 * request's maxima and its retry policy live with the service client (services/search/constants.ts), the text's
 * maximum length and the results address with the header (header/constants.ts); they are re-exported here, not
 * restated.
 */
import type { SiteCode } from '../../platform/site';
import { SEARCH_MAX_LENGTH, SEARCH_QUERY_PARAM, headerLinks } from '../header/constants';

export { SEARCH_MAX_LENGTH, SEARCH_QUERY_PARAM };
export {
  MAX_PRODUCTS,
  MAX_SEARCH_TERMS,
  SUGGESTIONS_RETRY_DELAY_MS,
  SUGGESTIONS_RETRY_MIN_STATUS,
  SUGGESTIONS_RETRY_TIMES,
} from '../../services/search/constants';

/**
 * Spec 000 §1: "Two header layouts exist". `overlay`: the old header's "flyout search" (§1), the overlay of §2 screen
 * 6; `flyout`: the new header's search flyout (§1 "search and menu flyouts").
 */
export const searchVariants = ['overlay', 'flyout'] as const;
export type SearchVariant = (typeof searchVariants)[number];

/**
 * Spec 000 §5: "Both readings are given: minimum 3 in the overlay search, minimum 2 in the new header search. Shorter
 * text clears the suggestion lists." §9: "minimum typed length 3 (overlay) or 2 (new header)". Counted on the trimmed
 * text.
 */
export const SUGGESTION_MIN_LENGTH: Readonly<Record<SearchVariant, number>> = { overlay: 3, flyout: 2 };

/** Spec 000 §7: "Suggestions are debounced by 100 ms"; §9 "Suggestion debounce 100 ms". */
export const SUGGESTION_DEBOUNCE_MS = 100;

/** Spec 000 §3 "Recent search history: list of strings in local browser storage under the key recentSearchTerms". */
export const RECENT_SEARCHES_STORAGE_KEY = 'recentSearchTerms';

/** Spec 000 §4: "The trimmed text is added to history: newest first, duplicates removed, at most 50 entries"; §9 "history 50 entries". */
export const RECENT_SEARCHES_MAX = 50;

/** Spec 000 §4: "Up to 5 history entries that match the typed text are shown above the suggestions"; §9 "5 history matches shown". */
export const RECENT_SEARCHES_SHOWN = 5;

/** Spec 000 §8: "Suggestion request failure | logged as 'Error while loading search suggestions'; the term list is emptied". */
export const SUGGESTIONS_FAILURE_LOG = 'Error while loading search suggestions';

/**
 * Spec 000 §4: "otherwise to /search?query={encoded trimmed text}" (§2 "/search?query={term}"): the results address
 * without the encoded text.
 */
export const SEARCH_RESULTS_PREFIX = `${headerLinks.search}?${SEARCH_QUERY_PARAM}=`;

/**
 * The keyword shortcuts' relative targets (spec 000 §3 "Keyword shortcut table ... maps to a target path"), all taken
 * from the route table of spec 000 §2. Which route serves returns, delivery and payment is not shown: the service
 * page with its `category` parameter (§2 "/c/service (optional parameters question, and title or category)").
 */
export const keywordRoutes = {
  /** §2 "/c/service". */
  service: '/c/service',
  /** §2 "/contact | contact". */
  contact: '/contact',
  /** §2 "/service/storefinder/ | store finder". */
  stores: '/service/storefinder/',
  /** §2 "/c/subscribenewsletter, /subscribenewsletter | newsletter subscription". */
  newsletter: '/subscribenewsletter',
  /** §2 "/c/geschenkkarte and gift-card pages | gift cards". */
  giftCard: '/c/geschenkkarte',
  /** §2 "/service/cartfrontend/cart (also seen as /cart) | cart icon". */
  cart: headerLinks.cart,
  /** §2 "/orders | orders". */
  orders: '/orders',
  /** §2 "/scout, /kaffeeakademie | content pages". */
  coffeeAcademy: '/kaffeeakademie',
  returns: '/c/service?category=returns',
  delivery: '/c/service?category=delivery',
  payment: '/c/service?category=payment',
} as const;

/**
 * The catalogue words' targets: the shop's weekly theme worlds, at the theme-world overview of each language (spec 000
 * §2 screen 1: "title and url from the theme-world flyout overview, otherwise configured defaults"; these are the
 * configured defaults, the same addresses the reference services' overview uses).
 */
export const catalogueRoutes: Readonly<Record<SiteCode, string>> = {
  DE: '/themenwelten',
  AT: '/themenwelten',
  CH: '/themenwelten',
  CH_FR: '/univers',
  CZ: '/tematicke-svety',
  SK: '/tematicke-svety',
  HU: '/temavilagok',
  PL: '/swiaty-tematyczne',
  TR: '/tema-dunyalari',
};

/**
 * Spec 000 §2: "Some keyword shortcuts lead to absolute external or country-shop addresses." The addresses are not
 * shown: the configured country-shop home pages (https only), so that a country's name typed in one shop leads to that
 * country's shop. A deployment replaces these with its own hosts.
 */
export const countryShopAddresses: Readonly<Record<SiteCode, string>> = {
  DE: 'https://www.crema-shop.example/de/',
  AT: 'https://www.crema-shop.example/at/',
  CH: 'https://www.crema-shop.example/ch/',
  CH_FR: 'https://www.crema-shop.example/ch_fr/',
  CZ: 'https://www.crema-shop.example/cz/',
  HU: 'https://www.crema-shop.example/hu/',
  PL: 'https://www.crema-shop.example/pl/',
  SK: 'https://www.crema-shop.example/sk/',
  TR: 'https://www.crema-shop.example/tr/',
};
