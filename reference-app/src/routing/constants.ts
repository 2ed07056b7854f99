/** The meta element whose `content` carries the page data (no inline script needed under the CSP). */
export const pageDataElementName = 'crema-page-data';

/** The status of the error page: the page's own data could not be loaded, or did not arrive intact. */
export const ERROR_PAGE_STATUS = 503;
