// The stable budgets: size-limit over the library build, first-load JS of every storefront page type and
// all CSS of the storefront's client build, against the goals and the CI ceilings of scripts/bench/budgets.json.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { allCss, pageWeights } from './pageWeight.mjs';

export const budgetsPath = resolve(import.meta.dirname, 'budgets.json');
export const KiB = 1024;
export const readBudgets = () => JSON.parse(readFileSync(budgetsPath, 'utf8'));

const repo = resolve(import.meta.dirname, '../..');
const benchLib = join(repo, '.tmp/bench/lib');

/**
 * A library build of its own, never dist/ (others use it): scripts/build.mjs run in .tmp/bench/lib over a copy of
 * the sources, so it writes .tmp/bench/lib/dist; .size-limit.cjs is read from the checkout.
 */
export function buildLibraryCopy() {
  rmSync(benchLib, { recursive: true, force: true });
  mkdirSync(benchLib, { recursive: true });
  for (const path of ['src', 'design-tokens', 'tsconfig.json', 'tsconfig.build.json'])
    cpSync(join(repo, path), join(benchLib, path), { recursive: true });
  symlinkSync(relative(benchLib, join(repo, 'node_modules')), join(benchLib, 'node_modules'));
  writeFileSync(
    join(benchLib, '.size-limit.cjs'),
    `module.exports = require(${JSON.stringify(join(repo, '.size-limit.cjs'))});\n`,
  );
  const built = spawnSync(process.execPath, [join(repo, 'scripts/build.mjs')], { cwd: benchLib, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`library build failed:\n${built.stdout}\n${built.stderr}`);
  return benchLib;
}

/**
 * size-limit's own JSON over the library in `libRoot` (a folder with dist/ and a .size-limit.cjs; the checkout
 * itself after `npm run build`): [{ name, passed, size, sizeLimit }], sizes in bytes.
 */
export function runSizeLimit(libRoot) {
  if (!existsSync(join(libRoot, 'dist', 'index.js')))
    throw new Error(`no library build in ${libRoot}/dist: run \`npm run build\` first`);
  const result = spawnSync(join(repo, 'node_modules/.bin/size-limit'), ['--json'], { cwd: libRoot, encoding: 'utf8' });
  let checks;
  try {
    checks = JSON.parse(result.stdout);
  } catch {
    throw new Error(`size-limit gave no JSON (${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
  if (!Array.isArray(checks)) throw new Error(`size-limit failed: ${checks.error ?? JSON.stringify(checks)}`);
  return checks;
}

/** Measures the three stable parts; `lib` null skips size-limit. */
export function measureSizes({ clientDir, libRoot }) {
  const budgets = readBudgets();
  const weights = pageWeights(clientDir);
  const pages = weights.perPage().map(({ pageType, gzip }) => ({
    pageType,
    gzip,
    goal: budgets.firstLoadJs.goalKiB * KiB,
    ceiling:
      budgets.firstLoadJs.ceilingsKiB[pageType] === undefined ? null : budgets.firstLoadJs.ceilingsKiB[pageType] * KiB,
  }));
  const css = { ...allCss(clientDir), goal: budgets.allCss.goalKiB * KiB, ceiling: budgets.allCss.ceilingKiB * KiB };
  let sizeLimit = null;
  if (libRoot) {
    const checks = runSizeLimit(libRoot);
    sizeLimit = {
      goals: Object.entries(budgets.sizeLimit.goalsKiB).map(([name, goalKiB]) => {
        const check = checks.find((c) => c.name === name);
        if (!check) throw new Error(`.size-limit.cjs has no check named "${name}" (scripts/bench/budgets.json)`);
        return { name, size: check.size, goal: goalKiB * KiB, limit: check.sizeLimit, passed: check.passed };
      }),
      checks,
    };
  }
  return { clientDir, entry: weights.entry().gzip, pages, css, sizeLimit };
}

/** Every ceiling a measure is over, as readable lines (empty: the CI gate passes). */
export function ceilingFailures(sizes) {
  const kib = (bytes) => `${(bytes / KiB).toFixed(1)} KiB`;
  const failures = [];
  for (const page of sizes.pages) {
    if (page.ceiling === null)
      failures.push(
        `${page.pageType}: a page type without a ceiling (first-load ${kib(page.gzip)}); add it to scripts/bench/budgets.json`,
      );
    else if (page.gzip > page.ceiling)
      failures.push(
        `${page.pageType}: first-load JS ${kib(page.gzip)} gzip grew past its ceiling ` +
          `${kib(page.ceiling)} (goal ${kib(page.goal)}): make it smaller, or load the new code lazily`,
      );
  }
  if (sizes.css.gzip > sizes.css.ceiling)
    failures.push(`all CSS: ${kib(sizes.css.gzip)} gzip is over ${kib(sizes.css.ceiling)}`);
  for (const check of sizes.sizeLimit?.checks ?? [])
    if (check.passed === false)
      failures.push(
        `size-limit "${check.name}": ${kib(check.size)} is over its limit ${kib(check.sizeLimit)} (.size-limit.cjs)`,
      );
  return failures;
}

/**
 * Lowers each page's ceiling to its measured size rounded up to the next whole KiB plus one (never raises one),
 * and records page types that have none; writes budgets.json. The ratchet for whoever made pages smaller.
 */
export function ratchetCeilings(sizes) {
  const budgets = readBudgets();
  const ceilings = budgets.firstLoadJs.ceilingsKiB;
  const changes = [];
  for (const page of sizes.pages) {
    const proposed = Math.ceil(page.gzip / KiB) + 1;
    const current = ceilings[page.pageType];
    if (current === undefined || proposed < current) {
      changes.push(`${page.pageType}: ${current ?? 'none'} -> ${proposed} KiB`);
      ceilings[page.pageType] = proposed;
    }
  }
  budgets.firstLoadJs.ceilingsKiB = Object.fromEntries(Object.entries(ceilings).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(budgetsPath, `${JSON.stringify(budgets, null, 2)}\n`);
  return changes;
}
