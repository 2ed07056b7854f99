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
import { expect, hydrated, test } from './fixtures';

// Focus not obscured (WCAG 2.4.11) at 400 % zoom: a 1280 x 1024 screen zoomed 400 % is a 320 x 256 viewport, and a
// 1280 x 720 one is 320 x 180. At both, on the first visit (the consent banner shown) and after the consent choice,
// every focus stop reached by Tab on each page type is not entirely covered by anything the page puts over it (the
// sticky header, the consent banner), and while the banner shows it comes first. Unzoomed, where the header sticks
// and the banner overlays the page, the same holds tabbing down and back up a category and a product page.

const zoomedViewports = [
  { width: 320, height: 256 },
  { width: 320, height: 180 },
] as const;

/** The same shop unzoomed, where the header sticks: the common phone and a laptop's browser window. */
const unzoomedViewports = [
  { width: 375, height: 667 },
  { width: 1280, height: 720 },
] as const;

/** The page types tabbed through unzoomed: one whose header hides on scroll, one whose header never does. */
const stickyPageTypes: readonly PageType[] = ['CategoryPage', 'ProductDetailPage'];

/**
 * Tab stops looked at per page: the skip links, the consent banner's two buttons, the header (menu, logo, search,
 * icons, the top promotion's controls) and about twenty of the page's own. The sticky header and the consent banner
 * cover the top and the bottom of the viewport whatever is focused, so a page that keeps them clear of its first 40
 * stops keeps them clear of the rest (the same tiles, links and fields follow, and the footer); the short pages (404)
 * end earlier.
 */
const MAX_FOCUS_STOPS = 40;

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

interface FocusStop {
  /** Focus left the document or came back to a stop seen before: the page's tab order has been walked. */
  done: boolean;
  /** The focused element, described. */
  element: string;
  /** Whether it is inside the consent banner. */
  inBanner: boolean;
  /** Why it counts as covered, or null. */
  fault: string | null;
  scrollY: number;
}

/**
 * The focused element, looked at once the page has settled: after a scroll, while anything is fixed or sticky (the
 * header, the consent banner), once the page's scroll handlers (the header's hide on scroll and the top banner's
 * closing, debounced by `debounceMs`) have run; and once the transitions they started have ended. It is not entirely
 * covered when at least one of five points of it (its centre and its four corners, 1 px inside, of the part inside the
 * viewport) hits it or something inside it (or, for a control drawn by its label, its label) by
 * `document.elementFromPoint`.
 */
