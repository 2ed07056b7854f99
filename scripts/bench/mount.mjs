// Mount cost at 4x CPU throttle: 500 Buttons against 500 plain <button>s (bench page), and opening the desktop
// flyout and rendering the search's suggestion list in the built storefront. Interleaved rounds: each round measures
// every case once, each in a fresh browser context (a first mount, a first opening), the two button pages in
// alternating order.
import { interact, holdSuggestions } from './probe.mjs';
import { launchChromium, summary, throttleCpu, median } from './browser.mjs';
import { consentCookiesFor, homeOf, SUGGESTIONS_PATH } from './project.mjs';

export const MOUNT_CPU_THROTTLE = 4;
export const BUTTON_COUNT = 500;
const desktopViewport = { width: 1440, height: 900 };
/** The main navigation's second entry: the header tree's first item, whose panel is a desktop flyout (the first
 * entry is the theme-world overview). */
const FIRST_DESKTOP_FLYOUT = 1;

async function mountOnce(browser, pagesUrl, kind) {
  const context = await browser.newContext({ viewport: desktopViewport });
  try {
    const page = await context.newPage();
    await page.goto(`${pagesUrl}/mount.html?kind=${kind}&count=${BUTTON_COUNT}`);
    await page.waitForFunction(() => window.bench !== undefined);
    await throttleCpu(page, MOUNT_CPU_THROTTLE);
    const ms = await page.evaluate(() => window.bench.mount());
    const count = await page.evaluate(() => window.bench.count());
    if (count !== BUTTON_COUNT) throw new Error(`${kind}: mounted ${count} buttons, not ${BUTTON_COUNT}`);
    return ms;
  } finally {
    await context.close();
  }
}

/** A fresh visitor (consent given) on the home page, hydrated and quiet. */
async function storefrontPage(browser, storefrontUrl, initScript) {
  const context = await browser.newContext({ viewport: desktopViewport });
  await context.addCookies(consentCookiesFor(storefrontUrl));
  if (initScript) await context.addInitScript(...initScript);
  const page = await context.newPage();
  await page.goto(homeOf(storefrontUrl, 'DE'));
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.waitForLoadState('networkidle');
  return { context, page };
}

async function flyoutOnce(browser, storefrontUrl) {
  const { context, page } = await storefrontPage(browser, storefrontUrl);
  try {
    await throttleCpu(page, MOUNT_CPU_THROTTLE);
    return (await page.evaluate(interact, { kind: 'flyout', index: FIRST_DESKTOP_FLYOUT })).ms;
  } finally {
    await context.close();
  }
}

async function suggestionsOnce(browser, storefrontUrl) {
  const { context, page } = await storefrontPage(browser, storefrontUrl, [holdSuggestions, SUGGESTIONS_PATH]);
  try {
    await throttleCpu(page, MOUNT_CPU_THROTTLE);
    await page.locator('input[role="combobox"]').first().pressSequentially('kaf');
    await page.waitForFunction(() => window.__benchSuggestionsHeld === true);
    return (await page.evaluate(interact, { kind: 'release' })).ms;
  } finally {
    await context.close();
  }
}

export async function runMount({ runs, storefrontUrl, pagesUrl, log }) {
  const browser = await launchChromium();
  const samples = { button: [], plain: [], ratio: [], flyout: [], suggestions: [] };
  try {
    for (let round = 0; round < runs; round++) {
      const order = round % 2 === 0 ? ['button', 'plain'] : ['plain', 'button'];
      const pair = {};
      for (const kind of order) pair[kind] = await mountOnce(browser, pagesUrl, kind);
      samples.button.push(pair.button);
      samples.plain.push(pair.plain);
      samples.ratio.push(pair.button / pair.plain);
      samples.flyout.push(await flyoutOnce(browser, storefrontUrl));
      samples.suggestions.push(await suggestionsOnce(browser, storefrontUrl));
      log(
        `  round ${round + 1}/${runs}: Button ${pair.button.toFixed(1)} ms, <button> ${pair.plain.toFixed(1)} ms, ` +
          `flyout ${samples.flyout.at(-1).toFixed(1)} ms, suggestions ${samples.suggestions.at(-1).toFixed(1)} ms`,
      );
    }
  } finally {
    await browser.close();
  }
  return {
    throttle: MOUNT_CPU_THROTTLE,
    runs,
    button: summary(samples.button),
    plain: summary(samples.plain),
    /** The median of each round's ratio (both pages measured back to back, so a busy moment hits both). */
    ratio: summary(samples.ratio),
    ratioOfMedians: median(samples.button) / median(samples.plain),
    flyout: summary(samples.flyout),
    suggestions: summary(samples.suggestions),
  };
}
