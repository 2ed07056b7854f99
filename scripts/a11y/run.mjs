// `npm run a11y`: the accessibility report for auditors, one report of four checks:
// - axe, with the gate's tag set (stories/support/axe.ts), over every story of the static Storybook and every
//   storefront page and page state (desktop flyout, phone drill-down, search list, mini cart with items, newsletter
//   field errors, staff preview modal) for the nine sites at 375 and 1440 px;
// - the W3C Nu HTML Checker over the same stories and page states, each as the browser holds it at that moment (the
//   serialized DOM: what scripts and the state's interaction changed too; the CI gate checks the server's HTML);
// - focus not obscured at 400 % zoom (WCAG 2.4.11): every page at 320 x 256 CSS px, on the first visit (the consent
//   banner shown) and after the consent choice, tabbed through with each focused element checked by elementFromPoint,
//   and no sideways scrolling (WCAG 1.4.10);
// - page titles (WCAG 2.4.2): each page's title, not empty and distinct from the site's other pages.
// Writes reports/a11y/report.json (machine-readable) and reports/a11y/summary.md; exits 1 on any finding (or a target
// that could not be checked).
//
//   npm run a11y                                   builds both into .tmp/a11y/, serves them on 127.0.0.1
//   npm run a11y -- --storybook-url URL --storefront-url URL     audits deployed ones instead
//   npm run a11y -- --sites DE,CZ --widths 375     narrows the storefront part
//   npm run a11y -- --only stories | --only storefront
//   npm run a11y -- --zoom-sites DE,HU              the 400 % zoom walk on these sites only (default: the --sites)
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import axeCore from 'axe-core';
import sirv from 'sirv';
import {
  launchBrowser,
  newShopPage,
  consentCookiesFor,
  openPage,
  parseCommandLine,
  pool,
  repoRoot,
  sources,
  stateAt,
  states,
  storefrontFor,
  viewportOf,
  withRetry,
} from '../demo/shop.mjs';
import { sidewaysScroll, walkFocus, FOCUS_STOPS_CHECKED, ZOOM_400_VIEWPORTS } from '../focus-obscured.mjs';
import { acceptedErrors, validateDocuments } from '../html-validity.mjs';
import { pageTargetsOf, routePageTypes } from './pages.mjs';
import { writeSummary } from './summary.mjs';

const NAME = 'a11y';
const DEFAULT_STOREFRONT_PORT = 4183;
const DEFAULT_STORYBOOK_PORT = 6183;
/** Pages at a time in the one browser: the machine has two cores. */
const DEFAULT_CONCURRENCY = 3;
/** How long a story may take to render and play. */
const STORY_TIMEOUT_MS = 45_000;
/** The page states audited on top of the pages, in this order. */
const auditedStates = ['flyout', 'drilldown', 'search', 'minicart', 'newsletterErrors', 'preview'];

const options = parseCommandLine({
  'storybook-url': { type: 'string' },
  'storybook-port': { type: 'string' },
  stories: { type: 'string' },
  only: { type: 'string' },
  out: { type: 'string' },
  'zoom-sites': { type: 'string' },
});
if (options.help) {
  console.log(
    'usage: npm run a11y -- [--storybook-url URL] [--storefront-url URL] [--sites DE,CZ] [--widths 375,1440]\n' +
      '                      [--only stories|storefront] [--stories ID-PART] [--zoom-sites DE,HU] [--out DIR]\n' +
      '                      [--reuse-build] [--concurrency 3]',
  );
  process.exit(0);
}
if (options.only && !['stories', 'storefront'].includes(options.only)) throw new Error('--only: stories or storefront');
const outDir = resolve(repoRoot, options.out ?? join('reports', 'a11y'));
const concurrency = Number(options.concurrency ?? DEFAULT_CONCURRENCY);
const tags = [...sources.axeTags];
/** The 400 % zoom viewport the report walks: a 1280 x 1024 screen zoomed 400 %. */
const zoomViewport = ZOOM_400_VIEWPORTS[0];
const zoomSites = options['zoom-sites']
  ? options['zoom-sites'].split(',').map((site) => site.trim().toUpperCase())
  : options.sites;
const unknownZoomSites = zoomSites.filter((site) => !options.sites.includes(site));
if (unknownZoomSites.length > 0) throw new Error(`--zoom-sites: not among --sites: ${unknownZoomSites.join(', ')}`);

