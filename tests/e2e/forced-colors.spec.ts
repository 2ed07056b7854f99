import type { Page } from '@playwright/test';
import { IntlMessageFormat } from 'intl-messageformat';
import { messages as deDE } from '../../src/compositions/messages/locales/de-DE';
import type { StorefrontMessages } from '../../src/compositions/messages/messageModules';
import { availabilityOf, catalogueCategoriesOf } from '../../src/mocks/fixtures/catalogue';
import { expect, hydrated, test, putInCart } from './fixtures';

/**
 * Forced colours (Windows High Contrast, WCAG 1.4.11): the browser replaces the page's colours with the system's few,
 * drops box shadows and background images, and keeps borders and outlines. With it emulated, every focus stop still
 * shows an outline, every control keeps the boundary it has in normal colours, the cart badge stands apart from the
 * header and every icon is still painted in a colour with at least 3:1 contrast against what it sits on.
 */

const text = (id: keyof StorefrontMessages, values?: Record<string, number | string>) =>
  String(new IntlMessageFormat(deDE[id], 'de-DE').format(values));

/** How many Tab presses each page is checked for. */
const FOCUS_STOPS = 30;
/** The articles in the visitor's cart, so the header shows its count badge. */
const CART_PIECES = 3;
/** WCAG 1.4.11: non-text content keeps 3:1 against its adjacent colour. */
const NON_TEXT_CONTRAST = 3;

const desktop = { width: 1280, height: 800 };
const phone = { width: 375, height: 667 };

const category = catalogueCategoriesOf('DE').find((c) => c.top)!;
const product = category.products.find((p) => availabilityOf(p) === 'AVAILABLE')!;

const pages = [
  { name: 'home', path: '/' },
  { name: 'category', path: `/c/${category.slug}` },
  { name: 'product', path: product.productViewUrl },
  { name: 'cart', path: '/cart' },
  { name: 'newsletter', path: '/subscribenewsletter' },
] as const;

async function open(page: Page, path: string) {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}site=DE`);
  await hydrated(page);
}

/** Opens `path` in DE with three articles in the cart, in forced colours. */
async function openWithCart(page: Page, path: string) {
  await page.emulateMedia({ forcedColors: 'active' });
  await open(page, '/');
  await putInCart(page.request, { '400001': CART_PIECES });
  await open(page, path);
  expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true);
  await expect(page.locator('header [data-count]')).toHaveText(String(CART_PIECES));
}

/**
 * Colour helpers for the page: each check puts them into the page (as `window.__forced`, through the debugging
 * protocol: an `eval` in the page would break the strict CSP) and uses them there. A colour
 * is "painted" when its alpha is above 0; contrast is WCAG's relative-luminance ratio.
 */
const pageHelpers = () => {
  const parse = (value: string) => {
    const m = /rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)/.exec(value);
    return m ? { r: +m[1]!, g: +m[2]!, b: +m[3]!, a: m[4] === undefined ? 1 : +m[4] } : null;
  };
  const painted = (value: string) => (parse(value)?.a ?? 0) > 0;
  const luminance = (value: string) => {
    const c = parse(value)!;
    const lin = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
    return 0.2126 * lin(c.r) + 0.7152 * lin(c.g) + 0.0722 * lin(c.b);
  };
  const contrast = (a: string, b: string) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
    return (hi + 0.05) / (lo + 0.05);
  };
  /** The system's canvas colour (in forced colours the user's, otherwise the browser's page colour). */
  const canvas = () => {
    const probe = document.createElement('div');
    probe.style.backgroundColor = 'Canvas';
    document.body.append(probe);
    const value = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return value;
  };
  /** The first painted background from the element up (the canvas at the top). */
  const backgroundBehind = (el: Element | null): string => {
    for (let e = el; e; e = e.parentElement) {
      const bg = getComputedStyle(e).backgroundColor;
      if (painted(bg)) return bg;
    }
    return canvas();
  };
  const outlined = (el: Element | null) => {
    if (!el) return false;
    const s = getComputedStyle(el);
    return s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0 && painted(s.outlineColor);
  };
  const bordered = (el: Element) => {
    const s = getComputedStyle(el);
    return ['top', 'right', 'bottom', 'left'].every(
      (side) =>
        s.getPropertyValue(`border-${side}-style`) !== 'none' &&
        parseFloat(s.getPropertyValue(`border-${side}-width`)) > 0 &&
        painted(s.getPropertyValue(`border-${side}-color`)),
    );
  };
  const shown = (el: Element) => {
    const r = el.getBoundingClientRect();
    const s = getComputedStyle(el);
    return r.width > 2 && r.height > 2 && s.visibility !== 'hidden' && el.checkVisibility({ opacityProperty: true });
  };
  const describe = (el: Element) =>
    `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}> "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
  return { parse, painted, contrast, backgroundBehind, outlined, bordered, shown, describe };
};
type Helpers = ReturnType<typeof pageHelpers>;

