/**
 * The root attribute that stops the page scrolling while an overlay covers it (an open flyout, a modal): one for every
 * overlay, so opening one restyles only the root, the same way whichever overlay it is.
 */
export const PAGE_SCROLL_LOCK_ATTRIBUTE = 'data-crema-scroll-lock';
