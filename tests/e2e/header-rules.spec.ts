/**
 * The header's layout rules measured in Chromium at 1440 px: the search box's widths, the suggestion panel's widths and
 * its 50 px bottom margin, and the navigation flyout placed right under the header (also once the sticky header has
 * come back after a scroll). Each number is quoted twice: the named constant is that number, and the page shows it.
 */
import type { Locator, Page } from '@playwright/test';
import { searchMetrics } from '../../design-tokens';
import { deDE as headerTexts } from '../../src/features/header/messages/de-DE';
import { deDE as navigationTexts } from '../../src/features/navigation/messages/de-DE';
import { deDE as promotionTexts } from '../../src/features/promotion/messages/de-DE';
import { SUGGESTIONS_PATH } from '../../src/services/search/constants';
import { expect, hydrated, test } from './fixtures';

/** The desktop width the rules are measured at: the CLASSIC platform (1440 px and up). */
const DESKTOP = { width: 1440, height: 900 };

test.use({ viewport: DESKTOP });

async function open(page: Page, query = '') {
  await page.goto(`/?site=DE${query}`);
  await hydrated(page);
}

const header = (page: Page) => page.getByRole('banner');
const box = (page: Page) => header(page).getByRole('combobox');
/** The new header's search (the form, role search): the box and its submit button. */
const searchForm = (page: Page) => header(page).getByRole('search');
const listbox = (page: Page) => header(page).getByRole('listbox');

type Rect = { top: number; bottom: number; width: number };
const rectOf = (locator: Locator): Promise<Rect> =>
  locator.evaluate((element) => {
    const { top, bottom, width } = element.getBoundingClientRect();
    return { top, bottom, width };
  });
const widthOf = async (locator: Locator) => (await rectOf(locator)).width;

/** Types into the focused box and waits for the suggestion list. */
async function typeSuggestions(page: Page, text: string) {
  await box(page).focus();
  await page.keyboard.type(text);
  await expect(listbox(page).getByRole('option').first()).toBeVisible();
}

test.describe('search box (new header, 1440 px)', () => {
  test('170 px wide by default, 408 px while focused, 170 px again once left', async ({ page }) => {
    expect(searchMetrics.boxWidth).toBe(170);
    expect(searchMetrics.boxWidthFocused).toBe(408);
    await open(page);
    await expect(box(page)).toBeVisible();
    await expect.poll(() => widthOf(searchForm(page))).toBe(170);

    await box(page).focus();
    await expect.poll(() => widthOf(searchForm(page))).toBe(408);

    await box(page).blur();
    await expect.poll(() => widthOf(searchForm(page))).toBe(170);
  });
});

