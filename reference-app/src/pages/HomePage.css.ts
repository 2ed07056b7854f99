import { style } from '@vanilla-extract/css';
import { contentWidths } from '../../../design-tokens';
import { color, tokens } from '../../../src/styles/theme.css';
import { px } from '../../../src/styles/units';

export const home = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.l,
  maxWidth: px(contentWidths.text),
});
export const title = style({
  fontFamily: tokens.font.family.heading,
  fontSize: tokens.font.size.xxl,
  lineHeight: tokens.font.lineHeight.xxl,
});
export const intro = style({
  color: color.textMuted,
  fontSize: tokens.font.size.l,
  lineHeight: tokens.font.lineHeight.l,
});
