// Shared by `npm run screenshots` (scripts/demo/screenshots.mjs) and `npm run a11y` (scripts/a11y/run.mjs): the
// command line, a storefront build and server of their own, Debian Chromium with the stand-in consent cookies, and
// the page states both of them visit (flyout, drill-down, search list, mini cart, newsletter, preview modal).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import { tsImport } from 'tsx/esm/api';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';

/** The repository root (scripts/demo/..), so the scripts run from any folder. */
export const repoRoot = resolve(import.meta.dirname, '..', '..');

/** The typed sources (sites, consent cookies, axe tags, route table, catalogue, service paths), loaded once. */
export const sources = await tsImport('./sources.ts', import.meta.url);

/** Every site code, in the order of the site table (DE, AT, CH, CH_FR, CZ, HU, PL, SK, TR). */
export const siteCodes = Object.keys(sources.sites);

/** The two widths of the demo and the audit: a phone and a desktop. */
export const defaultWidths = [375, 1440];
/** Viewport heights: an iPhone SE-like phone and a laptop-sized desktop screen. */
export const viewportOf = (width) => ({ width, height: width < 1024 ? 740 : 900 });
/** Below this width the header shows the drill-down menu instead of the desktop flyouts. */
export const isMobile = (width) => width < 1024;

/**
 * How long one step of a page state (a navigation, hydration, a list to appear) may take: generous, since the two
 * cores are shared with builds and other runs; a target that still fails is tried once more (`withRetry`).
 */
const STATE_TIMEOUT_MS = 45_000;
/** How long the storefront server may take to answer after starting. */
const SERVER_START_TIMEOUT_MS = 30_000;

/**
 * The options both scripts share, plus their own: `--url`/`--storefront-url` (a running storefront: nothing is
 * built), `--sites DE,CZ`, `--widths 375`, `--port`, `--build-dir` (where the storefront copy is built),
 * `--reuse-build` (skip the build when the folder already holds one).
 */
export function parseCommandLine(extraOptions = {}) {
  const { values } = parseArgs({
    options: {
      'storefront-url': { type: 'string' },
      url: { type: 'string' },
      sites: { type: 'string' },
      widths: { type: 'string' },
      port: { type: 'string' },
      'build-dir': { type: 'string' },
      'reuse-build': { type: 'boolean', default: false },
      concurrency: { type: 'string' },
      help: { type: 'boolean', default: false },
      ...extraOptions,
    },
    strict: true,
  });
  const sites = values.sites ? values.sites.split(',').map((s) => s.trim().toUpperCase()) : siteCodes;
  const unknown = sites.filter((s) => !siteCodes.includes(s));
  if (unknown.length > 0) throw new Error(`unknown site(s): ${unknown.join(', ')} (known: ${siteCodes.join(', ')})`);
  const widths = values.widths ? values.widths.split(',').map(Number) : defaultWidths;
  if (widths.some((w) => !Number.isInteger(w) || w < 200)) throw new Error(`--widths: whole pixels, e.g. 375,1440`);
  return { ...values, sites, widths, storefrontUrl: values['storefront-url'] ?? values.url };
}

/** Runs a command, its output kept and shown only when it fails. */
function run(command, args, env = {}) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, env: { ...process.env, ...env } });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolvePromise() : reject(new Error(`${command} ${args.join(' ')} failed (${code}):\n${output}`)),
    );
  });
}

const vite = join(repoRoot, 'node_modules', '.bin', 'vite');

/**
 * Builds the storefront (client and server) into `root`/build/storefront, as playwright.config.ts does for E2E_ROOT:
 * never into the checkout's own build/, which others use.
 */
export async function buildStorefront(root) {
  await run(vite, ['build', '--config', 'reference-app/vite.config.ts', '--logLevel', 'warn'], {
    STOREFRONT_OUT: join(root, 'build', 'storefront'),
  });
}

