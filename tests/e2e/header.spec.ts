import type { Page } from '@playwright/test';
import { IntlMessageFormat } from 'intl-messageformat';
import { csCZ } from '../../src/features/header/messages/cs-CZ';
import { deDE, type HeaderMessageId } from '../../src/features/header/messages/de-DE';
import { trTR } from '../../src/features/header/messages/tr-TR';
import { csCZ as navigationCsCZ } from '../../src/features/navigation/messages/cs-CZ';
import { deDE as navigationDeDE } from '../../src/features/navigation/messages/de-DE';
import { trTR as navigationTrTR } from '../../src/features/navigation/messages/tr-TR';
import { SCROLL_DEBOUNCE_MS } from '../../src/features/header/constants';
import { CSRF_MARKER_VALUE, serviceHeaders } from '../../src/services/http/constants';
import { LOGIN_PATH } from '../../src/services/login/constants';
import { SEEDED_LOGIN } from '../../src/mocks/routes/login';
import { axeViolations, expect, hydrated, test, putInCart } from './fixtures';

/**
 * The three shops tested, with their header texts and their navigation's (its coffee category, the configured item).
 */
const shops = [
  { site: 'DE', locale: 'de-DE', texts: deDE, navigation: navigationDeDE },
  { site: 'CZ', locale: 'cs-CZ', texts: csCZ, navigation: navigationCsCZ },
  { site: 'TR', locale: 'tr-TR', texts: trTR, navigation: navigationTrTR },
] as const;
type Shop = (typeof shops)[number];

const text = (shop: Shop, id: HeaderMessageId, values?: Record<string, number | string>) =>
  String(new IntlMessageFormat(shop.texts[id], shop.locale).format(values));

const header = (page: Page) => page.getByRole('banner');

