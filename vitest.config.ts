import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';
import { packageAliases } from './reference-app/vite/packageEntries.ts';

const shared = { globals: true, setupFiles: ['./tests/setup.ts'], restoreMocks: true };

export default mergeConfig(
  viteConfig,
  defineConfig({
    // The reference app's tests import the package by its public entries (`crema`, `crema/server`, …): their source.
    resolve: { alias: packageAliases },
    test: {
      // A worker per core (vitest's default leaves one core to its main process, which only collects results: on a
      // 2-core machine that is one worker). The whole run: 189 s → 144 s here (in child processes).
      maxWorkers: availableParallelism(),
      // Worker threads, not child processes: cheaper to start and to feed (the DOM projects start a happy-dom per file).
      // 138 s → 116 s here; every file passes in shuffled orders too.
      pool: 'threads',
      projects: [
        {
          extends: true,
          test: {
            ...shared,
            name: 'logic',
            environment: 'node',
            // No DOM and no shared state between files (each test makes its own services, stores and clients), so a
            // worker reuses its module graph from file to file: about 30 s instead of 115 s on a 2-core machine.
            // Checked in shuffled file orders (--sequence.shuffle.files). The DOM projects keep isolation: their
            // files share document and window.
            isolate: false,
            // The property tests (fast-check, 1,000 runs each) are CPU-bound: on a busy 2-core machine one took 5.8 s
            // against the 5 s default. A timeout here guards against a hang, never measures speed.
            testTimeout: 20_000,
            include: [
              'design-tokens/**/*.test.ts',
              'eslint-rules/**/*.test.ts',
              'src/**/*.test.ts',
              'scripts/**/*.test.ts',
              'tests/ssr/**/*.test.{ts,tsx}',
              'tests/contracts/**/*.test.ts',
              'reference-app/**/*.test.{ts,tsx}',
            ],
          },
        },
        {
          extends: true,
          test: {
            ...shared,
            name: 'components',
            environment: 'happy-dom',
            // Behaviour tests, not timings: on a busy 2-core machine (a CI run beside a benchmark) a modal flow took
            // more than the 5 s default. A timeout here guards against a hang only.
            testTimeout: 20_000,
            include: ['src/**/*.test.tsx'],
          },
        },
        {
          extends: true,
          test: {
            ...shared,
            // What a screen-reader user hears in the key flows (@guidepup/virtual-screen-reader in the test DOM).
            name: 'screen-reader',
            environment: 'happy-dom',
            setupFiles: [...shared.setupFiles, './tests/screen-reader/setup.ts'],
            // A whole header or mini cart on the in-process services, read key by key: seconds on a busy machine.
            testTimeout: 60_000,
            // The components' real stylesheets in the page: names depend on layout (a flex item or a visually hidden
            // span is block-level, so the name computation puts a space around it), as in a browser.
            css: { include: [/.+/] },
            include: ['tests/screen-reader/**/*.test.tsx'],
          },
        },
      ],
    },
  }),
);
