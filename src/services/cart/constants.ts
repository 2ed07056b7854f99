/** Constants of the cart service: its path and query, the changes, the error codes, the unavailable states. */

/** The cart calls: GET /service/cart/api/cart and PUT /service/cart/api/cart. */
export const CART_PATH = '/service/cart/api/cart';

/** The cart read's "optional query forceReload=true". */
export const FORCE_RELOAD_PARAM = 'forceReload';
export const FORCE_RELOAD_VALUE = 'true';

/** "PUT ... with exactly one of: setArticle, setFreeArticle, setGiftCard, setPartnerProduct, deleteSubscription". */
export const cartChangeKinds = [
  'setArticle',
  'setFreeArticle',
  'setGiftCard',
  'setPartnerProduct',
  'deleteSubscription',
] as const;
export type CartChangeKind = (typeof cartChangeKinds)[number];

/** Cart read errors: "UNKNOWN, CARTSTORAGE_UNAVAILABLE, PRODUCTDATA_UNAVAILABLE, PRICE_UNAVAILABLE, NOT_MODIFIED". */
export const cartReadErrorCodes = [
  'UNKNOWN',
  'CARTSTORAGE_UNAVAILABLE',
  'PRODUCTDATA_UNAVAILABLE',
  'PRICE_UNAVAILABLE',
  'NOT_MODIFIED',
] as const;

/** "Limits come from the server: CART_LIMIT, ITEM_LIMIT, AVAILABILITY_LIMIT, each with a {limit} value". */
export const cartLimitCodes = ['CART_LIMIT', 'ITEM_LIMIT', 'AVAILABILITY_LIMIT'] as const;

/** Cart change errors: the read codes plus the three limits. */
export const cartErrorCodes = [...cartReadErrorCodes, ...cartLimitCodes] as const;
export type CartErrorCode = (typeof cartErrorCodes)[number];
export type CartLimitCode = (typeof cartLimitCodes)[number];

/** "Unknown failures map to UNKNOWN". */
export const UNKNOWN_CART_ERROR: CartErrorCode = 'UNKNOWN';

/** "availability (NOT_AVAILABLE, SOLDOUT or available)"; an article or free article in either blocks checkout. */
export const unavailableAvailabilities = ['NOT_AVAILABLE', 'SOLDOUT'] as const;

/** Whether an availability is one of the two that cannot be bought (any other value, or none, is available). */
export const isUnavailable = (availability: string | null | undefined): boolean =>
  (unavailableAvailabilities as readonly (string | null | undefined)[]).includes(availability);