async function open(page: Page, shop: Shop, path = '/') {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}site=${shop.site}`);
  await hydrated(page);
}

for (const shop of shops) {
  test.describe(`header in ${shop.site}`, () => {
    test('the first Tab shows the skip link, and it moves focus into main', async ({ page, cspViolations }) => {
      await open(page, shop);
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: text(shop, 'header.skipLinks.search') });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      expect((await skip.boundingBox())?.height).toBeGreaterThan(20);
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Tab');
      const toMain = page.getByRole('link', { name: text(shop, 'header.skipLinks.main') });
      await expect(toMain).toBeFocused();
      await expect(toMain).toBeInViewport();
      await page.keyboard.press('Enter');
      await expect(page.locator('main')).toBeFocused();
      // Unfocused, a skip link is the visually-hidden one-pixel box again.
      expect((await toMain.boundingBox())?.width).toBeLessThanOrEqual(1);
      expect(await cspViolations()).toEqual([]);
    });

    test('the cart badge follows the cart: 0 hidden, 12 shows 9+', async ({ page }) => {
      await open(page, shop);
      // Hydrated, the cart icon is the mini cart's button (a link to the cart page before).
      const cart = header(page).getByRole('button', { name: text(shop, 'header.cart.badgeLabel', { count: 0 }) });
      await expect(cart).toBeVisible();
      await expect(cart.locator('xpath=..').locator('[data-count]')).toHaveCount(0);

      await putInCart(page.request, { '400001': 10, '400002': 2 });
      // The cart-update event refreshes the count without a reload.
      await page.evaluate(() => window.dispatchEvent(new CustomEvent('cart-update')));
      const twelve = header(page).getByRole('button', { name: text(shop, 'header.cart.badgeLabel', { count: 12 }) });
      await expect(twelve.locator('xpath=..').locator('[data-count]')).toHaveText('9+');
      expect(await axeViolations(page)).toEqual([]);

      // The next page shows the last known count at once, then the loaded one: still 9+.
      await open(page, shop);
      await expect(twelve.locator('xpath=..').locator('[data-count]')).toHaveText('9+');
    });

    test('the user icon switches after signing in with the seeded customer', async ({ page }) => {
      await open(page, shop);
      const signIn = header(page).getByRole('link', { name: text(shop, 'header.icons.user'), exact: true });
      await expect(signIn).toHaveAttribute('data-visitor', 'signed-out');

      const response = await page.request.post(LOGIN_PATH, {
        headers: { [serviceHeaders.csrfMarker]: CSRF_MARKER_VALUE },
        data: { ...SEEDED_LOGIN },
      });
      expect(response.ok()).toBe(true);
      await open(page, shop);
      const account = header(page).getByRole('link', { name: new RegExp(text(shop, 'header.icons.userLoggedIn')) });
      await expect(account).toHaveAttribute('data-visitor', 'signed-in');
      await expect(account).toHaveAttribute('href', '/usermenu');
      expect(await axeViolations(page)).toEqual([]);
    });

    test('the header hides and shows on scroll on a long category page', async ({ page }) => {
      await open(
        page,
        shop,
        String(new IntlMessageFormat(shop.navigation['navigation.classicNav.coffee.url']).format()),
      );
      await expect(page.locator('[data-page-type]')).toHaveAttribute('data-page-type', 'CategoryPage');
      // The active menu path: the coffee item is on this page's path, in the server HTML already. It opens a flyout,
      // so it is a button, marked aria-current="true" (only a link to the page itself says "page").
      await expect(header(page).locator('button[aria-current="true"]:visible')).toHaveText(
        String(new IntlMessageFormat(shop.navigation['navigation.classicNav.coffee'], shop.locale).format()),
      );
      await expect(header(page)).toHaveAttribute('data-hidden', 'false');
      await page.mouse.wheel(0, 900);
      await expect(header(page)).toHaveAttribute('data-hidden', 'true');
      await expect(header(page)).not.toBeInViewport();
      await page.mouse.wheel(0, -300);
      await expect(header(page)).toHaveAttribute('data-hidden', 'false');
      await expect(header(page)).toBeInViewport();
      expect(await axeViolations(page)).toEqual([]);
      // Tabbing into a hidden header shows it (WCAG 2.4.11).
      await page.mouse.wheel(0, 900);
      await expect(header(page)).toHaveAttribute('data-hidden', 'true');
      await header(page)
        .getByRole('link', { name: text(shop, 'header.icons.storeFinder') })
        .focus();
      await expect(header(page)).toHaveAttribute('data-hidden', 'false');
    });

    test('the header stays on the cart page (page type basket)', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 420 });
      await putInCart(page.request, { '400001': 2, '400002': 1, '400003': 1, '400004': 1, '400005': 1 });
      await open(page, shop, '/cart');
      await expect(page.locator('[data-page-type]')).toHaveAttribute('data-page-type', 'basket');
      // The page scrolls: the rule, not a short page, keeps the header.
      expect(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeGreaterThan(
        300,
      );
      await page.mouse.wheel(0, 600);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
      // Twice the 50 ms debounce in the page's own timers: a hiding header would have hidden by now.
      await page.evaluate((ms) => new Promise((resolve) => setTimeout(resolve, 2 * ms)), SCROLL_DEBOUNCE_MS);
      await expect(header(page)).toHaveAttribute('data-hidden', 'false');
      expect(await axeViolations(page)).toEqual([]);
    });

    test('the checkout page shows the reduced header', async ({ page, cspViolations }) => {
      await open(page, shop, '/checkout');
      await expect(header(page)).toHaveAttribute('data-layout', 'reduced');
      await expect(header(page).getByRole('combobox')).toHaveCount(0);
      await expect(header(page).getByText(text(shop, 'header.reduced.secureHint'))).toBeVisible();
      await expect(header(page).getByRole('button', { name: text(shop, 'header.reduced.back') })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      expect(await cspViolations()).toEqual([]);
    });
  });
}

test('an affiliate cookie switches any page to the reduced header', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'affiliate', value: 'partner-42', url: baseURL! }]);
  await page.goto('/');
  await hydrated(page);
  await expect(header(page)).toHaveAttribute('data-layout', 'reduced');
});

/** The page's layout shifts so far (the Layout Instability API), summed as CLS counts them. */
async function layoutShift(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[];
          resolve(entries.filter((e) => !e.hadRecentInput).reduce((sum, e) => sum + e.value, 0));
        }).observe({ type: 'layout-shift', buffered: true });
        // No entry at all: nothing moved.
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(0)));
      }),
  );
}

test('the server-rendered header hydrates without a layout shift; the visitor and the count arrive in place', async ({
  page,
}) => {
  await page.goto('/');
  await hydrated(page);
  await expect(header(page).getByRole('link', { name: deDE['header.icons.user'], exact: true })).toBeVisible();
  expect(await layoutShift(page)).toBe(0);

  const response = await page.request.post(LOGIN_PATH, {
    headers: { [serviceHeaders.csrfMarker]: CSRF_MARKER_VALUE },
    data: { ...SEEDED_LOGIN },
  });
  expect(response.ok()).toBe(true);
  await putInCart(page.request, { '400001': 3 });
  await page.goto('/');
  await hydrated(page);
  await expect(header(page).locator('[data-visitor="signed-in"]')).toBeVisible();
  await expect(header(page).locator('[data-count]')).toHaveText('3');
  // Only the user label's own width may change (the greeting): far below the 0.1 of a "good" CLS.
  expect(await layoutShift(page)).toBeLessThan(0.001);
});

test('the old header (?newHeader=0): four configured items, the search flyout by keyboard, axe-clean', async ({
  page,
  cspViolations,
}) => {
  await page.goto('/?site=cz&newHeader=0');
  await hydrated(page);
  await expect(header(page)).toHaveAttribute('data-layout', 'old');
  const nav = header(page).getByRole('navigation', { name: 'Hlavní navigace' });
  // The configured items: those with categories under them open drill-down flyouts (buttons), the others are links.
  await expect(nav.locator(':scope > ul > li > :is(a, button)')).toHaveText(['Káva', 'Domácnost', 'Móda', 'Akce']);
  const toggle = header(page).getByRole('button', { name: csCZ['header.icons.search'] });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(header(page).getByRole('combobox')).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(toggle).toBeFocused();
  await expect(header(page).getByRole('combobox')).toHaveCount(0);
  expect(await cspViolations()).toEqual([]);
});
