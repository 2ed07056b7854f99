// A file import with its extension: the test runner loads this module in Node, which resolves no directory.
import { breakpoints } from '../../design-tokens/layout.ts';

/**
 * The viewports stories can ask for: in Storybook's toolbar (the viewport options) and in the test runner, which
 * resizes its page before a story that names one with `parameters.storyViewport` (Storybook's own viewport global
 * does not reach the runner's browser). Phone: 375 × 667, the narrowest width above the xs breakpoint (an iPhone SE).
 */
export const storyViewports = {
  phone: { name: 'Phone (375 px)', width: breakpoints.xs + 1, height: 667 },
  tablet: { name: 'Tablet (1024 px)', width: breakpoints.xl + 1, height: 768 },
  desktop: { name: 'Desktop (1440 px)', width: breakpoints['3xl'] + 1, height: 900 },
} as const;
export type StoryViewport = keyof typeof storyViewports;

/** The test runner's page size for every story that names none (jest-playwright's default). */
export const defaultTestViewport = { width: 1280, height: 720 } as const;

/** Storybook's viewport options (toolbar), from the same table. */
export const viewportOptions = Object.fromEntries(
  Object.entries(storyViewports).map(([key, { name, width, height }]) => [
    key,
    { name, styles: { width: `${width}px`, height: `${height}px` }, type: key === 'desktop' ? 'desktop' : 'mobile' },
  ]),
);

/** A story's parameters and globals for a viewport: the toolbar shows it, the test runner resizes to it. */
export const atViewport = (viewport: StoryViewport) => ({
  parameters: { storyViewport: viewport },
  globals: { viewport: { value: viewport, isRotated: false } },
});
