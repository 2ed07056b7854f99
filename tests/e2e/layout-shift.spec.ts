import type { Page } from '@playwright/test';
import { SCROLL_DEBOUNCE_MS } from '../../src/features/header/constants';
import { expect, hydrated, test } from './fixtures';

// Scrolling moves nothing but the page: the top banner closing and the header hiding on scroll down, and the header
// showing again on scroll up, shift no content. The cumulative layout shift over the scroll stays at or below 0.01
// (a tenth of the 0.1 that counts as good).

/** The most layout shift the scroll may add up to. */
const MAX_SCROLL_LAYOUT_SHIFT = 0.01;

/** One wheel step (a short flick of a phone's or a mouse's wheel), and how many of them down and back up. */
const WHEEL_STEP_PX = 100;
const STEPS_DOWN = 10;
const STEPS_UP = 3;

const phone = { width: 375, height: 667 };
const desktop = { width: 1440, height: 900 };

const header = (page: Page) => page.getByRole('banner');
/** The top banner: the promotion's region in the header. */
const topBanner = (page: Page) => header(page).getByRole('region', { name: /.+/ });

/** Starts collecting layout shifts (buffered: the ones already queued too); returns when the scroll starts. */
const watchLayoutShifts = (page: Page) =>
  page.evaluate(() => {
    const shifts: { value: number; startTime: number; hadRecentInput: boolean; sources: string[] }[] = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        startTime: number;
        hadRecentInput: boolean;
        sources: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      }[])
        shifts.push({
          value: entry.value,
          startTime: entry.startTime,
          hadRecentInput: entry.hadRecentInput,
          sources: entry.sources.map(({ node, previousRect: from, currentRect: to }) => {
            const rect = (r: DOMRectReadOnly) =>
              `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
            const name =
              node instanceof Element ? `<${node.tagName.toLowerCase()} class="${node.className}">` : node?.nodeName;
            return `${name ?? '?'} ${rect(from)} -> ${rect(to)}`;
          }),
        });
    }).observe({ type: 'layout-shift', buffered: true });
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    return performance.now();
  });

/** The layout shifts since `since` (without recent input), once the frames under way have been reported. */
const layoutShiftsSince = (page: Page, since: number) =>
  page.evaluate(async (start) => {
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
    const shifts = (window as unknown as { __shifts: { value: number; startTime: number; hadRecentInput: boolean }[] })
      .__shifts;
    return shifts.filter((shift) => shift.startTime >= start && !shift.hadRecentInput);
  }, since);

/**
 * One wheel step, then a pause as a person makes between flicks: twice the 50 ms scroll debounce in the page's own
 * timers, so the header and the banner read each step.
 */
async function wheel(page: Page, deltaY: number) {
  // Listening before the wheel turns: the page scrolls (whatever else moves the scroll position meanwhile).
  const scrolled = page.evaluate(
    () => new Promise<void>((resolve) => addEventListener('scroll', () => resolve(), { once: true })),
  );
  await page.mouse.wheel(0, deltaY);
  await scrolled;
  await page.evaluate((ms) => new Promise((resolve) => setTimeout(resolve, 2 * ms)), SCROLL_DEBOUNCE_MS);
}

const cases = [
  { site: 'DE', path: '/c/kaffee', viewport: phone, hides: true, reducedMotion: false },
  { site: 'HU', path: '/c/kave', viewport: phone, hides: true, reducedMotion: false },
  { site: 'DE', path: '/c/kaffee', viewport: desktop, hides: true, reducedMotion: false },
  // Without motion the header hides at once (no slide whose end the banner waits for).
  { site: 'CH_FR', path: '/c/cafe', viewport: phone, hides: true, reducedMotion: true },
  // A product page: the header stays (no hiding on product pages); the banner scrolls away above its bar.
  {
    site: 'DE',
    path: '/p/kaffeebohnen-espresso-intenso-1-kg/100001',
    viewport: phone,
    hides: false,
    reducedMotion: false,
  },
] as const;

for (const { site, path, viewport, hides, reducedMotion } of cases) {
  test(`${site} ${path} at ${viewport.width} px${reducedMotion ? ', reduced motion' : ''}: scrolling down and back up shifts the layout by at most ${MAX_SCROLL_LAYOUT_SHIFT}`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.emulateMedia({ reducedMotion: reducedMotion ? 'reduce' : 'no-preference' });
    await page.goto(`${path}?site=${site}`);
    await hydrated(page);
    await expect(topBanner(page)).toBeVisible();
    const start = await watchLayoutShifts(page);

    for (let step = 0; step < STEPS_DOWN; step += 1) await wheel(page, WHEEL_STEP_PX);
    // What scrolling down does: the header has hidden and the banner has closed; where the header stays, the banner
    // has left the view.
    await expect(header(page)).toHaveAttribute('data-hidden', String(hides));
    if (hides) {
      await expect(header(page)).not.toBeInViewport();
      await expect(topBanner(page)).toHaveCount(0);
      // The hidden header, a banner shorter, is still out of view.
      await expect(header(page)).not.toBeInViewport();
    } else await expect(topBanner(page)).not.toBeInViewport();
    for (let step = 0; step < STEPS_UP; step += 1) await wheel(page, -WHEEL_STEP_PX);
    await expect(header(page)).toHaveAttribute('data-hidden', 'false');
    await expect(header(page)).toBeInViewport();

    const shifts = await layoutShiftsSince(page, start);
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    test.info().annotations.push({ type: 'layout shift while scrolling', description: String(total) });
    expect(total, `layout shifts while scrolling: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(
      MAX_SCROLL_LAYOUT_SHIFT,
    );
  });
}
