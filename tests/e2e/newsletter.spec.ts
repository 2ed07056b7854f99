import type { Page } from '@playwright/test';
import { IntlMessageFormat } from 'intl-messageformat';
import { messages as deDE } from '../../src/compositions/messages/locales/de-DE';
import { messages as huHU } from '../../src/compositions/messages/locales/hu-HU';
import { messages as trTR } from '../../src/compositions/messages/locales/tr-TR';
import type { StorefrontMessages } from '../../src/compositions/messages/messageModules';
import { newsletterRoutes, type NewsletterMail } from '../../src/mocks/routes/newsletter';
import { newsletterPaths } from '../../src/services/newsletter/constants';
import type { SiteCode } from '../../src/platform/site/constants';
import { axeViolations, expect, hydrated, test } from './fixtures';

/** The three shops tested, with what their forms require (salutation, names, the TR legal consent). */
const shops = [
  { site: 'DE', locale: 'de-DE', messages: deDE, salutation: false, names: false, legal: false },
  { site: 'HU', locale: 'hu-HU', messages: huHU, salutation: true, names: true, legal: false },
  { site: 'TR', locale: 'tr-TR', messages: trTR, salutation: false, names: true, legal: true },
] as const satisfies readonly {
  site: SiteCode;
  locale: string;
  messages: StorefrontMessages;
  salutation: boolean;
  names: boolean;
  legal: boolean;
}[];
type Shop = (typeof shops)[number];

const text = (shop: Shop, id: keyof StorefrontMessages, values?: Record<string, number | string>) =>
  String(new IntlMessageFormat(shop.messages[id], shop.locale).format(values));
const startsWith = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

const SIGN_UP = '/subscribenewsletter';
/** The subscribe calls of the browser (private or internal path). */
const SUBSCRIBE = `**/service/newsletter/api/*${newsletterPaths.subscribers}`;

async function open(page: Page, shop: Shop, query = '') {
  await page.goto(`${SIGN_UP}?site=${shop.site}${query}`);
  await hydrated(page);
}

const form = (page: Page) => page.getByRole('main').getByRole('form');
const field = (page: Page, shop: Shop, id: keyof StorefrontMessages) =>
  form(page).getByRole('textbox', { name: startsWith(text(shop, id)) });

/** A unique address per test and shop, so parallel tests never share a subscriber. */
const addressOf = (shop: Shop, what: string) => `e2e-${what}-${shop.site.toLowerCase()}-${Date.now()}@example.org`;

/** Fills what the shop requires, by keyboard from the email field on (salutation by its listbox, checkbox by Space). */
async function fillRequired(page: Page, shop: Shop, email: string) {
  const emailField = field(page, shop, 'newsletter.email');
  await emailField.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(email);
  if (shop.salutation) {
    const salutation = form(page).getByRole('combobox', { name: startsWith(text(shop, 'newsletter.salutation')) });
    await salutation.focus();
    await page.keyboard.press('Enter');
    const option = page.getByRole('option', { name: text(shop, 'newsletter.salutation.mrs') });
    await expect(option).toBeVisible();
    await option.focus();
    await page.keyboard.press('Enter');
    await expect(salutation).toContainText(text(shop, 'newsletter.salutation.mrs'));
  }
  if (shop.names) {
    await field(page, shop, 'newsletter.firstName').focus();
    await page.keyboard.type('Anna');
    await field(page, shop, 'newsletter.lastName').focus();
    await page.keyboard.type('Kovács-Demir');
  }
  if (shop.legal) {
    await form(page)
      .getByRole('checkbox', { name: startsWith(text(shop, 'newsletter.consent.commercialMessages')) })
      .focus();
    await page.keyboard.press('Space');
  }
}

async function submitByKeyboard(page: Page, shop: Shop) {
  await form(page)
    .getByRole('button', { name: text(shop, 'newsletter.submit') })
    .focus();
  await page.keyboard.press('Enter');
}

