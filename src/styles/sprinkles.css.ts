import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { breakpoints } from '../../design-tokens';
import { color, tokens } from './theme.css';

const { xs, ...larger } = breakpoints;
void xs;
/** Mobile-first conditions: `base`, then one per breakpoint from s up (min-width = breakpoint + 1). */
const conditions = {
  base: {},
  ...Object.fromEntries(
    Object.entries(larger).map(([name, value]) => [name, { '@media': `screen and (min-width: ${value + 1}px)` }]),
  ),
} as { base: object } & { [K in keyof typeof larger]: { '@media': string } };

const responsive = defineProperties({
  conditions,
  defaultCondition: 'base',
  responsiveArray: ['base', 's', 'm', 'l', 'xl', 'xxl', '3xl', '4xl'],
  properties: {
    display: ['none', 'block', 'flex', 'inline-flex', 'grid', 'inline-block'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['stretch', 'flex-start', 'center', 'flex-end', 'space-between'],
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

const colors = defineProperties({
  properties: {
    color: { text: color.text, muted: color.textMuted, accent: color.accent, sale: color.sale },
    background: { surface: color.surface, raised: color.surfaceRaised, accent: color.accent },
    borderRadius: tokens.radius,
  },
});

/** Responsive atoms for layout; e.g. `sprinkles({ display: { base: 'block', m: 'flex' }, gap: 's' })`. */
export const sprinkles = createSprinkles(responsive, colors);
export type Sprinkles = Parameters<typeof sprinkles>[0];
