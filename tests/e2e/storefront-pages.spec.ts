import type { Page } from '@playwright/test';
import { IntlMessageFormat } from 'intl-messageformat';
import { csCZ } from '../../reference-app/src/messages/cs-CZ';
import { deDE, type AppMessageId } from '../../reference-app/src/messages/de-DE';
import { trTR } from '../../reference-app/src/messages/tr-TR';
import { contentPageOf, storesOf } from '../../src/mocks/fixtures/content';
import { SEEDED_LOGIN } from '../../src/mocks/routes/login';
import type { SiteCode } from '../../src/platform/site';
import { CSRF_MARKER_VALUE, serviceHeaders } from '../../src/services/http/constants';
import { LOGIN_PATH } from '../../src/services/login/constants';
import { axeViolations, expect, hydrated, test } from './fixtures';

// The pages the header and footer link to that the storefront did not have (user menu, store finder, orders, bean
// account, loyalty-card overview, gift cards, contact and service, content pages) and the demo's site picker: each
// server-rendered and hydrated in the shop's layout, with its content from the reference services, axe-clean, without a
// CSP violation, usable by keyboard where it has interaction; unknown addresses below them are 404 pages.

const shops = {
  DE: { site: 'DE', locale: 'de-DE', texts: deDE },
  CZ: { site: 'CZ', locale: 'cs-CZ', texts: csCZ },
  TR: { site: 'TR', locale: 'tr-TR', texts: trTR },
} as const;
type ShopCode = keyof typeof shops;

const t = (shop: ShopCode, id: AppMessageId, values?: Record<string, number | string>) =>
  String(new IntlMessageFormat(shops[shop].texts[id], shops[shop].locale).format(values));

async function open(page: Page, site: ShopCode, path: string, status = 200) {
  const response = await page.goto(`${path}${path.includes('?') ? '&' : '?'}site=${site}`);
  expect(response?.status(), path).toBe(status);
  await hydrated(page);
}

