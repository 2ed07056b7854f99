import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { controlMetrics, iconSizes, inputStates, type InputState } from '../../../design-tokens';
import { focusRingRule } from '../../styles/focus.css';
import { color, tokens } from '../../styles/theme.css';
import { px } from '../../styles/units';

export const field = style({ display: 'flex', flexDirection: 'column', gap: tokens.space.xs, minWidth: 0 });

export const label = style({
  fontSize: tokens.font.size.s,
  lineHeight: tokens.font.lineHeight.s,
  fontWeight: tokens.font.weight.bold,
  color: color.text,
});

export const requiredMarker = style({ marginInlineStart: tokens.space.xxs });

/**
 * `:has()` lets the box show the one focus ring while the <input> has keyboard focus. Where a browser lacks it, the
 * <input> draws its own ring instead (inside the box), so keyboard focus is never invisible.
 */
const hasSelector = 'selector(:has(*))';

/** Per state: the edge colour, doubled inside by an inset shadow so the state is not told by hue alone. */
const stateStyles: Record<InputState, object> = {
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
  variants: { state: Object.fromEntries(inputStates.map((s) => [s, stateStyles[s]])) as Record<InputState, object> },
  defaultVariants: { state: 'default' },
});
export type ControlRecipeVariants = NonNullable<RecipeVariants<typeof control>>;

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
  variants: { state: Object.fromEntries(inputStates.map((s) => [s, {}])) as Record<InputState, object> },
  defaultVariants: { state: 'default' },
});
export type InputRecipeVariants = NonNullable<RecipeVariants<typeof input>>;

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

export const footer = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: tokens.space.m,
  fontSize: tokens.font.size.s,
  lineHeight: tokens.font.lineHeight.s,
});

export const messages = style({ display: 'flex', flexDirection: 'column', gap: tokens.space.xxs, minWidth: 0 });

export const hint = style({ color: color.textMuted });

const message = style({ display: 'flex', alignItems: 'flex-start', gap: tokens.space.xs });
/** The small icon sits on the first line: (line height - icon) / 2 down. */
const messageIcon = style({ marginBlock: `calc((${tokens.font.lineHeight.s} - ${px(iconSizes.small)}) / 2)` });
export const error = style([message, { color: color.tone.error.foreground }]);
export const valid = style([message, { color: color.tone.success.foreground }]);
export const icon = messageIcon;

export const counter = style({ marginInlineStart: 'auto', color: color.textMuted, fontVariantNumeric: 'tabular-nums' });
