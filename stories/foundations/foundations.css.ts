import { style } from '@vanilla-extract/css';
import { color, tokens } from '../../src/styles/theme.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 420px), 1fr))',
  gap: tokens.space.l,
});
export const card = style({
  padding: tokens.space.l,
  borderRadius: tokens.radius.m,
  border: `${tokens.borderWidth.thin} solid ${color.border}`,
});
export const heading = style({ fontSize: tokens.font.size.l, marginBottom: tokens.space.s });
export const caption = style({ textAlign: 'left', color: color.textMuted, fontSize: tokens.font.size.s });
export const table = style({ borderCollapse: 'collapse', fontSize: tokens.font.size.s, width: '100%' });
export const pairName = style({ textAlign: 'left', fontWeight: tokens.font.weight.regular });
