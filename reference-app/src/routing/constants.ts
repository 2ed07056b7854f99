/** The status of the error page: the page's own data could not be loaded. */
export const ERROR_PAGE_STATUS = 503;
