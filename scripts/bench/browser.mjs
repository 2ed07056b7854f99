// Playwright with Debian's Chromium (scripts/chromium.mjs), and the statistics the interaction parts share.
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';

export const launchChromium = () => chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });

/** Slows the page's CPU by `rate` (DevTools' CPU throttling); 1 turns it off. */
export async function throttleCpu(page, rate) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Median, minimum and maximum of the runs, for the table and the JSON report. */
export const summary = (values) => ({
  median: median(values),
  min: Math.min(...values),
  max: Math.max(...values),
  runs: values,
});
