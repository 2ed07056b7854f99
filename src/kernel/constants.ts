/**
 * The shop's constants that several features share, each named once: the links the header, the search and the mini
 * cart point to, the page's scroll rules the header and the top banner both follow, the cookies that make a page's
 * header reduced (the footer and the app banner follow it too), and the native app's bridge (the header and the
 * navigation look for it).
 */

/** "Sticky scroll margin 30 px": scrolled less than this from the top, the header always shows. */
export const STICKY_SCROLL_MARGIN_PX = 30;

/** "Scroll listener debounce 50 ms" (the scroll handler's delay). */
export const SCROLL_DEBOUNCE_MS = 50;

/** The links from the header: logo, cart icon, user account icon, store finder icon. */
export const headerLinks = {
  home: '/',
  cart: '/service/cartfrontend/cart',
  user: '/usermenu',
  storeFinder: '/service/storefinder/search',
  /** "/search?query={term}"; the fallback search box submits here natively. */
  search: '/search',
} as const;

/** The search results page's query parameter ("/search?query={term}"). */
export const SEARCH_QUERY_PARAM = 'query';

/**
 * The reduced header is "switched on when an affiliate cookie or the new-app cookie is present". The names are not
 * shown: chosen.
 */
export const AFFILIATE_COOKIE = 'affiliate';
export const NEW_APP_COOKIE = 'newApp';
export const reducedHeaderCookies = [AFFILIATE_COOKIE, NEW_APP_COOKIE] as const;

/**
 * The shop's app bridge, present when the page runs inside the native app: the reduced header's back button "first
 * tries the native app back action, then browser history back", and an open flyout locks the page's scrolling "in
 * sticky or app platform mode". The bridge's shape is not shown: chosen `window.AppBridge.back()`.
 */
export const APP_BRIDGE_GLOBAL = 'AppBridge';
