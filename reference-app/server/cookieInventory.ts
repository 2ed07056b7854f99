/**
 * Every cookie the storefront reads or writes, with who writes and reads it and the attributes it is
 * written with. A test (tests/e2e/scale/cookies.spec.ts) drives the built server and the reference services through
 * every flow that sets one and fails on a cookie this list does not name or one written with other attributes; a new
 * cookie is added here first, with why it exists.
 */
import {
  FOOTER_VIEW_COOKIE,
  FOOTER_VIEW_COOKIE_MAX_AGE_S,
  PRODUCT_APP_COOKIE,
  AFFILIATE_COOKIE,
  NEW_APP_COOKIE,
} from 'crema/server';
import {
  LOGIN_TOKEN_COOKIE,
  LONG_TERM_TOKEN_COOKIE,
  STAFF_SESSION_LIFETIME_S,
  staffCookies,
  PREVIEW_TOKEN_COOKIE,
} from 'crema/services';
import { SESSION_COOKIE, DEMO_LOGIN_TOKEN_TIMES, LONG_TERM_TOKEN_LIFETIME_S } from 'crema/mocks';
import { CONSENT_COOKIE_MAX_AGE_SECONDS, consentCookies } from './consentStub';
import { contentCookie, newHeaderCookie, siteCookie } from './cookies';

/**
 * Who writes or reads a cookie: the storefront server (reference-app/server), the reference services (src/mocks; a
 * real backend in their place writes its own), the page's scripts (src/**, the consent stand-in), or something
 * outside the shop (a partner link, the shop's app, the staff sign-in of the real preview system).
 */
export const cookieParties = ['storefront', 'services', 'browser', 'outside'] as const;
export type CookieParty = (typeof cookieParties)[number];

/** When a cookie carries Secure: never, or when the page is served over https (directly or behind TLS). */
export const secureModes = ['never', 'on-https'] as const;

/** The attributes a cookie is written with (the same by every writer). */
export interface CookieAttributes {
  /** No script of the page can read it. */
  httpOnly: boolean;
  secure: (typeof secureModes)[number];
  sameSite: 'Lax' | 'Strict' | 'None';
  path: string;
  /** Max-Age in seconds; `session`: none (gone when the browser closes). */
  maxAgeS: number | 'session';
}

/**
 * What a shared cache in front of the storefront does with a request that carries the cookie: `key`, the page depends
 * on its value, so the value is part of the cache key; `bypass`, the request is neither answered from the cache nor
 * kept in it; `none`, no page's HTML depends on it (personal data is fetched by the browser).
 */
export const sharedCacheUses = ['key', 'bypass', 'none'] as const;
export type SharedCacheUse = (typeof sharedCacheUses)[number];

export interface CookieEntry {
  name: string;
  writtenBy: readonly CookieParty[];
  readBy: readonly CookieParty[];
  /** How the shop writes it; null for a cookie only ever written outside the shop. */
  attributes: CookieAttributes | null;
  sharedCache: SharedCacheUse;
}

/**
 * The storefront's own cookies: the whole site, no script reads them, not sent on cross-site subrequests. Not Secure
 * (neither are the reference services'): the demo runs on http://127.0.0.1 (docs/decisions.md).
 */
const ownCookie = (maxAgeS: number | 'session'): CookieAttributes => ({
  httpOnly: true,
  secure: 'never',
  sameSite: 'Lax',
  path: '/',
  maxAgeS,
});

/** Cookies the reference services write with `serializeCookie`'s defaults (whole site, Lax), readable by the page. */
const serviceCookie = (maxAgeS: number | 'session', httpOnly = false): CookieAttributes => ({
  httpOnly,
  secure: 'never',
  sameSite: 'Lax',
  path: '/',
  maxAgeS,
});

