import type { Page } from '@playwright/test';
import { consentBannerClasses } from '../../reference-app/src/consent/banner';
import { consentMessages } from '../../reference-app/src/consent/messages';
import { CART_PAGE_PATH } from '../../reference-app/src/pages/cart';
import { USER_MENU_PAGE_PATH } from '../../reference-app/src/pages/account';
import { NEWSLETTER_PAGE_PATH } from '../../reference-app/src/pages/newsletter';
import { SEARCH_PAGE_PATH } from '../../reference-app/src/pages/search';
import type { PageType } from '../../reference-app/src/routing/route';
import { SCROLL_DEBOUNCE_MS, SEARCH_QUERY_PARAM } from '../../src/kernel/constants';
import { availabilityOf, catalogueCategoriesOf } from '../../src/mocks/fixtures/catalogue';
import { SEEDED_LOGIN } from '../../src/mocks/routes/login';
import { sites } from '../../src/platform/site/sites';
import type { SiteCode } from '../../src/platform/site/constants';
import { CART_PATH } from '../../src/services/cart/constants';
import { CATEGORY_HREF_PREFIX } from '../../src/services/catalogue/constants';
import { CSRF_MARKER_VALUE, serviceHeaders } from '../../src/services/http/constants';
import { LOGIN_PATH } from '../../src/services/login/constants';
import { FOCUS_STOPS_CHECKED, sidewaysScroll, walkFocus, ZOOM_400_VIEWPORTS } from '../../scripts/focus-obscured.mjs';
import { expect, hydrated, test } from './fixtures';

// Focus not obscured (WCAG 2.4.11) at 400 % zoom: a 1280 x 1024 screen zoomed 400 % is a 320 x 256 viewport, and a
// 1280 x 720 one is 320 x 180. At both, on the first visit (the consent banner shown) and after the consent choice,
// every focus stop reached by Tab on each page type is not entirely covered by anything the page puts over it (the
// sticky header, the consent banner), and while the banner shows it comes first. Unzoomed, where the header sticks
// and the banner overlays the page, the same holds tabbing down and back up a category and a product page.

/** The same shop unzoomed, where the header sticks: the common phone and a laptop's browser window. */
const unzoomedViewports = [
  { width: 375, height: 667 },
  { width: 1280, height: 720 },
] as const;

/** The page types tabbed through unzoomed: one whose header hides on scroll, one whose header never does. */
const stickyPageTypes: readonly PageType[] = ['CategoryPage', 'ProductDetailPage'];

/**
 * The shops and the visits looked at: DE in both; Hungarian, the longest words of the nine (its header's and consent
 * banner's texts wrap most), on the first visit, where both the header and the banner are on the page. (Every shop's
 * every page at 320 x 256 without sideways scrolling is phones.spec.ts.)
 */
const runs = [
  { site: 'DE', firstVisit: true },
  { site: 'DE', firstVisit: false },
  { site: 'HU', firstVisit: true },
] as const satisfies readonly { site: SiteCode; firstVisit: boolean }[];

interface ShopPage {
  pageType: PageType;
  path: string;
  status?: number;
}

/** One page of each page type a shopper tabs through, with its address in the shop. */
function pagesOf(site: SiteCode): readonly ShopPage[] {
  const category = catalogueCategoriesOf(site).find((entry) => entry.top)!;
  const product = category.products.find((entry) => availabilityOf(entry) === 'AVAILABLE')!;
  const term = product.title.split(' ')[0]!;
  return [
    { pageType: 'HomePage', path: '/' },
    { pageType: 'CategoryPage', path: `${CATEGORY_HREF_PREFIX}${category.slug}` },
    { pageType: 'ProductDetailPage', path: product.productViewUrl },
    { pageType: 'basket', path: CART_PAGE_PATH },
    { pageType: 'SearchResultsPage', path: `${SEARCH_PAGE_PATH}?${SEARCH_QUERY_PARAM}=${encodeURIComponent(term)}` },
    { pageType: 'NotFoundPage', path: '/gibt-es-nicht', status: 404 },
    { pageType: 'UserMenuPage', path: USER_MENU_PAGE_PATH },
    { pageType: 'NewsletterPage', path: NEWSLETTER_PAGE_PATH },
  ];
}

