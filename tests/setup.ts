import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { resetVariantWarnings } from '../src/styles/fallback';
import { resetOnceWarnings } from '../src/primitives/internal/warn';

afterEach(() => {
  if (typeof document !== 'undefined') cleanup();
  resetVariantWarnings();
  resetOnceWarnings();
});
