import { style } from '@vanilla-extract/css';
import { color, tokens } from '../../src/styles/theme.css';

/** A visible placeholder box, so a layout story shows where each child sits. */
export const panel = style({
  padding: tokens.space.m,
  backgroundColor: color.surfaceRaised,
  border: `${tokens.borderWidth.thin} dashed ${color.border}`,
  borderRadius: tokens.radius.m,
  fontSize: tokens.font.size.s,
  lineHeight: tokens.font.lineHeight.s,
});

/** A taller placeholder, to show vertical alignment. */
export const tall = style({ minHeight: tokens.space['4xl'] });
