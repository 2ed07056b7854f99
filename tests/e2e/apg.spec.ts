import type { Locator, Page } from '@playwright/test';
import { FOOTER_VIEW_COOKIE } from '../../src/features/footer/constants';
import { visibleTeaserGroups } from '../../src/features/footer/logic';
import { deDE } from '../../src/features/navigation/messages/de-DE';
import { footerContentOf } from '../../src/mocks/fixtures/footer';
import { headerTreeOf } from '../../src/mocks/fixtures/navigation';
import type { FlyoutItem, TeaserGroup } from '../../src/services';
import { axeViolations, expect, hydrated, test } from './fixtures';

/**
 * The WAI-ARIA Authoring Practices patterns the shop's widgets follow, checked in the browser against their rules: the
 * accordion (the footer's teaser groups on phones), the disclosure navigation (the header's bar and flyouts) and the
 * editable combobox with a listbox popup and list autocomplete (the header's search).
 */

async function open(page: Page, path = '/') {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}site=DE`);
  await hydrated(page);
}

const phone = { width: 375, height: 800 };
const desktop = { width: 1440, height: 900 };

test.describe('APG accordion: the footer teaser groups at 375 px', () => {
  const footer = (page: Page) => page.getByRole('contentinfo');
  /** The accordion header buttons: each is the only element inside its heading. */
  const headerButtons = (page: Page) => footer(page).locator('h2 > button[aria-expanded]');
  const groups = footerContentOf('DE').teaser!.groups;
  /** What the mobile view shows (no checkout page): every group, with every link. */
  const mobileGroups = visibleTeaserGroups(groups, { checkout: false, view: 'mobile' });
  const hrefsOf = (group: TeaserGroup) => [group.heading.link.url, ...group.links.map((link) => link.url)];

  /** The panel a header button controls, by its aria-controls. */
  async function panelOf(page: Page, button: Locator) {
    const id = await button.getAttribute('aria-controls');
    expect(id, 'aria-controls').toBeTruthy();
    return page.locator(`[id="${id}"]`);
  }

  test('every header button has aria-controls naming a panel in the DOM; a collapsed panel is hidden and stays in the DOM with its links; axe passes', async ({
    page,
  }) => {
    await page.setViewportSize(phone);
    await open(page);
    await expect(headerButtons(page)).toHaveCount(mobileGroups.length);
    for (const [index, group] of mobileGroups.entries()) {
      const button = headerButtons(page).nth(index);
      await expect(button).toHaveText(group.heading.link.text);
      // "The accordion header button element has aria-controls set to the ID of the element containing the accordion
      // panel content", open or collapsed.
      const panel = await panelOf(page, button);
      await expect(panel).toHaveCount(1);
      // "If the panel is not visible, aria-expanded is set to false."
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(panel).toBeHidden();
      for (const href of hrefsOf(group)) await expect(panel.locator(`a[href="${href}"]`).first()).toBeAttached();
    }
    expect(await axeViolations(page)).toEqual([]);
  });

  test('Enter and Space toggle the panel; Tab moves through the headers and the open panel’s links; axe passes open and closed', async ({
    page,
  }) => {
    await page.setViewportSize(phone);
    await open(page);
    const [first, second] = [headerButtons(page).nth(0), headerButtons(page).nth(1)];
    const panel = await panelOf(page, first);
    // The panel's first link, found in the DOM whether the panel is shown or hidden.
    const firstLink = panel.locator('a').first();

    // "Tab: moves focus to the next focusable element": a collapsed panel's links are not in the tab sequence.
    await first.focus();
    await page.keyboard.press('Tab');
    await expect(second).toBeFocused();

    // "Enter or Space: when focus is on the accordion header for a collapsed panel, expands the associated panel."
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    await expect(panel).toHaveAttribute('role', 'region');
    // "All focusable elements in the accordion are included in the page Tab sequence."
    await page.keyboard.press('Tab');
    await expect(firstLink).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);

    // "When focus is on the accordion header for an expanded panel, collapses the panel."
    await first.focus();
    await page.keyboard.press('Space');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
    await expect(firstLink).toBeAttached();
    await page.keyboard.press('Space');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the footer links are in the server HTML, and in the page at 375, 768 and 1440 px', async ({
    page,
    context,
    baseURL,
  }) => {
    // The server knows no width: its HTML is the same for every one, the groups as columns with all their links.
    const classic = await (await page.request.get('/?site=DE')).text();
    for (const group of visibleTeaserGroups(groups, { checkout: false, view: 'classic' }))
      for (const href of hrefsOf(group)) expect(classic).toContain(`href="${href}"`);
    await context.addCookies([{ name: FOOTER_VIEW_COOKIE, value: 'mobile', url: baseURL ?? '' }]);
    const mobile = await (await page.request.get('/?site=DE')).text();
    for (const group of mobileGroups) for (const href of hrefsOf(group)) expect(mobile).toContain(`href="${href}"`);

    // After hydration (the accordion in the mobile view), collapsed or not, every link stays in the document.
    for (const width of [375, 768, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await open(page);
      await expect(footer(page).locator('h2 > button[aria-expanded]').first()).toBeVisible();
      for (const group of mobileGroups)
        for (const href of hrefsOf(group))
          await expect(footer(page).locator(`a[href="${href}"]`).first(), `${href} at ${width} px`).toBeAttached();
    }
  });
});

test.describe('APG disclosure navigation: aria-current="page" only on the link to the current page (1440 px)', () => {
  const nav = (page: Page) =>
    page.getByRole('banner').getByRole('navigation', { name: deDE['navigation.label'], exact: true });
  const { desktop: tree } = headerTreeOf('DE');
  const mode = tree.find((item) => item.url === '/c/mode')! as FlyoutItem & { url: string };
  const women = mode.children.find((child) => child.children.length > 0)! as FlyoutItem & { url: string };

  /** No button on the page is marked as the current page; in the header every element so marked is a link to `path`. */
  async function onlyLinksToPageMarked(page: Page, path: string) {
    await expect(page.locator('button[aria-current="page"]')).toHaveCount(0);
    const marked = page.getByRole('banner').locator('[aria-current="page"]');
    const found = await marked.evaluateAll((elements) =>
      elements.map((element) => [element.tagName, element instanceof HTMLAnchorElement ? element.pathname : '']),
    );
    expect(found.length).toBeGreaterThan(0);
    for (const [tag, pathname] of found) expect([tag, pathname]).toEqual(['A', path]);
  }

  test('on /c/mode: the "Mode" button is marked "true", never "page"; its flyout\'s link to /c/mode is the page; axe passes', async ({
    page,
  }) => {
    await page.setViewportSize(desktop);
    await open(page, mode.url);
    const opener = nav(page).getByRole('button', { name: mode.name, exact: true });
    await expect(opener).toHaveAttribute('aria-current', 'true');
    await onlyLinksToPageMarked(page, mode.url);

    await opener.focus();
    await page.keyboard.press('Enter');
    await expect(opener).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`[id="${await opener.getAttribute('aria-controls')}"]`);
    await expect(panel).toBeVisible();
    // The open flyout shows the current page's link, marked as the page.
    const showAll = panel.getByRole('link', { name: deDE['navigation.showAll'].replace('{title}', mode.name) });
    await expect(showAll).toHaveAttribute('aria-current', 'page');
    await expect(panel.locator('[aria-current="page"]:visible')).toHaveCount(1);
    await onlyLinksToPageMarked(page, mode.url);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('on a level\'s page (/c/mode/damen): its level button and the top button are "true", its "show all" link "page"; axe passes', async ({
    page,
  }) => {
    await page.setViewportSize(desktop);
    await open(page, women.url);
    const opener = nav(page).getByRole('button', { name: mode.name, exact: true });
    await expect(opener).toHaveAttribute('aria-current', 'true');
    await opener.focus();
    await page.keyboard.press('Enter');
    const panel = page.locator(`[id="${await opener.getAttribute('aria-controls')}"]`);
    await expect(panel).toBeVisible();
    // The level item of the page opens its grid: a button, so "true"; the grid's first link is the page's.
    await expect(panel.getByRole('button', { name: women.name, exact: true })).toHaveAttribute('aria-current', 'true');
    const showAll = panel.getByRole('link', { name: deDE['navigation.showAll'].replace('{title}', women.name) });
    await expect(showAll).toHaveAttribute('aria-current', 'page');
    await expect(showAll).toBeVisible();
    await onlyLinksToPageMarked(page, women.url);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('APG combobox with listbox popup and list autocomplete: the header search (1440 px)', () => {
  const box = (page: Page) => page.getByRole('banner').getByRole('combobox');
  /** The input's caret (selectionStart) and its value. */
  const caret = (page: Page) =>
    box(page).evaluate((input: HTMLInputElement): [number, string] => [input.selectionStart ?? -1, input.value]);

  /** The search box with 'espr' typed and the first suggestion active (DOM focus stays in the input). */
  async function withActiveOption(page: Page) {
    await page.setViewportSize(desktop);
    await open(page);
    await box(page).focus();
    await page.keyboard.type('espr');
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(box(page)).toHaveAttribute('aria-activedescendant', /.+/);
    // In the new header the active suggestion fills the field: the keys below start from the filled field (a caret
    // placed before the fill lands would move to its end when it does).
    await expect(box(page)).not.toHaveValue('espr');
  }

  /** Visual focus is back in the input: no option active, the list still open. */
  async function focusInInput(page: Page) {
    await expect.poll(async () => (await box(page).getAttribute('aria-activedescendant')) ?? '').toBe('');
    await expect(page.getByRole('listbox')).toBeVisible();
    await expect(box(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('option', { selected: true })).toHaveCount(0);
  }

  test('Left Arrow and Right Arrow return focus to the combobox without closing the popup and move the input cursor; axe passes', async ({
    page,
  }) => {
    await withActiveOption(page);
    // In the new header the active suggestion fills the field; the caret is after its last character.
    const [end, filled] = await caret(page);
    expect(end).toBe(filled.length);

    // "Left Arrow: returns focus to the combobox without closing the popup and moves the input cursor one character
    // to the left." The field keeps the suggestion it shows.
    await page.keyboard.press('ArrowLeft');
    await focusInInput(page);
    expect(await caret(page)).toEqual([end - 1, filled]);
    expect(await axeViolations(page)).toEqual([]);

    // "Right Arrow: returns focus to the combobox without closing the popup and moves the input cursor one character
    // to the right."
    await page.keyboard.press('ArrowDown');
    await expect(box(page)).toHaveAttribute('aria-activedescendant', /.+/);
    const [before, value] = await caret(page);
    expect(before).toBeLessThan(value.length);
    await page.keyboard.press('ArrowRight');
    await focusInInput(page);
    expect(await caret(page)).toEqual([before + 1, value]);
  });

  test('Home and End return focus to the combobox and place the cursor on the first character and after the last', async ({
    page,
  }) => {
    await withActiveOption(page);
    await page.keyboard.press('Home');
    await focusInInput(page);
    const [start, value] = await caret(page);
    expect(start).toBe(0);
    await page.keyboard.press('ArrowDown');
    await expect(box(page)).toHaveAttribute('aria-activedescendant', /.+/);
    await page.keyboard.press('End');
    await focusInInput(page);
    expect(await caret(page)).toEqual([value.length, value]);
    expect(await axeViolations(page)).toEqual([]);
  });
});
