import type { Page, Route } from '@playwright/test';
import { hostileMarkup } from '../../src/primitives/SafeHtml/testing.ts';
import { APP_BANNER_CLOSED_STORAGE_KEY } from '../../src/features/app-banner/constants.ts';
import { userAgents } from '../../src/features/app-banner/testing.ts';
import { findPromotion } from '../../src/mocks/fixtures/promotions.ts';
import { REQUEST_TIMEOUT_MS } from '../../src/services/http/constants.ts';
import { PREVIEW_TOKEN_COOKIE } from '../../src/services/preview/constants.ts';
import { TOP_BANNER_PLACEMENT } from '../../src/services/promotion/constants.ts';
import type { SiteCode } from '../../src/platform/site/constants.ts';
import { axeViolations, expect, hydrated, test } from './fixtures';

/** The shops tested: German, Slovak and Turkish. */
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

test('the legal text is in the server’s HTML, before any script runs', async ({ page }) => {
  const html = await (await page.request.get('/?site=DE')).text();
  expect(html).toContain(bannerContent('DE').legalText);
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

  test.describe('a failed refetch: the server’s banner goes, nothing shown, promotionFetched false', () => {
    /** The browser's refetch of the banner (the server's own call is not the page's). */
    const bannerRefetch = `**/service/promotion/api/promotion/${TOP_BANNER_PLACEMENT}**`;

    /** Records the page's promotionFetched events (each promotion of the page is refetched in preview mode). */
    const recordFetched = (page: Page) =>
      page.addInitScript(() => {
        const events: boolean[] = ((window as { __fetched?: boolean[] }).__fetched = []);
        window.addEventListener('promotionFetched', (e) => events.push((e as CustomEvent<boolean>).detail));
      });
    const fetchedEvents = (page: Page) => page.evaluate(() => (window as { __fetched?: boolean[] }).__fetched ?? []);
    /** How many of the page's promotion fetches failed (promotionFetched false). */
    const failedFetches = async (page: Page) => (await fetchedEvents(page)).filter((fetched) => !fetched).length;

    /** The banner is gone and the header says nothing about a failure. */
    async function expectNothingShown(page: Page) {
      await expect(page.getByRole('banner').getByRole('region', { name: 'Aktion' })).toHaveCount(0);
      await expect(page.getByRole('banner')).not.toContainText(bannerContent('DE').headline!);
      await expect(page.getByRole('banner')).not.toContainText(/fehler|error|nicht geladen|erneut/i);
      await expect(page.getByRole('banner').getByRole('alert')).toHaveCount(0);
      // The banner's refetch failed (false); the page's other promotions (benefits, the home page's tile) did not.
      await expect.poll(() => failedFetches(page)).toBe(1);
    }

    const failures: Record<string, (route: Route) => Promise<void>> = {
      'an error status (500)': (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }),
      'a network abort': (route) => route.abort('failed'),
      'a malformed body': (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: '{"type": "ApiTopBannerPromotion", ' }),
    };

    for (const [name, fail] of Object.entries(failures))
      test(name, async ({ page, context, baseURL }) => {
        await context.addCookies([previewCookie(baseURL!)]);
        await recordFetched(page);
        // Held until the server's banner has been seen, then answered with the failure.
        let release = () => {};
        const released = new Promise<void>((resolve) => (release = resolve));
        await page.route(bannerRefetch, async (route) => {
          await released;
          await fail(route);
        });
        await page.goto('/?site=DE');
        await expect(banner(page)).toContainText(bannerContent('DE').headline!);
        release();
        await expectNothingShown(page);
      });

    test(`no answer: the banner goes once the call times out (${REQUEST_TIMEOUT_MS} ms)`, async ({
      page,
      context,
      baseURL,
    }) => {
      await context.addCookies([previewCookie(baseURL!)]);
      await recordFetched(page);
      // The client's timeout is a setTimeout: the page's clock moves past it.
      await page.clock.install();
      const requested = page.waitForRequest(bannerRefetch);
      await page.route(bannerRefetch, () => {
        // Never answered.
      });
      await open(page, 'DE');
      await requested;
      await expect(banner(page)).toContainText(bannerContent('DE').headline!);
      // The other promotions' refetches have answered; the banner's is still waiting.
      await expect.poll(async () => (await fetchedEvents(page)).length).toBeGreaterThan(0);
      expect(await failedFetches(page)).toBe(0);
      await page.clock.fastForward(REQUEST_TIMEOUT_MS);
      await expectNothingShown(page);
    });
  });

  test.describe('hostile content', () => {
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
      // The browser never parsed the hostile markup, so its policy had nothing to refuse: no report at all.
      expect(await cspViolations()).toEqual([]);
    });
  });
});

test.describe('the app-install banner', () => {
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
