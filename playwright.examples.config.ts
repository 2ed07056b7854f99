import { defineConfig } from '@playwright/test';
import { testChromiumArgs, testChromiumPath } from './scripts/chromium.mjs';

/** Where scripts/test-examples.sh installed and built the examples (a folder outside the checkout). */
const root = process.env.EXAMPLES_ROOT ?? 'examples';
const vitePort = Number(process.env.EXAMPLES_VITE_PORT ?? 4274);
const nextPort = Number(process.env.EXAMPLES_NEXT_PORT ?? 4275);

/** Smoke tests of the example apps, each built from Crema's packed tarball (scripts/test-examples.sh). */
export default defineConfig({
  testDir: 'tests/examples',
  workers: 1,
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: testChromiumPath, args: testChromiumArgs },
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
    {
      // The Next app's production server (its `next build`), started and stopped the same way.
      command: `node_modules/.bin/next start -H 127.0.0.1 -p ${nextPort}`,
      cwd: `${root}/next-app`,
      env: { NEXT_TELEMETRY_DISABLED: '1' },
      url: `http://127.0.0.1:${nextPort}/de`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
  projects: [
    { name: 'vite-app', testMatch: 'vite-app.spec.ts', use: { baseURL: `http://127.0.0.1:${vitePort}` } },
    { name: 'next-app', testMatch: 'next-app.spec.ts', use: { baseURL: `http://127.0.0.1:${nextPort}` } },
  ],
});
