import type { Locator, Page } from '@playwright/test';
import { IntlMessageFormat } from 'intl-messageformat';
import { csCZ } from '../../src/features/navigation/messages/cs-CZ';
import { deDE, type NavigationMessageId } from '../../src/features/navigation/messages/de-DE';
import { trTR } from '../../src/features/navigation/messages/tr-TR';
import { FOCUS_TRAP_DELAY_MS } from '../../src/features/navigation/constants';
import { PAGE_SCROLL_LOCK_ATTRIBUTE } from '../../src/primitives/internal/pageScrollLockAttribute';
import { headerTreeOf } from '../../src/mocks/fixtures/navigation';
import type { FlyoutItem } from '../../src/services/header/contract';
import { EARLY_PRESSES_MARK } from '../../reference-app/src/bootstrapNames';
import { axeViolations, expect, holdChunk, hydrated, test } from './fixtures';

/** The three shops tested, with their navigation texts. */
const shops = [
  { site: 'DE', locale: 'de-DE', texts: deDE },
  { site: 'CZ', locale: 'cs-CZ', texts: csCZ },
  { site: 'TR', locale: 'tr-TR', texts: trTR },
] as const;
type Shop = (typeof shops)[number];

const text = (shop: Shop, id: NavigationMessageId, values?: Record<string, string>) =>
  String(new IntlMessageFormat(shop.texts[id], shop.locale).format(values));

/**
 * The path the keyboard test walks in the seeded header tree: a top item, a level item with children that is not the
 * preselected one when there is such (so choosing is exercised), and a third-level link under it.
 */
function walkOf(shop: Shop) {
  const { desktop } = headerTreeOf(shop.site);
  const top = desktop.find((item) => item.children.filter((child) => child.children.length > 0).length > 1)!;
  const parents = top.children.filter((child) => child.children.length > 0);
  const level = parents[1]!;
  const leaf = level.children.find((child) => child.url && !child.newTab)!;
  return { top, level, leaf: leaf as FlyoutItem & { url: string } };
}

const navigation = (page: Page, shop: Shop) =>
  page.getByRole('banner').getByRole('navigation', { name: text(shop, 'navigation.label') });

