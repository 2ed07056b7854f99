import { style } from '@vanilla-extract/css';
import { touchTarget } from '../../../design-tokens';
import { color, tokens } from '../../../src/styles/theme.css';
import { px } from '../../../src/styles/units';

export const headerBar = style({ paddingBlock: tokens.space.l });
export const footerBar = style({ paddingBlock: tokens.space.xxl });

export const brand = style({
  fontFamily: tokens.font.family.heading,
  fontSize: tokens.font.size.xl,
  lineHeight: tokens.font.lineHeight.xl,
  fontWeight: tokens.font.weight.bold,
  color: color.text,
  textDecoration: 'none',
});

export const navList = style({ rowGap: tokens.space.xs });

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: px(touchTarget),
  fontWeight: tokens.font.weight.bold,
  color: color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const benefit = style({
  color: color.textMuted,
  fontSize: tokens.font.size.s,
  lineHeight: tokens.font.lineHeight.s,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});
export const benefitBold = style([benefit, { color: color.text, fontWeight: tokens.font.weight.bold }]);

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