test.describe('suggestion panel', () => {
  test('new header: 350 px with product tiles in it', async ({ page }) => {
    expect(searchMetrics.panelInFlyoutWide).toBe(350);
    await open(page);
    await typeSuggestions(page, 'espr');
    await expect(
      listbox(page)
        .getByRole('option')
        .filter({ has: page.locator('img') })
        .first(),
    ).toBeVisible();
    await expect.poll(() => widthOf(listbox(page))).toBe(350);
  });

  test('new header: 270 px with terms only', async ({ page }) => {
    expect(searchMetrics.panelInFlyoutNarrow).toBe(270);
    // An answer with terms and no products (the reference catalogue always has products for its terms).
    await page.route(`**${SUGGESTIONS_PATH}?**`, (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ searchTerms: [{ searchterm: 'espresso' }, { searchterm: 'espressomaschine' }] }),
      }),
    );
    await open(page);
    await typeSuggestions(page, 'espr');
    await expect(listbox(page).getByRole('option')).toHaveCount(2);
    await expect.poll(() => widthOf(listbox(page))).toBe(270);
  });

  test('new header: a list taller than the room below the box ends 50 px above the viewport’s bottom', async ({
    page,
  }) => {
    expect(searchMetrics.bottomMargin).toBe(50);
    // A viewport lower than the full list (ten terms and five products), so the margin is what bounds it.
    const height = 600;
    await page.setViewportSize({ width: DESKTOP.width, height });
    await open(page);
    // The top banner above the bar closes on a scroll down: closed before the list opens, nothing above the box moves
    // while the list is open (the list is fitted when it opens).
    const landmark = header(page);
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect(landmark).toHaveAttribute('data-hidden', 'true');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(landmark).toHaveAttribute('data-hidden', 'false');
    await typeSuggestions(page, 'espr');
    await expect(
      listbox(page)
        .getByRole('option')
        .filter({ has: page.locator('img') })
        .first(),
    ).toBeVisible();
    const list = listbox(page);
    await expect.poll(() => list.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
    await expect.poll(async () => height - (await rectOf(list)).bottom).toBe(50);
  });

  test('new header: with the top banner showing, the list still ends 50 px above the viewport’s bottom', async ({
    page,
  }) => {
    expect(searchMetrics.bottomMargin).toBe(50);
    const height = 600;
    await page.setViewportSize({ width: DESKTOP.width, height });
    await open(page);
    // The top banner is above the bar; the search opening closes it, so the header gets shorter and the box moves up
    // while the list opens.
    const banner = header(page).getByRole('region', { name: promotionTexts['promotion.label'] });
    await expect(banner).toBeVisible();
    const boxTopBefore = (await rectOf(box(page))).top;
    await typeSuggestions(page, 'espr');
    await expect(banner).toBeHidden();
    await expect.poll(async () => (await rectOf(box(page))).top).toBeLessThan(boxTopBefore);
    const list = listbox(page);
    await expect(
      list
        .getByRole('option')
        .filter({ has: page.locator('img') })
        .first(),
    ).toBeVisible();
    await expect.poll(() => list.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
    await expect.poll(async () => height - (await rectOf(list)).bottom).toBe(50);
  });

  test('new header, product page scrolled down: the banner closing above the stuck bar leaves the 50 px margin', async ({
    page,
  }) => {
    expect(searchMetrics.bottomMargin).toBe(50);
    const height = 600;
    await page.setViewportSize({ width: DESKTOP.width, height });
    await page.goto('/p/kaffeebohnen-espresso-intenso-1-kg/100001?site=DE');
    await hydrated(page);
    // The product page's header does not hide: scrolled down, the top banner is above the viewport and the bar sticks.
    const banner = header(page).getByRole('region', { name: promotionTexts['promotion.label'] });
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(async () => (await rectOf(box(page))).top).toBeGreaterThan(0);
    await expect(banner).toBeAttached();
    await expect.poll(async () => (await rectOf(banner)).bottom).toBeLessThanOrEqual(0);
    // Opening the list closes the banner: the header gets shorter and its sticky offset follows.
    await typeSuggestions(page, 'espr');
    await expect(banner).not.toBeAttached();
    const list = listbox(page);
    await expect(
      list
        .getByRole('option')
        .filter({ has: page.locator('img') })
        .first(),
    ).toBeVisible();
    await expect.poll(() => list.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
    await expect.poll(async () => height - (await rectOf(list)).bottom).toBe(50);
  });

  test('old header (overlay): 550 px wide, with a 50 px margin below it', async ({ page }) => {
    expect(searchMetrics.panelOverlay).toBe(550);
    expect(searchMetrics.bottomMargin).toBe(50);
    await open(page, '&newHeader=0');
    await header(page).getByRole('button', { name: headerTexts['header.icons.search'] }).click();
    await expect(box(page)).toBeFocused();
    await typeSuggestions(page, 'espr');
    const list = listbox(page);
    await expect.poll(() => widthOf(list)).toBe(550);
    // The flyout's content ends 50 px below the list: the form's box ends at the list's margin edge.
    const marginBelow = () =>
      list.evaluate((element) => {
        const form = element.closest('form')!;
        const flyout = form.parentElement!;
        const padding = parseFloat(getComputedStyle(flyout).paddingBlockEnd);
        return flyout.getBoundingClientRect().bottom - padding - element.getBoundingClientRect().bottom;
      });
    await expect.poll(marginBelow).toBe(50);
  });
});

/** The header's bottom edge inside its border: where a flyout's own top border takes over the header's line. */
const headerInnerBottom = (page: Page) =>
  header(page).evaluate((element) => element.getBoundingClientRect().top + element.clientTop + element.clientHeight);

/** How far the panel's top is from the header's bottom edge, both measured at once (0: directly under it). */
const gapUnderHeader = async (page: Page, panel: Locator) =>
  (await rectOf(panel)).top - (await headerInnerBottom(page));

async function openFirstFlyout(page: Page) {
  const navigation = header(page).getByRole('navigation', { name: navigationTexts['navigation.label'] });
  const opener = navigation.locator(':scope > ul > li > button[aria-controls]').first();
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(opener).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`[id="${await opener.getAttribute('aria-controls')}"]`);
  await expect(panel).toBeVisible();
  return panel;
}

test.describe('navigation flyout at 1440 px: directly under the header', () => {
  test('new header, at the top of the page', async ({ page }) => {
    await open(page);
    const panel = await openFirstFlyout(page);
    await expect.poll(() => gapUnderHeader(page, panel)).toBe(0);
  });

  test('new header, after scrolling: the sticky header back at the top, the flyout right under it', async ({
    page,
  }) => {
    await open(page);
    const landmark = header(page);
    await expect(landmark).toHaveAttribute('data-sticky', 'true');
    // Down (the header slides away), then a little up (it comes back, stuck at the viewport's top).
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect(landmark).toHaveAttribute('data-hidden', 'true');
    await page.evaluate(() => window.scrollTo(0, 700));
    await expect(landmark).toHaveAttribute('data-hidden', 'false');
    await expect.poll(async () => (await rectOf(landmark)).top).toBeLessThanOrEqual(0);

    const panel = await openFirstFlyout(page);
    // Still down the page: the header is stuck, not at its place at the page's top.
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(await headerInnerBottom(page)).toBeGreaterThan(0);
    await expect.poll(() => gapUnderHeader(page, panel)).toBe(0);
  });

  test('old header, at the top of the page', async ({ page }) => {
    await open(page, '&newHeader=0');
    const panel = await openFirstFlyout(page);
    await expect.poll(() => gapUnderHeader(page, panel)).toBe(0);
  });
});