/** Presses Tab until `target` has focus (keyboard only), failing after `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

async function open(page: Page, shop: Shop, path = '/') {
  await page.goto(`${path}?site=${shop.site}`);
  await hydrated(page);
}

for (const shop of shops) {
  test.describe(`navigation in ${shop.site}`, () => {
    test('keyboard only: open a flyout, choose a level, follow a third-level link; the new page marks the path', async ({
      page,
      cspViolations,
    }) => {
      const { top, level, leaf } = walkOf(shop);
      await open(page, shop);
      const nav = navigation(page, shop);
      const opener = nav.getByRole('button', { name: top.name, exact: true });
      await tabTo(page, opener);
      await expect(opener).toHaveAttribute('aria-expanded', 'false');
      await page.keyboard.press('Enter');
      await expect(opener).toHaveAttribute('aria-expanded', 'true');
      const panel = page.locator(`#${await opener.getAttribute('aria-controls')}`);
      await expect(panel).toBeVisible();
      // Focus moves into the panel, and stays there once trapped.
      await expect(panel.locator(':focus')).toHaveCount(1);

      const choose = panel.getByRole('button', { name: level.name, exact: true });
      await tabTo(page, choose);
      await page.keyboard.press('Enter');
      await expect(choose).toHaveAttribute('aria-expanded', 'true');
      const link = panel.getByRole('link', { name: leaf.name, exact: true });
      await tabTo(page, link);
      await Promise.all([page.waitForURL(`**${leaf.url}`), page.keyboard.press('Enter')]);
      await hydrated(page);

      // On the new page: the top item is in the active path, the followed link is the current page.
      const after = navigation(page, shop);
      await expect(after.getByRole('button', { name: top.name, exact: true })).toHaveAttribute('aria-current', 'true');
      await expect(after.locator(`a[href="${leaf.url}"]`).first()).toHaveAttribute('aria-current', 'page');
      expect(await cspViolations()).toEqual([]);
    });

    test('Escape closes the flyout and returns focus to its opener; axe passes with each flyout open', async ({
      page,
    }) => {
      await open(page, shop);
      const openers = navigation(page, shop).locator(':scope > ul > li > button[aria-controls]');
      // Web-first: the openers are buttons once the bar has switched from its server links.
      await expect(openers.nth(1)).toBeAttached();
      const count = await openers.count();
      for (let i = 0; i < count; i++) {
        const opener = openers.nth(i);
        await opener.focus();
        await page.keyboard.press('Enter');
        await expect(opener).toHaveAttribute('aria-expanded', 'true');
        // Past the focus-trap delay, so axe sees the flyout as a keyboard user has it.
        await page.waitForTimeout(FOCUS_TRAP_DELAY_MS);
        expect(await axeViolations(page), `flyout ${i}`).toEqual([]);
        await page.keyboard.press('Escape');
        await expect(opener).toHaveAttribute('aria-expanded', 'false');
        await expect(opener).toBeFocused();
      }
    });

    test('375 px: the mobile drill-down goes two levels deep and back', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      const { top, level } = walkOf(shop);
      await open(page, shop);
      const menu = page.getByRole('banner').getByRole('button', { name: text(shop, 'navigation.open') });
      await menu.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      await dialog.getByRole('button', { name: top.name, exact: true }).click();
      const backToTop = dialog.getByRole('button', {
        name: text(shop, 'navigation.backTo', { title: text(shop, 'navigation.menuTitle') }),
      });
      await expect(dialog.getByRole('button', { name: level.name, exact: true })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      await dialog.getByRole('button', { name: level.name, exact: true }).click();
      await expect(dialog.getByRole('link', { name: level.children[0]!.name, exact: true })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      await dialog.getByRole('button', { name: text(shop, 'navigation.backTo', { title: top.name }) }).click();
      await expect(dialog.getByRole('button', { name: level.name, exact: true })).toBeVisible();
      await backToTop.click();
      await expect(dialog.getByRole('button', { name: top.name, exact: true })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(menu).toBeFocused();
    });
  });
}

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test('every top item is a link, and a category page links down to its subcategories', async ({ page }) => {
    const shop = shops[0];
    const { top, level } = walkOf(shop);
    await page.goto(`/?site=${shop.site}`);
    const nav = navigation(page, shop);
    await expect(nav.getByRole('button')).toHaveCount(0);
    await nav.getByRole('link', { name: top.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${top.url}\\?|${top.url}$`));
    await page
      .getByRole('navigation', { name: text(shop, 'navigation.subcategories', { title: top.name }) })
      .getByRole('link', { name: level.name, exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(level.name);
  });
});

test('old header (?newHeader=0): a configured item opens its drill-down flyout; axe passes; its close button returns focus', async ({
  page,
}) => {
  const shop = shops[1];
  await page.goto(`/?site=${shop.site}&newHeader=0`);
  await hydrated(page);
  const nav = navigation(page, shop);
  const openers = nav.locator(':scope > ul > li > button[aria-controls]');
  await expect(openers.nth(1)).toBeAttached();
  const opener = openers.first();
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const panel = page.locator(`#${await opener.getAttribute('aria-controls')}`);
  await expect(panel).toBeVisible();
  // The nested category list and the teasers beside it.
  expect(await panel.getByRole('link').count()).toBeGreaterThan(5);
  await page.waitForTimeout(FOCUS_TRAP_DELAY_MS);
  expect(await axeViolations(page)).toEqual([]);
  await panel.getByRole('button', { name: 'Zavřít' }).click();
  await expect(panel).toBeHidden();
  await expect(opener).toBeFocused();
});

test.describe('the hydrated mark every test waits for', () => {
  for (const newHeader of [true, false])
    test(`is set only once the bar's flyout openers are buttons (${newHeader ? 'new' : 'old'} header, CPU 6x slower)`, async ({
      page,
    }) => {
      // Slower script widens the gap between hydration and the transition that turns the server's links into buttons.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
      // Records the openers when the mark appears; it watches the whole document, as <html> does not exist yet when an
      // init script runs.
      await page.addInitScript(() => {
        new MutationObserver((_, observer) => {
          if (document.documentElement.dataset.hydrated !== 'true') return;
          observer.disconnect();
          const openers = document.querySelectorAll('header nav > ul > li > button[aria-controls]');
          document.documentElement.dataset.openersAtMark = String(openers.length);
        }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
      });
      await page.goto(`/?site=${shops[1].site}&newHeader=${newHeader ? 1 : 0}`);
      await hydrated(page);
      const atMark = Number(await page.locator('html').getAttribute('data-openers-at-mark'));
      expect(atMark).toBeGreaterThan(1);
    });
});

test('an open flyout under the sticky header locks the page: neither the wheel nor the keys scroll it until it closes', async ({
  page,
}) => {
  const shop = shops[0];
  await page.setViewportSize({ width: 1440, height: 900 });
  await open(page, shop);
  const opener = navigation(page, shop).getByRole('button', { name: walkOf(shop).top.name, exact: true });
  const scrollY = () => page.evaluate(() => window.scrollY);
  /** Scrolls as a visitor would (focus is on the opener): the wheel below the panel, then End and Page Down. */
  const tryToScroll = async () => {
    await page.mouse.move(720, 880);
    await page.mouse.wheel(0, 600);
    await page.keyboard.press('End');
    await page.keyboard.press('PageDown');
    // Ten frames for any scrolling (smooth or not) to happen.
    await page.evaluate(async () => {
      for (let i = 0; i < 10; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
    });
  };
  await opener.click();
  await expect(opener).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('html')).toHaveAttribute(PAGE_SCROLL_LOCK_ATTRIBUTE, '');
  await tryToScroll();
  expect(await scrollY()).toBe(0);
  await expect(opener).toHaveAttribute('aria-expanded', 'true');

  await page.keyboard.press('Escape');
  await expect(opener).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('html')).not.toHaveAttribute(PAGE_SCROLL_LOCK_ATTRIBUTE);
  await tryToScroll();
  await expect.poll(scrollY).toBeGreaterThan(0);
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true });

  test('the first tap opens the flyout, the second follows the link', async ({ page }) => {
    const shop = shops[0];
    const { top } = walkOf(shop);
    await open(page, shop);
    const opener = navigation(page, shop).getByRole('button', { name: top.name, exact: true });
    await opener.tap();
    await expect(opener).toHaveAttribute('aria-expanded', 'true');
    await expect(page).toHaveURL(/\/\?site=DE$/);
    await Promise.all([page.waitForURL(`**${top.url}`), opener.tap()]);
  });
});

