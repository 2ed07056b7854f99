import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

/** Client build of the reference storefront (the server build adds `--ssr reference-app/server/main.ts`). */
export default defineConfig({
  root: '.',
  plugins: [react(), vanillaExtractPlugin()],
  optimizeDeps: { include: ['@vanilla-extract/recipes/createRuntimeFn'] },
  build: {
    manifest: true,
    outDir: 'build/storefront/client',
    emptyOutDir: true,
    rolldownOptions: {
      input: 'reference-app/src/entry-client.tsx',
      output: {
        codeSplitting: {
          // zod and the module that turns its eval probe off share one chunk, in that order: a chunk that makes
          // schemas at its top level (a page's data module) can only run after both, so zod never probes
          // `new Function` under the CSP (src/zodUnderCsp.ts).
          groups: [{ name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]zodUnderCsp\.ts$/ }],
        },
      },
    },
  },
});
