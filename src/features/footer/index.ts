/**
 * The footer feature: the footer per country with its content from the SHOP_FOOTER
 * placement (loaded on the server or in the browser), the mobile and classic views, reduced mode, the country and view
 * switchers and the newsletter block.
 */
export { Footer, type FooterProps } from './Footer';
export { loadFooter, footerStateSchema, type FooterState } from './load';
export { useFooterMessages } from './messages';
export {
  footerViews,
  type FooterView,
  FOOTER_VIEW_COOKIE,
  FOOTER_PLATFORM_ATTRIBUTE,
  FOOTER_DEFAULT_WIDTH,
  footerViewOf,
} from './constants';
export {
  headingIdOf,
  headingIdsOf,
  logoImageOf,
  visibleTeaserGroups,
  footerViewFor,
  countrySwitcherEntries,
  defaultCountryHref,
  newsletterBlockShown,
  isExternalUrl,
  teaserIconOf,
  socialIconOf,
  appIconOf,
  type CountryHrefs,
  type CountrySwitcherEntry,
} from './logic';
export { useFooterPlatform } from './hooks';
