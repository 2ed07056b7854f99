/** Constants of the login service: its paths, the login results, the token cookies. */

/** "login calls under /service/login/api/v1". */
export const LOGIN_BASE = '/service/login/api/v1';
export const LOGIN_PATH = `${LOGIN_BASE}/login`;
export const LOGIN_TOKEN_RENEW_PATH = `${LOGIN_BASE}/logintoken/renew`;
export const LONG_TERM_TOKEN_PATH = `${LOGIN_BASE}/longtermtoken`;

/** "Login results: SUCCESS, UNAUTHORIZED, SERVICE_UNAVAILABLE". */
export const loginResults = ['SUCCESS', 'UNAUTHORIZED', 'SERVICE_UNAVAILABLE'] as const;
export type LoginResult = (typeof loginResults)[number];

/** logintoken/renew: "empty JSON body". */
export const EMPTY_JSON_BODY = {} as const;

/** "A login token is read from the browser cookie LoginToken". */
export const LOGIN_TOKEN_COOKIE = 'LoginToken';
/** The long-term token's cookie ("a long-term token read from a cookie"; name not shown, chosen). */
export const LONG_TERM_TOKEN_COOKIE = 'LongTermToken';
