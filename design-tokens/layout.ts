/** Breakpoints in px (spec, header constants): xs 374, s 667, m 767, l 979, xl 1023, xxl 1279, 3xl 1439, 4xl 1919. */
export const breakpoints = {
  xs: 374,
  s: 667,
  m: 767,
  l: 979,
  xl: 1023,
  xxl: 1279,
  '3xl': 1439,
  '4xl': 1919,
} as const;
export type Breakpoint = keyof typeof breakpoints;
export const breakpointNames = /* @__PURE__ */ Object.keys(breakpoints) as Breakpoint[];

/**
 * Viewport heights in px, read as the widths are: the value is the last pixel of the range below it. `short`: up to
 * 539 px of height (a phone held sideways, a desktop window zoomed to 200 % and more: a 1280 x 1024 screen at 400 %
 * is 320 x 256) nothing sticks to the viewport's edges. The header's sticky bar is up to about 270 px tall on the
 * smallest phones (bar, search row and benefits), so below twice that it would cover half of the view or more; there
 * the header scrolls with the page and the consent banner takes its place at the page's top instead of overlaying it.
 */
export const heightBreakpoints = { short: 539 } as const;
export type HeightBreakpoint = keyof typeof heightBreakpoints;

/**
 * Header platforms by viewport width: below 980 MATCH, below 1440 TABLET, else CLASSIC.
 * Each entry is the exclusive upper bound of its platform; the last one has none.
 */
export const headerPlatforms = [
  { platform: 'MATCH', below: 980 },
  { platform: 'TABLET', below: 1440 },
  { platform: 'CLASSIC', below: Infinity },
] as const;

/** Footer platforms by viewport width: below 768 phone, below 1280 tablet, else classic. */
export const footerPlatforms = [
  { platform: 'phone', below: 768 },
  { platform: 'tablet', below: 1280 },
  { platform: 'classic', below: Infinity },
] as const;

/** Spacing scale in px. `touchTarget` is the minimum size of anything tapped on a phone. */
export const space = {
  none: 0,
  xxs: 2,
  xs: 4,
  s: 8,
  m: 12,
  l: 16,
  xl: 24,
  xxl: 32,
  '3xl': 48,
  '4xl': 64,
} as const;
export type Space = keyof typeof space;
/** The space names, smallest first. Derived from space. */
export const spaceNames = /* @__PURE__ */ Object.keys(space) as Space[];
export const touchTarget = 44;

export const radii = { none: 0, s: 4, m: 8, l: 16, pill: 9999 } as const;
export const borderWidths = { thin: 1, thick: 2, focus: 3 } as const;

/** Stacking layers, lowest first. */
export const zIndex = {
  base: 0,
  raised: 10,
  sticky: 100,
  dropdown: 200,
  overlay: 300,
  modal: 400,
  notification: 500,
} as const;

export const shadows = {
  none: 'none',
  raised: '0 1px 3px rgba(36, 22, 14, 0.16), 0 1px 2px rgba(36, 22, 14, 0.12)',
  overlay: '0 12px 32px rgba(36, 22, 14, 0.24), 0 4px 8px rgba(36, 22, 14, 0.12)',
} as const;

/** Motion durations in ms, and the values used under prefers-reduced-motion. */
export const durations = { instant: 0, fast: 120, base: 200, slow: 320, spin: 900 } as const;
export const reducedMotionDurations = { instant: 0, fast: 0, base: 0, slow: 0, spin: 2400 } as const;
export const easings = {
  standard: 'cubic-bezier(0.2, 0, 0, 1)',
  exit: 'cubic-bezier(0.3, 0, 1, 1)',
  linear: 'linear',
} as const;

/** Widths of the Modal sizes S, M (default) and L, in px. */
export const modalSizes = { S: 400, M: 600, L: 880 } as const;
export type ModalSize = keyof typeof modalSizes;
export const defaultModalSize: ModalSize = 'M';

