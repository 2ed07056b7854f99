import { style, type StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import {
  checkboxMetrics,
  checkboxStates,
  controlMetrics,
  defaultCheckboxState,
  iconSizes,
  touchTarget,
} from '../../../design-tokens';
import { focusRingRule } from '../../styles/focus.css';
import { color, tokens } from '../../styles/theme.css';
import { px } from '../../styles/units';
import { variantsOf } from '../../styles/variants';

const boxSize = px(controlMetrics.checkboxSize);

export const field = style({ display: 'flex', flexDirection: 'column', gap: tokens.space.xs, minWidth: 0 });

export const row = style({ display: 'flex', alignItems: 'flex-start', gap: tokens.space.s });

/** The box's place in the row, centred on the label's first line. */
export const control = style({
  position: 'relative',
  flexShrink: 0,
  width: boxSize,
  height: boxSize,
  marginBlock: `calc((${tokens.font.lineHeight.m} - ${boxSize}) / 2)`,
});

/**
 * The native checkbox is the control: focusable, clickable, submitted with its form, working before hydration and
 * with react-hook-form's `register`. `appearance: none` removes the browser's drawing; the input stays a transparent
 * touch target of 44 px around the 20 px box (the label is clickable too), and the box is drawn over it.
 */
const inputBase = style({
  appearance: 'none',
  position: 'absolute',
  insetBlockStart: `calc((${boxSize} - ${px(touchTarget)}) / 2)`,
  insetInlineStart: `calc((${boxSize} - ${px(touchTarget)}) / 2)`,
  width: px(touchTarget),
  height: px(touchTarget),
  margin: 0,
  padding: 0,
  border: 'none',
  backgroundColor: 'transparent',
  cursor: 'pointer',
  // The drawn box shows the focus ring.
  outline: 'none',
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});

/** Marks the state on the input, so the box drawn after it can follow. */
const stateOf = variantsOf(checkboxStates, () => style({}));

export const input = recipe({
  base: inputBase,
  variants: { state: variantsOf(checkboxStates, (state) => stateOf[state]) },
  defaultVariants: { state: defaultCheckboxState },
});

const errorBox: StyleRule = {
  borderColor: color.tone.error.foreground,
  boxShadow: `0 0 0 ${tokens.borderWidth.thin} ${color.tone.error.foreground}`,
};

/** The drawn box: decorative (the input says checked, mixed or not), and never in the way of a click. */
export const box = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderWidth: tokens.borderWidth.thick,
  borderStyle: 'solid',
  borderColor: color.border,
  borderRadius: tokens.radius.s,
  backgroundColor: color.surface,
  color: color.onAccent,
  pointerEvents: 'none',
  transitionProperty: 'background-color, border-color',
  transitionDuration: tokens.motion.duration.fast,
  transitionTimingFunction: tokens.motion.easing.standard,
  selectors: {
    [`${inputBase}:hover:not(:disabled) + &`]: { borderColor: color.text },
    [`${stateOf.error} + &`]: errorBox,
    [`${inputBase}:checked + &, ${inputBase}:indeterminate + &`]: {
      backgroundColor: color.accent,
      borderColor: color.accent,
    },
    [`${inputBase}:disabled + &`]: {
      backgroundColor: color.surfaceRaised,
      borderColor: color.border,
      color: color.textMuted,
    },
    [`${inputBase}:focus-visible + &`]: focusRingRule,
  },
});

/** Checked shows the check, indeterminate (the DOM property, shown as "mixed") the dash, which wins over checked. */
export const check = style({
  width: px(iconSizes.small),
  height: px(iconSizes.small),
  selectors: {
    [`${box} &`]: { display: 'none' },
    [`${inputBase}:checked:not(:indeterminate) + ${box} &`]: { display: 'block' },
  },
});
/** A border, not a background: forced-colours mode (Windows high contrast) keeps borders and drops backgrounds. */
export const dash = style({
  width: px(checkboxMetrics.dashWidth),
  height: 0,
  borderBlockStart: `${px(checkboxMetrics.dashThickness)} solid currentColor`,
  borderRadius: tokens.radius.pill,
  selectors: {
    [`${box} &`]: { display: 'none' },
    [`${inputBase}:indeterminate + ${box} &`]: { display: 'block' },
  },
});

/** Hint and error line up with the label, not the box. */
export const messages = style({ paddingInlineStart: `calc(${boxSize} + ${tokens.space.s})` });
