import { style } from '@vanilla-extract/css';
import { color, tokens } from '../../../src/styles/theme.css';

export const footerBar = style({ paddingBlock: tokens.space.xxl });

export const footerHeading = style({
  fontSize: tokens.font.size.m,
  lineHeight: tokens.font.lineHeight.m,
  fontWeight: tokens.font.weight.bold,
  margin: 0,
});

export const muted = style({
  margin: 0,
  color: color.textMuted,
  fontSize: tokens.font.size.s,
  lineHeight: tokens.font.lineHeight.s,
});
