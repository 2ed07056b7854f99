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
    rolldownOptions: { input: 'reference-app/src/entry-client.tsx' },
  },
});