/** Walks the page's tab order from the top (or back up) and says which stops were covered. */
async function walk(page: Page, key: 'Tab' | 'Shift+Tab', consentShown: boolean): Promise<string[]> {
  const { faults } = await walkFocus(page, key, {
    consentShown,
    maxStops: FOCUS_STOPS_CHECKED,
    debounceMs: SCROLL_DEBOUNCE_MS,
    bannerClass: consentBannerClasses.banner,
  });
  return faults;
}

/** Opens a page of the shop at the current viewport size and checks it is the page type asked for. */
async function openPage(page: Page, site: SiteCode, { pageType, path, status }: ShopPage) {
  const response = await page.goto(`${path}${path.includes('?') ? '&' : '?'}site=${sites[site].switcherCode}`);
  expect(response?.status()).toBe(status ?? 200);
  await hydrated(page);
  await expect(page.locator('[data-page-type]')).toHaveAttribute('data-page-type', pageType);
}

/** Fills the visitor's cart with three available products, so the cart page has its lines and their controls. */
async function fillCart(page: Page, site: SiteCode) {
  const category = catalogueCategoriesOf(site).find((entry) => entry.top)!;
  for (const product of category.products.filter((entry) => availabilityOf(entry) === 'AVAILABLE').slice(0, 3)) {
    const put = await page.request.put(CART_PATH, {
      headers: { [serviceHeaders.csrfMarker]: CSRF_MARKER_VALUE },
      data: { setArticle: { productId: product.id, tcm: 'tcm:e2e-focus', quantity: 1 } },
    });
    expect(put.status()).toBe(200);
  }
}

/** Signs the seeded customer in, so the account page shows the customer's own menu. */
async function signIn(page: Page) {
  const login = await page.request.post(LOGIN_PATH, {
    headers: { [serviceHeaders.csrfMarker]: CSRF_MARKER_VALUE },
    data: { ...SEEDED_LOGIN },
  });
  expect(login.ok()).toBe(true);
}

for (const { site, firstVisit } of runs) {
  const { locale } = sites[site];
  test.describe(`${site}, ${firstVisit ? 'first visit (consent banner shown)' : 'after the consent choice'}`, () => {
    test.use({ consentGiven: !firstVisit });
    for (const shopPage of pagesOf(site)) {
      test(`${shopPage.pageType}: no focus stop is covered at 320 x 256 and 320 x 180`, async ({ page }) => {
        if (shopPage.pageType === 'basket') await fillCart(page, site);
        if (shopPage.pageType === 'UserMenuPage') await signIn(page);
        const banner = page.getByRole('region', { name: consentMessages[locale]['consent.title'] });
        const faults: Record<string, string[]> = {};
        for (const viewport of ZOOM_400_VIEWPORTS) {
          await page.setViewportSize(viewport);
          await openPage(page, site, shopPage);
          if (firstVisit) await expect(banner).toBeAttached();
          else await expect(banner).toHaveCount(0);
          const found = await walk(page, 'Tab', firstVisit);
          // With the consent banner on the page too, the page scrolls only vertically (WCAG 1.4.10).
          const sideways = await sidewaysScroll(page);
          if (sideways > 0) found.push(`scrolls sideways by ${sideways} px`);
          if (found.length > 0) faults[`${viewport.width} x ${viewport.height}`] = found;
        }
        expect(faults).toEqual({});
      });
    }

    // Unzoomed, the header sticks and the consent banner overlays the page's bottom: the root's scroll padding keeps
    // what gets focus clear of both, tabbing down (the header hides on the category page, never on the product page)
    // and back up (it shows again). On the first visit, where both are on the page.
    if (site === 'DE' && firstVisit) {
      for (const shopPage of pagesOf(site).filter(({ pageType }) => stickyPageTypes.includes(pageType))) {
        test(`${shopPage.pageType}, unzoomed: Tab down and Shift+Tab back up, no focus stop is covered`, async ({
          page,
        }) => {
          const faults: Record<string, string[]> = {};
          for (const viewport of unzoomedViewports) {
            await page.setViewportSize(viewport);
            await openPage(page, site, shopPage);
            const found = [...(await walk(page, 'Tab', firstVisit)), ...(await walk(page, 'Shift+Tab', false))];
            if (found.length > 0) faults[`${viewport.width} x ${viewport.height}`] = found;
          }
          expect(faults).toEqual({});
        });
      }
    }
  });
}