async function waitForServer(url, child) {
  const started = Date.now();
  while (Date.now() - started < SERVER_START_TIMEOUT_MS) {
    if (child.exitCode !== null) throw new Error(`the storefront server exited (${child.exitCode})`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the storefront did not answer at ${url} within ${SERVER_START_TIMEOUT_MS} ms`);
}

/** Stops a child process by its own PID (never by name), waiting until it is gone. */
function stopProcess(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((r) => {
    child.once('exit', () => r());
    child.kill('SIGTERM');
  });
}

/**
 * The storefront to visit: `options.storefrontUrl` as given, or a build of its own in `options['build-dir']`
 * (default .tmp/<name>/storefront) served on 127.0.0.1:`port`. Returns `{ url, stop }`; `stop` ends the server this
 * started (by its PID), and the same happens on exit, Ctrl-C or an uncaught error.
 */
export async function storefrontFor(options, { name, port }) {
  if (options.storefrontUrl) return { url: options.storefrontUrl.replace(/\/$/, ''), stop: async () => {} };
  const root = resolve(repoRoot, options['build-dir'] ?? join('.tmp', name, 'storefront'));
  mkdirSync(root, { recursive: true });
  const built = existsSync(join(root, 'build', 'storefront', 'server', 'main.js'));
  if (!(options['reuse-build'] && built)) {
    const started = Date.now();
    console.log(`building the storefront into ${root} …`);
    await buildStorefront(root);
    console.log(`built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  const serverPort = Number(options.port ?? port);
  const child = spawn(process.execPath, [join(root, 'build', 'storefront', 'server', 'main.js')], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(serverPort) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => stopProcess(child);
  const stopOnExit = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  };
  process.once('exit', stopOnExit);
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      stopOnExit();
      process.exit(130);
    });
  }
  const url = `http://127.0.0.1:${serverPort}`;
  try {
    await waitForServer(`${url}/`, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

/** Debian Chromium, never a downloaded browser (scripts/chromium.mjs). */
export const launchBrowser = () => chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });

/**
 * The stand-in consent banner's cookies for a visitor who already chose "only necessary", as tests/e2e/fixtures.ts
 * sets them, so the banner never covers what is shown or checked.
 */
export function consentCookiesFor(baseURL) {
  const { consentCookies, consentGroups } = sources;
  const groups = consentGroups.all.map((group) => `${group}:${group === consentGroups.necessary[0] ? 1 : 0}`).join(',');
  const stamp = new Date().toISOString();
  return [
    { name: consentCookies.closed, value: stamp, url: baseURL },
    { name: consentCookies.consent, value: new URLSearchParams({ datestamp: stamp, groups }).toString(), url: baseURL },
  ];
}

/** A fresh browser context (its own cookies: consent given, an empty cart) at a width, and its page. */
export async function newShopPage(browser, baseURL, width) {
  const context = await browser.newContext({ baseURL, viewport: viewportOf(width), locale: 'en-US' });
  await context.addCookies(consentCookiesFor(baseURL));
  const page = await context.newPage();
  page.setDefaultTimeout(STATE_TIMEOUT_MS);
  return { context, page };
}

/** A path with the site picked (`?site=CZ`, kept beside any query it has). */
export function sitePath(path, site) {
  const url = new URL(path, 'http://x');
  url.searchParams.set('site', site);
  return `${url.pathname}${url.search}`;
}

/** Waits until React has hydrated the page (the marker the shell sets in an effect). */
export const hydrated = (page) => page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });

/** Opens a path of a site and waits for hydration; returns the response (for its status). */
export async function openPage(page, path, site) {
  const response = await page.goto(sitePath(path, site));
  await hydrated(page);
  return response;
}

/** A word the site's catalogue matches several products for: the start of its first product's first word. */
export function searchTermOf(site) {
  const { catalogueOf, matchingProducts } = sources;
  for (const product of catalogueOf(site)) {
    const word = product.title.split(/\s+/).find((w) => w.length >= 4);
    if (!word) continue;
    const typed = word.slice(0, 5).toLocaleLowerCase(sources.sites[site].locale);
    if (matchingProducts(typed, site).length > 1) return typed;
  }
  throw new Error(`no search term with suggestions in the ${site} catalogue`);
}

/** Two available products of the site's first top category (as the mini cart e2e picks them). */
export function cartProductsOf(site) {
  const { catalogueCategoriesOf, availabilityOf } = sources;
  const category = catalogueCategoriesOf(site).find((c) => c.top);
  return category.products.filter((p) => availabilityOf(p) === 'AVAILABLE').slice(0, 2);
}

/**
 * Puts products into the visitor's cart through the reference cart service (PUT with one setArticle each), on the
 * context's cookies: the mini cart then opens with items, as for a returning shopper.
 */
export async function fillCart(page, site) {
  const { CART_PATH, serviceHeaders, CSRF_MARKER_VALUE } = sources;
  // The first call of a new browser gets the session cookie the cart is kept under.
  await page.goto(sitePath('/', site));
  for (const [index, product] of cartProductsOf(site).entries()) {
    const response = await page.request.put(CART_PATH, {
      headers: {
        [serviceHeaders.csrfMarker]: CSRF_MARKER_VALUE,
        [serviceHeaders.hunterSite]: site,
        'content-type': 'application/json',
      },
      data: { setArticle: { productId: product.id, tcm: `tcm:cart-${product.id}`, quantity: index + 1 } },
    });
    if (!response.ok()) throw new Error(`adding ${product.id} to the ${site} cart: HTTP ${response.status()}`);
  }
}

/** Two animation frames: what React rendered after the last event is painted. */
export const nextFrames = (page) =>
  page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));

