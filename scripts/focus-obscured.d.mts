import type { Page } from '@playwright/test';

/** The viewports of 400 % zoom: a 1280 x 1024 screen zoomed 400 % is 320 x 256 CSS px, a 1280 x 720 one 320 x 180. */
export const ZOOM_400_VIEWPORTS: readonly [
  { readonly width: 320; readonly height: 256 },
  { readonly width: 320; readonly height: 180 },
];
/** Tab stops looked at per page (past the header into the content). */
export const FOCUS_STOPS_CHECKED: number;

/**
 * Moves focus stop by stop with `key` (Tab from the page's top, or Shift+Tab back up), at most `maxStops`, and
 * returns the stops walked and what is wrong, one line per covered stop; with `consentShown`, also when the first Tab
 * stop is not in the consent banner.
 */
export function walkFocus(
  page: Pick<Page, 'evaluate' | 'keyboard'>,
  key: 'Tab' | 'Shift+Tab',
  options: { consentShown: boolean; maxStops: number; debounceMs: number; bannerClass: string },
): Promise<{ stops: number; faults: string[] }>;

/** How far the page scrolls sideways, in CSS px (WCAG 1.4.10 Reflow: 0 at 320 px wide). */
export function sidewaysScroll(page: Pick<Page, 'evaluate'>): Promise<number>;
