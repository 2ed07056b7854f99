/**
 * Constants shared by every service client. Header names the spec does not show are chosen here, once.
 */

/** Spec 001 §9: "Request timeout 15000 ms"; spec 002 §9: "Request timeout for footer content: 15000 ms". */
export const REQUEST_TIMEOUT_MS = 15000;

/**
 * Header names. Spec 000 §7: "Cart and personal-data calls also send headers carrying the long-term token, the login
 * token and a CSRF marker"; spec 001 §7 names only `X-LoginToken` (base data). The long-term-token and CSRF header
 * names are "not shown": chosen here (docs/decisions.md, "Services").
 */
export const serviceHeaders = {
  /** Spec 001 §7: "GET /customers/base-data: header X-LoginToken". */
  loginToken: 'X-LoginToken',
  /** Not shown: "a long-term token read from a cookie as a header" (spec 001 §7). Chosen name. */
  longTermToken: 'X-LongTermToken',
  /** Not shown: "a CSRF marker header" (spec 001 §7). Chosen: the common same-origin marker header. */
  csrfMarker: 'X-Requested-With',
  /** Spec 000 §7 (promotion): "header x-hunter-site set to the site"; spec 001 §7 writes it X-Hunter-Site. */
  hunterSite: 'X-Hunter-Site',
  /** Spec 001 §7 (newsletter): "optional X-Hunter-Site and X-Original-Address". */
  originalAddress: 'X-Original-Address',
} as const;

/** The CSRF marker's value (not shown; chosen with its header name above). */
export const CSRF_MARKER_VALUE = 'XMLHttpRequest';

/** The statuses the spec gives a meaning beyond success or failure. */
export const httpStatus = {
  /** Spec 002 §4: "0 renewed (201)". */
  created: 201,
  /** Spec 002 §4: "1 renewed (200)"; spec 002 §7 login: "200 success". */
  ok: 200,
  /** Spec 001 §7: "304 means nothing changed". */
  notModified: 304,
  /** Spec 002 §7 login: "401 unauthorized". */
  unauthorized: 401,
  /** Spec 002 §7: "404 means no content" (promotion). */
  notFound: 404,
} as const;