/** Each checked target's HTML, by target, for the Nu HTML Checker's one batch at the end. */
const documents = new Map();

// axe-core as the gate's runner puts it in the page (stories/support/runAxe.ts): the rules the tag set switches on.
const rulesChecked = axeCore.getRules(tags).map((rule) => ({ id: rule.ruleId, tags: rule.tags, help: rule.help }));

/** The violations of one axe run, as the report keeps them. */
const violationsOf = (results) =>
  results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    helpUrl: v.helpUrl,
    tags: v.tags,
    nodes: v.nodes.map((n) => ({ target: n.target, html: n.html, impact: n.impact, failureSummary: n.failureSummary })),
  }));

const firstLine = (error) => String(error?.message ?? error).split('\n')[0];

// --- Storybook ----------------------------------------------------------------------------------------------------

function runQuiet(command, args) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd: repoRoot });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) =>
      code === 0 ? resolvePromise() : reject(new Error(`storybook build failed:\n${output}`)),
    );
  });
}

/** The Storybook to audit: the given URL, or a static build of its own served on 127.0.0.1. */
async function storybookFor() {
  if (options['storybook-url']) return { url: options['storybook-url'].replace(/\/$/, ''), stop: async () => {} };
  const dir = resolve(
    repoRoot,
    options['build-dir'] ? join(options['build-dir'], 'storybook') : join('.tmp', NAME, 'storybook'),
  );
  if (!(options['reuse-build'] && existsSync(join(dir, 'index.json')))) {
    const started = Date.now();
    console.log(`building Storybook into ${relative(repoRoot, dir)} …`);
    await runQuiet(join(repoRoot, 'node_modules', '.bin', 'storybook'), ['build', '--quiet', '-o', dir]);
    console.log(`built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  const serve = sirv(dir, { dev: false });
  const server = createServer((req, res) =>
    serve(req, res, () => {
      res.statusCode = 404;
      res.end('not found');
    }),
  );
  const port = Number(options['storybook-port'] ?? DEFAULT_STORYBOOK_PORT);
  await new Promise((r, reject) => server.once('error', reject).listen(port, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${port}`, stop: () => new Promise((r) => server.close(() => r())) };
}

/** The stories the gate runs: index.json's entries of type story with the `test` tag (the test runner's default). */
async function storiesOf(storybookUrl) {
  const response = await fetch(`${storybookUrl}/index.json`);
  if (!response.ok) throw new Error(`${storybookUrl}/index.json: HTTP ${response.status}`);
  const index = await response.json();
  return Object.values(index.entries).filter(
    (e) =>
      e.type === 'story' &&
      (e.tags ?? []).includes('test') &&
      (!options.stories || options.stories.split(',').some((part) => e.id.includes(part))),
  );
}

/** Each story's viewport and axe exceptions (its parameters), read in one preview page. */
async function storyParameters(browser, storybookUrl, stories) {
  const page = await browser.newPage();
  try {
    await page.goto(`${storybookUrl}/iframe.html`);
    await page.waitForFunction(() => globalThis.__STORYBOOK_PREVIEW__?.storyStoreValue, undefined, { timeout: 30_000 });
    return await page.evaluate(
      async (ids) => {
        const store = globalThis.__STORYBOOK_PREVIEW__.storyStoreValue;
        const out = {};
        for (const id of ids) {
          const story = await store.loadStory({ storyId: id });
          out[id] = {
            storyViewport: story.parameters?.storyViewport ?? null,
            axeExceptions: (story.parameters?.axeExceptions ?? []).map((e) => ({
              rule: e.rule,
              reason: e.reason ?? '',
            })),
          };
        }
        return out;
      },
      stories.map((s) => s.id),
    );
  } finally {
    await page.close();
  }
}

async function auditStories(browser, storybookUrl) {
  const stories = await storiesOf(storybookUrl);
  const { storyViewports, defaultTestViewport } = sources;
  const parameters = await storyParameters(browser, storybookUrl, stories);
  console.log(`stories: ${stories.length}`);
  let done = 0;
  // Preview pages kept between stories, as the gate's test runner keeps its page: a story is switched to through
  // Storybook's channel (setCurrentStory), not by loading the preview again. The a11y addon's own axe run is off
  // (globals a11y.manual): this script runs axe itself, once. A page a story failed in is not reused.
  const idle = [];
  const previewPage = async () => {
    const reused = idle.pop();
    if (reused) return reused;
    const page = await browser.newPage();
    page.setDefaultTimeout(STORY_TIMEOUT_MS);
    await page.goto(`${storybookUrl}/iframe.html?globals=a11y.manual:!true`);
    await page.waitForFunction(
      () => globalThis.__STORYBOOK_PREVIEW__?.storyStoreValue && globalThis.__STORYBOOK_ADDONS_CHANNEL__,
    );
    return page;
  };
  const auditStory = async (story, target, viewport) => {
    const page = await previewPage();
    try {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.evaluate(
        (storyId) => globalThis.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId, viewMode: 'story' }),
        story.id,
      );
      // The story rendered and its play function ran (Storybook's render phases end in finished, errored or aborted).
      await page.waitForFunction(
        (storyId) => {
          const render = globalThis.__STORYBOOK_PREVIEW__?.currentRender;
          return render?.id === storyId && ['finished', 'errored', 'aborted'].includes(render.phase);
        },
        story.id,
        { timeout: STORY_TIMEOUT_MS },
      );
      const phase = await page.evaluate(() => globalThis.__STORYBOOK_PREVIEW__.currentRender.phase);
      if (phase !== 'finished') throw new Error(`the story ended in phase "${phase}"`);
      const results = await sources.runAxe(
        page,
        target.exceptions.map((e) => e.rule),
      );
      documents.set(target, await sources.storyHtmlOf(page, story.id));
      idle.push(page);
      return { axeVersion: results.testEngine.version, violations: violationsOf(results) };
    } catch (error) {
      await page.context().close();
      throw error;
    }
  };
  const results = await pool(stories, concurrency, async (story) => {
    const { storyViewport, axeExceptions } = parameters[story.id];
    const viewport = storyViewport ? storyViewports[storyViewport] : defaultTestViewport;
    const target = {
      kind: 'story',
      id: story.id,
      title: `${story.title}: ${story.name}`,
      url: `${storybookUrl}/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story`,
      width: viewport.width,
      height: viewport.height,
      exceptions: axeExceptions,
      violations: [],
    };
    const started = Date.now();
    try {
      const missingReason = axeExceptions.find((e) => !e.reason.trim());
      if (missingReason) throw new Error(`axe exception for "${missingReason.rule}" has no reason`);
      Object.assign(target, await withRetry(() => auditStory(story, target, viewport)));
    } catch (error) {
      target.error = firstLine(error);
    }
    target.durationMs = Date.now() - started;
    done += 1;
    if (done % 25 === 0 || done === stories.length) console.log(`  stories ${done}/${stories.length}`);
    return target;
  });
  await Promise.all(idle.map((page) => page.context().close()));
  return results;
}

