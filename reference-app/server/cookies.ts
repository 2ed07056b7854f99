/** Cookie that remembers the site picked with `?site=` (DESIGN.md: site by query parameter, remembered). */
export const siteCookie = 'crema-site';

/**
 * Spec 002: "Header and footer are both hidden when a content cookie says no header and no footer". The cookie's
 * name and value are not shown: `crema-content=noheader-nofooter` (docs/decisions.md).
 */
export const contentCookie = { name: 'crema-content', hideHeaderAndFooter: 'noheader-nofooter' } as const;
