/**
 * Constants of the footer, each named once with the words of its rule. Where no value is given (cookie name,
 * attribute name, icon names), the choice is recorded in docs/decisions.md ("Footer").
 * Style-free (type imports only), so the storefront's server can import it with load.ts.
 */
import { space } from '../../../design-tokens';
import type { BrandName, IconName } from '../../primitives/Icon';

export {
  CONSENT_SETTINGS_URL,
  FOOTER_LOGOS_PATH,
  LOGO_LANGUAGE_PARAM,
  logoSources,
  type LogoSource,
} from '../../services/footer/constants';

/**
 * "A view switcher between mobile and desktop/classic versions (texts toMobile, toDesktop)"; "The view switcher
 * toggles between mobile and desktop/classic versions".
 */
export const footerViews = ['mobile', 'classic'] as const;
export type FooterView = (typeof footerViews)[number];

/**
 * The view switcher's choice is remembered, in a cookie. The cookie's name is not shown: chosen, beside the
 * storefront's other `crema-*` cookies. Its value is one of `footerViews`.
 */
export const FOOTER_VIEW_COOKIE = 'crema-footer-view';
/** The view a cookie value names (one of `footerViews`), else null: an absent, old or tampered value is no choice. */
export function footerViewOf(value: unknown): FooterView | null {
  return (footerViews as readonly unknown[]).includes(value) ? (value as FooterView) : null;
}

/** How long the view switcher's choice is remembered (not shown): one year, in seconds (the cookie's Max-Age). */
export const FOOTER_VIEW_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * "Platform comes from an attribute on the page": read from the document element. Its name is not shown:
 * chosen. The values it may carry are the platform's (src/platform/site/platform.ts, `footerPlatformFor`).
 */
export const FOOTER_PLATFORM_ATTRIBUTE = 'data-platform';

/**
 * "Footer width defaults to 20000 and is updated on resize": the width the server and the first render
 * use, so both render the classic (widest) platform.
 */
export const FOOTER_DEFAULT_WIDTH = 20000;

/**
 * A teaser group's "heading (iconName, ...)": the names the content uses are not shown. Chosen as the reference
 * content's (promise, service, delivery, store), each drawn by a glyph of the icon set; an unknown name draws no icon.
 */
export const teaserIcons = {
  promise: 'check',
  service: 'headset',
  delivery: 'truck',
  store: 'store',
} as const satisfies Record<string, IconName>;

/** The content's "socialMedia: heading, socialMediaIcons (iconName, link)"; an unknown name shows the link's text. */
export const socialMediaIcons = {
  facebook: 'facebook',
  instagram: 'instagram',
  youtube: 'youtube',
  pinterest: 'pinterest',
} as const satisfies Record<string, BrandName>;

/** The content's "appReferences: heading, appIcons (iOS and Android)". */
export const appIcons = {
  ios: 'apple',
  android: 'android',
} as const satisfies Record<string, BrandName>;

/**
 * The drawn size of a footer logo (payment, delivery partner, quality seal), in px, as its img's width and height
 * attributes, so the page does not move when it loads. The logos are drawn 2:1 (the reference services' tiles are
 * 120 × 60).
 */
export const FOOTER_LOGO_SIZE = { width: space['4xl'], height: space.xxl } as const;
/** The drawn size of a country flag in the country switcher (2:1 like the logos), in px. */
export const FOOTER_FLAG_SIZE = { width: space.xxl, height: space.l } as const;

/** "Promotion 404 for footer content: no footer content"; every other failure is logged, nothing shown. */
export const FOOTER_FAILURE_LOG = '[crema] Footer content failure: no footer content shown.';
/** "Unknown logo source: logged to the console, empty image". */
export const FOOTER_UNKNOWN_LOGO_LOG = '[crema] Unknown footer logo source: empty image.';
/** The consent provider's preference center is not on the page (its script blocked or not loaded yet). */
export const CONSENT_SETTINGS_MISSING_LOG =
  '[crema] The consent settings cannot open: the consent provider is not loaded.';

/**
 * "One legal link opens the cookie-consent settings dialog": OneTrust's preference-center API, the consent provider
 * the header loads: `window.OneTrust.ToggleInfoDisplay()`.
 */
export const consentSettingsApi = { global: 'OneTrust', toggle: 'ToggleInfoDisplay' } as const;

/** The SEO group's most columns on desktop (chosen): one per column of links the content has, up to this many. */
export const SEO_MAX_COLUMNS = 4;
