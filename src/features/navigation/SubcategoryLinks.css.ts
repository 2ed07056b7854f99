import { style } from '@vanilla-extract/css';
import { touchTarget } from '../../../design-tokens';
import { color, tokens } from '../../styles/theme.css';
import { px } from '../../styles/units';

export const subcategories = style({ margin: 0 });

/** A chip per category: a comfortable target (WCAG 2.5.8) that still reads as a link (underline on hover). */
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: px(touchTarget),
  paddingInline: tokens.space.m,
  border: `${tokens.borderWidth.thin} solid ${color.border}`,
  borderRadius: tokens.radius.pill,
});
