// `npm run bench`: every performance budget, measured by scripts, printed as one table (goal, measured value,
// pass/fail) and written to reports/bench/results.json. Goals and CI ceilings: scripts/bench/budgets.json.
//
//   node scripts/bench/run.mjs [--only sizes,lighthouse,mount,large,throughput] [--sites DE,CZ] [--runs 5] [--mount-runs 15]
//                              [--build-dir build/storefront/client] [--lib DIR] [--reuse-build]
//   node scripts/bench/run.mjs --ci [--build-dir DIR] [--lib .] [--ratchet]
//
// --ci checks only the stable parts (size-limit, first-load JS per page, all CSS) of the storefront in build/ against
// the ceilings and fails when one is exceeded; --ratchet also lowers the page ceilings to today's sizes (never raises
// one). Otherwise every part measures one storefront built into .tmp/bench (rebuilt each run unless --reuse-build).
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'vite';
import { defaultClientDir } from './pageWeight.mjs';
import {
  benchRoot,
  buildStorefront,
  hasStorefrontBuild,
  startCache,
  startStatic,
  startStorefront,
} from './servers.mjs';
import { buildLibraryCopy, ceilingFailures, KiB, measureSizes, ratchetCeilings, readBudgets } from './sizes.mjs';

const parts = ['sizes', 'lighthouse', 'mount', 'large', 'throughput'];
const { values: args } = parseArgs({
  options: {
    only: { type: 'string' },
    sites: { type: 'string' },
    runs: { type: 'string', default: '5' },
    'mount-runs': { type: 'string', default: '15' },
    'build-dir': { type: 'string' },
    lib: { type: 'string' },
    ci: { type: 'boolean', default: false },
    ratchet: { type: 'boolean', default: false },
    'reuse-build': { type: 'boolean', default: false },
  },
});
const only = args.ci ? ['sizes'] : (args.only?.split(',').map((p) => p.trim()) ?? parts);
for (const part of only) if (!parts.includes(part)) fail(`unknown part "${part}": one of ${parts.join(', ')}`);
const lighthouseRuns = positive('runs', args.runs);
const mountRuns = positive('mount-runs', args['mount-runs']);