async function installHelpers(page: Page) {
  await page.evaluate(`window.__forced = (${pageHelpers.toString()})()`);
}

/**
 * (a) Tabs through the first stops: each focused element draws an outline (style not none, width above 0, a painted
 * colour) on itself, on the box around it (an Input's bordered row) or on the box drawn after it (a Checkbox).
 */
async function focusStopsWithoutRing(page: Page): Promise<string[]> {
  await installHelpers(page);
  const missing: string[] = [];
  await page.locator('body').focus();
  for (let stop = 0; stop < FOCUS_STOPS; stop += 1) {
    await page.keyboard.press('Tab');
    const problem = await page.evaluate(() => {
      const h = (window as unknown as { __forced: Helpers }).__forced;
      const el = document.activeElement;
      if (!el || el === document.body) return null;
      const candidates = [el, el.parentElement, el.parentElement?.parentElement ?? null, el.nextElementSibling];
      if (candidates.some((c) => h.outlined(c))) return null;
      const s = getComputedStyle(el);
      return `${h.describe(el)}: outline ${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor}`;
    });
    if (problem) missing.push(problem);
  }
  return missing;
}

/** The visible form controls, marked by index so both colour modes look at the same ones. */
const CONTROLS =
  'input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]), select, textarea, button, [role="combobox"]';

/**
 * (b) The controls that have a visible boundary in normal colours (a border, or a background or shadow apart from
 * what they sit on, on themselves or the box around them) and lose it in forced colours, where only a painted border
 * on every side still draws one.
 */
async function controlsLosingTheirBoundary(page: Page): Promise<string[]> {
  await page.emulateMedia({ forcedColors: 'none' });
  await installHelpers(page);
  const withBoundary = await page.evaluate((selector) => {
    const h = (window as unknown as { __forced: Helpers }).__forced;
    const ids: number[] = [];
    document.querySelectorAll(selector).forEach((el, index) => {
      el.setAttribute('data-forced-id', String(index));
      if (!h.shown(el)) return;
      const boxes = [el, el.parentElement].filter((b): b is HTMLElement => b !== null);
      const hasBoundary = boxes.some((b) => {
        const s = getComputedStyle(b);
        const apart = h.painted(s.backgroundColor) && s.backgroundColor !== h.backgroundBehind(b.parentElement);
        return h.bordered(b) || apart || s.boxShadow !== 'none';
      });
      if (hasBoundary) ids.push(index);
    });
    return ids;
  }, CONTROLS);
  await page.emulateMedia({ forcedColors: 'active' });
  return page.evaluate((ids) => {
    const h = (window as unknown as { __forced: Helpers }).__forced;
    return ids.flatMap((id) => {
      const el = document.querySelector(`[data-forced-id="${id}"]`)!;
      const boxes = [el, el.parentElement].filter((b): b is HTMLElement => b !== null);
      if (boxes.some((b) => h.bordered(b))) return [];
      const s = getComputedStyle(el);
      return [`${h.describe(el)}: border ${s.borderStyle} ${s.borderWidth} ${s.borderColor}`];
    });
  }, withBoundary);
}

/**
 * (c) The header's cart badge: its count in a colour apart from its own background, and the badge itself apart from
 * the header (a painted border or outline, or a background other than the one behind it).
 */
async function badgeProblems(page: Page): Promise<string[]> {
  await installHelpers(page);
  return page.locator('header [data-count]').evaluate((badge) => {
    const h = (window as unknown as { __forced: Helpers }).__forced;
    const s = getComputedStyle(badge);
    const own = h.backgroundBehind(badge);
    const behind = h.backgroundBehind(badge.parentElement);
    const problems: string[] = [];
    if (h.contrast(s.color, own) < 3) problems.push(`count ${s.color} on ${own}`);
    const apart = h.bordered(badge) || h.outlined(badge) || (h.painted(s.backgroundColor) && own !== behind);
    if (!apart) problems.push(`badge ${own} with no border or outline on ${behind}`);
    return problems;
  });
}

/**
 * (d) Every visible SVG icon paints at least one of its shapes (fill or stroke not none, painted, with 3:1 against the
 * background behind it).
 */
