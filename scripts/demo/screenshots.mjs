// `npm run screenshots`: the country demo. For every site at 375 and 1440 px, a viewport screenshot of the home page,
// the open navigation (desktop flyout or phone drill-down), the search suggestions, the mini cart with items and the
// newsletter sign-up, into docs/screenshots/<site>-<width>-<state>.png.
//
//   npm run screenshots                         builds the storefront into .tmp/demo/storefront, serves it on :4183
//   npm run screenshots -- --url http://…       shoots a running storefront instead
//   npm run screenshots -- --sites DE,CZ --widths 375 --out DIR --reuse-build
import { mkdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import {
  imagesSettled,
  isMobile,
  launchBrowser,
  newShopPage,
  parseCommandLine,
  pool,
  repoRoot,
  states,
  storefrontFor,
  withRetry,
} from './shop.mjs';

/** The demo's shots: each state's file name and how it is reached at a width. */
const shots = [
  { name: 'home', state: () => 'home' },
  { name: 'navigation', state: (width) => (isMobile(width) ? 'drilldown' : 'flyout') },
  { name: 'search', state: () => 'search' },
  { name: 'minicart', state: () => 'minicart' },
  { name: 'newsletter', state: () => 'newsletter' },
];
/** Pages at a time in the one browser: the machine has two cores. */
const DEFAULT_CONCURRENCY = 3;
const DEFAULT_PORT = 4183;

const options = parseCommandLine({ out: { type: 'string' } });
if (options.help) {
  console.log(
    'usage: npm run screenshots -- [--url URL] [--sites DE,CZ] [--widths 375,1440] [--out DIR] [--reuse-build]',
  );
  process.exit(0);
}
const outDir = resolve(repoRoot, options.out ?? join('docs', 'screenshots'));
mkdirSync(outDir, { recursive: true });

const started = Date.now();
const storefront = await storefrontFor(options, { name: 'demo', port: DEFAULT_PORT });
const browser = await launchBrowser();
const failures = [];
let bytes = 0;
try {
  const jobs = options.sites.flatMap((site) =>
    options.widths.flatMap((width) => shots.map((shot) => ({ site, width, shot }))),
  );
  await pool(jobs, Number(options.concurrency ?? DEFAULT_CONCURRENCY), async ({ site, width, shot }) => {
    const file = join(outDir, `${site}-${width}-${shot.name}.png`);
    const shoot = async () => {
      const { context, page } = await newShopPage(browser, storefront.url, width);
      try {
        await states[shot.state(width)].run(page, site, width);
        // Fonts and images settled, and no caret blinking into the picture.
        await page.evaluate(() => document.fonts.ready);
        await imagesSettled(page);
        await page.screenshot({ path: file, caret: 'hide', animations: 'disabled' });
      } finally {
        await context.close();
      }
    };
    try {
      await withRetry(shoot);
      bytes += statSync(file).size;
      console.log(`wrote ${relative(repoRoot, file)}`);
    } catch (error) {
      failures.push(`${site} ${width} ${shot.name}: ${error.message.split('\n')[0]}`);
      console.error(`FAILED ${site} ${width} ${shot.name}: ${error.message.split('\n')[0]}`);
    }
  });
} finally {
  await browser.close();
  await storefront.stop();
}
const seconds = ((Date.now() - started) / 1000).toFixed(0);
console.log(`\n${relative(repoRoot, outDir)}: ${(bytes / 1024 / 1024).toFixed(1)} MiB written in ${seconds} s`);
if (failures.length > 0) {
  console.error(`${failures.length} shot(s) failed:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
