/**
 * Constants of the search (suggestions, recent searches, keyword shortcuts), each named once with the rule's own words.
 * The request's maxima, its retry policy and the text's maximum length live with the service client
 * (services/search/constants.ts), the results address with the shop's links (kernel/constants.ts); they are
 * re-exported here, not restated.
 */
import type { SiteCode } from '../../platform/site';
import { SEARCH_QUERY_PARAM, headerLinks } from '../../kernel/constants';

export { SEARCH_QUERY_PARAM };
export {
  SEARCH_MAX_LENGTH,
  MAX_PRODUCTS,
  MAX_SEARCH_TERMS,
  SUGGESTIONS_RETRY_DELAY_MS,
  SUGGESTIONS_RETRY_MIN_STATUS,
  SUGGESTIONS_RETRY_TIMES,
} from '../../services/search/constants';

/**
 * "Two header layouts exist". `overlay`: the old header's "flyout search", the search overlay screen (input, term
 * suggestions, product recommendations, recent history); `flyout`: the new header's search flyout ("search and menu
 * flyouts").
 */
export const searchVariants = ['overlay', 'flyout'] as const;
export type SearchVariant = (typeof searchVariants)[number];

/**
 * "Both readings are given: minimum 3 in the overlay search, minimum 2 in the new header search. Shorter text clears
 * the suggestion lists." The limits: "minimum typed length 3 (overlay) or 2 (new header)". Counted on the trimmed text.
 */
export const SUGGESTION_MIN_LENGTH: Readonly<Record<SearchVariant, number>> = { overlay: 3, flyout: 2 };

/** "Suggestions are debounced by 100 ms". */
export const SUGGESTION_DEBOUNCE_MS = 100;

/** "Recent search history: list of strings in local browser storage under the key recentSearchTerms". */
export const RECENT_SEARCHES_STORAGE_KEY = 'recentSearchTerms';

/** "The trimmed text is added to history: newest first, duplicates removed, at most 50 entries". */
export const RECENT_SEARCHES_MAX = 50;

/** "Up to 5 history entries that match the typed text are shown above the suggestions". */
export const RECENT_SEARCHES_SHOWN = 5;

/** A suggestion request failure is "logged as 'Error while loading search suggestions'; the term list is emptied". */
export const SUGGESTIONS_FAILURE_LOG = 'Error while loading search suggestions';

/**
 * Submitting navigates, if the text is no keyword, "to /search?query={encoded trimmed text}" (the results address
 * /search?query={term}): the results address without the encoded text.
 */
export const SEARCH_RESULTS_PREFIX = `${headerLinks.search}?${SEARCH_QUERY_PARAM}=`;

/**
 * The keyword shortcuts' relative targets ("Keyword shortcut table ... maps to a target path"), all taken from the
 * header's link targets, each quoted below as "target | purpose". Which route serves returns, delivery and payment is
 * not given: the service page with its `category` parameter ("/c/service (optional parameters question, and title or
 * category)").
 */
export const keywordRoutes = {
  /** "/c/service". */
  service: '/c/service',
  /** "/contact | contact". */
  contact: '/contact',
  /** "/service/storefinder/ | store finder". */
  stores: '/service/storefinder/',
  /** "/c/subscribenewsletter, /subscribenewsletter | newsletter subscription". */
  newsletter: '/subscribenewsletter',
  /** "/c/geschenkkarte and gift-card pages | gift cards". */
  giftCard: '/c/geschenkkarte',
  /** "/service/cartfrontend/cart (also seen as /cart) | cart icon". */
  cart: headerLinks.cart,
  /** "/orders | orders". */
  orders: '/orders',
  /** "/scout, /kaffeeakademie | content pages". */
  coffeeAcademy: '/kaffeeakademie',
  returns: '/c/service?category=returns',
  delivery: '/c/service?category=delivery',
  payment: '/c/service?category=payment',
} as const;

/**
 * The catalogue words' targets: the shop's weekly theme worlds, at the theme-world overview of each language (the main
 * navigation's first item takes its "title and url from the theme-world flyout overview, otherwise configured
 * defaults"; these are the configured defaults, the same addresses the reference services' overview uses).
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
 * "Some keyword shortcuts lead to absolute external or country-shop addresses." The addresses are not given: the
 * configured country-shop home pages (https only), so that a country's name typed in one shop leads to that country's
 * shop. A deployment replaces these with its own hosts.
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
