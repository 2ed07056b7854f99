/** Constants of the search service: its two calls, the suggestion maxima and retries, the text limit. */

/** The suggestions call: GET /service/searchfrontend/api/suggestions. */
export const SUGGESTIONS_PATH = '/service/searchfrontend/api/suggestions';
/** The cache-key call: GET /service/searchfrontend/api/cachekey. */
export const CACHEKEY_PATH = '/service/searchfrontend/api/cachekey';

/** "10 search terms and 5 products requested" (maxSearchTerms and maxProducts, new header). */
export const MAX_SEARCH_TERMS = 10;
export const MAX_PRODUCTS = 5;

/**
 * "In the new header a failed request (status 400 or above) is retried up to 4 times, 2 seconds apart" ("retry 4
 * times at 2 s"). The old header does not retry.
 */
export const SUGGESTIONS_RETRY_TIMES = 4;
export const SUGGESTIONS_RETRY_DELAY_MS = 2000;
/** "a failed request (status 400 or above)". */
export const SUGGESTIONS_RETRY_MIN_STATUS = 400;

/** "Search text: maximum length 200 characters". */
export const SEARCH_MAX_LENGTH = 200;
