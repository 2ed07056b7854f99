import { globalStyle, layer, style } from '@vanilla-extract/css';
import { color, tokens } from './theme.css';

/**
 * The reset's cascade layer. Layered rules lose to every unlayered rule whatever their order, so a component's class
 * always beats the reset even when a lazily loaded chunk brings the reset's CSS again after it (found with the
 * promotions' chunk: its copy of `:where(button) { font: inherit }` came after the navigation bar's bold buttons and
 * thinned them after hydration). A consumer's own unlayered CSS beats it too, as a reset should let it.
 */
const resetLayer = layer('crema-reset');

/**
 * A reset scoped to Crema roots (Surface), so a consumer's page outside them is left alone:
 * border-box sizing, inherited fonts on form controls, and the theme's text on its surface.
 */
export const resetRoot = style({
  '@layer': {
    [resetLayer]: {
      boxSizing: 'border-box',
      fontFamily: tokens.font.family.body,
      fontSize: tokens.font.size.m,
      lineHeight: tokens.font.lineHeight.m,
      color: color.text,
      backgroundColor: color.surface,
      WebkitFontSmoothing: 'antialiased',
    },
  },
});

const inResetLayer = (selector: string, rule: Parameters<typeof globalStyle>[1]) =>
  globalStyle(selector, { '@layer': { [resetLayer]: rule } });

inResetLayer(`${resetRoot} *, ${resetRoot} *::before, ${resetRoot} *::after`, { boxSizing: 'inherit' });
inResetLayer(`${resetRoot} :where(button, input, select, textarea)`, { font: 'inherit', color: 'inherit' });
inResetLayer(`${resetRoot} :where(img, svg, picture)`, { display: 'block', maxWidth: '100%' });
inResetLayer(`${resetRoot} :where(h1, h2, h3, h4, p, ul, ol, figure)`, { margin: 0 });
