/**
 * Whether and how the shop asks a visitor to install its app: a pure function of the user agent, the cookies, the
 * stored closed flag, the header state and the stage. No React, no browser: the server calls it with the request's user
 * agent and cookies, the browser with its own.
 */
import { stages, type Stage } from '../../kernel/flags';
import {
  IPAD_MIN_TOUCH_POINTS,
  PRODUCT_APP_COOKIE,
  appBannerOperatingSystems,
  smartAppBannerAppIds,
  storeLinks,
  userAgentPatterns,
  type AppBannerOs,
} from './constants';

/**
 * The outcome: the banner for Android or iOS (with its store address), Safari's smart-app-banner meta tag with the
 * stage's app id, or nothing.
 */
export type AppBannerDecision =
  | { readonly kind: 'banner'; readonly os: AppBannerOs; readonly storeUrl: string }
  | { readonly kind: 'meta'; readonly appId: string }
  | { readonly kind: 'none' };

export interface AppBannerInput {
  /**
   * The `User-Agent` request header on the server, `navigator.userAgent` in the browser; anything else is no device.
   */
  userAgent: unknown;
  /** `navigator.maxTouchPoints` (tells an iPad in desktop mode from a Mac); unknown on the server. */
  maxTouchPoints?: number;
  /** Cookies as name → value (`readCookies()`, or the request's). */
  cookies: Readonly<Record<string, string>>;
  /** The closed flag is in local storage (always false on the server, which cannot see it). */
  closedFlagStored: boolean;
  /** The header is reduced (checkout, the affiliate or new-app cookie: `isReducedHeader`). */
  reducedHeader: boolean;
  /** The storefront's stage: DEV is the integration host, LIVE the live host; anything else counts as LIVE. */
  stage: Stage;
}

/** The device as far as the banner cares: Android, iOS in Chrome, iOS in another browser, or anything else. */
export const appBannerDevices = ['android', 'ios-chrome', 'ios-other', 'other'] as const;
export type AppBannerDevice = (typeof appBannerDevices)[number];

/**
 * Reads the user agent: Android in any browser; iOS (iPhone, iPad, iPod, or a Mac user agent with touch: iPadOS in
 * desktop mode) in Chrome (`CriOS`) or in another browser; anything else, including a user agent that is not text.
 */
export function appBannerDevice(userAgent: unknown, maxTouchPoints = 0): AppBannerDevice {
  if (typeof userAgent !== 'string') return 'other';
  if (userAgentPatterns.android.test(userAgent)) return 'android';
  const ios =
    userAgentPatterns.ios.test(userAgent) ||
    (userAgentPatterns.macintosh.test(userAgent) && maxTouchPoints >= IPAD_MIN_TOUCH_POINTS);
  if (!ios) return 'other';
  return userAgentPatterns.iosChrome.test(userAgent) ? 'ios-chrome' : 'ios-other';
}

/**
 * Every decision there is, made once: the function returns these objects, so the same decision is the same object
 * (React's external-store hook then sees no change when nothing changed).
 */
const none: AppBannerDecision = Object.freeze({ kind: 'none' });
const meta = Object.fromEntries(
  stages.map((stage) => [stage, Object.freeze({ kind: 'meta', appId: smartAppBannerAppIds[stage] })]),
) as Record<Stage, AppBannerDecision>;
const banner = Object.fromEntries(
  appBannerOperatingSystems.map((os) => [
    os,
    Object.fromEntries(
      stages.map((stage) => [
        stage,
        Object.freeze({ kind: 'banner', os, storeUrl: storeLinks[os](smartAppBannerAppIds[stage]) }),
      ]),
    ),
  ]),
) as Record<AppBannerOs, Record<Stage, AppBannerDecision>>;
const allDecisions: readonly AppBannerDecision[] = [
  none,
  ...Object.values(meta),
  ...Object.values(banner).flatMap((byStage) => Object.values(byStage)),
];

/**
 * "Shown only on Android, or on iOS in Chrome, when the product app cookie is absent, the header is not reduced, and
 * the closed flag is not stored. ... On iOS in other browsers a smart-app-banner meta tag is added instead, using one
 * app id for the integration host and another for the live host."
 *
 * The meta tag stands in for the banner, so it follows the same three conditions: a shopper inside the app (product
 * app cookie), on a reduced header (checkout, affiliate, new app) or who closed the banner gets no prompt of either
 * kind. Desktop browsers get nothing.
 */
export function appBannerDecision({
  userAgent,
  maxTouchPoints,
  cookies,
  closedFlagStored,
  reducedHeader,
  stage,
}: AppBannerInput): AppBannerDecision {
  const device = appBannerDevice(userAgent, maxTouchPoints);
  if (device === 'other') return none;
  if (cookies[PRODUCT_APP_COOKIE] !== undefined || reducedHeader || closedFlagStored) return none;
  const safeStage: Stage = (stages as readonly unknown[]).includes(stage) ? stage : 'LIVE';
  if (device === 'ios-other') return meta[safeStage];
  return banner[device === 'android' ? 'android' : 'ios'][safeStage];
}

/** No banner and no meta tag: what a page shows before anything is known. */
export const noAppBanner: AppBannerDecision = none;

/**
 * A decision that travelled (page data from the server to the browser) as the decision it is, or none for anything
 * that is not one of the decisions there are (wrong shape, an unknown app id or store address): never a throw.
 */
export function parseAppBannerDecision(value: unknown): AppBannerDecision {
  if (typeof value !== 'object' || value === null) return none;
  const candidate = value as Partial<Record<string, unknown>>;
  return (
    allDecisions.find((decision) => {
      const fields = Object.entries(decision);
      return (
        Object.keys(candidate).length === fields.length &&
        fields.every(([key, expected]) => candidate[key] === expected)
      );
    }) ?? none
  );
}
