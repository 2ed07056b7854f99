/** Constants of the preview service: its paths, the PreviewToken cookie, the token call's statuses and method. */

/** "All preview calls are under /service/preview/api". */
export const PREVIEW_BASE = '/service/preview/api';
export const CHECK_AUTH_PATH = `${PREVIEW_BASE}/auth/checkauth`;
export const PREVIEW_LOGOUT_PATH = `${PREVIEW_BASE}/auth/logout`;
export const PREVIEW_RENEW_PATH = `${PREVIEW_BASE}/auth/login/renew`;
export const PREVIEW_TOKEN_PATH = `${PREVIEW_BASE}/token`;

/**
 * "Preview mode is entered when a PreviewToken cookie exists"; the token call sets it (a session
 * cookie readable by the page: the promotions refetch when it exists).
 */
export const PREVIEW_TOKEN_COOKIE = 'PreviewToken';

/**
 * "a staff or internal-auth cookie (names StaffAuthToken and CobraAuthToken)": either holds a staff session. The
 * shop's staff sign-in writes the first, the internal sign-in the second; the preview service renews and expires both.
 */
export const staffCookies = ['StaffAuthToken', 'CobraAuthToken'] as const;

const SECONDS_PER_MINUTE = 60;
/**
 * A staff session cookie lasts 30 minutes after the last renewal (not shown; chosen): longer than the panel's renewal
 * interval of 5 minutes, so an open panel keeps its session.
 */
export const STAFF_SESSION_LIFETIME_S = 30 * SECONDS_PER_MINUTE;

/** The token call's "answer status SUCCESS, BAD_REQUEST, INTERNAL_ERROR or UNAUTHORIZED". */
export const previewTokenStatuses = ['SUCCESS', 'BAD_REQUEST', 'INTERNAL_ERROR', 'UNAUTHORIZED'] as const;
export type PreviewTokenStatus = (typeof previewTokenStatuses)[number];

/**
 * The token call: "GET (exact method not shown) ... body carries previewDateTime". A GET cannot carry a
 * body in fetch, so the method is chosen POST (docs/decisions.md, "Services").
 */
export const PREVIEW_TOKEN_METHOD = 'POST';

/**
 * The staff check's `status` ("Preview check response: status, ..."; values not shown, chosen): 'true'
 * with a staff session, 'false' without. A shopper's check is answered 200 with 'false', not an error status, so no
 * shopper's page shows a failed request in the console.
 */
export const checkAuthStatus = { staff: 'true', none: 'false' } as const;
