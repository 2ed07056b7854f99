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

/*
 * The panel stays in the DOM while closed, `hidden`. It opens and closes by its one grid row growing from 0fr to 1fr
 * (and back), with its padding: no height to measure, whatever the content. Closing keeps it displayed (the
 * keyframes' `display`) until the animation ends, and then `hidden` takes it away; where a browser cannot animate
 * `display` it closes at once. The durations are 0 under reduced motion, so it opens and closes at once.
 */
const shut = { gridTemplateRows: '0fr', paddingTop: 0, paddingBottom: 0 } as const;
const open = keyframes({ from: shut });
const close = keyframes({ from: { display: 'grid' }, to: { ...shut, display: 'grid' } });

export const content = style({
  display: 'grid',
  gridTemplateRows: '1fr',
  // A little room under the trigger, so targets in the content (links) keep their distance from it.
  paddingTop: tokens.space.xs,
  paddingBottom: tokens.space.l,
  overflow: 'hidden',
  selectors: {
    '&[hidden]': { display: 'none' },
    '&[data-toggled][data-state="open"]': {
      animation: `${open} ${tokens.motion.duration.base} ${tokens.motion.easing.standard}`,
    },
    '&[data-toggled][data-state="closed"]': {
      animation: `${close} ${tokens.motion.duration.base} ${tokens.motion.easing.exit}`,
    },
  },
});

// The panel's one grid item: it may shrink to nothing, so the row can close.
export const contentInner = style({ minHeight: 0 });
