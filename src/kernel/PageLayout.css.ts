import { style } from '@vanilla-extract/css';
import { color, tokens } from '../styles/theme.css';

export const page = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });
export const main = style({ flex: 1, width: '100%', outline: 'none' });
export const footer = style({
  borderTop: `${tokens.borderWidth.thin} solid ${color.border}`,
  backgroundColor: color.surfaceRaised,
  outline: 'none',
});