async function invisibleIcons(page: Page): Promise<string[]> {
  await installHelpers(page);
  return page.evaluate((minimum) => {
    const h = (window as unknown as { __forced: Helpers }).__forced;
    const problems: string[] = [];
    document.querySelectorAll('svg').forEach((svg) => {
      if (!h.shown(svg)) return;
      const behind = h.backgroundBehind(svg.parentElement);
      const shapes = [...svg.querySelectorAll('path, circle, rect, ellipse, line, polyline, polygon, use')];
      // An SVG without shapes draws nothing on purpose (it is no icon).
      if (shapes.length === 0) return;
      const paints = shapes.flatMap((shape) => {
        const s = getComputedStyle(shape);
        return [
          s.fill !== 'none' && Number(s.fillOpacity) > 0 ? s.fill : null,
          s.stroke !== 'none' && Number(s.strokeOpacity) > 0 && parseFloat(s.strokeWidth) > 0 ? s.stroke : null,
        ].filter((p): p is string => p !== null && h.painted(p));
      });
      if (!paints.some((p) => h.contrast(p, behind) >= minimum)) {
        const label = svg.closest('[aria-label]')?.getAttribute('aria-label') ?? svg.parentElement?.textContent ?? '';
        const drawn = shapes.map((shape) => {
          const s = getComputedStyle(shape);
          return `${shape.tagName} fill ${s.fill} stroke ${s.stroke} ${s.strokeWidth}`;
        });
        problems.push(
          `svg in "${label.trim().slice(0, 40)}": paints [${paints.join(', ')}] on ${behind} (${drawn.join('; ')})`,
        );
      }
    });
    return problems;
  }, NON_TEXT_CONTRAST);
}

test.describe('forced colours (Windows High Contrast)', () => {
  test.use({ viewport: desktop });

  for (const { name, path } of pages) {
    test(`${name} at 1280×800: focus rings, control borders, the cart badge and icons stay visible`, async ({
      page,
    }) => {
      await openWithCart(page, path);
      expect.soft(await badgeProblems(page), 'cart badge').toEqual([]);
      expect.soft(await invisibleIcons(page), 'SVG icons').toEqual([]);
      expect.soft(await controlsLosingTheirBoundary(page), 'control boundaries').toEqual([]);
      expect.soft(await focusStopsWithoutRing(page), 'focus stops without a visible outline').toEqual([]);
    });
  }

  test('header with focus on a navigation item, the newsletter form with errors, the open mini cart', async ({
    page,
  }) => {
    await openWithCart(page, '/');
    // Focus reaches the first navigation item from the one before it, by keyboard, so it shows :focus-visible.
    const navItem = page
      .getByRole('banner')
      .getByRole('navigation', { name: text('navigation.label') })
      .locator('a, button')
      .first();
    await navItem.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(navItem).toBeFocused();
    await page.getByRole('banner').screenshot({ path: test.info().outputPath('header-focus.png') });

    await page
      .getByRole('banner')
      .getByRole('button', { name: text('header.cart.badgeLabel', { count: CART_PIECES }) })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // Once its opening has played: the screenshot shows the dialog as it stays.
    await dialog.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
    await page.screenshot({ path: test.info().outputPath('minicart.png') });
    expect.soft(await invisibleIcons(page), 'SVG icons in the mini cart').toEqual([]);

    await open(page, '/subscribenewsletter');
    const form = page.getByRole('main').getByRole('form');
    await form.getByRole('textbox').first().focus();
    await form.getByRole('button', { name: text('newsletter.submit') }).focus();
    await page.keyboard.press('Enter');
    await expect(form.getByText(text('newsletter.error.emailRequired'))).toBeVisible();
    await form.screenshot({ path: test.info().outputPath('newsletter-error.png') });
    expect.soft(await controlsLosingTheirBoundary(page), 'control boundaries with errors').toEqual([]);
    expect.soft(await invisibleIcons(page), 'SVG icons with errors').toEqual([]);
  });
});

test.describe('forced colours on a phone', () => {
  test.use({ viewport: phone });

  test('home at 375×667: focus rings, control borders, the cart badge and icons stay visible', async ({ page }) => {
    await openWithCart(page, '/');
    // Before tabbing down the page: the header hides while the page scrolls down.
    await page.getByRole('banner').screenshot({ path: test.info().outputPath('phone-header.png') });
    expect.soft(await badgeProblems(page), 'cart badge').toEqual([]);
    expect.soft(await invisibleIcons(page), 'SVG icons').toEqual([]);
    expect.soft(await controlsLosingTheirBoundary(page), 'control boundaries').toEqual([]);
    expect.soft(await focusStopsWithoutRing(page), 'focus stops without a visible outline').toEqual([]);
  });
});
