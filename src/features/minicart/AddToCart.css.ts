import { style } from '@vanilla-extract/css';
import { color, tokens } from '../../styles/theme.css';

/** The button, then its status line, then its messages, one under the other. */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: tokens.space.xs,
});

/**
 * "2 im Warenkorb": its line is kept while it is empty, so the tile does not grow when the count appears (a layout
 * shift in a grid of tiles).
 */
export const status = style({
  margin: 0,
  minHeight: tokens.font.lineHeight.s,
  color: color.textMuted,
  fontSize: tokens.font.size.s,
  lineHeight: tokens.font.lineHeight.s,
});
