/** The meta element whose `content` carries the page data (no inline script needed under the CSP). */
export const pageDataElementName = 'crema-page-data';