// --- storefront ---------------------------------------------------------------------------------------------------

/** Every page and state target of the chosen sites and widths. */
function storefrontTargets() {
  const targets = [];
  const notAudited = new Map();
  for (const site of options.sites) {
    const { targets: pages, notAudited: missing } = pageTargetsOf(site);
    for (const m of missing) notAudited.set(m.pageType, m);
    for (const width of options.widths) {
      for (const visit of pages) targets.push({ kind: 'page', site, width, state: `page:${visit.pageType}`, visit });
      for (const state of auditedStates) {
        if (stateAt(state, width)) targets.push({ kind: 'state', site, width, state });
      }
    }
  }
  return { targets, notAudited: [...notAudited.values()] };
}

/** The report entry of a storefront target, before it is checked. */
const targetOf = (t) => ({
  kind: t.kind,
  site: t.site,
  width: t.width,
  height: viewportOf(t.width).height,
  state: t.visit?.variant ? `${t.state} ${t.visit.variant}` : t.state,
  describe: t.kind === 'state' ? states[t.state].describe : undefined,
  expectedPageType: t.visit?.pageType,
  violations: [],
});

/** One storefront target in a fresh context: reach the page or state, then axe. Throws when it cannot be reached. */
async function auditTarget(browser, baseURL, t) {
  const { context, page } = await newShopPage(browser, baseURL, t.width);
  const target = targetOf(t);
  try {
    if (t.kind === 'page') {
      await t.visit.prepare?.(page);
      const response = await openPage(page, t.visit.path, t.site);
      target.status = response?.status();
    } else {
      await states[t.state].run(page, t.site, t.width);
    }
    target.url = page.url();
    target.pageType = await page.evaluate(
      () => document.querySelector('[data-page-type]')?.getAttribute('data-page-type') ?? null,
    );
    if (t.kind === 'page' && target.pageType !== t.visit.pageType) {
      if (t.visit.ifPresent && target.status === 404) {
        target.skipped = `${t.visit.path}: no such page in ${t.site} (404)`;
        return target;
      }
      throw new Error(`${t.visit.path} showed page type ${target.pageType}, not ${t.visit.pageType}`);
    }
    const results = await sources.runAxe(page);
    target.axeVersion = results.testEngine.version;
    target.violations = violationsOf(results);
    if (t.kind === 'page') {
      target.title = await page.title();
      target.sameTitleAs = t.visit.sameTitleAs;
    }
    documents.set(target, await page.evaluate(() => `<!DOCTYPE html>\n${document.documentElement.outerHTML}`));
    return target;
  } finally {
    await context.close();
  }
}

