// Focus not obscured (WCAG 2.4.11): walks a page's tab order in a Playwright page and says which focused element was
// entirely covered by something the page put over it (the sticky header, the consent banner). Shared by the e2e test
// (tests/e2e/focus-not-obscured.spec.ts) and the accessibility report (`npm run a11y`), so both check the same way.
// Plain JavaScript: the in-page function is sent to the browser as its source text, which a TypeScript loader that
// adds helpers to named functions would break.

/**
 * The viewports of 400 % zoom: a 1280 x 1024 screen zoomed 400 % is 320 x 256 CSS px, a 1280 x 720 one 320 x 180.
 */
export const ZOOM_400_VIEWPORTS = Object.freeze([
  Object.freeze({ width: 320, height: 256 }),
  Object.freeze({ width: 320, height: 180 }),
]);

/**
 * Tab stops looked at per page: the skip links, the consent banner's two buttons, the header (menu, logo, search,
 * icons, the top promotion's controls) and about twenty of the page's own. The sticky header and the consent banner
 * cover the top and the bottom of the viewport whatever is focused, so a page that keeps them clear of its first 40
 * stops keeps them clear of the rest (the same tiles, links and fields follow, and the footer); the short pages (404)
 * end earlier.
 */
export const FOCUS_STOPS_CHECKED = 40;

/**
 * The focused element, looked at once the page has settled: after a scroll, while anything is fixed or sticky (the
 * header, the consent banner), once the page's scroll handlers (the header's hide on scroll and the top banner's
 * closing, debounced by `debounceMs`) have run; and once the transitions they started have ended. It is not entirely
 * covered when at least one of five points of it (its centre and its four corners, 1 px inside, of the part inside the
 * viewport) hits it or something inside it (or, for a control drawn by its label, its label) by
 * `document.elementFromPoint`. Runs in the page.
 *
 * @param {{ debounceMs: number, lastScrollY: number, bannerClass: string }} options
 */
async function inspectFocus({ debounceMs, lastScrollY, bannerClass }) {
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
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

  const describe = (element) => {
    const name = element.getAttribute('aria-label') ?? (element.textContent ?? '').replace(/\s+/g, ' ').trim();
    return `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}> "${name.slice(0, 40)}"`;
  };
  const seen = (window.__focusStops ??= new WeakSet());
  const element = document.activeElement;
  const stop = { scrollY: window.scrollY, inBanner: false, fault: null };
  if (!element || element === document.body || seen.has(element)) return { ...stop, done: true, element: '' };
  seen.add(element);

  const labels = element instanceof HTMLInputElement ? [...(element.labels ?? [])] : [];
  const targets = [element, ...labels];
  const width = document.documentElement.clientWidth;
  const height = document.documentElement.clientHeight;
  const pointsOf = (target) => {
    const rect = target.getBoundingClientRect();
    const left = Math.max(rect.left, 0);
    const right = Math.min(rect.right, width);
    const top = Math.max(rect.top, 0);
    const bottom = Math.min(rect.bottom, height);
    if (right - left < 1 || bottom - top < 1) return [];
    const inset = (from, to) => [Math.min(from + 1, (from + to) / 2), Math.max(to - 1, (from + to) / 2)];
    const [x0, x1] = inset(left, right);
    const [y0, y1] = inset(top, bottom);
    return [
      [(left + right) / 2, (top + bottom) / 2],
      [x0, y0],
      [x1, y0],
      [x0, y1],
      [x1, y1],
    ];
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
 * Moves focus stop by stop with `key` (Tab from the page's top, or Shift+Tab back up), at most `maxStops`, and
 * returns what is wrong, one line per covered stop; with `consentShown`, also when the first Tab stop is not in the
 * consent banner (while it is shown it comes first).
 *
 * @param {import('playwright').Page} page
 * @param {'Tab' | 'Shift+Tab'} key
 * @param {{ consentShown: boolean, maxStops: number, debounceMs: number, bannerClass: string }} options
 * @returns {Promise<{ stops: number, faults: string[] }>}
 */
export async function walkFocus(page, key, { consentShown, maxStops, debounceMs, bannerClass }) {
  const faults = [];
  // Each walk counts its own stops.
  let lastScrollY = await page.evaluate(() => {
    delete window.__focusStops;
    return window.scrollY;
  });
  let stops = 0;
  for (let index = 1; index <= maxStops; index++) {
    await page.keyboard.press(key);
    const stop = await page.evaluate(inspectFocus, { debounceMs, lastScrollY, bannerClass });
    if (stop.done) break;
    stops = index;
    lastScrollY = stop.scrollY;
    if (key === 'Tab' && consentShown && index === 1 && !stop.inBanner)
      faults.push(`stop 1 ${stop.element} comes before the consent banner`);
    if (stop.fault) faults.push(`${key} stop ${index} ${stop.element}: ${stop.fault}`);
  }
  return { stops, faults };
}

/**
 * How far the page scrolls sideways, in CSS px (WCAG 1.4.10 Reflow: 0 at 320 px wide).
 *
 * @param {import('playwright').Page} page
 */
export const sidewaysScroll = (page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
