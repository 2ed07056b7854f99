import type { Locator, Page } from '@playwright/test';
import { IntlMessageFormat } from 'intl-messageformat';
import { messages as deCH } from '../../src/compositions/messages/locales/de-CH';
import { messages as deDE } from '../../src/compositions/messages/locales/de-DE';
import { messages as plPL } from '../../src/compositions/messages/locales/pl-PL';
import type { StorefrontMessages } from '../../src/compositions/messages/messageModules';
import { availabilityOf, catalogueCategoriesOf } from '../../src/mocks/fixtures/catalogue';
import { ITEM_LIMIT } from '../../src/mocks/routes/cart';
import { UNDO_LIFETIME_MS } from '../../src/features/minicart/constants';
import { CART_PATH } from '../../src/services/cart/constants';
import type { SiteCode } from '../../src/platform/site/constants';
import { axeViolations, expect, holdChunk, hydrated, nameContaining, test } from './fixtures';

/** The three shops tested: German (EUR, no symbol rule), Polish (zł) and Swiss German (CHF). */
const shops = [
  { site: 'DE', locale: 'de-DE', messages: deDE },
  { site: 'PL', locale: 'pl-PL', messages: plPL },
  { site: 'CH', locale: 'de-CH', messages: deCH },
] as const satisfies readonly { site: SiteCode; locale: string; messages: StorefrontMessages }[];
type Shop = (typeof shops)[number];

const text = (shop: Shop, id: keyof StorefrontMessages, values?: Record<string, number | string>) =>
  String(new IntlMessageFormat(shop.messages[id], shop.locale).format(values));

/**
 * Two available products of the site's first top category: the first is added on its product page, the second from
 * its tile on the category page.
 */
function productsOf(site: SiteCode) {
  const category = catalogueCategoriesOf(site).find((c) => c.top)!;
  const [onPage, onTile] = category.products.filter((p) => availabilityOf(p) === 'AVAILABLE');
  return { category, onPage: onPage!, onTile: onTile! };
}

async function open(page: Page, shop: Shop, path: string) {
  await page.goto(`${path}?site=${shop.site}`);
  await hydrated(page);
}

/** The header's cart button, by its name, which says the count ("Warenkorb, 3 Artikel"). */
const cartButton = (page: Page, shop: Shop, count: number) =>
  page.getByRole('banner').getByRole('button', { name: text(shop, 'header.cart.badgeLabel', { count }) });

async function expectBadge(page: Page, shop: Shop, count: number) {
  await expect(cartButton(page, shop, count)).toBeAttached();
}

/**
 * While the dialog is open the rest of the page is hidden from the accessibility tree, so the badge is read from the
 * cart button's count attribute (its name says the same once the dialog closes).
 */
const expectBadgeBehindDialog = (page: Page, count: number) =>
  expect(page.locator('header button[data-cart-count]')).toHaveAttribute('data-cart-count', String(count));

const quantityField = (dialog: Locator, title: string) => dialog.getByRole('spinbutton', { description: title });

