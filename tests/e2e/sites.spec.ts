import { sites } from '../../src/platform/site/sites';
import { contentCookie } from '../../reference-app/server/cookies';
import { axeViolations, expect, hydrated, test } from './fixtures';

/**
 * The home page's sample price as each site shows it (the currency symbol, Euro, CHF, Kč, Ft, zł or TL,
 * is shown for every site except DE, which keeps the € sign).
 */
const expectedPrice: Record<keyof typeof sites, RegExp> = {
  DE: /^12,99\s€$/,
  AT: /^12,99\sEuro$/,
  SK: /^12,99\sEuro$/,
  CH: /^14\.90\sCHF$/,
  CH_FR: /^14[.,]90\sCHF$/,
  CZ: /^329,00\sKč$/,
  HU: /^4\s990\sFt$/,
  PL: /^54,99\szł$/,
  TR: /^549,90\sTL$/,
};

for (const site of Object.values(sites)) {
  test(`${site.code}: renders in ${site.locale} with its currency, passes axe, no CSP violation`, async ({
    page,
    cspViolations,
  }) => {
    // Any case picks the site (`/?site=cz`).
    await page.goto(`/?site=${site.switcherCode.toUpperCase()}`);
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('lang', site.locale);
    await expect(page.getByTestId('sample-price')).toHaveText(expectedPrice[site.code]);
    expect(await axeViolations(page)).toEqual([]);
    expect(await cspViolations()).toEqual([]);
  });
}

test('the chosen site is remembered in a cookie; an unknown site never replaces it, and alone falls back to DE', async ({
  page,
  context,
}) => {
  await page.goto('/?site=atlantis');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await page.goto('/?site=cz');
  await hydrated(page);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'cs-CZ');
  await page.goto('/?site=atlantis');
  await expect(page.locator('html')).toHaveAttribute('lang', 'cs-CZ');
  expect((await context.cookies()).find((cookie) => cookie.name === 'crema-site')?.value).toBe('CZ');
});

test('header and footer are both hidden when the content cookie says so', async ({ page, context, baseURL }) => {
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await context.addCookies([
    { name: contentCookie.name, value: contentCookie.hideHeaderAndFooter, url: baseURL ?? '' },
  ]);
  await page.goto('/');
  await hydrated(page);
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});