/** Waits (at most a few seconds) until every image that is in the viewport has loaded or failed. */
export async function imagesSettled(page) {
  await page
    .waitForFunction(
      () =>
        [...document.images]
          .filter((img) => {
            const box = img.getBoundingClientRect();
            return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
          })
          .every((img) => img.complete),
      undefined,
      { timeout: 5000 },
    )
    .catch(() => {});
}

const header = (page) => page.locator('header').first();
const mainNavigationOpeners = (page) => header(page).locator('nav > ul > li > button[aria-controls]');

/**
 * The page states both scripts visit, each a function `(page, site, width)` that leaves the page in that state.
 * `widths` says at which widths a state exists (the flyout is the desktop's, the drill-down the phone's).
 */
export const states = {
  home: {
    describe: 'home page',
    run: async (page, site) => {
      await openPage(page, '/', site);
    },
  },
  flyout: {
    describe: 'desktop: the first top-level flyout open (by keyboard, past the focus-trap delay)',
    widths: (width) => !isMobile(width),
    run: async (page, site) => {
      await openPage(page, '/', site);
      const opener = mainNavigationOpeners(page).first();
      await opener.focus();
      await page.keyboard.press('Enter');
      await page.waitForSelector(`#${await opener.getAttribute('aria-controls')}`, { state: 'visible' });
      await page.waitForTimeout(sources.FOCUS_TRAP_DELAY_MS);
    },
  },
  drilldown: {
    describe: '375 px: the drill-down menu open, one level down',
    widths: (width) => isMobile(width),
    run: async (page, site) => {
      await openPage(page, '/', site);
      await header(page).locator('button:has(svg[data-icon="menu"])').first().click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor({ state: 'visible' });
      await dialog.locator('button[aria-expanded], li > button').first().click();
      await page.waitForTimeout(sources.FOCUS_TRAP_DELAY_MS);
    },
  },
  search: {
    describe: 'search box with its suggestion list open',
    run: async (page, site) => {
      await openPage(page, '/', site);
      const box = header(page).getByRole('combobox').first();
      const term = searchTermOf(site);
      // The answer for the whole word, not an earlier keystroke's: then the list is final and no spinner shows.
      const answered = page.waitForResponse((response) => {
        const url = new URL(response.url());
        return url.pathname === sources.SUGGESTIONS_PATH && url.searchParams.get('q')?.toLowerCase() === term;
      });
      await box.focus();
      await page.keyboard.type(term);
      await answered;
      await page.getByRole('listbox').getByRole('option').first().waitFor({ state: 'visible' });
      await nextFrames(page);
    },
  },
  minicart: {
    describe: 'mini cart open with two products',
    run: async (page, site) => {
      await fillCart(page, site);
      await openPage(page, '/', site);
      const button = header(page).locator('button[data-cart-count]').first();
      await page.waitForFunction((el) => Number(el?.getAttribute('data-cart-count')) > 0, await button.elementHandle());
      await button.click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('spinbutton').first().waitFor({ state: 'visible' });
    },
  },
  newsletter: {
    describe: 'newsletter sign-up page, the form revealed (email field focused)',
    run: async (page, site) => {
      await openPage(page, sources.NEWSLETTER_PAGE_PATH, site);
      const form = page.getByRole('main').getByRole('form');
      await form.getByRole('textbox').first().focus();
      await form.getByRole('button').last().waitFor({ state: 'visible' });
    },
  },
  newsletterErrors: {
    describe: 'newsletter sign-up sent empty: every required-field error shown',
    run: async (page, site) => {
      await states.newsletter.run(page, site);
      const form = page.getByRole('main').getByRole('form');
      await form.locator('button[type="submit"]').focus();
      await page.keyboard.press('Enter');
      await form.locator('[aria-invalid="true"]').first().waitFor({ state: 'visible' });
    },
  },
  preview: {
    describe: 'staff preview modal open (signed in on the staff sign-in page)',
    run: async (page, site) => {
      await openPage(page, sources.STAFF_LOGIN_PAGE_PATH, site);
      await page.getByRole('main').locator('button[type="submit"]').first().click();
      await page.getByRole('main').getByRole('status').first().waitFor({ state: 'visible' });
      await openPage(page, '/', site);
      const trigger = page.getByRole('contentinfo').getByRole('button', { name: sources.previewTexts['preview.open'] });
      await trigger.click();
      await page.getByRole('dialog', { name: sources.previewTexts['preview.title'] }).waitFor({ state: 'visible' });
    },
  },
};

/** Whether a state exists at a width. */
export const stateAt = (name, width) => states[name].widths?.(width) ?? true;

/** Runs `attempt()`, and once more if it throws (a slow first render on a busy machine is no finding). */
export async function withRetry(attempt) {
  try {
    return await attempt();
  } catch {
    return attempt();
  }
}

/** Runs `task` over `items` with at most `limit` at a time; results in the order of `items`. */
export async function pool(items, limit, task) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
