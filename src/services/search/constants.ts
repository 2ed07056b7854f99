/** Constants of the search service (spec 000 §7, §9). */

/** Spec 000 §7 #7: "GET /service/searchfrontend/api/suggestions". */
export const SUGGESTIONS_PATH = '/service/searchfrontend/api/suggestions';
/** Spec 000 §7 #8: "GET /service/searchfrontend/api/cachekey". */
export const CACHEKEY_PATH = '/service/searchfrontend/api/cachekey';

/** Spec 000 §9: "10 search terms and 5 products requested" (maxSearchTerms and maxProducts, new header). */
export const MAX_SEARCH_TERMS = 10;
export const MAX_PRODUCTS = 5;
