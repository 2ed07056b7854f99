import { defineConfig } from 'vitest/config';

// No vanilla-extract plugin and no aliases: the app gets compiled JS and one CSS file, as from npm.
export default defineConfig({
  root: import.meta.dirname,
  test: {
    globals: true,
    environment: 'happy-dom',
    include: [
      'consumer.test.tsx',
      'readme.test.tsx',
      'serverComponents.test.ts',
      'commonjs.test.ts',
      'theming.test.tsx',
    ],
    setupFiles: ['../setup-dom.ts'],
    css: true,
  },
});
