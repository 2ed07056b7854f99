/** Constants of the personal-data service (spec 000 §3, §4, §7; spec 002 §7). */

/** Spec 000 §7 #2, spec 002 §7: "GET /service/customerfrontenddata/api/v1/psdata". */
export const PSDATA_PATH = '/service/customerfrontenddata/api/v1/psdata';

/** Spec 000 §4: "loginStatus values: LOGGED_IN, REMEMBERED, LOGGED_OUT". */
export const loginStatuses = ['LOGGED_IN', 'REMEMBERED', 'LOGGED_OUT'] as const;
export type LoginStatus = (typeof loginStatuses)[number];
/** Spec 000 §4: "LOGGED_IN and REMEMBERED both count as signed in". */
export const signedInStatuses = ['LOGGED_IN', 'REMEMBERED'] as const satisfies readonly LoginStatus[];

/** Spec 000 §7 #2 "no caching". */
export const PSDATA_CACHE_MODE: RequestCache = 'no-store';