for (const shop of shops) {
  test.describe(`newsletter in ${shop.site}`, () => {
    test('keyboard only: every required-field message, then a sign-up that succeeds; axe in each state', async ({
      page,
      cspViolations,
    }) => {
      await open(page, shop);
      expect(await axeViolations(page)).toEqual([]);
      // Only the email field first; the rest appears once it has focus.
      const emailField = field(page, shop, 'newsletter.email');
      await expect(form(page).getByRole('button', { name: text(shop, 'newsletter.submit') })).toBeHidden();
      await emailField.focus();
      await submitByKeyboard(page, shop);

      const required: (keyof StorefrontMessages)[] = [
        'newsletter.error.emailRequired',
        ...(shop.salutation ? (['newsletter.error.salutationRequired'] as const) : []),
        ...(shop.names ? (['newsletter.error.firstNameRequired', 'newsletter.error.lastNameRequired'] as const) : []),
        ...(shop.legal ? (['newsletter.error.commercialMessagesRequired'] as const) : []),
      ];
      for (const id of required) await expect(form(page).getByText(text(shop, id), { exact: true })).toBeVisible();
      // Focus goes to the first invalid field, which says why.
      await expect(emailField).toBeFocused();
      expect(await axeViolations(page)).toEqual([]);

      const email = addressOf(shop, 'ok');
      await fillRequired(page, shop, email);
      await submitByKeyboard(page, shop);
      const success = page.getByRole('main').getByText(text(shop, 'newsletter.success.title'));
      await expect(success).toBeVisible();
      await expect(success).toBeFocused();
      await expect(page.getByRole('main')).toContainText(email);
      expect(await axeViolations(page)).toEqual([]);
      expect(await cspViolations(), 'CSP').toEqual([]);
    });

    test('the service says the address is invalid: the message on the email field', async ({ page }) => {
      await open(page, shop);
      // The browser's form accepts it; the reference service answers urn:newsletter:email_invalid.
      await fillRequired(page, shop, 'anna@localhost');
      await submitByKeyboard(page, shop);
      const emailField = field(page, shop, 'newsletter.email');
      await expect(form(page).getByText(text(shop, 'newsletter.error.emailInvalid'))).toBeVisible();
      await expect(emailField).toBeFocused();
      await expect(emailField).toHaveAttribute('aria-invalid', 'true');
      expect(await axeViolations(page)).toEqual([]);
    });

    test('a technical error keeps what was entered, and the notice is brought into view', async ({ page }) => {
      await open(page, shop);
      await page.route(SUBSCRIBE, (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/problem+json',
          body: JSON.stringify({ type: 'about:blank', title: 'Internal Server Error', status: 500 }),
        }),
      );
      const email = addressOf(shop, 'technical');
      await fillRequired(page, shop, email);
      await submitByKeyboard(page, shop);
      const notice = page.getByRole('main').getByText(text(shop, 'newsletter.error.technical'));
      await expect(notice).toBeVisible();
      await expect(notice).toBeInViewport();
      await expect(field(page, shop, 'newsletter.email')).toHaveValue(email);
      if (shop.names) await expect(field(page, shop, 'newsletter.firstName')).toHaveValue('Anna');
      expect(await axeViolations(page)).toEqual([]);
    });

    test('the honeypot: a bot sees the success, the sign-up event is pushed, and nothing is sent', async ({ page }) => {
      await open(page, shop);
      const calls: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().includes(newsletterPaths.subscribers))
          calls.push(request.url());
      });
      const events: unknown[] = [];
      await page.exposeFunction('recordDataLayer', (event: unknown) => void events.push(event));
      await page.evaluate(() => {
        const layer = ((window as unknown as { dataLayer?: unknown[] }).dataLayer ??= []);
        const push = layer.push.bind(layer);
        layer.push = (...items: unknown[]) => {
          for (const item of items)
            (window as unknown as { recordDataLayer: (e: unknown) => void }).recordDataLayer(item);
          return push(...items);
        };
      });
      // A bot fills every field it finds, the hidden one too.
      await page.locator('main form input[name="website"]').evaluate((input: HTMLInputElement) => {
        // As a script fills it: the native setter, so React sees the change.
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, 'https://spam.example');
        input.dispatchEvent(new Event('input', { bubbles: true }));
      });
      await fillRequired(page, shop, addressOf(shop, 'bot'));
      await submitByKeyboard(page, shop);
      await expect(page.getByRole('main').getByText(text(shop, 'newsletter.success.title'))).toBeVisible();
      expect(calls).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
      await expect
        .poll(() => events)
        .toContainEqual(expect.objectContaining({ event: 'sign_up', subject: 'newsletter' }));
    });

    test('double opt-in: the link in the mail confirms; a link no longer valid says so', async ({ page, request }) => {
      await open(page, shop);
      const email = addressOf(shop, 'doi');
      await fillRequired(page, shop, email);
      await submitByKeyboard(page, shop);
      await expect(page.getByRole('main').getByText(text(shop, 'newsletter.success.title'))).toBeVisible();

      // The reference service's mailbox (reference-only route): the confirmation mail with its link.
      const { mails } = (await (await request.get(newsletterRoutes.mailbox)).json()) as { mails: NewsletterMail[] };
      const mail = mails.find((m) => m.to === email && m.kind === 'doi');
      expect(mail?.link).toContain(`${SIGN_UP}?site=`);
      await page.goto(mail!.link!);
      await hydrated(page);
      await expect(page.getByRole('main').getByText(text(shop, 'newsletter.confirmed.title'))).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      await open(page, shop, '&subscriberToken=expired-or-unknown');
      const invalid = page
        .getByRole('main')
        .getByText(text(shop, 'newsletter.error.linkInvalid', { product: text(shop, 'newsletter.product') }));
      await expect(invalid).toBeVisible();
      await expect(invalid).toBeInViewport();
      expect(await axeViolations(page)).toEqual([]);
      // Entering the email field takes the notice away.
      await field(page, shop, 'newsletter.email').focus();
      await expect(invalid).toBeHidden();
    });
  });
}

test('without script the form posts to the storefront and shows the outcome page', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const shop = shops[0];
  await page.goto(`${SIGN_UP}?site=${shop.site}`);
  const email = addressOf(shop, 'noscript');
  await page
    .getByRole('main')
    .getByRole('textbox', { name: startsWith(text(shop, 'newsletter.email')) })
    .fill(email);
  await page
    .getByRole('main')
    .getByRole('button', { name: text(shop, 'newsletter.submit') })
    .click();
  await expect(page.getByRole('main').getByText(text(shop, 'newsletter.success.title'))).toBeVisible();
  await expect(page.getByRole('main')).toContainText(email);
  await context.close();
});
