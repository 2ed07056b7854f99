import { style } from '@vanilla-extract/css';
import { space } from '../../../design-tokens';
import { up } from '../../styles/media';
import { color, tokens } from '../../styles/theme.css';
import { px } from '../../styles/units';

/** A band across the header's full width, above its bar, set off from the bar by its raised surface. */
export const banner = style({
  backgroundColor: color.surfaceRaised,
  color: color.text,
  borderBottom: `${tokens.borderWidth.thin} solid ${color.border}`,
});

/**
 * Phones: icon, texts and close in one row, the install link under the texts (a 375 px row has no room for all
 * four at a 44 px touch size). From tablets up: one row.
 */
export const layout = style({
  display: 'grid',
  alignItems: 'center',
  columnGap: tokens.space.m,
  rowGap: tokens.space.s,
  paddingBlock: tokens.space.s,
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  gridTemplateAreas: '"icon copy close" ". install ."',
  '@media': {
    [up('m')]: {
      gridTemplateColumns: 'auto minmax(0, 1fr) auto auto',
      gridTemplateAreas: '"icon copy install close"',
    },
  },
});

/** The app's icon: the shop's glyph on an accent tile, the shape of an app icon. */
export const appIcon = style({
  gridArea: 'icon',
  alignSelf: 'start',
  display: 'grid',
  placeItems: 'center',
  width: px(space['3xl']),
  height: px(space['3xl']),
  borderRadius: tokens.radius.m,
  backgroundColor: color.accent,
  color: color.onAccent,
  '@media': { [up('m')]: { alignSelf: 'center' } },
});

export const copy = style({ gridArea: 'copy', display: 'grid', gap: tokens.space.xxs, minWidth: 0 });

export const title = style({
  fontSize: tokens.font.size.m,
  lineHeight: tokens.font.lineHeight.m,
  fontWeight: tokens.font.weight.bold,
});

export const text = style({
  fontSize: tokens.font.size.s,
  lineHeight: tokens.font.lineHeight.s,
  color: color.textMuted,
});

export const install = style({ gridArea: 'install', justifySelf: 'start' });

export const close = style({
  gridArea: 'close',
  alignSelf: 'start',
  '@media': { [up('m')]: { alignSelf: 'center' } },
});
