import type { Page } from '@playwright/test';
import { ERROR_PAGE_STATUS } from '../../reference-app/src/routing/constants';
import { SEARCH_PAGE_PATH } from '../../reference-app/src/pages/search';
import { pageTypes } from '../../reference-app/src/routing/route';
import { SITE_PICKER_PAGE_PATH } from '../../reference-app/src/pages/sitePicker';
import { NEWSLETTER_UPDATE_PATH } from '../../reference-app/src/pages/newsletterUpdate';
import { seededSubscriberTokens } from '../../src/mocks/routes/newsletter';
import { SEEDED_LOGIN } from '../../src/mocks/routes/login';
import { sites } from '../../src/platform/site/sites';
import { siteCodes, type SiteCode } from '../../src/platform/site/constants';
import { CART_PATH } from '../../src/services/cart/constants';
import { CSRF_MARKER_VALUE, serviceHeaders } from '../../src/services/http/constants';
import { LOGIN_PATH } from '../../src/services/login/constants';
import { expect, hydrated, test } from './fixtures';
import { FAULT_PORT_BASE, PORTS_PER_WORKER, startFaultServer } from './faults/server';

// Phones and zoom: no page of any shop scrolls sideways at 320 or 375 px, or at 320 x 256 (WCAG 1.4.10 Reflow: a
// 1280 x 1024 screen zoomed to 400 %), and no button's or link's label is cut off (by its own overflow, an ellipsis,
// or a box around it that clips), from the route table's every page type, in all nine shops. One browser page per
// shop visits every page once and looks at it at each size.

/**
 * The sizes the shop is laid out for: the smallest phones, the common one, and 400 % zoom, which is as narrow as the
 * smallest phone and shorter than the `short` height breakpoint (nothing sticks there).
 */
const phoneViewports = [
  { width: 320, height: 568 },
  { width: 375, height: 667 },
  { width: 320, height: 256 },
] as const;

/** Elements a shopper acts on, and the labels of form fields: their texts must show whole. */
const INTERACTIVE =
  'a[href], button, summary, select, label, input[type="button"], input[type="submit"], [role="button"], [role="link"], [role="tab"], [role="menuitem"], [role="option"]';

/**
 * What is wrong with the page at the current size, found in the page: the document wider than the viewport (with the
 * elements that stick out), an interactive element whose label is cut off by its own overflow or an ellipsis, or
 * clipped by a box around it, or reaching past the viewport, and a part that sticks to the viewport or is fixed to it
 * while taller than the viewport without scrolling inside itself (its end never comes into view). Visually hidden
 * elements (the 1 px pattern, and what a 1 px box clips away) are meant to be unseen and do not count.
 */