test.describe('early clicks (the flyout contents and the menu load lazily)', () => {
  const shop = shops[0];

  test("a click on a flyout opener before the panel's script has arrived opens it with the server's links, and the panel comes alive when it has", async ({
    page,
  }) => {
    // 1440 px: the server's platform (CLASSIC). At a width whose platform differs (TABLET, MATCH) the storefront's
    // context changes right after hydrating, and React then renders a part whose chunk is not in yet afresh instead of
    // keeping its server HTML: the panel would be empty until its chunk arrives.
    await page.setViewportSize({ width: 1440, height: 900 });
    const { top, level } = walkOf(shop);
    const { release } = await holdChunk(page, 'src/features/navigation/DesktopFlyout.tsx');
    await page.goto(`/?site=${shop.site}`);
    const opener = navigation(page, shop).getByRole('button', { name: top.name, exact: true });
    await opener.click();
    await expect(opener).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await opener.getAttribute('aria-controls')}`);
    await expect(panel).toBeVisible();
    // The server's content, links only, while its script is held back; the page is not yet marked hydrated.
    await expect(panel.getByRole('link').first()).toBeVisible();
    await expect(panel.getByRole('button')).toHaveCount(0);
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(0);
    release();
    await hydrated(page);
    await expect(opener).toHaveAttribute('aria-expanded', 'true');
    await panel.getByRole('button', { name: level.name, exact: true }).click();
    await expect(panel.getByRole('button', { name: level.name, exact: true })).toHaveAttribute('aria-expanded', 'true');
  });

  test("375 px: a tap on the menu button before the page's scripts have run opens the menu once they have", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    // Hold back the client entry (React and the page's client components): only the bootstrap module runs, the page's
    // one module script, which marks when it has started keeping presses.
    const { release } = await holdChunk(page, 'reference-app/src/entry.browser.tsx');
    await page.goto(`/?site=${shop.site}`, { waitUntil: 'domcontentloaded' });
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, EARLY_PRESSES_MARK);
    const button = page.getByRole('banner').getByRole('button', { name: text(shop, 'navigation.open') });
    await button.click();
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(0);
    release();
    await expect(page.getByRole('dialog', { name: text(shop, 'navigation.menuTitle') })).toBeVisible();
  });

  test("375 px: a tap on the menu button before the menu's script has arrived opens the menu when it has", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const { release } = await holdChunk(page, 'src/features/navigation/MobileDrillDown.tsx');
    await page.goto(`/?site=${shop.site}`);
    const button = page.getByRole('banner').getByRole('button', { name: text(shop, 'navigation.open') });
    await button.click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    release();
    const menu = page.getByRole('dialog', { name: text(shop, 'navigation.menuTitle') });
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('button', { name: text(shop, 'navigation.open') })).toBeFocused();
  });
});
