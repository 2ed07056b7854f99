/**
 * Where the reference server serves the stand-in consent script (reference-app/server/consentStub.ts); the page's
 * ConsentLoader loads it from there instead of the provider's CDN, so no third-party call is made.
 */
export const CONSENT_STUB_PATH = '/consent/otSDKStub.js';

/**
 * The stand-in consent banner's class names and ids: one list for the served script (reference-app/server/
 * consentStub.ts), which builds the banner without React, and for its look (consent.css.ts), which styles these
 * names because the script cannot know vanilla-extract's hashed ones.
 */
export const consentBannerClasses = {
  banner: 'crema-consent',
  inner: 'crema-consent__inner',
  title: 'crema-consent__title',
  text: 'crema-consent__text',
  actions: 'crema-consent__actions',
  button: 'crema-consent__button',
  primary: 'crema-consent__button--primary',
} as const;

/** The banner heading's id, which names its region landmark. */
export const consentBannerTitleId = 'crema-consent-title';

/**
 * The custom property (on <html>) holding the banner's height while it shows: the page keeps that much room at its
 * end and scrolls focused elements clear of it (WCAG 2.4.11, focus not obscured).
 */
export const consentBannerHeightProperty = '--crema-consent-height';

/**
 * The custom property (on <html>) the library's sticky header sets to the height of its stuck bar while it sticks: the
 * banner, overlaying the page's bottom, leaves room for that bar and for focus between the two.
 */
export const stickyHeaderHeightProperty = '--crema-sticky-header-height';
