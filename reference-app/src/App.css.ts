import { style } from '@vanilla-extract/css';
import { contentWidths } from '../../design-tokens';
import { color, tokens } from '../../src/styles/theme.css';
import { px } from '../../src/styles/units';

export const bar = style({
  maxWidth: px(contentWidths.page),
  marginInline: 'auto',
  padding: `${tokens.space.l} ${tokens.space.xl}`,
});
export const brand = style({
  fontFamily: tokens.font.family.heading,
  fontSize: tokens.font.size.xl,
  fontWeight: tokens.font.weight.bold,
  color: color.text,
  textDecoration: 'none',
});
export const countries = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${tokens.space.s} ${tokens.space.xl}`,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
