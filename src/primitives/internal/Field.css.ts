import { style, type StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { defaultInputState, iconSizes, inputStates, type InputState } from '../../../design-tokens';
import { color, tokens } from '../../styles/theme.css';
import { px } from '../../styles/units';
import { variantsOf } from '../../styles/variants';

/** A label above its control (Input, Select and the fields built on Input): small and bold. */
export const fieldLabel = style({
  fontSize: tokens.font.size.s,
  lineHeight: tokens.font.lineHeight.s,
  fontWeight: tokens.font.weight.bold,
  color: color.text,
  selectors: { '&[data-disabled]': { color: color.textMuted } },
});

/** A label beside its control (Checkbox): body text, and a second click target for the control. */
export const choiceLabel = style({
  color: color.text,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', color: color.textMuted } },
});

export const requiredMarker = style({ marginInlineStart: tokens.space.xxs });

/** Hint and message under the control, hint first (the order aria-describedby reads them in). */
export const messages = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.xxs,
  minWidth: 0,
  fontSize: tokens.font.size.s,
  lineHeight: tokens.font.lineHeight.s,
});

export const hint = style({ color: color.textMuted });

/** The message's colour per state; the default state shows no message. */
const toneOf: Record<InputState, StyleRule> = {
  default: {},
  valid: { color: color.tone.success.foreground },
  error: { color: color.tone.error.foreground },
};

/** An error or confirmation: an icon and the text, so the state is never told by colour alone. */
export const message = recipe({
  base: { display: 'flex', alignItems: 'flex-start', gap: tokens.space.xs },
  variants: { state: variantsOf(inputStates, (state) => toneOf[state]) },
  defaultVariants: { state: defaultInputState },
});

/** The small icon sits on the first line: (line height - icon) / 2 down. */
export const messageIcon = style({
  flexShrink: 0,
  marginBlock: `calc((${tokens.font.lineHeight.s} - ${px(iconSizes.small)}) / 2)`,
});