async function inspectFocus({
  debounceMs,
  lastScrollY,
  bannerClass,
}: {
  debounceMs: number;
  lastScrollY: number;
  bannerClass: string;
}): Promise<FocusStop> {
  const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  const transitions = () =>
    document
      .getAnimations()
      .filter((animation) => animation instanceof CSSTransition && animation.playState === 'running');
  const pinned = () =>
    [...document.body.querySelectorAll('*')].some((element) => {
      const { position } = getComputedStyle(element);
      return (position === 'fixed' || position === 'sticky') && element.checkVisibility();
    });
  if (window.scrollY !== lastScrollY && pinned()) await new Promise((resolve) => setTimeout(resolve, 2 * debounceMs));
  await frame();
  for (let running = transitions(); running.length > 0; running = transitions()) {
    await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    await frame();
  }

  const describe = (element: Element) => {
    const name = element.getAttribute('aria-label') ?? (element.textContent ?? '').replace(/\s+/g, ' ').trim();
    return `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}> "${name.slice(0, 40)}"`;
  };
  const seen = ((window as unknown as { __focusStops?: WeakSet<Element> }).__focusStops ??= new WeakSet());
  const element = document.activeElement;
  const stop = { scrollY: window.scrollY, inBanner: false, fault: null };
  if (!element || element === document.body || seen.has(element)) return { ...stop, done: true, element: '' };
  seen.add(element);

  const labels = element instanceof HTMLInputElement ? [...(element.labels ?? [])] : [];
  const targets = [element, ...labels];
  const width = document.documentElement.clientWidth;
  const height = document.documentElement.clientHeight;
  const pointsOf = (target: Element) => {
    const rect = target.getBoundingClientRect();
    const left = Math.max(rect.left, 0);
    const right = Math.min(rect.right, width);
    const top = Math.max(rect.top, 0);
    const bottom = Math.min(rect.bottom, height);
    if (right - left < 1 || bottom - top < 1) return [];
    const inset = (from: number, to: number) => [
      Math.min(from + 1, (from + to) / 2),
      Math.max(to - 1, (from + to) / 2),
    ];
    const [x0, x1] = inset(left, right);
    const [y0, y1] = inset(top, bottom);
    return [
      [(left + right) / 2, (top + bottom) / 2],
      [x0!, y0!],
      [x1!, y0!],
      [x0!, y1!],
      [x1!, y1!],
    ] as const;
  };
  const points = targets.flatMap(pointsOf);
  const inBanner = element.closest(`.${bannerClass}`) !== null;
  if (points.length === 0)
    return { ...stop, inBanner, done: false, element: describe(element), fault: 'outside the viewport' };
  const hits = points.map(([x, y]) => document.elementFromPoint(x, y));
  if (hits.some((hit) => hit && targets.some((target) => target.contains(hit))))
    return { ...stop, inBanner, done: false, element: describe(element) };
  const cover = hits.find((hit) => hit) ?? null;
  const coverName = cover
    ? `${describe(cover)}${cover.closest('header') ? ' in the header' : ''}${cover.closest(`.${bannerClass}`) ? ' in the consent banner' : ''}`
    : 'nothing';
  return { ...stop, inBanner, done: false, element: describe(element), fault: `covered by ${coverName}` };
}

/**
 * Moves focus stop by stop with `key` (Tab from the page's top, or Shift+Tab back up), at most `MAX_FOCUS_STOPS`;
 * returns what is wrong, one line per covered stop.
 */
async function walkFocus(page: Page, key: 'Tab' | 'Shift+Tab', consentShown: boolean): Promise<string[]> {
  const faults: string[] = [];
  // Each walk counts its own stops.
  let lastScrollY = await page.evaluate(() => {
    delete (window as unknown as { __focusStops?: unknown }).__focusStops;
    return window.scrollY;
  });
  for (let index = 1; index <= MAX_FOCUS_STOPS; index++) {
    await page.keyboard.press(key);
    const stop = await page.evaluate(inspectFocus, {
      debounceMs: SCROLL_DEBOUNCE_MS,
      lastScrollY,
      bannerClass: consentBannerClasses.banner,
    });
    if (stop.done) break;
    lastScrollY = stop.scrollY;
    // While the banner is shown it comes first: its controls are the first stops of the page.
    if (key === 'Tab' && consentShown && index === 1 && !stop.inBanner)
      faults.push(`stop 1 ${stop.element} comes before the consent banner`);
    if (stop.fault) faults.push(`${key} stop ${index} ${stop.element}: ${stop.fault}`);
  }
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
        for (const viewport of zoomedViewports) {
          await page.setViewportSize(viewport);
          await openPage(page, site, shopPage);
          if (firstVisit) await expect(banner).toBeAttached();
          else await expect(banner).toHaveCount(0);
          const found = await walkFocus(page, 'Tab', firstVisit);
          // With the consent banner on the page too, the page scrolls only vertically (WCAG 1.4.10).
          const sideways = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
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
            const found = [
              ...(await walkFocus(page, 'Tab', firstVisit)),
              ...(await walkFocus(page, 'Shift+Tab', false)),
            ];
            if (found.length > 0) faults[`${viewport.width} x ${viewport.height}`] = found;
          }
          expect(faults).toEqual({});
        });
      }
    }
  });
}
