import { defineConfig } from '@playwright/test';
import { testChromiumArgs, testChromiumPath } from './scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 4174);
/**
 * Where the storefront is built and served from (default: the checkout itself, `build/storefront`). Set E2E_ROOT to a
 * folder to build and serve a separate copy there, so two runs in one checkout do not overwrite each other's build.
 */
const root = process.env.E2E_ROOT;
const buildCommand = root
  ? `STOREFRONT_OUT=${root}/build/storefront vite build --config reference-app/vite.config.ts --logLevel warn`
  : 'npm run --silent build:storefront';

/** End-to-end tests against the built reference storefront, in Debian's Chromium (never a downloaded browser). */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  // Per test: Playwright's default is 30 s. On a slow machine (2026-11-24: Chromium about five times slower than the
  // day before) the longest flows (the mini cart's edits, axe over every flyout of a site) passed their steps but ran
  // past 30 s. A test that hangs still fails, after 60 s; each expectation keeps its own 5 s.
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: testChromiumPath, args: testChromiumArgs },
  },
  webServer: {
    // Playwright starts this server and stops it (its own process) when the run ends.
    command: `${buildCommand} && node ${root ?? '.'}/build/storefront/server/main.js`,
    url: `http://127.0.0.1:${port}/`,
    env: { NODE_ENV: 'production', PORT: String(port) },
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
