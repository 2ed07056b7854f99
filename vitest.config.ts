import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

const shared = { globals: true, setupFiles: ['./tests/setup.ts'], restoreMocks: true };

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            ...shared,
            name: 'logic',
            environment: 'node',
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
            include: ['src/**/*.test.tsx'],
          },
        },
      ],
    },
  }),
);