function findLayoutFaults(selector: string): string[] {
  const root = document.documentElement;
  const viewport = root.clientWidth;
  const faults: string[] = [];
  const describe = (element: Element) => {
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    const name = element.getAttribute('aria-label') ?? text;
    return `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}> "${name}"`;
  };
  const clips = (style: CSSStyleDeclaration) =>
    style.overflowX !== 'visible' || style.clipPath !== 'none' || (style.clip !== 'auto' && style.clip !== '');
  const tiny = (rect: DOMRect) => rect.width <= 1 || rect.height <= 1;
  /** The element's visible extent across, after every box around it that clips; null when it is hidden that way. */
  const visibleExtent = (element: Element): { left: number; right: number; by?: Element } | null => {
    const rect = element.getBoundingClientRect();
    let { left, right } = rect;
    let by: Element | undefined;
    for (let box = element.parentElement; box && box !== root; box = box.parentElement) {
      const style = getComputedStyle(box);
      if (!clips(style)) continue;
      const around = box.getBoundingClientRect();
      if (tiny(around)) return null;
      if (around.left > left + 0.5 || around.right < right - 0.5) by ??= box;
      left = Math.max(left, around.left);
      right = Math.min(right, around.right);
    }
    return right - left <= 1 ? null : { left, right, by };
  };
  const shown = (element: Element) =>
    element.checkVisibility({ visibilityProperty: true, opacityProperty: true }) &&
    !tiny(element.getBoundingClientRect());

  if (root.scrollWidth > viewport) {
    const outside = [...document.body.querySelectorAll('*')].filter((element) => {
      if (!shown(element)) return false;
      const extent = visibleExtent(element);
      return extent !== null && extent.right > viewport + 0.5;
    });
    // The innermost ones: the cause, not every box around it.
    const innermost = outside.filter(
      (element) => !outside.some((other) => other !== element && element.contains(other)),
    );
    faults.push(
      `scrolls sideways: scrollWidth ${root.scrollWidth} > clientWidth ${viewport}; sticking out: ${innermost
        .slice(0, 5)
        .map((element) => `${describe(element)} to ${Math.round(element.getBoundingClientRect().right)}`)
        .join(', ')}`,
    );
  }

  for (const element of document.body.querySelectorAll('*')) {
    const style = getComputedStyle(element);
    if ((style.position !== 'sticky' && style.position !== 'fixed') || !shown(element)) continue;
    if (style.overflowY === 'auto' || style.overflowY === 'scroll') continue;
    // A sticky part with a negative top sticks without what is above that offset (the header's top banner).
    const offset = style.position === 'sticky' ? Math.min(0, parseFloat(style.top) || 0) : 0;
    const pinned = element.getBoundingClientRect().height + offset;
    if (pinned > root.clientHeight + 0.5)
      faults.push(
        `${describe(element)} is pinned to the viewport ${Math.round(pinned)} px tall in ${root.clientHeight} px: its end is cut off`,
      );
  }

  for (const element of document.body.querySelectorAll(selector)) {
    if (!shown(element)) continue;
    const extent = visibleExtent(element);
    if (extent === null) continue;
    const rect = element.getBoundingClientRect();
    if (extent.by) {
      faults.push(
        `${describe(element)} is clipped by ${describe(extent.by)} (${Math.round(rect.width)} px wide, ${Math.round(extent.right - extent.left)} px shown)`,
      );
    } else if (rect.right > viewport + 0.5 || rect.left < -0.5) {
      faults.push(
        `${describe(element)} reaches past the viewport (${Math.round(rect.left)} to ${Math.round(rect.right)} px)`,
      );
    }
    for (const part of [element, ...element.querySelectorAll('*')]) {
      const style = getComputedStyle(part);
      if (style.display === 'inline' || style.display === 'contents' || tiny(part.getBoundingClientRect())) continue;
      const cut = clips(style) || style.textOverflow === 'ellipsis';
      if (cut && part.scrollWidth > part.clientWidth + 1) {
        faults.push(`${describe(element)}: its label is cut off (${part.scrollWidth} px in ${part.clientWidth} px)`);
        break;
      }
    }
  }
  return faults;
}

/** Waits for two frames: what a new width sets off (media queries, resize observers) has been laid out. */
const settle = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );

/** Looks at the current page at each size; returns its faults by size. */
async function faultsAtPhoneSizes(page: Page): Promise<string[]> {
  const found: string[] = [];
  // Nothing of the header is open: the menu, the search suggestions and the flyouts are closed.
  await expect(page.getByRole('banner').locator('[aria-expanded="true"]:visible')).toHaveCount(0);
  for (const viewport of phoneViewports) {
    await page.setViewportSize(viewport);
    await settle(page);
    for (const fault of await page.evaluate(findLayoutFaults, INTERACTIVE))
      found.push(`${viewport.width} x ${viewport.height}: ${fault}`);
  }
  return found;
}