for (const shop of shops) {
  test.describe(`mini cart in ${shop.site}`, () => {
    test('add two products, change a quantity, remove and undo, hit the item limit, a failing call rolls back', async ({
      page,
      cspViolations,
    }) => {
      const { category, onPage, onTile } = productsOf(shop.site);

      // 1. The first product, from its product page.
      await open(page, shop, onPage.productViewUrl);
      await expectBadge(page, shop, 0);
      await page
        .getByRole('main')
        .getByRole('button', { name: nameContaining(onPage.title) })
        .click();
      await expectBadge(page, shop, 1);

      // 2. The second, from its tile on the category page.
      await open(page, shop, `/c/${category.slug}`);
      await expectBadge(page, shop, 1);
      await page
        .getByRole('main')
        .getByRole('button', { name: nameContaining(onTile.title) })
        .click();
      await expectBadge(page, shop, 2);

      // 3. The mini cart, by keyboard from the cart button: focus moves in; axe passes with it open.
      await cartButton(page, shop, 2).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText(onPage.title)).toBeVisible();
      await expect(dialog.getByText(onTile.title)).toBeVisible();
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
      expect(await axeViolations(page)).toEqual([]);

      // 4. Change a quantity: 3 pieces of the first product.
      const first = quantityField(dialog, onPage.title);
      await first.fill('3');
      await expect(first).toHaveValue('3');
      await expect(dialog.getByRole('heading')).toContainText(text(shop, 'minicart.items', { count: 4 }));
      await expectBadgeBehindDialog(page, 4);

      // 5. Remove the second and undo it within 10 s: the undo button has focus.
      await dialog.getByRole('button', { name: text(shop, 'minicart.remove', { title: onTile.title }) }).click();
      await expect(dialog.getByText(text(shop, 'minicart.removed', { title: onTile.title }))).toBeVisible();
      const undo = dialog.getByRole('button', { name: text(shop, 'minicart.undo') });
      await expect(undo).toBeFocused();
      await expect(dialog.getByRole('heading')).toContainText(text(shop, 'minicart.items', { count: 3 }));
      await expectBadgeBehindDialog(page, 3);
      const removedAt = Date.now();
      await page.keyboard.press('Enter');
      expect(Date.now() - removedAt).toBeLessThan(UNDO_LIFETIME_MS);
      await expect(quantityField(dialog, onTile.title)).toHaveValue('1');
      await expect(dialog.getByRole('heading')).toContainText(text(shop, 'minicart.items', { count: 4 }));
      await expectBadgeBehindDialog(page, 4);

      // 6. The item limit: 11 pieces are refused with the limit (10), and the quantity goes back to 3.
      await first.fill(String(ITEM_LIMIT + 1));
      const limit = dialog.locator('[data-message-code="ITEM_LIMIT"]');
      await expect(limit).toContainText(text(shop, 'minicart.error.itemLimit', { limit: ITEM_LIMIT }));
      await expect(first).toHaveValue('3');
      await expect(dialog.getByRole('heading')).toContainText(text(shop, 'minicart.items', { count: 4 }));
      await expectBadgeBehindDialog(page, 4);
      expect(await axeViolations(page)).toEqual([]);

      // 7. The cart call fails (injected: the browser's PUT answers 500): the edit shows, then rolls back.
      await page.route(`**${CART_PATH}*`, (route) =>
        route.request().method() === 'PUT'
          ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"UNKNOWN"}' })
          : route.fallback(),
      );
      await first.fill('2');
      await expect(dialog.getByText(text(shop, 'minicart.error.change'))).toBeVisible();
      await expect(first).toHaveValue('3');
      await expect(dialog.getByRole('heading')).toContainText(text(shop, 'minicart.items', { count: 4 }));
      await expectBadgeBehindDialog(page, 4);
      await page.unroute(`**${CART_PATH}*`);

      // 8. Escape closes it and focus is back on the cart button, whose name says the count the server holds.
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(cartButton(page, shop, 4)).toBeFocused();

      // The cart page shows the same cart, from the server.
      await open(page, shop, '/cart');
      await expectBadge(page, shop, 4);
      await expect(quantityField(page.getByRole('main'), onPage.title)).toHaveValue('3');
      await expect(quantityField(page.getByRole('main'), onTile.title)).toHaveValue('1');
      expect(await axeViolations(page)).toEqual([]);
      // Nothing sticks out sideways (the badge keeps its place over the cart icon, whatever chunk the Badge is in).
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(await cspViolations()).toEqual([]);
    });
  });
}

test('two tabs of the same shop stay in step (the stored cart, and the badge its count)', async ({ context }) => {
  const shop = shops[0];
  const { onPage } = productsOf(shop.site);
  const first = await context.newPage();
  const second = await context.newPage();
  await open(first, shop, onPage.productViewUrl);
  await open(second, shop, '/');
  await expectBadge(second, shop, 0);
  await first
    .getByRole('main')
    .getByRole('button', { name: nameContaining(onPage.title) })
    .click();
  await expectBadge(first, shop, 1);
  await expectBadge(second, shop, 1);
});

test("a click on the cart button before the mini cart's script has arrived opens it when it has", async ({ page }) => {
  const shop = shops[0];
  // The mini cart's own chunk: the shop header's cart dialog imports it once the page is interactive.
  const { release } = await holdChunk(page, 'src/features/minicart/Minicart.tsx');
  await open(page, shop, '/');
  await cartButton(page, shop, 0).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  release();
  await expect(page.getByRole('dialog', { name: new RegExp(text(shop, 'minicart.title')) })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(cartButton(page, shop, 0)).toBeFocused();
});
