/** Constants of the personal-data service: its call, the login statuses, its cache mode. */

/** The personal-data call (header and footer): GET /service/customerfrontenddata/api/v1/psdata. */
export const PSDATA_PATH = '/service/customerfrontenddata/api/v1/psdata';

/** "loginStatus values: LOGGED_IN, REMEMBERED, LOGGED_OUT". */
export const loginStatuses = ['LOGGED_IN', 'REMEMBERED', 'LOGGED_OUT'] as const;
export type LoginStatus = (typeof loginStatuses)[number];
/** "LOGGED_IN and REMEMBERED both count as signed in". */
export const signedInStatuses = ['LOGGED_IN', 'REMEMBERED'] as const satisfies readonly LoginStatus[];

/** The personal-data call uses "no caching". */
export const PSDATA_CACHE_MODE: RequestCache = 'no-store';
