// Large data without CPU throttle (a desktop at full speed; the goal is one 60 Hz frame): the real navigation over a
// generated 2,008-node tree and the real search box over a 50-entry history (scripts/bench/pages/large.tsx). Each
// run is a fresh page: opening the largest flyout, then another level in it, then focusing the search box (the
// history's newest entries), then typing one character (the history filtered).
import { interact } from './probe.mjs';
import { launchChromium, summary } from './browser.mjs';

/** In the page: resolves after two frames and the tasks queued after them. */
const settled = () =>
  new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve))));

export async function runLarge({ runs, pagesUrl, log }) {
  const browser = await launchChromium();
  const samples = { flyout: [], level: [], historyOpen: [], historyFilter: [] };
  let data;
  try {
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      try {
        const page = await context.newPage();
        await page.goto(`${pagesUrl}/large.html`);
        await page.waitForSelector('nav > ul > li > button[aria-controls]');
        // The panels' contents are lazy modules: measure opening a panel that has its content, not an empty one.
        await page.waitForFunction(() =>
          [...document.querySelectorAll('nav > ul > li > button[aria-controls]')].every((button) =>
            document.getElementById(button.getAttribute('aria-controls'))?.querySelector('button[aria-controls]'),
          ),
        );
        data = await page.evaluate(() => window.bench);
        await page.evaluate(() => {
          window.__benchPromotionFetched = new Promise((resolve) =>
            addEventListener('promotionFetched', resolve, { once: true }),
          );
        });
        samples.flyout.push((await page.evaluate(interact, { kind: 'flyout', index: 0 })).ms);
        // The level is chosen on a page that has settled, as a visitor's next click comes: what the opening started
        // is done. Here that includes the flyout's category promotion (fetched on the first opening), which
        // this page's reference services answer in the page itself, on the main thread (a shop's come from the
        // network); the page's scroll lock follows the opening by a frame.
        await page.evaluate(() =>
          Promise.race([window.__benchPromotionFetched, new Promise((resolve) => setTimeout(resolve, 2000))]),
        );
        await page.evaluate(settled);
        samples.level.push((await page.evaluate(interact, { kind: 'level' })).ms);
        // The flyout was opened as a keyboard does (a click without a press): once its focus trap is on (300 ms, which
        // a loaded machine passes before the next step), focusing the search box would be pulled back into it.
        await page.keyboard.press('Escape');
        samples.historyOpen.push((await page.evaluate(interact, { kind: 'focus' })).ms);
        samples.historyFilter.push((await page.evaluate(interact, { kind: 'type', text: 'k' })).ms);
      } finally {
        await context.close();
      }
      log(
        `  run ${run + 1}/${runs}: flyout ${samples.flyout.at(-1).toFixed(1)} ms, level ${samples.level.at(-1).toFixed(1)} ms, ` +
          `history ${samples.historyOpen.at(-1).toFixed(1)} ms, filter ${samples.historyFilter.at(-1).toFixed(1)} ms`,
      );
    }
  } finally {
    await browser.close();
  }
  return {
    throttle: 1,
    runs,
    nodes: data?.nodes,
    history: data?.history,
    flyout: summary(samples.flyout),
    level: summary(samples.level),
    historyOpen: summary(samples.historyOpen),
    historyFilter: summary(samples.historyFilter),
  };
}
