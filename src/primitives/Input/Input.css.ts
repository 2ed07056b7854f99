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

export const control = style({ position: 'relative', display: 'flex', alignItems: 'center' });

/** Per state: the edge colour, doubled inside by an inset shadow so the state is not told by hue alone. */
const stateStyles: Record<InputState, object> = {
  default: {},
  valid: {
    borderColor: color.tone.success.foreground,
    paddingInlineEnd: `calc(${tokens.space.m} * 2 + ${px(iconSizes.small)})`,
  },
  error: {
    borderColor: color.tone.error.foreground,
    boxShadow: `inset 0 0 0 ${tokens.borderWidth.thin} ${color.tone.error.foreground}`,
  },
};

export const input = recipe({
  base: {
    width: '100%',
    minWidth: 0,
    height: px(controlMetrics.inputHeight),
    paddingInline: tokens.space.m,
    borderWidth: tokens.borderWidth.thin,
    borderStyle: 'solid',
    borderColor: color.border,
    borderRadius: tokens.radius.s,
    backgroundColor: color.surface,
    color: color.text,
    fontSize: tokens.font.size.m,
    lineHeight: tokens.font.lineHeight.m,
    transitionProperty: 'border-color, box-shadow',
    transitionDuration: tokens.motion.duration.fast,
    transitionTimingFunction: tokens.motion.easing.standard,
    selectors: {
      '&::placeholder': { color: color.textMuted, opacity: 1 },
      '&:focus-visible': focusRingRule,
      '&:disabled': {
        cursor: 'not-allowed',
        backgroundColor: color.surfaceRaised,
        color: color.textMuted,
      },
    },
  },
  variants: { state: Object.fromEntries(inputStates.map((s) => [s, stateStyles[s]])) as Record<InputState, object> },
  defaultVariants: { state: 'default' },
});
export type InputRecipeVariants = NonNullable<RecipeVariants<typeof input>>;

export const validIcon = style({
  position: 'absolute',
  insetInlineEnd: tokens.space.m,
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