/** The 400 % zoom targets: every page of the zoom sites, on the first visit and after the consent choice. */
function zoomTargets() {
  return zoomSites.flatMap((site) =>
    pageTargetsOf(site).targets.flatMap((visit) =>
      [true, false].map((firstVisit) => ({ kind: 'zoom', site, visit, firstVisit })),
    ),
  );
}

/**
 * One page at 400 % zoom in a fresh context (consent cookies only after the choice): reach it, wait for the consent
 * banner on a first visit, tab through its first stops and look at each focused element, and measure sideways
 * scrolling.
 */
async function auditZoom(browser, baseURL, t) {
  const context = await browser.newContext({ baseURL, viewport: zoomViewport, locale: 'en-US' });
  if (!t.firstVisit) await context.addCookies(consentCookiesFor(baseURL));
  const target = {
    kind: 'zoom',
    site: t.site,
    width: zoomViewport.width,
    height: zoomViewport.height,
    state: `zoom:${t.visit.pageType}${t.visit.variant ? ` ${t.visit.variant}` : ''}`,
    visit: t.firstVisit ? 'first visit' : 'after the consent choice',
    expectedPageType: t.visit.pageType,
    violations: [],
    focusFaults: [],
  };
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(STORY_TIMEOUT_MS);
    await t.visit.prepare?.(page);
    const response = await openPage(page, t.visit.path, t.site);
    target.status = response?.status();
    target.url = page.url();
    target.pageType = await page.evaluate(
      () => document.querySelector('[data-page-type]')?.getAttribute('data-page-type') ?? null,
    );
    if (target.pageType !== t.visit.pageType) {
      if (t.visit.ifPresent && target.status === 404) {
        target.skipped = `${t.visit.path}: no such page in ${t.site} (404)`;
        return target;
      }
      throw new Error(`${t.visit.path} showed page type ${target.pageType}, not ${t.visit.pageType}`);
    }
    const bannerClass = sources.consentBannerClasses.banner;
    // The page's consent loader adds the provider's script as the page hydrates; the error page, drawn when the
    // page's data did not arrive, has none, and no banner.
    const consentLoaded = (await page.locator('script[data-domain-script]').count()) > 0;
    const consentShown = t.firstVisit && consentLoaded;
    if (t.firstVisit && !consentLoaded) target.note = 'no consent banner on this page (it loads no consent script)';
    if (consentShown) await page.locator(`.${bannerClass}`).waitFor({ state: 'attached' });
    const { stops, faults } = await walkFocus(page, 'Tab', {
      consentShown,
      maxStops: FOCUS_STOPS_CHECKED,
      debounceMs: sources.SCROLL_DEBOUNCE_MS,
      bannerClass,
    });
    target.focusStops = stops;
    target.focusFaults = faults;
    const sideways = await sidewaysScroll(page);
    if (sideways > 0) target.focusFaults.push(`scrolls sideways by ${sideways} px`);
    return target;
  } finally {
    await context.close();
  }
}

