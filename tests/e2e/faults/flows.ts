import { expect, type Page } from '@playwright/test';
import { IntlMessageFormat } from 'intl-messageformat';
import { messages as deDE } from '../../../src/compositions/messages/locales/de-DE';
import type { StorefrontMessages } from '../../../src/compositions/messages/messageModules';
import { en as previewTexts } from '../../../src/features/preview/messages/en';
import { deDE as appTexts } from '../../../reference-app/src/messages/de-DE';
import { CACHE_KEY_FAILURE_LOG } from '../../../src/features/header/constants';
import { CART_CHANGE_FAILURE_LOG, CART_LOAD_FAILURE_LOG } from '../../../src/features/minicart/constants';
import { SUGGESTIONS_FAILURE_LOG } from '../../../src/features/search/constants';
import { PERSONAL_DATA_FAILURE_LOG } from '../../../src/kernel/visitor/constants';
import { NAVIGATION_FAILURE_LOG } from '../../../src/features/navigation/constants';
import { LOGIN_TOKEN_CHECK_INTERVAL_MS } from '../../../src/features/session/constants';
import { availabilityOf, catalogueCategoriesOf } from '../../../src/mocks/fixtures/catalogue';
import { footerContentOf } from '../../../src/mocks/fixtures/footer';
import { findPromotion } from '../../../src/mocks/fixtures/promotions';
import { SEEDED_LOGIN } from '../../../src/mocks/routes/login';
import { newsletterRoutes, type NewsletterMail } from '../../../src/mocks/routes/newsletter';
import { STAFF_LOGIN_PAGE_PATH } from '../../../reference-app/src/pages/staffLogin';
import { ORDERS_PAGE_PATH, USER_MENU_PAGE_PATH } from '../../../reference-app/src/pages/account';
import { SITE_PICKER_PAGE_PATH } from '../../../reference-app/src/pages/sitePicker';
import { STORE_FINDER_PAGE_PATH } from '../../../reference-app/src/pages/storeFinder';
import { NEWSLETTER_UPDATE_PATH } from '../../../reference-app/src/pages/newsletterUpdate';
import { CART_PATH } from '../../../src/services/cart/constants';
import { CSRF_MARKER_VALUE, serviceHeaders } from '../../../src/services/http/constants';
import { LOGIN_PATH } from '../../../src/services/login/constants';
import { SUBSCRIBER_TOKEN_PARAM } from '../../../src/services/newsletter/constants';
import { TOP_BANNER_PLACEMENT } from '../../../src/services/promotion/constants';
import type { ServiceCall } from '../../../src/services';
import type { FaultKind } from './matrix';

/** The matrix runs in the German shop: every call and fallback is the same in every site. */
const SITE = 'DE';
const LOCALE = 'de-DE';

const t = (id: keyof StorefrontMessages, values?: Record<string, number | string>) =>
  String(new IntlMessageFormat(deDE[id], LOCALE).format(values));

/** What a cell gives its flow: the page (its own context), the failing call and fault, and the clock's part. */
export interface Cell {
  page: Page;
  call: ServiceCall;
  fault: FaultKind;
  /**
   * Waits until the call has been sent (again) since the last settle; for a call made in the browser that hangs,
   * moves the page's clock past the client's timeout, and for one that is retried, through its retry waits.
   */
  settle(): Promise<void>;
}

/** One call's flow: what the user does, and the behaviour the error catalogue gives its failure. */
export interface Row {
  /** `service.name` of the call in `serviceCalls`. */
  call: string;
  /** Where the call is made in this flow: in the browser (clock-controlled timeout) or by the server's loaders. */
  side: 'browser' | 'server';
  /** The flow moves the page's clock itself (so the clock is installed before the first page, whatever the fault). */
  clock?: boolean;
  /** The catalogued console errors of this call's failure (a logged failure is the catalogued behaviour). */
  logs?: readonly string[];
  /** The flow's page cannot load its own data: the error page, answered 503 (the browser logs that status). */
  errorPage?: boolean;
  /** Before the fault is set: the state the flow starts from (a cart, a sign-in, an open page). */
  prepare?(cell: Cell): Promise<void>;
  /** With the fault set: the user's flow up to the failing call, then its catalogued outcome; returns that outcome. */
  run(cell: Cell): Promise<string>;
  /** The fault cleared: nothing the visitor had is lost (cart, sign-in, subscription). */
  afterwards?(cell: Cell): Promise<void>;
  /** The flow needs a storefront started with these settings (a shop flag): each cell gets one of its own. */
  env?: NodeJS.ProcessEnv;
  /** A call the header makes: its failure shows no error message in the header (`expectNoHeaderError`). */
  header?: true;
}

