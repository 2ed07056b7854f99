import { style, type StyleRule } from '@vanilla-extract/css';
import { controlMetrics } from '../../design-tokens';
import { color, tokens } from './theme.css';
import { px } from './units';

/** The one focus-visible ring, as a style rule to put under `:focus-visible` selectors. */
export const focusRingRule: StyleRule = {
  outline: `${tokens.borderWidth.focus} solid ${color.focusRing}`,
  outlineOffset: px(controlMetrics.focusRingOffset),
};

/** The one focus-visible ring, as a class for any focusable element. */
export const focusRing = style({
  selectors: { '&:focus-visible': focusRingRule },
});