function fail(message) {
  console.error(`bench: ${message}`);
  process.exit(2);
}
function positive(name, value) {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) fail(`--${name} wants a whole number above 0, not "${value}"`);
  return n;
}
const log = (line) => console.log(line);
const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(0)} s`;

const budgets = readBudgets();
const rows = [];
const results = {
  date: new Date().toISOString(),
  node: process.version,
  ci: args.ci,
  parts: {},
  durations: {},
  load: {},
  warnings: [],
};
const kib = (bytes) => `${(bytes / KiB).toFixed(1)} KiB`;
const ms = (value) => `${value.toFixed(1)} ms`;
const verdict = (ok) => (ok ? 'pass' : 'FAIL');
const row = (budget, goal, measured, ok, ceiling = '') =>
  rows.push({ budget, goal, measured, result: verdict(ok), ceiling });

/**
 * The bench's own storefront build in .tmp/bench, made once per run (kept with --reuse-build): what the sizes (unless
 * --build-dir or --ci), Lighthouse and the mount timings all measure, so the table describes one build.
 */
let benchBuilt = false;
function benchBuild() {
  if (benchBuilt || (args['reuse-build'] && hasStorefrontBuild()))
    return join(benchRoot, 'build', 'storefront', 'client');
  log(`building the storefront into ${benchRoot}`);
  try {
    buildStorefront();
  } catch (error) {
    // A shared checkout: someone's half-done change can break the build for a while.
    if (!hasStorefrontBuild()) throw error;
    log(`WARNING: ${error.message}; measuring the previous build in ${benchRoot} instead`);
    results.warnings.push(`storefront build failed, previous build in ${benchRoot} measured`);
  }
  benchBuilt = true;
  return join(benchRoot, 'build', 'storefront', 'client');
}

async function sizesPart() {
  // CI measures the build its end-to-end step made (build/); a bench run its own fresh build, never a stale build/.
  const clientDir = args['build-dir'] ?? (args.ci ? defaultClientDir : benchBuild());
  if (!existsSync(join(clientDir, '.vite', 'manifest.json'))) fail(`no client build at ${clientDir}`);
  // CI runs after the library build (dist/ of the checkout); otherwise a fresh copy of its own.
  let libRoot = args.lib ?? (args.ci ? '.' : null);
  if (libRoot === null) {
    log('building the library into .tmp/bench/lib for size-limit');
    libRoot = buildLibraryCopy();
  }
  const builtAt = statSync(join(clientDir, '.vite', 'manifest.json')).mtime.toISOString();
  log(`sizes: client build ${clientDir} (built ${builtAt}), library ${libRoot === '.' ? 'dist/' : libRoot}`);
  const sizes = measureSizes({ clientDir, libRoot });
  if (args.ratchet) {
    for (const change of ratchetCeilings(sizes)) log(`ceiling recorded: ${change}`);
    const ceilings = readBudgets().firstLoadJs.ceilingsKiB;
    for (const page of sizes.pages) page.ceiling = ceilings[page.pageType] * KiB;
  }
  for (const goal of sizes.sizeLimit.goals)
    row(
      `size-limit: ${goal.name}`,
      `≤ ${kib(goal.goal)}`,
      kib(goal.size),
      goal.size <= goal.goal,
      `${kib(goal.limit)} (.size-limit.cjs) ${goal.passed ? 'ok' : 'OVER'}`,
    );
  const checks = sizes.sizeLimit.checks;
  const within = checks.filter((check) => check.passed).length;
  row(
    'size-limit: every check of .size-limit.cjs',
    'within its limit',
    `${within}/${checks.length}`,
    within === checks.length,
  );
  for (const page of sizes.pages) {
    const ceiling =
      page.ceiling === null ? 'none recorded' : `${kib(page.ceiling)} ${page.gzip <= page.ceiling ? 'ok' : 'OVER'}`;
    row(`first-load JS: ${page.pageType}`, `≤ ${kib(page.goal)}`, kib(page.gzip), page.gzip <= page.goal, ceiling);
  }
  row(
    `all CSS (${sizes.css.files} files)`,
    `≤ ${kib(sizes.css.goal)}`,
    kib(sizes.css.gzip),
    sizes.css.gzip <= sizes.css.goal,
    `${kib(sizes.css.ceiling)} ${sizes.css.gzip <= sizes.css.ceiling ? 'ok' : 'OVER'}`,
  );
  results.parts.sizes = sizes;
  return sizes;
}

/** The bench's own storefront build and server, and the static server of the trivial page and the bench pages. */
async function servers({ storefront, pages }) {
  if (storefront) benchBuild();
  if (pages) {
    log('building the bench pages into .tmp/bench/pages');
    await build({ configFile: join(import.meta.dirname, 'vite.config.mjs') });
  }
  const sf = storefront ? await startStorefront() : null;
  const st = await startStatic(join(benchRoot, 'pages'));
  return {
    storefrontUrl: sf?.url,
    staticUrl: st.url,
    async stop() {
      sf?.stop();
      await st.stop();
    },
  };
}

async function lighthousePart({ storefrontUrl, staticUrl }) {
  const { runLighthouse } = await import('./lighthouse.mjs');
  const { siteCodes } = await import('./project.mjs');
  const sites = args.sites ? args.sites.split(',').map((s) => s.trim().toUpperCase()) : [...siteCodes];
  for (const site of sites)
    if (!siteCodes.includes(site)) fail(`unknown site "${site}": one of ${siteCodes.join(', ')}`);
  log(`lighthouse: ${sites.length} sites and the trivial page, ${lighthouseRuns} rounds`);
  const lh = await runLighthouse({ sites, runs: lighthouseRuns, storefrontUrl, trivialUrl: `${staticUrl}/`, log });
  const goal = budgets.lighthouse;
  for (const error of lh.errors) results.warnings.push(`lighthouse: ${error}`);
  for (const [site, m] of Object.entries(lh.sites)) {
    if (m === null) {
      row(`Lighthouse ${site}`, 'every audit', 'all runs failed', false);
      continue;
    }
    const of = m.measured < lighthouseRuns ? ` [${m.measured} of ${lighthouseRuns} runs]` : '';
    row(
      `Lighthouse ${site}: performance${of}`,
      `≥ ${goal.performanceMin}`,
      m.performance.toFixed(2),
      m.performance >= goal.performanceMin,
    );
    row(`Lighthouse ${site}: CLS`, `≤ ${goal.clsMax}`, m.cls.toFixed(3), m.cls <= goal.clsMax);
    row(`Lighthouse ${site}: TBT`, `≤ ${goal.tbtMaxMs} ms`, `${m.tbt.toFixed(0)} ms`, m.tbt <= goal.tbtMaxMs);
    row(
      `Lighthouse ${site}: LCP / trivial page's LCP`,
      `≤ ${goal.lcpRatioMax}`,
      `${m.lcpRatio.toFixed(2)} (${m.lcp.toFixed(0)} / ${lh.trivial.lcp.toFixed(0)} ms)`,
      m.lcpRatio <= goal.lcpRatioMax,
    );
  }
  results.parts.lighthouse = lh;
}

