/** The performance mark the early-press module sets once it keeps presses (a trace shows how long before hydration). */
export const EARLY_PRESSES_MARK = 'crema:early-presses';

/** The status of the error page: the page's own data could not be loaded. */
export const ERROR_PAGE_STATUS = 503;
