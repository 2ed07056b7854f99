// What the demo and a11y scripts (plain Node .mjs, loaded through tsx's tsImport) read from the typed sources, so no
// site, cookie, path, timing or text is written a second time in the scripts.
export { sites } from '../../src/platform/site/sites';
export { consentCookies, consentGroups } from '../../reference-app/server/consentStub';
export { axeTags } from '../../stories/support/axe';
export { runAxe } from '../../stories/support/runAxe';
export { defaultTestViewport, storyViewports } from '../../stories/support/viewports';
export { STAFF_LOGIN_PAGE_PATH } from '../../reference-app/src/pages/staffLogin';
export { NEWSLETTER_PAGE_PATH } from '../../reference-app/src/pages/newsletter';
export { SEARCH_PAGE_PATH } from '../../reference-app/src/pages/search';
export { availabilityOf, catalogueCategoriesOf } from '../../src/mocks/fixtures/catalogue';
export { catalogueOf } from '../../src/mocks/fixtures/products';
export { matchingProducts } from '../../src/mocks/routes/search';
export { SUGGESTIONS_PATH } from '../../src/services/search/constants';
export { CART_PATH } from '../../src/services/cart/constants';
export { CSRF_MARKER_VALUE, serviceHeaders } from '../../src/services/http/constants';
export { FOCUS_TRAP_DELAY_MS } from '../../src/features/navigation/constants';
export { en as previewTexts } from '../../src/features/preview/messages/en';
export { storyHtmlOf } from '../../stories/support/storyHtml';
export { consentBannerClasses } from '../../reference-app/src/consent/banner';
export { SCROLL_DEBOUNCE_MS } from '../../src/kernel/constants';
export { NEWSLETTER_UPDATE_PATH, newsletterUpdateHref } from '../../reference-app/src/pages/newsletterUpdate';
export { seededSubscriberTokens } from '../../src/mocks/routes/newsletter';
