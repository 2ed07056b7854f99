import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { themeWorldBadges, type ThemeWorldBadge } from '../../services/themeWorlds/constants';
import { focusRingRule } from '../../styles/focus.css';
import { color, tokens } from '../../styles/theme.css';
import { variantsOf } from '../../styles/variants';

export const flyout = style({ display: 'flex', flexDirection: 'column', gap: tokens.space.xl });

export const section = style({ display: 'flex', flexDirection: 'column', gap: tokens.space.m });

export const headline = style({
  margin: 0,
  fontSize: tokens.font.size.l,
  lineHeight: tokens.font.lineHeight.l,
  fontWeight: tokens.font.weight.bold,
});

/**
 * A theme world: one link, image on top, texts below. As tall as its row (the Tiles cell stretches), so the tiles of
 * a row line up whatever their texts.
 */
export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.xs,
  boxSizing: 'border-box',
  blockSize: '100%',
  color: color.text,
  textDecoration: 'none',
  borderRadius: tokens.radius.m,
  selectors: { '&:focus-visible': focusRingRule },
});

export const image = style({ borderRadius: tokens.radius.m });

export const title = style({
  fontSize: tokens.font.size.m,
  lineHeight: tokens.font.lineHeight.m,
  fontWeight: tokens.font.weight.bold,
  overflowWrap: 'anywhere',
  selectors: { [`${tile}:hover &`]: { textDecoration: 'underline' } },
});

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: tokens.space.xs,
  fontSize: tokens.font.size.s,
  lineHeight: tokens.font.lineHeight.s,
  color: color.textMuted,
});

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: tokens.space.xs });

/** Each badge type in a pair of theme roles that is contrast-checked (its text, not its colour, says which it is). */
const badgeColours = {
  scout: { backgroundColor: color.accent, color: color.onAccent },
  new: { backgroundColor: color.sale, color: color.onSale },
  preview: { backgroundColor: color.activating, color: color.onActivating },
} as const satisfies Record<ThemeWorldBadge, object>;

const pill = {
  display: 'inline-flex',
  alignItems: 'center',
  paddingInline: tokens.space.s,
  borderRadius: tokens.radius.pill,
  fontSize: tokens.font.size.xs,
  lineHeight: tokens.font.lineHeight.xs,
  fontWeight: tokens.font.weight.bold,
} as const;

export const badge = recipe({
  base: pill,
  variants: { badge: variantsOf(themeWorldBadges, (name) => badgeColours[name]) },
});

/** An availability marker: a glyph and its text. */
export const marker = style({ display: 'inline-flex', alignItems: 'center', gap: tokens.space.xs });

export const endText = style({ color: color.sale, fontWeight: tokens.font.weight.medium });

export const loyaltyCard = style([
  pill,
  {
    fontWeight: tokens.font.weight.medium,
    color: color.text,
    border: `${tokens.borderWidth.thin} solid ${color.community}`,
  },
]);
