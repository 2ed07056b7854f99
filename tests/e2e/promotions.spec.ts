import type { Page } from '@playwright/test';
import { hostileMarkup } from '../../stories/support/hostileMarkup.ts';
import { APP_BANNER_CLOSED_STORAGE_KEY } from '../../src/features/app-banner/constants.ts';
import { userAgents } from '../../src/features/app-banner/testing.ts';
import { findPromotion } from '../../src/mocks/fixtures/promotions.ts';
import { PREVIEW_TOKEN_COOKIE } from '../../src/services/preview/constants.ts';
import { TOP_BANNER_PLACEMENT } from '../../src/services/promotion/constants.ts';
import type { SiteCode } from '../../src/platform/site/constants.ts';
import { axeViolations, expect, hydrated, test } from './fixtures';

/** The shops the issue names: German, Slovak and Turkish. */
const shops = ['DE', 'SK', 'TR'] as const satisfies readonly SiteCode[];

const noTags = { allOfTags: [], anyOfTags: [], noneOfTags: [] };
/** The banner's seeded content of a site, as the reference services answer it (live or preview). */
const bannerContent = (site: SiteCode, preview = false) =>
  findPromotion(TOP_BANNER_PLACEMENT, site, noTags, preview)!.content(site) as Record<string, string>;

const banner = (page: Page) => page.getByRole('banner').getByRole('region', { name: /.+/ }).first();

async function open(page: Page, site: string, path = '/') {
  await page.goto(`${path}?site=${site}`);
  await hydrated(page);
}

for (const site of shops) {
  test.describe(`promotions in ${site}`, () => {
    test('the banner shows the site’s texts; the legal toggle and the copy button work by keyboard; axe passes', async ({
      page,
      context,
      cspViolations,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const content = bannerContent(site);
      await open(page, site);
      const region = banner(page);
      await expect(region).toContainText(content.headline!);
      await expect(region).toContainText(content.subline!);
      await expect(region.getByRole('link', { name: content.ctaButtonText })).toHaveAttribute(
        'href',
        content.ctaButtonLink!,
      );
      expect(await axeViolations(page)).toEqual([]);

      // The legal toggle, by keyboard: focus it, Enter opens, Space closes.
      const toggle = region.getByRole('button', { name: content.legalTextHint });
      await toggle.focus();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(region.getByText(content.legalText!)).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Space');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(region.getByText(content.legalText!)).toBeHidden();

      // Copy by keyboard: the code lands on the clipboard and the polite status says so, in the site's language.
      const copy = region
        .getByRole('button', { name: /.+/ })
        .filter({ has: page.locator('svg') })
        .first();
      await copy.focus();
      await page.keyboard.press('Enter');
      const status = region.getByRole('status');
      await expect(status).toContainText(content.voucherCode!);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(content.voucherCode);
      expect(await axeViolations(page)).toEqual([]);
      // The success state lasts 3 s (the exact 3000 ms is the unit test's, with fake timers).
      await expect(status).toHaveText('', { timeout: 5000 });
      expect(await cspViolations()).toEqual([]);
    });

    test('scrolling down closes the banner', async ({ page }) => {
      await open(page, site, site === 'DE' ? '/c/kaffee' : '/');
      await expect(banner(page)).toBeVisible();
      await page.mouse.wheel(0, 600);
      await expect(page.getByRole('banner').getByRole('region')).toHaveCount(0);
    });
  });
}

test('opening a navigation flyout closes the banner', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await open(page, 'DE');
  await expect(banner(page)).toBeVisible();
  await page
    .getByRole('banner')
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('button')
    .first()
    .click();
  await expect(page.getByRole('banner').getByRole('region', { name: 'Aktion' })).toHaveCount(0);
});