async function auditZoomed(browser, baseURL) {
  const targets = zoomTargets();
  console.log(
    `400 % zoom targets: ${targets.length} (${zoomSites.join(', ')} at ${zoomViewport.width} x ${zoomViewport.height})`,
  );
  let done = 0;
  return pool(targets, concurrency, async (t) => {
    const started = Date.now();
    const target = await withRetry(() => auditZoom(browser, baseURL, t)).catch((error) => ({
      kind: 'zoom',
      site: t.site,
      width: zoomViewport.width,
      height: zoomViewport.height,
      state: `zoom:${t.visit.pageType}`,
      visit: t.firstVisit ? 'first visit' : 'after the consent choice',
      violations: [],
      focusFaults: [],
      error: firstLine(error),
    }));
    target.durationMs = Date.now() - started;
    done += 1;
    if (done % 25 === 0 || done === targets.length) console.log(`  400 % zoom ${done}/${targets.length}`);
    return target;
  });
}

/**
 * The page titles of each site (at the first width: a page's title does not change with the width), and what is wrong
 * with them: an empty title, or one another page of the site has too.
 */
function titlesOf(results) {
  const width = options.widths[0];
  return options.sites.map((site) => {
    const pages = results.filter(
      (t) => t.kind === 'page' && t.site === site && t.width === width && !t.skipped && !t.error,
    );
    const entries = pages.map((t) => ({
      state: t.state,
      pageType: t.pageType,
      url: t.url ?? '',
      title: t.title ?? '',
      sameTitleAs: t.sameTitleAs,
    }));
    const own = entries.filter((e) => !e.sameTitleAs);
    const byTitle = new Map();
    for (const entry of own) byTitle.set(entry.title, [...(byTitle.get(entry.title) ?? []), entry.state]);
    const problems = [
      ...entries.filter((e) => e.title.trim() === '').map((e) => `${e.state}: no title`),
      ...[...byTitle]
        .filter(([title, states]) => title.trim() !== '' && states.length > 1)
        .map(([title, states]) => `"${title}" names ${states.length} pages: ${states.join(', ')}`),
      // A page that shows another page type's content (a subscriber link that is not valid shows the sign-up form)
      // has that page's title.
      ...entries
        .filter((e) => e.sameTitleAs && !own.some((o) => o.pageType === e.sameTitleAs && o.title === e.title))
        .map((e) => `${e.state}: "${e.title}", not the title of ${e.sameTitleAs}, whose content it shows`),
    ];
    return { site, entries, problems };
  });
}

