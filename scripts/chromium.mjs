// The one place that says which browser every tool drives: Debian's Chromium, never a downloaded one
// (scripts/ensure-debian-packages.sh installs both packages below).

/** Debian's full browser (package chromium), the one a shopper runs: Lighthouse, the benchmarks, the demo's pictures. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's headless shell of the same Chromium build (package chromium-headless-shell, Chromium's "old headless"
 * mode, which Playwright itself uses for headless runs): the test runners (end-to-end, the examples' smoke tests, the
 * Storybook gate). Same Blink, V8 and accessibility tree, without the full browser's UI layers; a new page loaded and
 * hydrated in about half the time here (2026-11-25: DE home page 1.7 s against 3.1 s).
 */
export const testChromiumPath = process.env.TEST_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * The test runners' arguments. One renderer process at a time, reused by the next test's page instead of a new one
 * started beside it (on this 2-core machine a process start is mostly page-table work under the hypervisor); V8 without
 * its background threads (compiling and collecting on the page's own thread), since two test workers already keep both
 * cores busy. Measured on the storefront's pages spec (39 tests, 2 workers): 133 s → 102 s → 86 s.
 */
export const testChromiumArgs = [...chromiumArgs, '--renderer-process-limit=1', '--js-flags=--single-threaded'];
