// The bench pages (scripts/bench/pages/*.html), built as the storefront is (React production build, vanilla-extract
// CSS files) into .tmp/bench/pages, and served by scripts/bench/servers.mjs.
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const pages = resolve(import.meta.dirname, 'pages');
export const benchPagesDir = resolve(import.meta.dirname, '../../.tmp/bench/pages');

export default defineConfig({
  root: pages,
  base: '/',
  logLevel: 'error',
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    outDir: benchPagesDir,
    emptyOutDir: true,
    rolldownOptions: { input: { mount: resolve(pages, 'mount.html'), large: resolve(pages, 'large.html') } },
  },
});
