import { keyframes, style } from '@vanilla-extract/css';
import { buttonMetrics, overlayLayers, overlayMotion, popoverMetrics, space } from '../../../design-tokens';
import { color, tokens } from '../../styles/theme.css';
import { px } from '../../styles/units';

// The Popover has no size or variant axis, so plain styles, no recipe.

const enter = keyframes({
  from: { opacity: 0, transform: `scale(${overlayMotion.enterScale})` },
  to: { opacity: 1, transform: 'none' },
});
const exit = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

export const content = style({
  position: 'relative',
  zIndex: overlayLayers.floating,
  boxSizing: 'border-box',
  maxWidth: `min(${px(popoverMetrics.maxWidth)}, var(--radix-popover-content-available-width))`,
  padding: tokens.space.l,
  backgroundColor: color.surface,
  color: color.text,
  border: `${tokens.borderWidth.thin} solid ${color.border}`,
  borderRadius: tokens.radius.m,
  boxShadow: tokens.shadow.overlay,
  transformOrigin: 'var(--radix-popover-content-transform-origin)',
  selectors: {
    '&:focus': { outline: 'none' },
    '&[data-state="open"]': { animation: `${enter} ${tokens.motion.duration.fast} ${tokens.motion.easing.standard}` },
    '&[data-state="closed"]': { animation: `${exit} ${tokens.motion.duration.fast} ${tokens.motion.easing.exit}` },
  },
});

/** Room for the close button in the top corner, so text never runs under it. */
export const withClose = style({
  paddingInlineEnd: px(buttonMetrics.medium.height + space.xs + space.s),
});

export const close = style({
  position: 'absolute',
  top: tokens.space.xs,
  insetInlineEnd: tokens.space.xs,
});

/** The arrow continues the box: its surface, edged in the box's border colour. */
export const arrow = style({
  fill: color.surface,
  stroke: color.border,
  strokeWidth: tokens.borderWidth.thin,
});
