import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import {
  controlMetrics,
  overlayLayers,
  overlayMotion,
  selectMetrics,
  touchTarget,
  type InputState,
} from '../../../design-tokens';
import { focusRingRule } from '../../styles/focus.css';
import { color, tokens } from '../../styles/theme.css';
import { px } from '../../styles/units';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.xs,
  minWidth: 0,
});

export const label = style({
  fontSize: tokens.font.size.s,
  lineHeight: tokens.font.lineHeight.s,
  fontWeight: tokens.font.weight.bold,
  color: color.text,
  selectors: { '&[data-disabled]': { color: color.textMuted } },
});

/** Border colour per input state (token names: default, valid, error). */
const stateStyles: Record<InputState, { borderColor: string }> = {
  default: { borderColor: color.border },
  valid: { borderColor: color.tone.success.border },
  error: { borderColor: color.tone.error.foreground },
};

export const trigger = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.space.s,
    width: '100%',
    minHeight: px(controlMetrics.inputHeight),
    paddingInline: tokens.space.m,
    borderWidth: tokens.borderWidth.thin,
    borderStyle: 'solid',
    borderRadius: tokens.radius.m,
    backgroundColor: color.surface,
    color: color.text,
    fontSize: tokens.font.size.m,
    lineHeight: tokens.font.lineHeight.m,
    textAlign: 'start',
    cursor: 'pointer',
    selectors: {
      '&:focus-visible': focusRingRule,
      '&:hover:not(:disabled)': { borderColor: color.text },
      '&[data-placeholder]': { color: color.textMuted },
      '&:disabled': { cursor: 'not-allowed', backgroundColor: color.surfaceRaised, color: color.textMuted },
    },
  },
  variants: {
    state: Object.fromEntries(
      Object.entries(stateStyles).map(([name, s]) => [
        name,
        // The error state also thickens the border, so it is not told by colour alone.
        name === 'error' ? { ...s, boxShadow: `inset 0 0 0 ${tokens.borderWidth.thin} ${s.borderColor}` } : s,
      ]),
    ) as Record<InputState, object>,
  },
  defaultVariants: { state: 'default' },
});
export type SelectTriggerVariants = NonNullable<RecipeVariants<typeof trigger>>;

export const value = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const chevron = style({
  display: 'inline-flex',
  flexShrink: 0,
  transitionProperty: 'transform',
  transitionDuration: tokens.motion.duration.base,
  transitionTimingFunction: tokens.motion.easing.standard,
  selectors: { '[data-state="open"] > &': { transform: `rotate(${overlayMotion.chevronOpenTurn}turn)` } },
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: tokens.space.xs,
  margin: 0,
  fontSize: tokens.font.size.s,
  lineHeight: tokens.font.lineHeight.s,
  color: color.tone.error.foreground,
});

const appear = keyframes({
  from: { opacity: 0, transform: `translateY(-${px(overlayMotion.enterOffset)})` },
  to: { opacity: 1, transform: 'none' },
});

export const content = style({
  zIndex: overlayLayers.floating,
  width: 'var(--radix-select-trigger-width)',
  maxHeight: `min(${px(selectMetrics.maxListHeight)}, var(--radix-select-content-available-height))`,
  overflow: 'hidden',
  backgroundColor: color.surface,
  color: color.text,
  border: `${tokens.borderWidth.thin} solid ${color.border}`,
  borderRadius: tokens.radius.m,
  boxShadow: tokens.shadow.overlay,
  selectors: {
    '&[data-state="open"]': { animation: `${appear} ${tokens.motion.duration.fast} ${tokens.motion.easing.standard}` },
  },
});

export const viewport = style({ padding: tokens.space.xs });

export const item = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: tokens.space.s,
  minHeight: px(touchTarget),
  paddingInline: tokens.space.m,
  borderRadius: tokens.radius.s,
  fontSize: tokens.font.size.m,
  lineHeight: tokens.font.lineHeight.m,
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  selectors: {
    // The highlighted option (keyboard or pointer) is filled with the accent: the focus indicator of the list.
    '&[data-highlighted]': { backgroundColor: color.accent, color: color.onAccent },
    '&[data-disabled]': { color: color.textMuted, cursor: 'not-allowed' },
  },
});

export const itemText = style({ flexGrow: 1 });

export const indicator = style({ display: 'inline-flex', flexShrink: 0 });

export const groupLabel = style({
  paddingInline: tokens.space.m,
  paddingBlock: tokens.space.xs,
  fontSize: tokens.font.size.xs,
  lineHeight: tokens.font.lineHeight.xs,
  fontWeight: tokens.font.weight.bold,
  color: color.textMuted,
});

export const separator = style({
  height: tokens.borderWidth.thin,
  marginBlock: tokens.space.xs,
  backgroundColor: color.border,
});

export const scrollButton = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: tokens.space.xl,
  color: color.textMuted,
  cursor: 'default',
});