/** The pages the site picker lists for one shop (every page of the storefront there), as paths with `?site=`. */
async function pickerPages(page: Page, site: SiteCode): Promise<string[]> {
  await page.goto(`${SITE_PICKER_PAGE_PATH}?site=${sites[site].switcherCode}`);
  await hydrated(page);
  const links = page.locator(`section[aria-labelledby="shop-${site}"] ul`).getByRole('link');
  const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
  expect(hrefs.length, `the site picker's pages of ${site}`).toBeGreaterThan(10);
  return hrefs;
}

for (const site of siteCodes) {
  test(`${site}: no page scrolls sideways or cuts a label off at 320 and 375 px and at 320 x 256`, async ({
    page,
  }, testInfo) => {
    // One shop's every page, each at three sizes (about 30 pages): several times one page's work.
    test.slow();
    const code = sites[site].switcherCode;
    const inSite = (path: string) => `${path}${path.includes('?') ? '&' : '?'}site=${code}`;
    const faults: Record<string, string[]> = {};
    const seen = new Set<string>();
    const look = async (label: string) => {
      seen.add((await page.locator('[data-page-type]').getAttribute('data-page-type')) ?? '');
      const found = await faultsAtPhoneSizes(page);
      if (found.length > 0) faults[label] = found;
    };
    const visit = async (path: string, status?: number) => {
      const response = await page.goto(path);
      if (status !== undefined) expect(response?.status(), path).toBe(status);
      await hydrated(page);
      await look(path);
    };

    const listed = await pickerPages(page, site);
    await page.setViewportSize(phoneViewports[0]);
    await look(inSite(SITE_PICKER_PAGE_PATH));

    // The cart and the checkout with a line: the shop's first product, twice.
    const productId = listed
      .find((href) => href.startsWith('/p/'))
      ?.split('?')[0]
      ?.split('/')
      .pop();
    expect(productId, `a product page among the picker's pages of ${site}`).toBeTruthy();
    const put = await page.request.put(CART_PATH, {
      headers: { [serviceHeaders.csrfMarker]: CSRF_MARKER_VALUE },
      data: { setArticle: { productId, tcm: 'tcm:e2e-phones', quantity: 2 } },
    });
    expect(put.status()).toBe(200);

    for (const path of listed) await visit(path);
    // The route table's pages the picker does not link: a subscriber's page (a seeded token; another shop's is the
    // invalid-link state), an unknown address, and the error page (a search whose service fails).
    await visit(inSite(`${NEWSLETTER_UPDATE_PATH}?subscriberToken=${seededSubscriberTokens.subscribedDe}`));
    await visit(inSite('/gibt-es-nicht'), 404);
    // The error page needs a failing service: a storefront of its own with the fault control endpoint, on the port the
    // fault matrix keeps for its own cells in this worker (a worker runs one test at a time, so never both at once).
    const faultServer = await startFaultServer(
      FAULT_PORT_BASE + testInfo.parallelIndex * PORTS_PER_WORKER + PORTS_PER_WORKER - 1,
    );
    try {
      await faultServer.setFault('GET /service/catalogue/api/search', { status: 500 });
      await visit(`${faultServer.url}${inSite(`${SEARCH_PAGE_PATH}?query=kaffee`)}`, ERROR_PAGE_STATUS);
    } finally {
      await faultServer.stop();
    }

    // Signed in, the personal pages show the customer's own content.
    const login = await page.request.post(LOGIN_PATH, {
      headers: { [serviceHeaders.csrfMarker]: CSRF_MARKER_VALUE },
      data: { ...SEEDED_LOGIN },
    });
    expect(login.ok()).toBe(true);
    for (const path of ['/usermenu', '/orders', '/beanaccount']) await visit(inSite(path));
    const loyaltyCard = listed.find((href) => href.toLowerCase().includes('/overview'));
    if (loyaltyCard) await visit(loyaltyCard);

    // Every page type of the route table was looked at.
    expect([...seen].sort()).toEqual([...pageTypes].sort());
    expect(faults).toEqual({});
  });
}
