import { style } from '@vanilla-extract/css';
import { px } from '../../styles/units';

/**
 * Hidden on screen, read by assistive technology. A class, not an inline style: the strict CSP blocks
 * server-rendered style attributes (Radix's VisuallyHidden uses one), which would leave the text visible.
 */
export const visuallyHidden = style({
  position: 'absolute',
  // The one-pixel box of the standard pattern (a zero size is skipped by some screen readers).
  width: px(1),
  height: px(1),
  padding: 0,
  margin: px(-1),
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
});
