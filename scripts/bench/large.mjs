// Large data without CPU throttle (a desktop at full speed; the goal is one 60 Hz frame): the real navigation over a
// generated 2,008-node tree and the real search box over a 50-entry history (scripts/bench/pages/large.tsx). Each
// run is a fresh page: opening the largest flyout, then another level in it, then focusing the search box (the
// history's newest entries), then typing one character (the history filtered).
import { interact } from './probe.mjs';
import { launchChromium, summary } from './browser.mjs';

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
        samples.flyout.push((await page.evaluate(interact, { kind: 'flyout', index: 0 })).ms);
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
