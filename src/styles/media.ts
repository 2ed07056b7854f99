import { breakpoints, heightBreakpoints, type Breakpoint, type HeightBreakpoint } from '../../design-tokens';

/**
 * Media-query helpers from the breakpoints. A breakpoint value is the last pixel of the range below it
 * (m 767: phones are below 768), so `up('m')` is min-width 768 and `down('m')` is max-width 767.
 */
export const up = (bp: Breakpoint): string => `screen and (min-width: ${breakpoints[bp] + 1}px)`;
export const down = (bp: Breakpoint): string => `screen and (max-width: ${breakpoints[bp]}px)`;
export const between = (from: Breakpoint, to: Breakpoint): string =>
  `screen and (min-width: ${breakpoints[from] + 1}px) and (max-width: ${breakpoints[to]}px)`;
/**
 * The same for viewport heights: `upHeight('short')` is min-height 540, where a part of the page may stick to the
 * viewport's edge; `downHeight('short')` is max-height 539, where nothing does (WCAG 1.4.10 and 2.4.11 at 400 % zoom).
 */
export const upHeight = (bp: HeightBreakpoint): string => `screen and (min-height: ${heightBreakpoints[bp] + 1}px)`;
export const downHeight = (bp: HeightBreakpoint): string => `screen and (max-height: ${heightBreakpoints[bp]}px)`;
export const reducedMotion = '(prefers-reduced-motion: reduce)';
/** Forced-colours mode (Windows High Contrast): the system's palette replaces the page's colours. */
export const forcedColors = '(forced-colors: active)';
