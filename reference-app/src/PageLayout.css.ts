import { style } from '@vanilla-extract/css';
import { contentWidths } from '../../design-tokens';
import { color, tokens } from '../../src/styles/theme.css';
import { px } from '../../src/styles/units';

export const page = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });
export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: px(contentWidths.page),
  marginInline: 'auto',
  padding: tokens.space.xl,
});
export const header = style({ borderBottom: `${tokens.borderWidth.thin} solid ${color.border}` });
export const footer = style({
  borderTop: `${tokens.borderWidth.thin} solid ${color.border}`,
  backgroundColor: color.surfaceRaised,
});
