import { style } from '@vanilla-extract/css';
import { color, tokens } from '../../src/styles/theme.css';

export const frame = style({ minHeight: '100vh' });
export const main = style({ padding: tokens.space.xl });

export const matrix = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))',
  gap: tokens.space.l,
});
export const matrixCell = style({
  padding: tokens.space.l,
  borderRadius: tokens.radius.m,
  border: `${tokens.borderWidth.thin} solid ${color.border}`,
});
export const matrixLabel = style({
  fontSize: tokens.font.size.s,
  fontWeight: tokens.font.weight.bold,
  marginBottom: tokens.space.s,
});
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: tokens.space.m, alignItems: 'center' });
export const stack = style({ display: 'flex', flexDirection: 'column', gap: tokens.space.l });
