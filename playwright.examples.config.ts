import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

/** Where scripts/test-examples.sh installed and built the examples (a folder outside the checkout). */
const root = process.env.EXAMPLES_ROOT ?? 'examples';
const vitePort = Number(process.env.EXAMPLES_VITE_PORT ?? 4274);

/** Smoke tests of the example apps, each built from Crema's packed tarball (scripts/test-examples.sh). */
export default defineConfig({
  testDir: 'tests/examples',
  workers: 1,
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  webServer: [
    {
      // Playwright starts the example's own preview server and stops it (its process) when the run ends.
      command: `node_modules/.bin/vite preview --host 127.0.0.1 --port ${vitePort} --strictPort`,
      cwd: `${root}/vite-app`,
      url: `http://127.0.0.1:${vitePort}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
  projects: [{ name: 'vite-app', testMatch: 'vite-app.spec.ts', use: { baseURL: `http://127.0.0.1:${vitePort}` } }],
});