export async function open(page: Page, path: string) {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}site=${SITE}`);
  await page.waitForSelector('html[data-hydrated="true"]');
}

const header = (page: Page) => page.getByRole('banner');

/** Shorter fixed parts are not told apart from other texts ('Zur Startseite', the error page's link, is the logo's too). */
const ERROR_TEXT_MIN_LENGTH = 20;

/**
 * The shop's error texts: every message of the catalogs whose id names an error or a failure, as far as its text is
 * fixed (up to its first argument).
 */
const errorTexts = Object.entries({ ...deDE, ...appTexts })
  .filter(([id]) => /error|fail|unavailable/i.test(id))
  .map(([, text]) => text.split('{')[0]!.trim())
  .filter((text) => text.length >= ERROR_TEXT_MIN_LENGTH);

/**
 * "No error message is shown to the user in the header": after a header call failed, the header has no alert (an
 * error notice is one, shown or only read out) and none of the shop's error texts, in what it shows or what its
 * status lines read out.
 */
export async function expectNoHeaderError(page: Page) {
  const banner = header(page).first();
  await expect(banner.getByRole('alert', { includeHidden: true })).toHaveCount(0);
  const said = (await banner.textContent()) ?? '';
  expect(errorTexts.length).toBeGreaterThan(10);
  expect(
    errorTexts.filter((text) => said.includes(text)),
    'error texts in the header',
  ).toEqual([]);
}

const dialog = (page: Page) => page.getByRole('dialog');

/** Two available products of the site's first top category (the mini cart shows their titles). */
const category = catalogueCategoriesOf(SITE).find((c) => c.top)!;
const [product, otherProduct] = category.products.filter((p) => availabilityOf(p) === 'AVAILABLE');
/** What the visitor's cart holds before the fault: 2 pieces of one product, 1 of another. */
const cartPieces = { [product!.id]: 2, [otherProduct!.id]: 1 };
const CART_COUNT = 3;

async function putInCart(page: Page) {
  for (const [productId, quantity] of Object.entries(cartPieces)) {
    const response = await page.request.put(CART_PATH, {
      headers: { [serviceHeaders.csrfMarker]: CSRF_MARKER_VALUE },
      data: { setArticle: { productId, tcm: `tcm:faults-${productId}`, quantity } },
    });
    expect(response.status()).toBe(200);
  }
}

const cartButton = (page: Page, count: number) =>
  header(page).getByRole('button', { name: t('header.cart.badgeLabel', { count }) });
/** The badge read from the cart button's count attribute (the dialog hides the rest of the page from the tree). */
const expectCount = (page: Page, count: number) =>
  expect(page.locator('header button[data-cart-count]')).toHaveAttribute('data-cart-count', String(count));
/**
 * Opens the mini cart from the header's cart button. The dialog's chunk loads after hydration
 * (src/features/minicart/LazyMinicartDialog.tsx); the button is clicked once it is the dialog's trigger.
 */
async function openMiniCart(page: Page, count: number) {
  const button = cartButton(page, count);
  await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
  await button.click();
  await expect(dialog(page)).toBeVisible();
}
const quantityField = (page: Page, title: string) => dialog(page).getByRole('spinbutton', { description: title });

async function signIn(page: Page) {
  const response = await page.request.post(LOGIN_PATH, {
    headers: { [serviceHeaders.csrfMarker]: CSRF_MARKER_VALUE },
    data: { ...SEEDED_LOGIN },
  });
  expect(response.ok()).toBe(true);
}
const visitorIcon = (page: Page) => header(page).locator('[data-visitor]');

/** The demo's staff sign-in (its POST sets the reference preview service's staff cookie). */
async function signInAsStaff(page: Page) {
  const response = await page.request.post(STAFF_LOGIN_PAGE_PATH);
  expect(response.ok()).toBe(true);
}
const previewTrigger = (page: Page) =>
  page.getByRole('contentinfo').getByRole('button', { name: previewTexts['preview.open'] });
const previewDialog = (page: Page) => page.getByRole('dialog', { name: previewTexts['preview.title'] });
async function openPreview(page: Page) {
  await open(page, '/');
  await previewTrigger(page).click();
  await expect(previewDialog(page)).toBeVisible();
}

let addresses = 0;
/** A unique address per cell, so cells never share a subscriber. */
const addressOf = (what: string) => `faults-${what}-${process.pid}-${Date.now()}-${++addresses}@example.org`;

/** A subscriber through the reference service (as the form does) and the token of its confirmation mail. */
async function subscriberToken(page: Page): Promise<string> {
  const email = addressOf('subscriber');
  const signedUp = await page.request.post(newsletterRoutes.subscribeInternal, {
    headers: { [serviceHeaders.hunterSite]: SITE, 'content-type': 'application/json' },
    data: { email, consents: ['NEWSLETTER'], origin: 'onsite', originAddition: 'subsite' },
  });
  expect(signedUp.ok()).toBe(true);
  const { mails } = (await (await page.request.get(newsletterRoutes.mailbox)).json()) as { mails: NewsletterMail[] };
  const mail = mails.findLast((m) => m.to === email && m.kind === 'doi');
  expect(mail?.token).toBeTruthy();
  return mail!.token;
}

/** Answers that a call whose body is not read takes as its success ("The response is not read; success assumed"). */
const readAsSuccess = (cell: Cell) =>
  cell.call.contract === 'none' && (cell.fault === 'malformed' || cell.fault === 'wrongShape');

/** The error page (503): the page's own data could not be loaded; the layout is around it. */
async function expectErrorPage(page: Page) {
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(appTexts['error.title']);
  await expect(page.locator('[data-page-type]')).toHaveAttribute('data-page-type', 'ErrorPage');
}

const newsletterForm = (page: Page) => page.getByRole('main').getByRole('form');
const emailField = (page: Page) =>
  newsletterForm(page).getByRole('textbox', { name: new RegExp(`^${t('newsletter.email')}`) });

/** Opens the header's search and types a word with suggestions. */
async function typeInSearch(page: Page, word: string) {
  const box = header(page).getByRole('combobox');
  await box.click();
  await page.keyboard.type(word);
  return box;
}

const bannerHeadline = () =>
  (
    findPromotion(TOP_BANNER_PLACEMENT, SITE, { allOfTags: [], anyOfTags: [], noneOfTags: [] }, false)!.content(
      SITE,
    ) as Record<string, string>
  ).headline!;
const footerGroupHeading = () => footerContentOf(SITE).teaser!.groups[0]!.heading.link.text;

/** The header's configured default items (navigation.classicNav.*), in order. */
const placeholderItems = (['coffee', 'household', 'fashion', 'sale'] as const).map((id) =>
  t(`navigation.classicNav.${id}`),
);

/** Navigation fetch failure: logged; the header keeps its default placeholder items. */
async function expectPlaceholderNavigation(page: Page) {
  const navigation = header(page).getByRole('navigation', { name: t('navigation.label') });
  await expect(navigation.getByRole('link')).toHaveText(placeholderItems);
}

/** The sign-up on its page, through the private or the internal path (the shop's flag picks one). */
const signUpRow = (call: string, env?: NodeJS.ProcessEnv): Row => ({
  call,
  side: 'browser',
  prepare: ({ page }) => open(page, '/subscribenewsletter'),
  async run(cell) {
    const { page } = cell;
    const email = addressOf('signup');
    await emailField(page).fill(email);
    await newsletterForm(page)
      .getByRole('button', { name: t('newsletter.submit') })
      .click();
    await cell.settle();
    if (readAsSuccess(cell)) {
      await expect(page.getByRole('main').getByText(t('newsletter.success.title'))).toBeVisible();
      return 'not read: success';
    }
    // "Technical error ... shown in an error notice"; the entries are kept.
    await expect(page.getByRole('main').getByText(t('newsletter.error.technical'))).toBeVisible();
    await expect(emailField(page)).toHaveValue(email);
    return 'technical error, entries kept';
  },
  ...(env ? { env } : {}),
});

/**
 * The flows, one per call of `serviceCalls`. A call without a row is an uncovered row of the matrix (and fails).
 */
export const rows: readonly Row[] = [
  {
    call: 'cart.fetchCart',
    header: true,
    side: 'browser',
    logs: [CART_LOAD_FAILURE_LOG],
    prepare: ({ page }) => putInCart(page),
    async run(cell) {
      const { page } = cell;
      await open(page, '/');
      await cell.settle();
      // Cart load failure: count shown as 0; error logged.
      await expect(cartButton(page, 0)).toBeVisible();
      await openMiniCart(page, 0);
      // The cart cannot be shown: one message to retry later.
      await expect(dialog(page).getByText(t('minicart.error.read'))).toBeVisible();
      await page.keyboard.press('Escape');
      return 'badge 0, mini cart: retry later';
    },
    async afterwards({ page }) {
      await open(page, '/');
      await expect(cartButton(page, CART_COUNT)).toBeVisible();
    },
  },
  {
    call: 'cart.changeCart',
    side: 'browser',
    logs: [CART_CHANGE_FAILURE_LOG],
    async prepare({ page }) {
      await putInCart(page);
      await open(page, '/');
      await openMiniCart(page, CART_COUNT);
      await expect(quantityField(page, product!.title)).toHaveValue('2');
    },
    async run(cell) {
      const { page } = cell;
      await quantityField(page, product!.title).fill('3');
      await cell.settle();
      // The cart cannot be changed now; the optimistic edit is rolled back.
      await expect(dialog(page).getByText(t('minicart.error.change'))).toBeVisible();
      await expect(quantityField(page, product!.title)).toHaveValue('2');
      await expect(quantityField(page, otherProduct!.title)).toHaveValue('1');
      await expectCount(page, CART_COUNT);
      await page.keyboard.press('Escape');
      return 'rolled back, retry-later message';
    },
    async afterwards({ page }) {
      await open(page, '/');
      await openMiniCart(page, CART_COUNT);
      await expect(quantityField(page, product!.title)).toHaveValue('2');
      await expect(quantityField(page, otherProduct!.title)).toHaveValue('1');
      await page.keyboard.press('Escape');
    },
  },
  {
    call: 'personalData.fetchPersonalData',
    header: true,
    side: 'browser',
    logs: [PERSONAL_DATA_FAILURE_LOG],
    prepare: ({ page }) => signIn(page),
    async run(cell) {
      await open(cell.page, '/');
      await cell.settle();
      // Personal data load failure: visitor treated as logged out; error logged.
      await expect(visitorIcon(cell.page)).toHaveAttribute('data-visitor', 'signed-out');
      return 'treated as signed out';
    },
    async afterwards({ page }) {
      await open(page, '/');
      await expect(visitorIcon(page)).toHaveAttribute('data-visitor', 'signed-in');
    },
  },
  {
    call: 'promotion.fetchPromotion',
    header: true,
    side: 'server',
    async run({ page }) {
      await open(page, '/');
      // Promotion fetch failure: nothing shown.
      await expect(header(page).getByText(bannerHeadline())).toHaveCount(0);
      return 'no promotion shown';
    },
  },
  {
    call: 'header.fetchHeaderNavigation',
    header: true,
    side: 'server',
    logs: [NAVIGATION_FAILURE_LOG],
    async run({ page }) {
      // The old header's navigation, and the home page's category tiles from the same tree.
      await open(page, '/?newHeader=0');
      await expectPlaceholderNavigation(page);
      return 'placeholder navigation';
    },
  },
  {
    call: 'header.fetchHeaderTree',
    header: true,
    side: 'server',
    logs: [NAVIGATION_FAILURE_LOG],
    async run({ page }) {
      await open(page, '/');
      await expectPlaceholderNavigation(page);
      return 'placeholder navigation';
    },
  },
  {
    call: 'themeWorlds.fetchThemeWorlds',
    header: true,
    side: 'server',
    async run({ page }) {
      await open(page, '/');
      // The header tree still loads: its items, not the placeholders; the theme-world item takes its defaults.
      const navigation = header(page).getByRole('navigation', { name: t('navigation.label') });
      await expect(navigation.getByRole('listitem').first()).toBeVisible();
      await expect(navigation.getByRole('link')).not.toHaveText(placeholderItems);
      return 'header tree, no theme worlds';
    },
  },
  {
    call: 'search.fetchSuggestions',
    header: true,
    side: 'browser',
    logs: [SUGGESTIONS_FAILURE_LOG],
    prepare: ({ page }) => open(page, '/'),
    async run(cell) {
      const box = await typeInSearch(cell.page, 'espr');
      await cell.settle();
      // Suggestion request failure: logged; the term list is emptied. What was typed stays.
      await expect(cell.page.getByRole('listbox').getByRole('option')).toHaveCount(0);
      await expect(box).toHaveValue('espr');
      return 'no suggestions, text kept';
    },
  },
  {
    call: 'search.fetchSearchCacheKey',
    header: true,
    side: 'browser',
    logs: [CACHE_KEY_FAILURE_LOG],
    async run(cell) {
      await open(cell.page, '/');
      await cell.settle();
      // The search works without the cache key.
      await typeInSearch(cell.page, 'espr');
      await expect(cell.page.getByRole('listbox').getByRole('option').first()).toBeVisible();
      return 'search works without it';
    },
  },
  signUpRow('newsletter.subscribeNewsletter (internal)'),
  // The private path when the shop's flag says so (the storefront's CREMA_PRIVATE_NEWSLETTER_API=1).
  signUpRow('newsletter.subscribeNewsletter (private)', { CREMA_PRIVATE_NEWSLETTER_API: '1' }),
  {
    call: 'newsletter.fetchCustomerBaseData',
    side: 'browser',
    prepare: ({ page }) => signIn(page),
    async run(cell) {
      const { page } = cell;
      await open(page, '/subscribenewsletter');
      await cell.settle();
      // The customer base data "falls back to empty defaults on failure": the form works with what the shopper types.
      await expect(emailField(page)).toHaveValue('');
      await emailField(page).fill(addressOf('basedata'));
      await newsletterForm(page)
        .getByRole('button', { name: t('newsletter.submit') })
        .click();
      await expect(page.getByRole('main').getByText(t('newsletter.success.title'))).toBeVisible();
      return 'empty defaults, sign-up works';
    },
  },
  {
    call: 'newsletter.fetchSubscriber',
    side: 'server',
    errorPage: true,
    async run(cell) {
      const token = await subscriberToken(cell.page);
      await open(cell.page, `${NEWSLETTER_UPDATE_PATH}?${SUBSCRIBER_TOKEN_PARAM}=${token}`);
      await expectErrorPage(cell.page);
      return '503 error page';
    },
  },
  {
    call: 'newsletter.confirmSubscriber',
    side: 'server',
    async run(cell) {
      const { page } = cell;
      const token = await subscriberToken(page);
      await open(page, `/subscribenewsletter?${SUBSCRIBER_TOKEN_PARAM}=${token}`);
      if (readAsSuccess(cell)) {
        await expect(page.getByRole('main').getByText(t('newsletter.confirmed.title'))).toBeVisible();
        return 'not read: confirmed';
      }
      await expect(page.getByRole('main').getByText(t('newsletter.error.technical'))).toBeVisible();
      return 'technical error';
    },
  },
  {
    call: 'newsletter.updateSubscriber',
    side: 'browser',
    async prepare({ page }) {
      const token = await subscriberToken(page);
      await open(page, `${NEWSLETTER_UPDATE_PATH}?${SUBSCRIBER_TOKEN_PARAM}=${token}`);
    },
    async run(cell) {
      const { page } = cell;
      const kitchen = page.getByRole('main').getByRole('checkbox', { name: t('newsletter.interest.KITCHEN') });
      await kitchen.check();
      await page
        .getByRole('main')
        .getByRole('button', { name: t('newsletter.update.submit') })
        .click();
      await cell.settle();
      if (readAsSuccess(cell)) {
        await expect(page.getByRole('main').getByText(t('newsletter.update.saved'))).toBeVisible();
        return 'not read: saved';
      }
      await expect(page.getByRole('main').getByText(t('newsletter.update.failed'))).toBeVisible();
      await expect(kitchen).toBeChecked();
      return 'save failed, entries kept';
    },
  },
  {
    call: 'preview.checkPreviewAuth',
    side: 'browser',
    prepare: ({ page }) => signInAsStaff(page),
    async run(cell) {
      await open(cell.page, '/');
      await cell.settle();
      // No staff session confirmed: no panel.
      await expect(previewTrigger(cell.page)).toHaveCount(0);
      return 'no panel';
    },
    async afterwards({ page }) {
      await open(page, '/');
      await expect(previewTrigger(page)).toBeVisible();
    },
  },
  {
    call: 'preview.logoutPreview',
    side: 'browser',
    async prepare({ page }) {
      await signInAsStaff(page);
      await openPreview(page);
    },
    async run(cell) {
      await previewDialog(cell.page).getByRole('button', { name: previewTexts['preview.logout'] }).click();
      await cell.settle();
      // "After logout the panel disappears" (the logout answer is not read).
      await expect(previewTrigger(cell.page)).toHaveCount(0);
      return 'panel gone';
    },
  },
  {
    call: 'preview.renewPreviewLogin',
    side: 'browser',
    prepare: ({ page }) => signInAsStaff(page),
    async run(cell) {
      // Renewed once when the panel opens, its answer not read: the panel works.
      await openPreview(cell.page);
      await cell.settle();
      await expect(previewDialog(cell.page).getByText(previewTexts['preview.testsFound'])).toBeVisible();
      await cell.page.keyboard.press('Escape');
      await expect(previewTrigger(cell.page)).toBeVisible();
      return 'ignored, panel works';
    },
  },
  {
    call: 'preview.setPreviewToken',
    side: 'browser',
    async prepare({ page }) {
      await signInAsStaff(page);
      await openPreview(page);
      await expect(previewDialog(page).getByText(previewTexts['preview.testsFound'])).toBeVisible();
    },
    async run(cell) {
      const date = previewDialog(cell.page).getByLabel(previewTexts['preview.date']);
      const picked = await date.inputValue();
      await previewDialog(cell.page).getByRole('button', { name: previewTexts['preview.submit'] }).click();
      await cell.settle();
      // "'Applying settings failed.' on any other status or network failure"; the settings stay.
      await expect(previewDialog(cell.page).getByText(previewTexts['preview.failed'])).toBeVisible();
      await expect(date).toHaveValue(picked);
      return "'Applying settings failed.', settings kept";
    },
  },
  {
    call: 'abTests.fetchTestsAt',
    side: 'browser',
    async prepare({ page }) {
      await signInAsStaff(page);
      await open(page, '/');
    },
    async run(cell) {
      await previewTrigger(cell.page).click();
      await cell.settle();
      // "'Failed to fetch AB tests.' (error state; only None is offered)".
      await expect(previewDialog(cell.page).getByText(previewTexts['preview.testsFailed'])).toBeVisible();
      return "'Failed to fetch AB tests.'";
    },
  },
  {
    call: 'abTests.fetchAssignment',
    side: 'browser',
    async run(cell) {
      await open(cell.page, '/');
      await cell.settle();
      // The assignment is "called on footer load, result ignored".
      await expect(cell.page.getByRole('contentinfo').getByText(footerGroupHeading()).first()).toBeVisible();
      return 'ignored';
    },
  },
  {
    call: 'login.renewLoginToken',
    side: 'browser',
    clock: true,
    prepare: ({ page }) => signIn(page),
    async run(cell) {
      const { page } = cell;
      await open(page, '/');
      await expect(visitorIcon(page)).toHaveAttribute('data-visitor', 'signed-in');
      // Activity, then the 3-minute check finds the token due for renewal.
      await page.mouse.move(10, 10);
      await page.mouse.move(40, 40);
      await page.clock.fastForward(LOGIN_TOKEN_CHECK_INTERVAL_MS);
      await cell.settle();
      // A failed renewal is the keep-alive's outcome 2 (server error): nothing shown, the visitor stays signed in.
      await expect(visitorIcon(page)).toHaveAttribute('data-visitor', 'signed-in');
      return 'outcome 2, still signed in';
    },
  },
  {
    call: 'login.requestLongTermToken',
    side: 'browser',
    async run(cell) {
      await open(cell.page, '/');
      await cell.settle();
      return 'ignored';
    },
  },
  {
    call: 'footer.fetchFooterContent',
    side: 'server',
    async run({ page }) {
      await open(page, '/');
      // Footer content: "other errors logged and nothing returned": the footer without its content.
      await expect(page.getByRole('contentinfo').getByText(footerGroupHeading())).toHaveCount(0);
      return 'footer without content';
    },
  },
  {
    call: 'catalogue.fetchCatalogueProduct',
    side: 'server',
    errorPage: true,
    async run({ page }) {
      await open(page, product!.productViewUrl);
      await expectErrorPage(page);
      return '503 error page';
    },
  },
  {
    call: 'catalogue.fetchCatalogueCategory',
    side: 'server',
    errorPage: true,
    async run({ page }) {
      await open(page, `/c/${category.slug}`);
      await expectErrorPage(page);
      return '503 error page';
    },
  },
  {
    call: 'catalogue.fetchCatalogueSearch',
    side: 'server',
    errorPage: true,
    async run({ page }) {
      await open(page, '/search?query=espresso');
      await expectErrorPage(page);
      return '503 error page';
    },
  },
  {
    call: 'catalogue.fetchCatalogueCategories',
    side: 'server',
    async run({ page }) {
      // The site picker (/reference) lists every shop; one whose catalogue cannot be read is listed without its
      // category, product and search links (reference-app/src/pages/sitePicker.ts), never an error page.
      await open(page, SITE_PICKER_PAGE_PATH);
      const main = page.getByRole('main');
      await expect(main.locator(`a[href="/?site=${SITE.toLowerCase()}"]`).first()).toBeVisible();
      await expect(main.locator('a[href^="/p/"]')).toHaveCount(0);
      await expect(main.locator('a[href^="/search"]')).toHaveCount(0);
      return 'shops listed without catalogue links';
    },
  },
  {
    call: 'content.fetchContentPage',
    side: 'server',
    errorPage: true,
    async run({ page }) {
      await open(page, '/contact');
      await expectErrorPage(page);
      return '503 error page';
    },
  },
  {
    call: 'content.fetchStores',
    side: 'server',
    errorPage: true,
    async run({ page }) {
      await open(page, STORE_FINDER_PAGE_PATH);
      await expectErrorPage(page);
      return '503 error page';
    },
  },
  {
    call: 'content.fetchOrders',
    side: 'server',
    errorPage: true,
    prepare: ({ page }) => signIn(page),
    async run({ page }) {
      await open(page, ORDERS_PAGE_PATH);
      await expectErrorPage(page);
      return '503 error page';
    },
    async afterwards({ page }) {
      // Still signed in: the orders are there once the call answers again.
      await open(page, ORDERS_PAGE_PATH);
      await expect(visitorIcon(page)).toHaveAttribute('data-visitor', 'signed-in');
    },
  },
  {
    call: 'login.login',
    side: 'browser',
    prepare: ({ page }) => open(page, USER_MENU_PAGE_PATH),
    async run(cell) {
      const { page } = cell;
      const form = page.getByRole('form', { name: appTexts['userMenu.signIn.title'] });
      const email = form.getByRole('textbox', { name: appTexts['userMenu.email'] });
      await email.fill(SEEDED_LOGIN.email);
      await form.locator('input[name="password"]').fill(SEEDED_LOGIN.password);
      await form.getByRole('button', { name: appTexts['userMenu.submit'] }).click();
      await cell.settle();
      if (readAsSuccess(cell)) {
        // Login: "200 success" (the body is not read): the page loads again, as the service's cookies say; the
        // faulted answer set none, so the visitor is still signed out and the sign-in form is there, without an error.
        await page.waitForURL((url) => url.pathname === USER_MENU_PAGE_PATH && url.search === '');
        await page.waitForSelector('html[data-hydrated="true"]');
        await expect(page.getByRole('form', { name: appTexts['userMenu.signIn.title'] })).toBeVisible();
        await expect(page.getByRole('main').getByText(appTexts['userMenu.error.unavailable'])).toHaveCount(0);
        return 'not read: success, page reloaded';
      }
      // Login: any failure but a refusal is "service unavailable"; the visitor stays signed out, the entries
      // stay in the form.
      await expect(page.getByRole('main').getByText(appTexts['userMenu.error.unavailable'])).toBeVisible();
      await expect(email).toHaveValue(SEEDED_LOGIN.email);
      await expect(visitorIcon(page)).not.toHaveAttribute('data-visitor', 'signed-in');
      return 'service unavailable, entries kept';
    },
  },
];