async function mountPart({ storefrontUrl, staticUrl }) {
  const { runMount, BUTTON_COUNT, MOUNT_CPU_THROTTLE } = await import('./mount.mjs');
  log(`mount: ${mountRuns} interleaved rounds at ${MOUNT_CPU_THROTTLE}x CPU throttle`);
  const m = await runMount({ runs: mountRuns, storefrontUrl, pagesUrl: staticUrl, log });
  const goal = budgets.mount;
  const x = `${MOUNT_CPU_THROTTLE}x CPU`;
  row(
    `first mount: ${BUTTON_COUNT} Button / ${BUTTON_COUNT} <button> (${x}, median of ${mountRuns} paired ratios)`,
    `≤ ${goal.buttonRatioMax}`,
    `${m.ratio.median.toFixed(2)} (${ms(m.button.median)} / ${ms(m.plain.median)})`,
    m.ratio.median <= goal.buttonRatioMax,
  );
  row(
    `open the desktop flyout (storefront DE, ${x})`,
    `≤ ${goal.interactionMaxMs} ms`,
    ms(m.flyout.median),
    m.flyout.median <= goal.interactionMaxMs,
  );
  row(
    `render the suggestion list, "kaf" (storefront DE, ${x})`,
    `≤ ${goal.interactionMaxMs} ms`,
    ms(m.suggestions.median),
    m.suggestions.median <= goal.interactionMaxMs,
  );
  results.parts.mount = m;
}

async function largePart({ staticUrl }) {
  const { runLarge } = await import('./large.mjs');
  log(`large data: ${mountRuns} runs, no CPU throttle`);
  const l = await runLarge({ runs: mountRuns, pagesUrl: staticUrl, log });
  const frame = budgets.large.frameMs;
  const goal = `≤ ${frame} ms (1 frame, no throttle)`;
  const tree = `${l.nodes.toLocaleString('en')}-node tree`;
  row(`open the largest flyout, ${tree}`, goal, ms(l.flyout.median), l.flyout.median <= frame);
  row(`open another level in it, ${tree}`, goal, ms(l.level.median), l.level.median <= frame);
  row(`open the search history (${l.history} entries)`, goal, ms(l.historyOpen.median), l.historyOpen.median <= frame);
  row(
    `filter the history by a typed character (${l.history} entries)`,
    goal,
    ms(l.historyFilter.median),
    l.historyFilter.median <= frame,
  );
  results.parts.large = l;
}