/** Signs the seeded customer in the way the header's tests do: the login service's own call, in this browser. */
async function signIn(page: Page) {
  const response = await page.request.post(LOGIN_PATH, {
    headers: { [serviceHeaders.csrfMarker]: CSRF_MARKER_VALUE },
    data: { ...SEEDED_LOGIN },
  });
  expect(response.ok()).toBe(true);
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
/** The page's own content (the header and footer have links and fields of the same names). */
const main = (page: Page) => page.getByRole('main');
const title = (site: SiteCode, slug: string) => contentPageOf(site, slug)!.title;

/** The page is in the shop's layout, axe-clean and without CSP violation. */
async function expectSound(page: Page, cspViolations: () => Promise<string[]>) {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  expect(await cspViolations()).toEqual([]);
}

test.describe('the user menu (/usermenu)', () => {
  test('DE: signing in by keyboard leads to the account menu with the customer from psdata', async ({
    page,
    cspViolations,
  }) => {
    // Two states of the page, each checked with axe, and a reload between them.
    test.slow();
    await open(page, 'DE', '/usermenu');
    await expect(heading(page, t('DE', 'userMenu.title'))).toBeVisible();
    await expectSound(page, cspViolations);

    await main(page)
      .getByRole('textbox', { name: t('DE', 'userMenu.email') })
      .focus();
    await page.keyboard.type('kaffee@example.org');
    await page.keyboard.press('Tab');
    await page.keyboard.type('falsch');
    await page.keyboard.press('Enter');
    await expect(page.getByText(t('DE', 'userMenu.error.unauthorized'))).toBeVisible();

    const password = main(page).locator('input[name="password"]');
    await password.fill('');
    await password.focus();
    await page.keyboard.type(SEEDED_LOGIN.password);
    await page.keyboard.press('Enter');
    await expect(page.getByText(t('DE', 'userMenu.greeting', { name: 'Klara Kaffee' }))).toBeVisible();
    await hydrated(page);
    const menu = page.getByRole('navigation', { name: t('DE', 'userMenu.menu') });
    for (const id of [
      'userMenu.orders',
      'userMenu.beanAccount',
      'userMenu.loyaltyCard',
      'userMenu.newsletter',
    ] as const)
      await expect(menu.getByRole('link', { name: t('DE', id) })).toBeVisible();
    await expect(page.getByText(t('DE', 'userMenu.beans', { count: 1250 }))).toBeVisible();
    await expectSound(page, cspViolations);
  });

  for (const site of ['CZ', 'TR'] as const) {
    test(`${site}: the sign-in form in the shop's language`, async ({ page, cspViolations }) => {
      await open(page, site, '/usermenu');
      await expect(heading(page, t(site, 'userMenu.title'))).toBeVisible();
      await expect(page.getByRole('button', { name: t(site, 'userMenu.submit') })).toBeVisible();
      await expectSound(page, cspViolations);
    });
  }
});

test.describe('personal pages after signing in: orders, bean account, loyalty card', () => {
  for (const site of ['DE', 'CZ', 'TR'] as const) {
    test(`${site}: orders, beans and the card overview`, async ({ page, cspViolations }) => {
      // Three pages, each checked with axe.
      test.slow();
      await open(page, site, '/orders');
      await expect(main(page).getByRole('link', { name: t(site, 'account.signIn') })).toBeVisible();
      await signIn(page);

      await open(page, site, '/orders');
      await expect(heading(page, t(site, 'orders.title'))).toBeVisible();
      await expect(
        page.getByRole('heading', { level: 2, name: t(site, 'orders.order', { id: '2026-118342' }) }),
      ).toBeVisible();
      await expectSound(page, cspViolations);

      await open(page, site, '/beanaccount');
      await expect(heading(page, title(site, 'beanaccount'))).toBeVisible();
      await expect(page.getByText(t(site, 'beanAccount.beans', { count: 1250 }))).toBeVisible();
      await expectSound(page, cspViolations);

      await open(page, site, '/cremacard/Overview');
      await expect(heading(page, title(site, 'loyaltycard'))).toBeVisible();
      await expect(page.getByText(t(site, 'loyaltyCard.member'))).toBeVisible();
      await expectSound(page, cspViolations);
    });
  }
});

test.describe('the store finder (/service/storefinder/ and /service/storefinder/search)', () => {
  test('DE: searching by keyboard lists the matching store', async ({ page, cspViolations }) => {
    await open(page, 'DE', '/service/storefinder/search');
    await expect(heading(page, t('DE', 'storeFinder.title'))).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(storesOf('DE').length);
    await expectSound(page, cspViolations);

    await page.getByRole('searchbox', { name: t('DE', 'storeFinder.search') }).focus();
    await page.keyboard.type('münchen');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/[?&]q=m%C3%BCnchen/);
    await hydrated(page);
    await expect(
      page.getByRole('heading', { level: 2, name: t('DE', 'storeFinder.results', { count: 1, query: 'münchen' }) }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Crema München Kaufingerstraße' })).toBeVisible();
    await expectSound(page, cspViolations);
  });

  for (const site of ['CZ', 'TR'] as const) {
    test(`${site}: the country's stores`, async ({ page, cspViolations }) => {
      await open(page, site, '/service/storefinder/');
      await expect(heading(page, t(site, 'storeFinder.title'))).toBeVisible();
      for (const store of storesOf(site))
        await expect(page.getByRole('heading', { level: 3, name: store.name })).toBeVisible();
      await expectSound(page, cspViolations);
    });
  }
});

test.describe('the store finder without script', () => {
  test.use({ javaScriptEnabled: false });

  test('the search is a native form the server answers', async ({ page }) => {
    await page.goto('/service/storefinder/?site=de');
    await page.getByRole('searchbox', { name: t('DE', 'storeFinder.search') }).fill('20095');
    await page.getByRole('button', { name: t('DE', 'storeFinder.submit') }).click();
    await expect(page.getByRole('heading', { level: 3, name: 'Crema Hamburg Mönckebergstraße' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
  });
});

test.describe('content pages', () => {
  const paths = [
    ['/contact', 'contact'],
    ['/c/service', 'service'],
    ['/c/geschenkkarte', 'geschenkkarte'],
    ['/scout', 'scout'],
    ['/kaffeeakademie', 'kaffeeakademie'],
    ['/signup', 'signup'],
    ['/privacy', 'privacy'],
  ] as const;

  for (const site of ['DE', 'CZ', 'TR'] as const) {
    for (const [path, slug] of [...paths, ...(site === 'TR' ? ([['/account', 'account']] as const) : [])]) {
      test(`${site} ${path}: its content from the reference content service`, async ({ page, cspViolations }) => {
        await open(page, site, path);
        const content = contentPageOf(site, slug)!;
        await expect(heading(page, content.title)).toBeVisible();
        await expect(main(page).getByText(content.intro)).toBeVisible();
        await expect(main(page).getByRole('heading', { level: 2, name: content.sections[0]!.heading })).toBeVisible();
        await expectSound(page, cspViolations);
      });
    }
  }

  test('DE: the service page opens the question the address names; a topic narrows the list', async ({
    page,
    cspViolations,
  }) => {
    await open(page, 'DE', '/c/service?question=returns');
    const returns = page.locator('#question-returns');
    await expect(returns).toHaveAttribute('open', '');
    await expect(returns.getByText(/^Sie haben 30 Tage Rückgaberecht/)).toBeVisible();
    await main(page).getByRole('link', { name: 'Lieferung' }).click();
    await hydrated(page);
    await expect(
      page.getByRole('heading', { level: 2, name: t('DE', 'content.filterCategory', { topic: 'Lieferung' }) }),
    ).toBeVisible();
    await expect(main(page).locator('details')).toHaveCount(2);
    // A question opens by keyboard (a native disclosure).
    await main(page).locator('summary').first().focus();
    await page.keyboard.press('Enter');
    await expect(main(page).locator('details').first()).toHaveAttribute('open', '');
    await expectSound(page, cspViolations);
  });

  test('DE: a gift card goes into the cart by keyboard; the header badge follows', async ({ page, cspViolations }) => {
    await open(page, 'DE', '/c/geschenkkarte');
    const card = contentPageOf('DE', 'geschenkkarte')!.giftCards[0]!;
    await page.getByRole('button', { name: `${t('DE', 'giftCards.add')} ${card.title}` }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: t('DE', 'giftCards.added', { count: 1 }) })).toBeVisible();
    await expect(page.getByRole('banner').locator('[data-count]')).toHaveText('1');
    await expectSound(page, cspViolations);
  });
});

test.describe('unknown addresses below the new pages are 404 pages', () => {
  for (const path of [
    '/service/storefinder/gibt-es-nicht',
    '/goldcard/Overview',
    '/c/service?question=gibt-es-nicht',
    '/account',
  ]) {
    test(`DE ${path}`, async ({ page }) => {
      await open(page, 'DE', path, 404);
      await expect(heading(page, deDE['notFound.title'])).toBeVisible();
    });
  }
});

test('the site picker lists the nine shops with their pages', async ({ page, cspViolations }) => {
  await open(page, 'DE', '/reference');
  await expect(heading(page, t('DE', 'sitePicker.title'))).toBeVisible();
  for (const name of ['Deutschland', 'Česko', 'Türkiye', 'Suisse (Français)'])
    await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
  const cz = page.getByRole('list', { name: t('DE', 'sitePicker.pages', { country: 'Česko' }) });
  await expect(cz.getByRole('link', { name: t('DE', 'sitePicker.page.storeFinder') })).toHaveAttribute(
    'href',
    '/service/storefinder/?site=cz',
  );
  await expectSound(page, cspViolations);
  await cz.getByRole('link', { name: t('DE', 'sitePicker.page.userMenu') }).click();
  await hydrated(page);
  await expect(heading(page, t('CZ', 'userMenu.title'))).toBeVisible();
});
