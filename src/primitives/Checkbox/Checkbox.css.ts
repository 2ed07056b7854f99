import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import {
  checkboxMetrics,
  checkboxStates,
  controlMetrics,
  iconSizes,
  touchTarget,
  type CheckboxState,
} from '../../../design-tokens';
import { focusRingRule } from '../../styles/focus.css';
import { color, tokens } from '../../styles/theme.css';
import { px } from '../../styles/units';

const boxSize = px(controlMetrics.checkboxSize);

export const field = style({ display: 'flex', flexDirection: 'column', gap: tokens.space.xs, minWidth: 0 });

/** Positioned, so Radix's hidden form input (absolutely placed over the box) stays inside the field. */
export const row = style({ position: 'relative', display: 'flex', alignItems: 'flex-start', gap: tokens.space.s });

const stateStyles: Record<CheckboxState, object> = {
  default: {},
  error: {
    borderColor: color.tone.error.foreground,
    boxShadow: `0 0 0 ${tokens.borderWidth.thin} ${color.tone.error.foreground}`,
  },
};

export const box = recipe({
  base: {
    position: 'relative',
    flexShrink: 0,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: boxSize,
    height: boxSize,
    padding: 0,
    // Centred on the label's first line.
    marginBlock: `calc((${tokens.font.lineHeight.m} - ${boxSize}) / 2)`,
    borderWidth: tokens.borderWidth.thick,
    borderStyle: 'solid',
    borderColor: color.border,
    borderRadius: tokens.radius.s,
    backgroundColor: color.surface,
    color: color.onAccent,
    cursor: 'pointer',
    transitionProperty: 'background-color, border-color',
    transitionDuration: tokens.motion.duration.fast,
    transitionTimingFunction: tokens.motion.easing.standard,
    selectors: {
      // A touch target of 44 px around the 20 px box; the label is clickable too.
      '&::after': {
        content: '""',
        position: 'absolute',
        inset: `calc((${boxSize} - ${px(touchTarget)}) / 2)`,
      },
      '&:focus-visible': focusRingRule,
      '&:hover:not(:disabled)': { borderColor: color.text },
      '&[data-state="checked"], &[data-state="indeterminate"]': {
        backgroundColor: color.accent,
        borderColor: color.accent,
      },
      '&:disabled': {
        cursor: 'not-allowed',
        backgroundColor: color.surfaceRaised,
        borderColor: color.border,
        color: color.textMuted,
      },
    },
  },
  variants: {
    state: Object.fromEntries(checkboxStates.map((s) => [s, stateStyles[s]])) as Record<CheckboxState, object>,
  },
  defaultVariants: { state: 'default' },
});
export type CheckboxRecipeVariants = NonNullable<RecipeVariants<typeof box>>;

export const indicator = style({ display: 'flex', alignItems: 'center', justifyContent: 'center' });

/** Both marks are rendered; the indicator's data-state picks one, so uncontrolled checkboxes need no state here. */
export const check = style({
  width: px(iconSizes.small),
  height: px(iconSizes.small),
  selectors: { [`${indicator}[data-state="indeterminate"] &`]: { display: 'none' } },
});
export const dash = style({
  display: 'none',
  width: px(checkboxMetrics.dashWidth),
  height: px(checkboxMetrics.dashThickness),
  borderRadius: tokens.radius.pill,
  backgroundColor: 'currentColor',
  selectors: { [`${indicator}[data-state="indeterminate"] &`]: { display: 'block' } },
});

export const label = style({
  color: color.text,
  cursor: 'pointer',
  selectors: { [`${row}[data-disabled] &`]: { cursor: 'not-allowed', color: color.textMuted } },
});

export const requiredMarker = style({ marginInlineStart: tokens.space.xxs });

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: tokens.space.xs,
  // Lined up with the label, not the box.
  paddingInlineStart: `calc(${boxSize} + ${tokens.space.s})`,
  fontSize: tokens.font.size.s,
  lineHeight: tokens.font.lineHeight.s,
  color: color.tone.error.foreground,
});
export const errorIcon = style({ marginBlock: `calc((${tokens.font.lineHeight.s} - ${px(iconSizes.small)}) / 2)` });