async function throughputPart({ storefrontUrl }) {
  const { runThroughput } = await import('./throughput.mjs');
  const goal = budgets.throughput;
  const measure = (url) =>
    runThroughput({
      storefrontUrl: url,
      paths: [goal.path],
      connections: goal.connections,
      seconds: goal.seconds,
      warmupSeconds: goal.warmupSeconds,
      log,
    });
  const t = await measure(storefrontUrl);
  const ssr = t.pages[goal.path];
  const described = (m) =>
    `${m.perSecond.toFixed(0)} req/s, p50 ${ms(m.p50Ms)}, p95 ${ms(m.p95Ms)}${m.failed ? `; ${m.failed}` : ''}`;
  row(
    `server rendering: DE home page, anonymous (1 process, ${goal.connections} connections, ${goal.seconds} s)`,
    'every answer 200 (the base of the ratio)',
    described(ssr),
    ssr.failed === null,
  );
  // The same requests through the shop's shared cache (one nginx worker) in front of the same process; its warm-up
  // fills the cache.
  const cache = await startCache(storefrontUrl);
  let cached;
  try {
    cached = (await measure(cache.url)).pages[goal.path];
  } finally {
    await cache.stop();
  }
  row(
    `through the shared cache: DE home page, anonymous (nginx, ${goal.connections} connections, ${goal.seconds} s)`,
    'every answer 200',
    described(cached),
    cached.failed === null,
  );
  const ratio = cached.perSecond / ssr.perSecond;
  row(
    'through the shared cache / server rendering, DE home page',
    `≥ ${goal.cacheRatioMin}x`,
    `${ratio.toFixed(1)}x`,
    ssr.failed === null && cached.failed === null && ratio >= goal.cacheRatioMin,
  );
  results.parts.throughput = { ...t, cached, ratio };
}

function printTable() {
  const header = { budget: 'Budget', goal: 'Goal', measured: 'Measured', result: 'Goal met', ceiling: 'CI ceiling' };
  const columns = Object.keys(header);
  const widths = columns.map((c) => Math.max(...[header, ...rows].map((r) => r[c].length)));
  const line = (r) => `| ${columns.map((c, i) => r[c].padEnd(widths[i])).join(' | ')} |`;
  console.log(['', line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n'));
}

let failures = [];
const started = performance.now();
try {
  if (only.includes('sizes')) {
    const since = performance.now();
    const sizes = await sizesPart();
    failures = ceilingFailures(sizes);
    results.durations.sizes = seconds(since);
  }
  const measuredParts = only.filter((part) => part !== 'sizes');
  if (measuredParts.length > 0) {
    const needsStorefront = ['lighthouse', 'mount', 'throughput'].some((part) => measuredParts.includes(part));
    const needsPages = measuredParts.includes('mount') || measuredParts.includes('large');
    const since = performance.now();
    const env = await servers({ storefront: needsStorefront, pages: needsPages });
    results.durations.builds = seconds(since);
    try {
      const runners = { lighthouse: lighthousePart, mount: mountPart, large: largePart, throughput: throughputPart };
      for (const part of measuredParts) {
        const partStart = performance.now();
        const loadBefore = loadavg()[0];
        await runners[part](env);
        results.durations[part] = seconds(partStart);
        // The machine is shared: the load during a part says how far to trust its times.
        results.load[part] = { before: loadBefore, after: loadavg()[0], cores: availableParallelism() };
      }
    } finally {
      await env.stop();
    }
  }
} catch (error) {
  console.error(`bench: ${error.stack ?? error}`);
  process.exit(2);
}
results.durations.total = seconds(started);
results.table = rows;
printTable();
console.log(
  `\ntimes: ${Object.entries(results.durations)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ')}`,
);
const loads = Object.entries(results.load);
if (loads.length > 0)
  console.log(
    `load average (1 min) before/after each part, ${availableParallelism()} cores: ` +
      loads.map(([part, l]) => `${part} ${l.before.toFixed(1)}/${l.after.toFixed(1)}`).join(', '),
  );
for (const warning of results.warnings) console.log(`warning: ${warning}`);
mkdirSync('reports/bench', { recursive: true });
writeFileSync(join('reports/bench', args.ci ? 'ci.json' : 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
if (failures.length > 0) {
  console.error(
    `\nOver a CI ceiling (scripts/bench/budgets.json, .size-limit.cjs):\n${failures.map((f) => `  - ${f}`).join('\n')}`,
  );
  process.exit(1);
}
