import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { resetVariantWarnings } from '../src/styles/fallback';
import { resetOnceWarnings } from '../src/primitives/internal/warn';

// findBy and waitFor wait for what the code does in its own time (answers of the in-process services, focus moved in
// a timeout). On the CI machine's two cores under a full parallel run that can pass one second: wait up to five.
// A passing test is not slower for it; only a failing one waits longer.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  if (typeof document !== 'undefined') cleanup();
  resetVariantWarnings();
  resetOnceWarnings();
});
