import { style, type StyleRule } from '@vanilla-extract/css';
import { px } from '../../styles/units';

/**
 * Hidden on screen, read by assistive technology. A class, not an inline style: the strict CSP blocks
 * server-rendered style attributes (Radix's VisuallyHidden uses one), which would leave the text visible. The rule
 * itself serves styles that hide only at some widths or until focus (the header's labels and skip links).
 */
export const visuallyHiddenRule = {
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
} satisfies StyleRule;

export const visuallyHidden = style(visuallyHiddenRule);
