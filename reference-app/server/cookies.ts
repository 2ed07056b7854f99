/** Cookie that remembers the site picked with `?site=` (DESIGN.md: site by query parameter, remembered). */
export const siteCookie = 'crema-site';

/**
 * "Header and footer are both hidden when a content cookie says no header and no footer". The cookie's
 * name and value are not shown: `crema-content=noheader-nofooter` (docs/decisions.md).
 */
export const contentCookie = { name: 'crema-content', hideHeaderAndFooter: 'noheader-nofooter' } as const;

/**
 * The new-header flag for a demo (the new header "is active only when a new-header flag is on"):
 * `?newHeader=0` shows the old header, `?newHeader=1` the new one, remembered in this cookie; without either, the
 * storefront's configured flag.
 */
export const newHeaderCookie = { name: 'crema-new-header', param: 'newHeader', on: '1', off: '0' } as const;
