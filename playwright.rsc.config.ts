// WIP (RSC slice): the end-to-end tests against the RSC build (reference-app/rsc), served by its launcher.
import base from './playwright.config';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4174);
export default defineConfig({
  ...base,
  webServer: {
    command: `vite build --config reference-app/rsc/vite.config.ts --logLevel warn && node reference-app/rsc/main.mjs`,
    url: `http://127.0.0.1:${port}/`,
    env: { NODE_ENV: 'production', PORT: String(port) },
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
