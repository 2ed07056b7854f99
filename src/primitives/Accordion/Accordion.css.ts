import { keyframes, style } from '@vanilla-extract/css';
import { overlayMotion, touchTarget } from '../../../design-tokens';
import { focusRingRule } from '../../styles/focus.css';
import { color, tokens } from '../../styles/theme.css';
import { px } from '../../styles/units';

// The Accordion has no size or variant axis, so plain styles, no recipe.

export const root = style({ display: 'block' });

export const item = style({
  borderBottom: `${tokens.borderWidth.thin} solid ${color.border}`,
});

/** The heading around the trigger: it only gives the trigger its place in the outline, so it looks like nothing. */
export const header = style({
  display: 'flex',
  margin: 0,
  fontSize: 'inherit',
  lineHeight: 'inherit',
  fontWeight: 'inherit',
});

export const trigger = style({
  display: 'flex',
  flexGrow: 1,
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: tokens.space.m,
  minHeight: px(touchTarget),
  paddingBlock: tokens.space.m,
  paddingInline: 0,
  border: 'none',
  background: 'none',
  color: color.text,
  fontFamily: tokens.font.family.body,
  fontSize: tokens.font.size.m,
  lineHeight: tokens.font.lineHeight.m,
  fontWeight: tokens.font.weight.bold,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': focusRingRule,
    '&:hover': { textDecoration: 'underline' },
    '&[data-disabled]': { cursor: 'not-allowed', color: color.textMuted, textDecoration: 'none' },
  },
});

/** The chevron turns (down becomes up) while its section is open; under reduced motion it turns at once. */
export const chevron = style({
  flexShrink: 0,
  transitionProperty: 'transform',
  transitionDuration: tokens.motion.duration.base,
  transitionTimingFunction: tokens.motion.easing.standard,
  selectors: { '[data-state="open"] > &': { transform: `rotate(${overlayMotion.chevronOpenTurn}turn)` } },
});

const open = keyframes({ from: { height: 0 }, to: { height: 'var(--radix-accordion-content-height)' } });
const close = keyframes({ from: { height: 'var(--radix-accordion-content-height)' }, to: { height: 0 } });

export const content = style({
  overflow: 'hidden',
  selectors: {
    '&[data-state="open"]': { animation: `${open} ${tokens.motion.duration.base} ${tokens.motion.easing.standard}` },
    '&[data-state="closed"]': { animation: `${close} ${tokens.motion.duration.base} ${tokens.motion.easing.exit}` },
  },
});

// A little room under the trigger, so targets in the content (links) keep their distance from it.
export const contentInner = style({ paddingTop: tokens.space.xs, paddingBottom: tokens.space.l });
