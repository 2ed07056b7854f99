// Takes a full-page screenshot in Debian Chromium, to look at a story or page as a user would:
// node scripts/screenshot.mjs URL OUT.png [WIDTH=1200]
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const [url, out = 'screenshot.png', width = '1200'] = process.argv.slice(2);
if (!url) {
  console.error('usage: node scripts/screenshot.mjs URL OUT.png [WIDTH]');
  process.exit(2);
}
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const page = await browser.newPage({ viewport: { width: Number(width), height: 800 } });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  await page.screenshot({ path: out, fullPage: true });
  console.log(`wrote ${out}`);
} finally {
  await browser.close();
}
