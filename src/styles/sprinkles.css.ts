import { createSprinkles, defineProperties, type ConditionalValue } from '@vanilla-extract/sprinkles';
import {
  breakpoints,
  columnFractionNames,
  columnFractions,
  contentWidthNames,
  contentWidths,
  tileColumnCounts,
  type Breakpoint,
} from '../../design-tokens';
import { color, tokens } from './theme.css';
import { px } from './units';
import { variantsOf } from './variants';

const { xs, ...larger } = breakpoints;
void xs;
/** Mobile-first conditions: `base`, then one per breakpoint from s up (min-width = breakpoint + 1). */
const conditions = {
  base: {},
  ...Object.fromEntries(
    Object.entries(larger).map(([name, value]) => [name, { '@media': `screen and (min-width: ${value + 1}px)` }]),
  ),
} as { base: object } & { [K in keyof typeof larger]: { '@media': string } };

/**
 * The responsive conditions in order, smallest first: the keys of a responsive object (`{ base: 's', m: 'l' }`)
 * and the positions of a responsive array (`['s', null, 'l']`).
 */
export const responsiveConditions = ['base', 's', 'm', 'l', 'xl', 'xxl', '3xl', '4xl'] as const satisfies readonly (
  'base' | Exclude<Breakpoint, 'xs'>
)[];
export type ResponsiveCondition = (typeof responsiveConditions)[number];

/** A flex item's share of its row: a fraction of the row, `0` (grow from nothing) or `auto` (its content). */
const flexBases = {
  auto: 'auto',
  '0': '0',
  ...variantsOf(columnFractionNames, (f) => {
    const [numerator, denominator] = columnFractions[f];
    return `${(numerator / denominator) * 100}%`;
  }),
};

const responsive = defineProperties({
  conditions,
  defaultCondition: 'base',
  responsiveArray: responsiveConditions,
  properties: {
    display: ['none', 'block', 'flex', 'inline-flex', 'grid', 'inline-block'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    flexBasis: flexBases,
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['stretch', 'flex-start', 'center', 'flex-end', 'space-between'],
    // Equal tracks that may shrink below their content's width (minmax(0, 1fr)), so a long word never widens a tile.
    gridTemplateColumns: variantsOf(tileColumnCounts, (n) => `repeat(${n}, minmax(0, 1fr))`),
    gap: tokens.space,
    padding: tokens.space,
    paddingTop: tokens.space,
    paddingBottom: tokens.space,
    paddingLeft: tokens.space,
    paddingRight: tokens.space,
    margin: tokens.space,
    marginTop: tokens.space,
    marginBottom: tokens.space,
    textAlign: ['left', 'center', 'right'],
    fontSize: tokens.font.size,
  },
  shorthands: {
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
  },
});

/** Layout values that do not change with the viewport. */
const fixed = defineProperties({
  properties: {
    width: { full: '100%' },
    maxWidth: variantsOf(contentWidthNames, (w) => px(contentWidths[w])),
    // Centres a block narrower than its container (with maxWidth).
    marginInline: ['auto'],
    // Lets a flex or grid item shrink below its content's width, so long text wraps instead of overflowing.
    minWidth: ['0'],
    // Lists used for layout (a Stack of list items) drop their bullets and indent.
    listStyleType: ['none'],
  },
});

const colors = defineProperties({
  properties: {
    color: { text: color.text, muted: color.textMuted, accent: color.accent, sale: color.sale },
    background: { surface: color.surface, raised: color.surfaceRaised, accent: color.accent },
    borderRadius: tokens.radius,
  },
});

/** Responsive atoms for layout; e.g. `sprinkles({ display: { base: 'block', m: 'flex' }, gap: 's' })`. */
export const sprinkles = createSprinkles(responsive, fixed, colors);
export type Sprinkles = Parameters<typeof sprinkles>[0];

/**
 * A value that may change with the viewport: one value, an object by condition (`{ base: 's', m: 'l' }`) or an
 * array in the order of `responsiveConditions` (`['s', null, 'l']`).
 */
export type ResponsiveValue<V extends string | number> = ConditionalValue<typeof responsive, V>;