/** The Nu HTML Checker over every collected document, in one Java start; each target gets its errors. */
async function checkHtml() {
  const targets = [...documents.keys()];
  if (targets.length === 0) return;
  const started = Date.now();
  console.log(`Nu HTML Checker: ${targets.length} documents …`);
  const problems = await validateDocuments(
    targets.map((target, index) => ({ name: String(index), html: documents.get(target) })),
  );
  for (const target of targets) target.htmlErrors = [];
  for (const problem of problems) {
    const target = targets[Number(problem.document)];
    if (!target) throw new Error(`the Nu HTML Checker named an unknown document: ${problem.document}`);
    target.htmlErrors.push({
      line: problem.line,
      column: problem.column,
      message: problem.message,
      extract: problem.extract.replace(/\s+/g, ' ').trim(),
    });
  }
  console.log(`  checked in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

async function auditStorefront(browser, baseURL) {
  const { targets, notAudited } = storefrontTargets();
  console.log(`storefront targets: ${targets.length} (${options.sites.join(', ')} at ${options.widths.join(', ')} px)`);
  let done = 0;
  const results = await pool(targets, concurrency, async (t) => {
    const started = Date.now();
    const target = await withRetry(() => auditTarget(browser, baseURL, t)).catch((error) => ({
      ...targetOf(t),
      error: firstLine(error),
    }));
    target.durationMs = Date.now() - started;
    done += 1;
    if (done % 25 === 0 || done === targets.length) console.log(`  storefront ${done}/${targets.length}`);
    return target;
  });
  return { results, notAudited };
}

// --- the gate's exceptions, as written in its sources ---------------------------------------------------------------

/** Lines of the gate's sources that switch rules off or exclude nodes (none today outside the story parameters). */
function gateExclusions() {
  const files = [
    'stories/support/axe.ts',
    'stories/support/runAxe.ts',
    '.storybook/test-runner.ts',
    '.storybook/preview.tsx',
    'tests/e2e/fixtures.ts',
  ];
  return files.map((file) => {
    const text = readFileSync(join(repoRoot, file), 'utf8');
    const lines = text
      .split('\n')
      .map((line, i) => ({ line: i + 1, text: line.trim() }))
      .filter(
        ({ text: l }) =>
          /\.exclude\(|disableRules\(|\brules:|runOnly/.test(l) && !l.startsWith('*') && !l.startsWith('//'),
      );
    return { file, lines };
  });
}

// --- run ----------------------------------------------------------------------------------------------------------

const started = Date.now();
const doStories = options.only !== 'storefront';
const doStorefront = options.only !== 'stories';
const storybook = doStories ? await storybookFor() : undefined;
const storefront = doStorefront
  ? await storefrontFor(options, { name: NAME, port: DEFAULT_STOREFRONT_PORT })
  : undefined;
const browser = await launchBrowser();
let storyResults = [];
let storefrontResults = { results: [], notAudited: [] };
let zoomResults = [];
try {
  if (storybook) storyResults = await auditStories(browser, storybook.url);
  if (storefront) {
    storefrontResults = await auditStorefront(browser, storefront.url);
    zoomResults = await auditZoomed(browser, storefront.url);
  }
} finally {
  await browser.close();
  await storybook?.stop();
  await storefront?.stop();
}

await checkHtml();
const titles = titlesOf(storefrontResults.results);

const targets = [...storyResults, ...storefrontResults.results, ...zoomResults];
const report = {
  generatedAt: new Date().toISOString(),
  durationSeconds: Math.round((Date.now() - started) / 1000),
  axeVersion: targets.find((t) => t.axeVersion)?.axeVersion ?? axeCore.version,
  tags,
  rulesChecked,
  storybookUrl: storybook?.url ?? null,
  storefrontUrl: storefront?.url ?? null,
  sites: doStorefront ? options.sites : [],
  widths: doStorefront ? options.widths : [],
  routePageTypes,
  notAudited: storefrontResults.notAudited,
  states: Object.fromEntries(auditedStates.map((s) => [s, states[s].describe])),
  gateExclusions: gateExclusions(),
  acceptedHtmlErrors: acceptedErrors.map((e) => ({ message: e.message, markup: String(e.markup), reason: e.reason })),
  zoom: { viewport: zoomViewport, sites: doStorefront ? zoomSites : [], focusStops: FOCUS_STOPS_CHECKED },
  titles,
  totals: {
    stories: storyResults.length,
    storefrontTargets: storefrontResults.results.filter((t) => !t.skipped).length,
    zoomTargets: zoomResults.filter((t) => !t.skipped).length,
    skipped: targets.filter((t) => t.skipped).length,
    targetsWithViolations: targets.filter((t) => t.violations.length > 0).length,
    violations: targets.reduce((n, t) => n + t.violations.length, 0),
    htmlErrors: targets.reduce((n, t) => n + (t.htmlErrors?.length ?? 0), 0),
    focusFaults: zoomResults.reduce((n, t) => n + t.focusFaults.length, 0),
    titleProblems: titles.reduce((n, site) => n + site.problems.length, 0),
    errors: targets.filter((t) => t.error).length,
  },
  targets: targets.map(({ axeVersion: _version, ...t }) => t),
};
mkdirSync(outDir, { recursive: true });
writeFileSync(join(outDir, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
writeFileSync(join(outDir, 'summary.md'), writeSummary(report));

const { totals } = report;
console.log(
  `\n${totals.stories} stories, ${totals.storefrontTargets} storefront page states and ${totals.zoomTargets} pages at ` +
    `400 % zoom checked in ${report.durationSeconds} s: ${totals.violations} axe violation(s) on ` +
    `${totals.targetsWithViolations} target(s), ${totals.htmlErrors} HTML error(s), ${totals.focusFaults} obscured ` +
    `focus stop(s), ${totals.titleProblems} title problem(s); ${totals.errors} could not be checked.`,
);
console.log(
  `report: ${relative(repoRoot, join(outDir, 'report.json'))}, summary: ${relative(repoRoot, join(outDir, 'summary.md'))}`,
);
const findings = totals.violations + totals.htmlErrors + totals.focusFaults + totals.titleProblems;
process.exit(findings > 0 || totals.errors > 0 ? 1 : 0);
