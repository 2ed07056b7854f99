import { globalStyle, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { passwordMeterMetrics, tones, type Tone } from '../../../design-tokens';
import { color, tokens } from '../../styles/theme.css';
import { px } from '../../styles/units';

/**
 * The field and the show button share a row: label / field + button / hint and error / meter. Input's own wrapper
 * is dissolved (`display: contents`) so its label, control and messages become cells of this grid; only the label
 * and the message block are placed, the control falls into the free cell beside the button.
 */
export const root = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  columnGap: tokens.space.s,
  rowGap: tokens.space.xs,
  alignItems: 'center',
  minWidth: 0,
});

export const field = style({ selectors: { [`${root} > &`]: { display: 'contents' } } });
globalStyle(`${field} > label`, { gridColumn: '1 / -1' });
globalStyle(`${field} > div ~ div`, { gridColumn: '1 / -1' });

/** Pressed (password shown): filled, so the state is visible without relying on the label. */
export const toggle = style({
  gridRow: '2',
  gridColumn: '2',
  selectors: {
    '&[aria-pressed="true"]': { backgroundColor: color.text, borderColor: color.text, color: color.surface },
  },
});

export const meter = style({
  gridColumn: '1 / -1',
  marginBlockStart: tokens.space.xs,
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.xs,
});

export const bar = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '1fr',
  gap: tokens.space.xs,
});

const toneFill = Object.fromEntries(tones.map((t) => [t, {}])) as Record<Tone, object>;

/**
 * One segment per point. Filled segments are solid in the score's tone; empty ones are only an outline, so filled
 * and empty differ in shape, not just in colour.
 */
export const segment = recipe({
  base: {
    height: px(passwordMeterMetrics.barHeight),
    borderRadius: tokens.radius.pill,
    boxShadow: `inset 0 0 0 ${tokens.borderWidth.thin} ${color.border}`,
  },
  variants: {
    tone: toneFill,
    filled: { true: { boxShadow: 'none' }, false: {} },
  },
  compoundVariants: tones.map((t) => ({
    variants: { tone: t, filled: true },
    style: { backgroundColor: color.tone[t].foreground },
  })),
  defaultVariants: { tone: 'error', filled: false },
});
export type SegmentVariants = NonNullable<RecipeVariants<typeof segment>>;

export const meterText = style({
  margin: 0,
  fontSize: tokens.font.size.s,
  lineHeight: tokens.font.lineHeight.s,
  color: color.text,
  minHeight: tokens.font.lineHeight.s,
});
