import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { passwordMeterMetrics, tones, type Tone } from '../../../design-tokens';
import { color, tokens } from '../../styles/theme.css';
import { px } from '../../styles/units';
import { slot } from '../Input/Input.css';

/** The field (with the show button in its end slot), then the meter. */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.s,
  minWidth: 0,
});

/** Pressed (password shown): filled, so the state is visible without relying on the label. */
export const toggle = style({
  selectors: {
    [`${slot} > &[aria-pressed="true"]`]: {
      backgroundColor: color.text,
      borderColor: color.text,
      color: color.surface,
    },
  },
});

export const meter = style({
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
