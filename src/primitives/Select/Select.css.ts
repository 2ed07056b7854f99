import { keyframes, style, type StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import {
  controlMetrics,
  defaultInputState,
  inputStates,
  overlayLayers,
  overlayMotion,
  selectMetrics,
  touchTarget,
  type InputState,
} from '../../../design-tokens';
import { focusRingRule } from '../../styles/focus.css';
import { color, tokens } from '../../styles/theme.css';
import { px } from '../../styles/units';
import { variantsOf } from '../../styles/variants';

/** Positioned, so the hidden native select stays inside the field. */
export const field = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.xs,
  minWidth: 0,
});

/** Border per input state; the error state also thickens it, so it is not told by colour alone. */
const stateStyles: Record<InputState, StyleRule> = {
  default: { borderColor: color.border },
  valid: { borderColor: color.tone.success.border },
  error: {
    borderColor: color.tone.error.foreground,
    boxShadow: `inset 0 0 0 ${tokens.borderWidth.thin} ${color.tone.error.foreground}`,
  },
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
  variants: { state: variantsOf(inputStates, (state) => stateStyles[state]) },
  defaultVariants: { state: defaultInputState },
});

/** Clicks go to the trigger itself, as with Radix's own value element. */
export const value = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  pointerEvents: 'none',
});

export const chevron = style({
  display: 'inline-flex',
  flexShrink: 0,
  transitionProperty: 'transform',
  transitionDuration: tokens.motion.duration.base,
  transitionTimingFunction: tokens.motion.easing.standard,
  selectors: { '[data-state="open"] > &': { transform: `rotate(${overlayMotion.chevronOpenTurn}turn)` } },
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