export const cookieInventory = [
  /** The site picked with `?site=` (DESIGN.md: site by query parameter, remembered); the server renders that shop. */
  {
    name: siteCookie,
    writtenBy: ['storefront'],
    readBy: ['storefront'],
    attributes: ownCookie('session'),
    sharedCache: 'key',
  },
  /** The demo's new-header switch (`?newHeader=0|1`, "a new-header flag"), remembered for the next pages. */
  {
    name: newHeaderCookie.name,
    writtenBy: ['storefront'],
    readBy: ['storefront'],
    attributes: ownCookie('session'),
    sharedCache: 'key',
  },
  /** "A content cookie says no header and no footer" (set by the content system's own views). */
  {
    name: contentCookie.name,
    writtenBy: ['outside'],
    readBy: ['storefront'],
    attributes: null,
    sharedCache: 'bypass',
  },
  /**
   * The staff session of the preview panel. The demo's staff sign-in page writes it (any fresh value is
   * a session in the reference preview service); the preview service renews it and expires it on logout.
   */
  {
    name: staffCookies[0],
    writtenBy: ['storefront', 'services'],
    readBy: ['services'],
    attributes: ownCookie(STAFF_SESSION_LIFETIME_S),
    // Staff see the shop as it is now, never a page kept from before they signed in.
    sharedCache: 'bypass',
  },
  /** The internal-auth staff session, written by the shop's internal sign-in; renewed, expired as above. */
  {
    name: staffCookies[1],
    writtenBy: ['outside', 'services'],
    readBy: ['services'],
    attributes: serviceCookie(STAFF_SESSION_LIFETIME_S, true),
    sharedCache: 'bypass',
  },
  /**
   * The staff's preview selection (date, A/B test, group) as JSON; its presence switches the page's
   * promotions to preview mode (they are refetched), so the page reads it.
   */
  {
    name: PREVIEW_TOKEN_COOKIE,
    writtenBy: ['services'],
    readBy: ['services', 'browser'],
    attributes: serviceCookie('session'),
    sharedCache: 'bypass',
  },
  /**
   * The login token, readable by the page: the keep-alive checks its renewal time and sends it as
   * X-LoginToken. The demo servers' short clock (tokens that expire and renew within minutes) sets its lifetime.
   */
  {
    name: LOGIN_TOKEN_COOKIE,
    writtenBy: ['services'],
    readBy: ['services', 'browser'],
    attributes: serviceCookie(DEMO_LOGIN_TOKEN_TIMES.lifetimeS),
    sharedCache: 'none',
  },
  /** The remembered login ("remember me", 90 days): the keep-alive renews it; psdata says REMEMBERED from it. */
  {
    name: LONG_TERM_TOKEN_COOKIE,
    writtenBy: ['services'],
    readBy: ['services', 'browser'],
    attributes: serviceCookie(LONG_TERM_TOKEN_LIFETIME_S),
    sharedCache: 'none',
  },
  /** The reference services' visitor session: it keys the visitor's cart (a real cart service has its own). */
  {
    name: SESSION_COOKIE,
    writtenBy: ['services'],
    readBy: ['services'],
    attributes: serviceCookie('session', true),
    sharedCache: 'none',
  },
  /** The footer view the visitor chose with the view switcher, remembered a year (server renders it). */
  {
    name: FOOTER_VIEW_COOKIE,
    writtenBy: ['browser'],
    readBy: ['browser', 'storefront'],
    attributes: serviceCookie(FOOTER_VIEW_COOKIE_MAX_AGE_S),
    sharedCache: 'key',
  },
  /** The consent banner was answered (a date), as OneTrust names it; the consent stand-in writes it. */
  {
    name: consentCookies.closed,
    writtenBy: ['browser'],
    readBy: ['browser'],
    attributes: { ...serviceCookie(CONSENT_COOKIE_MAX_AGE_SECONDS), secure: 'on-https' },
    sharedCache: 'none',
  },
  /** The consent groups granted (`groups=C0001:1,…`); the header's consent loader acts on them. */
  {
    name: consentCookies.consent,
    writtenBy: ['browser'],
    readBy: ['browser'],
    attributes: { ...serviceCookie(CONSENT_COOKIE_MAX_AGE_SECONDS), secure: 'on-https' },
    sharedCache: 'none',
  },
  /** A visitor who came through a partner (affiliate cookie): the header is reduced. */
  {
    name: AFFILIATE_COOKIE,
    writtenBy: ['outside'],
    readBy: ['storefront', 'browser'],
    attributes: null,
    sharedCache: 'bypass',
  },
  /** The shop's new app's web view (new-app cookie): the header is reduced. */
  {
    name: NEW_APP_COOKIE,
    writtenBy: ['outside'],
    readBy: ['storefront', 'browser'],
    attributes: null,
    sharedCache: 'bypass',
  },
  /** The shop's app's web view (product app cookie): no app-install banner. */
  {
    name: PRODUCT_APP_COOKIE,
    writtenBy: ['outside'],
    readBy: ['storefront', 'browser'],
    attributes: null,
    sharedCache: 'bypass',
  },
] as const satisfies readonly CookieEntry[];

/** The inventory's entry for a cookie name, if it has one. */
export const inventoryEntryOf = (name: string): CookieEntry | undefined =>
  (cookieInventory as readonly CookieEntry[]).find((entry) => entry.name === name);
