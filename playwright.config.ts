import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 4174);

/** End-to-end tests against the built reference storefront, in Debian's Chromium (never a downloaded browser). */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  webServer: {
    // Playwright starts this server and stops it (its own process) when the run ends.
    command: `npm run --silent build:storefront && node build/storefront/server/main.js`,
    url: `http://127.0.0.1:${port}/`,
    env: { NODE_ENV: 'production', PORT: String(port) },
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
