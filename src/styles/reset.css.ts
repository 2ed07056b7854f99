import { globalStyle, style } from '@vanilla-extract/css';
import { color, tokens } from './theme.css';

/**
 * A reset scoped to Crema roots (Surface), so a consumer's page outside them is left alone:
 * border-box sizing, inherited fonts on form controls, and the theme's text on its surface.
 */
export const resetRoot = style({
  boxSizing: 'border-box',
  fontFamily: tokens.font.family.body,
  fontSize: tokens.font.size.m,
  lineHeight: tokens.font.lineHeight.m,
  color: color.text,
  backgroundColor: color.surface,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle(`${resetRoot} *, ${resetRoot} *::before, ${resetRoot} *::after`, { boxSizing: 'inherit' });
globalStyle(`${resetRoot} :where(button, input, select, textarea)`, { font: 'inherit', color: 'inherit' });
globalStyle(`${resetRoot} :where(img, svg, picture)`, { display: 'block', maxWidth: '100%' });
globalStyle(`${resetRoot} :where(h1, h2, h3, h4, p, ul, ol, figure)`, { margin: 0 });
