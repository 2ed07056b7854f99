import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { keywordRoutes } from '../../src/features/search/constants';
import { keywordTables } from '../../src/features/search/keywords';
import { axeViolations, expect, hydrated, test } from './fixtures';

/** The three shops tested: German, Hungarian and Swiss French, each with a word that has suggestions. */
const shops = [
  { site: 'DE', typed: 'espr' },
  { site: 'HU', typed: 'kávé' },
  { site: 'CH_FR', typed: 'café' },
] as const;

const box = (page: Page) => page.getByRole('banner').getByRole('combobox');

async function open(page: Page, site: string, path = '/') {
  await page.goto(`${path}?site=${site}`);
  await hydrated(page);
}

/** The options of the open list, in order, and which one is highlighted (aria-activedescendant). */
async function highlighted(page: Page) {
  const id = await box(page).getAttribute('aria-activedescendant');
  return id ? page.locator(`[id="${id}"]`) : null;
}

for (const shop of shops) {
  test.describe(`search in ${shop.site}`, () => {
    test('keyboard only: type, arrow through terms and products with wrapping, pick one; it is in recent searches next time', async ({
      page,
      cspViolations,
    }) => {
      await open(page, shop.site);
      await box(page).focus();
      await page.keyboard.type(shop.typed);
      const list = page.getByRole('listbox');
      await expect(list).toBeVisible();
      const options = list.getByRole('option');
      await expect(options.first()).toBeVisible();
      const count = await options.count();
      expect(count).toBeGreaterThan(1);
      // Terms and products are labelled groups.
      expect(await list.getByRole('group').count()).toBeGreaterThanOrEqual(2);
      expect(await axeViolations(page)).toEqual([]);

      // ArrowDown through every option, then once more wraps to the first; ArrowUp from the first to the last.
      await page.keyboard.press('ArrowDown');
      const first = await (await highlighted(page))!.textContent();
      for (let i = 1; i < count; i++) await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      expect(await (await highlighted(page))!.textContent()).toBe(first);
      await page.keyboard.press('ArrowUp');
      expect(await (await highlighted(page))!.getAttribute('id')).toBe(await options.last().getAttribute('id'));
      await page.keyboard.press('ArrowDown');

      // The first option is a term: Enter searches for it.
      const term = (first ?? '').trim();
      await Promise.all([page.waitForURL(/\/search\?query=/), page.keyboard.press('Enter')]);
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(term);
      expect(await cspViolations()).toEqual([]);

      // The next visit: focusing the box shows the term among the recent searches.
      await open(page, shop.site);
      await box(page).focus();
      await page.keyboard.type(term.slice(0, 3));
      await expect(
        page.getByRole('listbox').getByRole('group').first().getByRole('option', { name: term }),
      ).toBeVisible();
    });

    test('a keyword shortcut navigates to its target', async ({ page }) => {
      const [word] = Object.entries(keywordTables[shop.site]).find(([, target]) => target === keywordRoutes.giftCard)!;
      await open(page, shop.site);
      await box(page).focus();
      await page.keyboard.type(word);
      await Promise.all([page.waitForURL(`**${keywordRoutes.giftCard}`), page.keyboard.press('Enter')]);
    });
  });
}

test("typed before the page's script has arrived: the text and the focus stay, and the suggestions open when it has", async ({
  page,
}) => {
  const root = process.env.E2E_ROOT ?? '.';
  const manifest = JSON.parse(
    readFileSync(join(root, 'build', 'storefront', 'client', '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, { file: string }>;
  const entry = manifest['reference-app/src/entry.browser.tsx']!.file;
  let release = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/${entry}`, async (route) => {
    await arrived;
    await route.continue();
  });
  await page.goto('/?site=DE', { waitUntil: 'domcontentloaded' });
  // The server's box, before any script: a field in a form posting to /search.
  await box(page).click();
  await page.keyboard.type('espr');
  release();
  await hydrated(page);
  await expect(box(page)).toHaveValue('espr');
  await expect(box(page)).toBeFocused();
  await expect(box(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
});
