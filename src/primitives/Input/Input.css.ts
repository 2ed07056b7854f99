import { style, type StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { controlMetrics, defaultInputState, inputStates, type InputState } from '../../../design-tokens';
import { focusRingRule } from '../../styles/focus.css';
import { color, tokens } from '../../styles/theme.css';
import { px } from '../../styles/units';
import { variantsOf } from '../../styles/variants';

export const field = style({ display: 'flex', flexDirection: 'column', gap: tokens.space.xs, minWidth: 0 });

/**
 * `:has()` lets the box show the one focus ring while the <input> has keyboard focus. Where a browser lacks it, the
 * <input> draws its own ring instead (inside the box), so keyboard focus is never invisible.
 */
const hasSelector = 'selector(:has(*))';

/** Per state: the edge colour, doubled inside by an inset shadow so the state is not told by hue alone. */
const stateStyles: Record<InputState, StyleRule> = {
  default: {},
  valid: { borderColor: color.tone.success.foreground },
  error: {
    borderColor: color.tone.error.foreground,
    boxShadow: `inset 0 0 0 ${tokens.borderWidth.thin} ${color.tone.error.foreground}`,
  },
};

/**
 * The control row is the bordered box: the start slot, the <input> (taking the remaining width), the valid icon and
 * the end slot all sit inside its border. It shows the focus ring when the <input> has keyboard focus; a button in a
 * slot shows its own, so there is always exactly one.
 */
export const control = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    alignItems: 'stretch',
    minWidth: 0,
    minHeight: px(controlMetrics.inputHeight),
    borderWidth: tokens.borderWidth.thin,
    borderStyle: 'solid',
    borderColor: color.border,
    borderRadius: tokens.radius.s,
    backgroundColor: color.surface,
    color: color.text,
    transitionProperty: 'border-color, box-shadow',
    transitionDuration: tokens.motion.duration.fast,
    transitionTimingFunction: tokens.motion.easing.standard,
    selectors: {
      '&:has(> input:focus-visible)': focusRingRule,
      '&:has(> input:disabled)': { cursor: 'not-allowed', backgroundColor: color.surfaceRaised },
    },
  },
  variants: { state: variantsOf(inputStates, (state) => stateStyles[state]) },
  defaultVariants: { state: defaultInputState },
});

/**
 * The <input> fills the box between the slots. Its state variants carry no style (the box shows the state); they keep
 * the state's class on the <input> itself, where Input's and IbanInput's tests read it.
 */
export const input = recipe({
  base: {
    flex: '1 1 auto',
    width: '100%',
    minWidth: 0,
    margin: 0,
    paddingBlock: 0,
    paddingInline: tokens.space.m,
    border: 'none',
    borderRadius: `calc(${tokens.radius.s} - ${tokens.borderWidth.thin})`,
    backgroundColor: 'transparent',
    color: 'inherit',
    fontSize: tokens.font.size.m,
    lineHeight: tokens.font.lineHeight.m,
    selectors: {
      '&::placeholder': { color: color.textMuted, opacity: 1 },
      '&:disabled': { cursor: 'not-allowed', color: color.textMuted },
    },
    '@supports': {
      [hasSelector]: { selectors: { '&:focus-visible': { outline: 'none' } } },
      [`not ${hasSelector}`]: {
        selectors: {
          '&:focus-visible': focusRingRule,
          '&:disabled': { backgroundColor: color.surfaceRaised },
        },
      },
    },
  },
  variants: { state: variantsOf(inputStates, () => ({})) },
  defaultVariants: { state: defaultInputState },
});

/**
 * Slots hold controls inside the box. Their outer side is padded like the text, so an icon or a prefix lines up with
 * it; a `slotButton` takes that padding back and sits flush with the border.
 */
export const slot = style({ display: 'flex', alignItems: 'center', flex: 'none', gap: tokens.space.s });
export const slotStart = style({ paddingInlineStart: tokens.space.m });
export const slotEnd = style({ paddingInlineEnd: tokens.space.m });

export const validIcon = style({
  flex: 'none',
  alignSelf: 'center',
  marginInlineEnd: tokens.space.m,
  color: color.tone.success.foreground,
  pointerEvents: 'none',
});

/** Hint and message on the start side, the counter on the end side. */
export const footer = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: tokens.space.m,
});

export const counter = style({
  marginInlineStart: 'auto',
  fontSize: tokens.font.size.s,
  lineHeight: tokens.font.lineHeight.s,
  color: color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});
