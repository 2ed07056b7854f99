/** Constants of the search service (spec 000 §7, §9). */

/** Spec 000 §7 #7: "GET /service/searchfrontend/api/suggestions". */
export const SUGGESTIONS_PATH = '/service/searchfrontend/api/suggestions';
/** Spec 000 §7 #8: "GET /service/searchfrontend/api/cachekey". */
export const CACHEKEY_PATH = '/service/searchfrontend/api/cachekey';

/** Spec 000 §9: "10 search terms and 5 products requested" (maxSearchTerms and maxProducts, new header). */
export const MAX_SEARCH_TERMS = 10;
export const MAX_PRODUCTS = 5;

/**
 * Spec 000 §7: "In the new header a failed request (status 400 or above) is retried up to 4 times, 2 seconds
 * apart"; §9: "retry 4 times at 2 s". The old header does not retry.
 */
export const SUGGESTIONS_RETRY_TIMES = 4;
export const SUGGESTIONS_RETRY_DELAY_MS = 2000;
/** Spec 000 §7: "a failed request (status 400 or above)". */
export const SUGGESTIONS_RETRY_MIN_STATUS = 400;

/** Spec 000 §5: "Search text: maximum length 200 characters". */
export const SEARCH_MAX_LENGTH = 200;