/** Icon sizes in px. */
export const iconSizes = { small: 16, medium: 24, large: 32 } as const;
export type IconSize = keyof typeof iconSizes;
/** The icon sizes by name, in order. Derived from iconSizes. */
export const iconSizeNames = /* @__PURE__ */ Object.keys(iconSizes) as IconSize[];
export const defaultIconSize: IconSize = 'medium';

/** Content widths in px: `text` keeps running text at a readable line length, `page` is the widest a page gets. */
export const contentWidths = { text: 720, page: 1440 } as const;
export type ContentWidth = keyof typeof contentWidths;
/** The content widths by name. Derived from contentWidths. */
export const contentWidthNames = /* @__PURE__ */ Object.keys(contentWidths) as ContentWidth[];
export const defaultContentWidth: ContentWidth = 'page';

/**
 * The space between a page's content and the viewport edge, per responsive condition (`base` is the smallest
 * screen, then from each breakpoint up): 16 px on phones, 24 px from tablets (768 px) up.
 */
export const pageGutters = { base: 'l', m: 'xl' } as const satisfies Partial<Record<'base' | Breakpoint, Space>>;

/* ------------------------------------------------------------------ Layout primitives */

/** How a Stack places its children across its width: stretched to the full width, or at the start, centre or end. */
export const stackAlignments = ['stretch', 'start', 'center', 'end'] as const;
export type StackAlignment = (typeof stackAlignments)[number];
export const defaultStackAlignment: StackAlignment = 'stretch';

/** How an Inline distributes its items along a row: packed at the start, centre or end, or spread edge to edge. */
export const inlineAlignments = ['start', 'center', 'end', 'spaceBetween'] as const;
export type InlineAlignment = (typeof inlineAlignments)[number];
export const defaultInlineAlignment: InlineAlignment = 'start';

/** How the items of a row (Inline, Columns) line up vertically. */
export const verticalAlignments = ['stretch', 'start', 'center', 'end', 'baseline'] as const;
export type VerticalAlignment = (typeof verticalAlignments)[number];
/** Inline items (buttons, badges, icons with text) are centred on one line. */
export const defaultInlineAlignY: VerticalAlignment = 'center';
/** Columns are as tall as the tallest, so cards side by side line up. */
export const defaultColumnsAlignY: VerticalAlignment = 'stretch';

/**
 * The width of one Column of a Columns row: `fluid` shares what the other columns leave, `content` is as wide as
 * its content, a fraction is that share of the row's width after the gaps.
 */
export const columnWidths = [
  'fluid',
  'content',
  '1/2',
  '1/3',
  '2/3',
  '1/4',
  '3/4',
  '1/5',
  '2/5',
  '3/5',
  '4/5',
] as const;
export type ColumnWidth = (typeof columnWidths)[number];
export type ColumnFraction = Exclude<ColumnWidth, 'fluid' | 'content'>;
export const defaultColumnWidth: ColumnWidth = 'fluid';
/** The share of the row each fraction stands for, as [numerator, denominator] (literals, so unused ones tree-shake). */
export const columnFractions = {
  '1/2': [1, 2],
  '1/3': [1, 3],
  '2/3': [2, 3],
  '1/4': [1, 4],
  '3/4': [3, 4],
  '1/5': [1, 5],
  '2/5': [2, 5],
  '3/5': [3, 5],
  '4/5': [4, 5],
} as const satisfies Record<ColumnFraction, readonly [number, number]>;
/** The fractions by name. Derived from columnFractions. */
export const columnFractionNames = /* @__PURE__ */ Object.keys(columnFractions) as ColumnFraction[];

/** How many equal tiles a Tiles grid puts in a row (product tiles: 2 on phones up to 4 or 5 on desktops). */
export const tileColumnCounts = [1, 2, 3, 4, 5, 6] as const;
export type TileColumnCount = (typeof tileColumnCounts)[number];
