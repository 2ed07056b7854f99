/**
 * Constants of the app-install banner, each named once, with the rule's own words where quoted. No cookie name, storage
 * key, app id or store address is given: the choices are recorded in docs/decisions.md ("App-install banner").
 * Style-free, so a server can import it (with decision.ts) without the components.
 */
import { appBannerRatingCount, appBannerRatingMax } from '../../platform/i18n/constants';
import type { Stage } from '../../kernel/flags';

/**
 * "Closing stores a closed flag in local storage and hides the banner for good". The key is not shown: chosen. Any
 * value under it counts as closed (the banner writes `APP_BANNER_CLOSED_VALUE`).
 */
export const APP_BANNER_CLOSED_STORAGE_KEY = 'crema.appBanner.closed';
export const APP_BANNER_CLOSED_VALUE = 'true';

/**
 * Shown only "when the product app cookie is absent" (the shop's own app sets it in its web view). The name is not
 * shown: chosen, and distinct from the header's new-app cookie (which switches the header to reduced).
 */
export const PRODUCT_APP_COOKIE = 'productApp';

/** "Shown only on Android, or on iOS in Chrome": the two systems the banner itself is for. */
export const appBannerOperatingSystems = ['android', 'ios'] as const;
export type AppBannerOs = (typeof appBannerOperatingSystems)[number];

/**
 * "Using one app id for the integration host and another for the live host". The integration host is the storefront's
 * stage DEV, the live host LIVE (the stage flag the consent loader's ids follow too), so the decision stays a pure
 * input that the server and the browser see alike. The real ids are not shown: numeric placeholders of the App Store's
 * shape, to be replaced by the shop's own.
 */
export const smartAppBannerAppIds = {
  LIVE: '1000000001',
  DEV: '1000000002',
} as const satisfies Record<Stage, string>;

/** The smart-app-banner meta tag Safari reads ("a smart-app-banner meta tag is added"). */
export const SMART_APP_BANNER_META_NAME = 'apple-itunes-app';
export const smartAppBannerContent = (appId: string): string => `app-id=${appId}`;

/**
 * Where "Installieren" leads: the app's store page for the system. Not shown: chosen. Android has one app (Play
 * Store package, a placeholder); on iOS the App Store page of the stage's app id, so the integration host's banner and
 * meta tag point at the same app.
 */
export const PLAY_STORE_PACKAGE = 'example.crema.shop';
export const storeLinks = {
  android: () => `https://play.google.com/store/apps/details?id=${PLAY_STORE_PACKAGE}`,
  ios: (appId: string) => `https://apps.apple.com/app/id${appId}`,
} as const satisfies Record<AppBannerOs, (appId: string) => string>;

/**
 * "The banner displays a 5-star rating and the count '89k'": full marks on a five-star scale. The numbers live with the
 * platform's constants (the catalog's texts format them); named here once for the banner.
 */
export const appBannerRating = {
  value: appBannerRatingMax,
  max: appBannerRatingMax,
  count: appBannerRatingCount,
} as const;

/**
 * How the user agent is read ("Android", "iOS", "iOS in Chrome"). Three tokens decide, so plain patterns do the job (a
 * parser library would add to every page's first load for this alone): `Android` (every Android browser, Chrome,
 * Firefox, Samsung Internet, Edge); `iPhone`, `iPad` or `iPod` (iOS, iPadOS in its mobile mode); `CriOS` (Chrome on
 * iOS, whose engine is WebKit, so no `Chrome/` token is to be trusted there).
 */
export const userAgentPatterns = {
  android: /\bAndroid\b/i,
  ios: /\b(?:iPhone|iPad|iPod)\b/,
  iosChrome: /\bCriOS\//,
  /** iPadOS 13+ asks for desktop sites with a Mac's user agent; only touch tells it from a Mac. */
  macintosh: /\bMacintosh\b/,
} as const;

/**
 * A Mac user agent with at least this many touch points (`navigator.maxTouchPoints`) is an iPad: Macs report 0,
 * iPads 5. Unknown on the server, so there an iPad in desktop mode counts as a Mac until the browser decides again.
 */
export const IPAD_MIN_TOUCH_POINTS = 2;
