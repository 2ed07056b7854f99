// Smoke test of examples/next-app, built from Crema's packed tarball (scripts/test-examples.sh): a Next.js App Router
// app whose server components render the shell (html lang, header with navigation, footer) per site, hydrated in the
// browser, with the reference services behind a route handler on the same origin.
import { expect, test, type Page } from '@playwright/test';
import { IntlMessageFormat } from 'intl-messageformat';
import { csCZ as footerCs } from '../../src/features/footer/messages/cs-CZ';
import { deDE as footerDe } from '../../src/features/footer/messages/de-DE';
import { csCZ as headerCs } from '../../src/features/header/messages/cs-CZ';
import { deDE as headerDe } from '../../src/features/header/messages/de-DE';
import { csCZ as navigationCs } from '../../src/features/navigation/messages/cs-CZ';
import { deDE as navigationDe } from '../../src/features/navigation/messages/de-DE';
import { footerContentOf } from '../../src/mocks/fixtures/footer';
import { headerTreeOf } from '../../src/mocks/fixtures/navigation';
import { cartArticles } from '../../src/mocks/routes/cartArticles';
import { sites } from '../../src/platform/site/sites';
import { runAxe, summariseViolations } from '../../stories/support/runAxe';
import { expectFooterLogosLoaded, watchProblems } from './support';

/** The two shops the test visits, each at its route segment, with Crema's catalogs of its locale. */
const shops = [
  { site: sites.DE, path: '/de', language: 'de', header: headerDe, navigation: navigationDe, footer: footerDe },
  { site: sites.CZ, path: '/cz', language: 'cs', header: headerCs, navigation: navigationCs, footer: footerCs },
] as const;
type Shop = (typeof shops)[number];

/** The app's first product, as the reference services' cart titles it in the shop's language. */
const firstProductTitle = (shop: Shop) =>
  cartArticles.find((article) => article.productId === '400001')!.titles[shop.language];

const cartLabel = (shop: Shop, count: number) =>
  String(new IntlMessageFormat(shop.header['header.cart.badgeLabel'], shop.site.locale).format({ count }));

const mainNavigation = (page: Page, shop: Shop) =>
  page.getByRole('banner').getByRole('navigation', { name: shop.navigation['navigation.label'] });

const axeViolations = async (page: Page) => summariseViolations(await runAxe(page));

test('/ is the German shop, /?site=cz (the footer country switcher default address) the Czech one, and an unknown site is a 404', async ({
  request,
}) => {
  expect(new URL((await request.get('/')).url()).pathname).toBe('/de');
  expect(new URL((await request.get('/?site=cz')).url()).pathname).toBe('/cz');
  expect((await request.get('/xx')).status()).toBe(404);
});

for (const shop of shops) {
  test(`${shop.path}: the server's HTML has the site's language, the skip links, the navigation and the footer`, async ({
    browser,
  }) => {
    // No script runs: what the page shows is the server's output, before any hydration.
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    expect((await page.goto(shop.path))?.status()).toBe(200);

    await expect(page.locator('html')).toHaveAttribute('lang', shop.site.locale);
    await expect(page.getByRole('link', { name: shop.header['header.skipLinks.main'] })).toBeAttached();
    const navigation = mainNavigation(page, shop);
    for (const item of headerTreeOf(shop.site.code).desktop)
      await expect(navigation.getByRole('link', { name: item.name }).first()).toBeVisible();

    const footer = page.getByRole('contentinfo');
    const content = footerContentOf(shop.site.code);
    await expect(footer.getByRole('heading', { name: content.headline })).toBeVisible();
    const legal = footer.getByRole('navigation', { name: shop.footer['footer.legal'] });
    for (const link of content.legalLinks) await expect(legal).toContainText(link.text);
    await expect(footer).toContainText(shop.footer['footer.countrySwitcher.prefix']);
    await context.close();
  });

  test(`${shop.path}: hydrates with no console problem; a flyout by keyboard, the cart badge across a reload, no axe finding`, async ({
    page,
  }) => {
    const problems = watchProblems(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(shop.path);

    // Hydrated: the navigation's server links to the flyouts have become the buttons that open them.
    const opener = mainNavigation(page, shop).getByRole('button').first();
    await expect(opener).toHaveAttribute('aria-controls', /./);
    await expect(page.locator('html')).toHaveAttribute('lang', shop.site.locale);
    expect(await axeViolations(page)).toEqual([]);

    // The footer's logos come from the reference services through the route handler.
    await expectFooterLogosLoaded(page);

    // A flyout opens by keyboard (its pictures come through the /img route), and Escape closes it, focus back home.
    await opener.focus();
    await page.keyboard.press('Enter');
    await expect(opener).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator(`#${await opener.getAttribute('aria-controls')}`)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(opener).toHaveAttribute('aria-expanded', 'false');
    await expect(opener).toBeFocused();

    // The cart badge counts an add; after a reload the server process still has the cart (one reference-services
    // instance, the session cookie through the route handler), and the mini cart shows the line.
    const title = firstProductTitle(shop);
    await page.getByRole('button', { name: title }).click();
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: cartLabel(shop, 1) })).toBeVisible();
    await page.reload();
    const cart = banner.getByRole('button', { name: cartLabel(shop, 1) });
    await expect(cart).toBeVisible();
    await cart.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(title)).toBeVisible();

    expect(problems).toEqual([]);
  });
}
