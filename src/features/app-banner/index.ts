/**
 * The app-install banner: the banner for the new header's `appBanner` slot, its decision as a pure function (for
 * servers: decide with the request's user agent and cookies, pass the result as `initialDecision`), and the constants a
 * page or a test needs.
 */
export { AppBanner, type AppBannerProps } from './AppBanner';
export { useAppBannerDecision, type AppBannerDecisionOptions } from './useAppBannerDecision';
export {
  appBannerDecision,
  appBannerDevice,
  noAppBanner,
  parseAppBannerDecision,
  type AppBannerDecision,
  type AppBannerDevice,
  type AppBannerInput,
} from './decision';
export {
  APP_BANNER_CLOSED_STORAGE_KEY,
  PRODUCT_APP_COOKIE,
  appBannerOperatingSystems,
  smartAppBannerAppIds,
  type AppBannerOs,
} from './constants';
