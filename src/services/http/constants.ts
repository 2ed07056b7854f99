/**
 * Constants shared by every service client. Header names the spec does not show are chosen here, once.
 */

/** "Request timeout 15000 ms" (newsletter and cart); "Request timeout for footer content: 15000 ms". */
export const REQUEST_TIMEOUT_MS = 15000;

/**
 * Header names. "Cart and personal-data calls also send headers carrying the long-term token, the login token and a
 * CSRF marker"; only `X-LoginToken` (base data) is named. The long-term-token and CSRF header names are "not shown":
 * chosen here (docs/decisions.md, "Services").
 */
export const serviceHeaders = {
  /** The newsletter's base-data call: "GET /customers/base-data: header X-LoginToken". */
  loginToken: 'X-LoginToken',
  /** Not shown: the cart calls send "a long-term token read from a cookie as a header". Chosen name. */
  longTermToken: 'X-LongTermToken',
  /** Not shown: the cart calls send "a CSRF marker header". Chosen: the common same-origin marker header. */
  csrfMarker: 'X-Requested-With',
  /** The promotion call sends "header x-hunter-site set to the site"; the newsletter calls write it X-Hunter-Site. */
  hunterSite: 'X-Hunter-Site',
  /** The newsletter calls send "optional X-Hunter-Site and X-Original-Address". */
  originalAddress: 'X-Original-Address',
} as const;

/** The CSRF marker's value (not shown; chosen with its header name above). */
export const CSRF_MARKER_VALUE = 'XMLHttpRequest';

/** The statuses the spec gives a meaning beyond success or failure. */
export const httpStatus = {
  /** Login-token renewal: "0 renewed (201)". */
  created: 201,
  /** Login-token renewal: "1 renewed (200)"; login: "200 success". */
  ok: 200,
  /** Cart: "304 means nothing changed". */
  notModified: 304,
  /** Login: "401 unauthorized". */
  unauthorized: 401,
  /** Promotion: "404 means no content". */
  notFound: 404,
} as const;