test.describe('preview mode (a PreviewToken cookie)', () => {
  const previewCookie = (baseURL: string) => ({
    name: PREVIEW_TOKEN_COOKIE,
    value: encodeURIComponent(JSON.stringify({ previewDateTime: new Date().toISOString() })),
    url: baseURL,
  });

  test('the server renders the live banner (a cache may keep the page); the browser refetches the preview content', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([previewCookie(baseURL!)]);
    const html = await (await page.request.get('/?site=DE')).text();
    expect(html).toContain(bannerContent('DE').headline);
    expect(html).not.toContain(bannerContent('DE', true).headline);
    await open(page, 'DE');
    await expect(banner(page)).toContainText(bannerContent('DE', true).headline!);
  });

  test.describe('hostile content', () => {
    // Chromium reports the hostile markup's inline handler and style element as refused by the CSP while DOMPurify
    // parses it (in its inert document; cure53/DOMPurify#343, #900): the policy doing its part, nothing runs.
    const refused = ['script-src-attr inline', 'style-src-elem inline'];
    test.use({ expectedCspViolations: refused });

    test('hostile content through the whole path: nothing active survives into the DOM', async ({
      page,
      context,
      baseURL,
      cspViolations,
    }) => {
      await context.addCookies([previewCookie(baseURL!)]);
      // The browser's refetch answers what a compromised CMS could send.
      await page.route(`**/service/promotion/api/promotion/${TOP_BANNER_PLACEMENT}**`, (route) =>
        route.fulfill({
          json: {
            type: 'ApiTopBannerPromotion',
            contentJSON: JSON.stringify({
              headline: '<script>window.__pwned = 1</script>Gefährlich',
              subline: '<img src=x onerror="window.__pwned = 2">',
              legalText: hostileMarkup,
              legalTextHint: 'Bedingungen',
              ctaButtonLink: 'javascript:window.__pwned = 3',
              ctaButtonText: 'Klick',
              backgroundColorCode: 'red; background-image: url(https://evil.example/x)',
              textColor: 'expression(alert(1))',
              links: [{ url: 'javascript:window.__pwned = 4', text: '<b onclick="window.__pwned=5">Link</b>' }],
            }),
          },
        }),
      );
      await open(page, 'DE');
      const region = banner(page);
      await expect(region).toContainText('Gefährlich');
      await region.getByRole('button', { name: 'Bedingungen' }).click();
      await expect(region.getByText('gestylt')).toBeVisible();
      const found = await region.evaluate((root) => ({
        elements: root.querySelectorAll('script, iframe, img, svg:not([aria-hidden]), style, form, object, embed')
          .length,
        handlers: [...root.querySelectorAll('*')].flatMap((e) =>
          e.getAttributeNames().filter((n) => n.startsWith('on')),
        ),
        hrefs: [...root.querySelectorAll('[href]')]
          .map((e) => e.getAttribute('href'))
          .filter((h) => /^\s*(javascript|data):/i.test(h ?? '')),
        // The refused colours leave no trace: the theme's colours, no inline value at all.
        style: root.closest('[data-promotion-type]')?.getAttribute('style') || null,
      }));
      expect(found).toEqual({ elements: 0, handlers: [], hrefs: [], style: null });
      for (const link of await region.getByRole('link').all()) await link.click({ trial: true });
      expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
      // Only what the hostile markup provoked was refused, nothing of the shop's own.
      for (const violation of await cspViolations()) expect(refused.some((r) => violation.startsWith(r))).toBe(true);
    });
  });
});

test.describe('the app-install banner (000 §4)', () => {
  test.describe('on an Android phone', () => {
    test.use({
      userAgent: userAgents.androidChrome.userAgent,
      viewport: { width: 375, height: 800 },
      hasTouch: true,
      isMobile: true,
    });

    test('is in the server’s HTML, passes axe, and once closed by keyboard stays closed on the next page', async ({
      page,
    }) => {
      const html = await (
        await page.request.get('/?site=DE', { headers: { 'user-agent': userAgents.androidChrome.userAgent } })
      ).text();
      expect(html).toContain('App-Hinweis');
      await open(page, 'DE');
      const appBanner = page.getByRole('group', { name: 'App-Hinweis' });
      await expect(appBanner).toBeVisible();
      await expect(appBanner.getByRole('img', { name: /5 von 5 Sternen, 89k/ })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await appBanner.getByRole('button', { name: 'App-Hinweis schließen' }).focus();
      await page.keyboard.press('Enter');
      await expect(appBanner).toHaveCount(0);
      expect(await page.evaluate((key) => localStorage.getItem(key), APP_BANNER_CLOSED_STORAGE_KEY)).not.toBeNull();
      await open(page, 'DE', '/c/kaffee');
      await expect(page.getByRole('group', { name: 'App-Hinweis' })).toHaveCount(0);
    });
  });

  test.describe('on an iPhone in Safari', () => {
    test.use({ userAgent: userAgents.iphoneSafari.userAgent, viewport: { width: 375, height: 800 } });

    test('no banner: the smart-app-banner meta tag in the head instead', async ({ page }) => {
      await open(page, 'DE');
      await expect(page.getByRole('group', { name: 'App-Hinweis' })).toHaveCount(0);
      await expect(page.locator('head meta[name="apple-itunes-app"]')).toHaveAttribute('content', /^app-id=\d+$/);
    });
  });
});
