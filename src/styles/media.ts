import { breakpoints, type Breakpoint } from '../../design-tokens';

/**
 * Media-query helpers from the breakpoints. A breakpoint value is the last pixel of the range below it
 * (m 767: phones are below 768), so `up('m')` is min-width 768 and `down('m')` is max-width 767.
 */
export const up = (bp: Breakpoint): string => `screen and (min-width: ${breakpoints[bp] + 1}px)`;
export const down = (bp: Breakpoint): string => `screen and (max-width: ${breakpoints[bp]}px)`;
export const between = (from: Breakpoint, to: Breakpoint): string =>
  `screen and (min-width: ${breakpoints[from] + 1}px) and (max-width: ${breakpoints[to]}px)`;
export const reducedMotion = '(prefers-reduced-motion: reduce)';
