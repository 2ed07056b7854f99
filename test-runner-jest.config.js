// Storybook test-runner in Debian's Chromium: no browser is ever downloaded.
import { getJestConfig } from '@storybook/test-runner';
import { testChromiumArgs, testChromiumPath } from './scripts/chromium.mjs';

const testRunnerConfig = getJestConfig();

export default {
  ...testRunnerConfig,
  // Per story (render, play function, axe): the runner's default is 15 s. On a slow machine (2026-11-24: Chromium
  // about five times slower than the day before, 3–5 s per story) a story with a long play function passed its
  // steps but ran past 15 s. A story that hangs still fails, after 30 s.
  testTimeout: 30_000,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: { executablePath: testChromiumPath, args: testChromiumArgs },
    },
  },
};
