import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { passwordMeterMetrics, passwordStrengthScores, passwordStrengthTones, tones } from '../../../design-tokens';
import { color, tokens } from '../../styles/theme.css';
import { px } from '../../styles/units';
import { variantsOf } from '../../styles/variants';
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
    // The fill colour comes with `filled` (compound variants below).
    tone: variantsOf(tones, () => ({})),
    filled: { true: { boxShadow: 'none' }, false: {} },
  },
  compoundVariants: tones.map((t) => ({
    variants: { tone: t, filled: true },
    style: { backgroundColor: color.tone[t].foreground },
  })),
  // An empty meter: the tone of the lowest score.
  defaultVariants: { tone: passwordStrengthTones[passwordStrengthScores[0]], filled: false },
});

export const meterText = style({
  margin: 0,
  fontSize: tokens.font.size.s,
  lineHeight: tokens.font.lineHeight.s,
  color: color.text,
  minHeight: tokens.font.lineHeight.s,
});
