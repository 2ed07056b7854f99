import { style } from '@vanilla-extract/css';
import { touchTarget } from '../../../design-tokens';
import { focusRingRule } from '../../styles/focus.css';
import { down, up } from '../../styles/media';
import { color, tokens } from '../../styles/theme.css';
import { px } from '../../styles/units';

/*
 * The content's colours arrive as values of the theme contract's variables, set on the promotion's root by an inline
 * style (the CSP's one relaxation: docs/decisions.md "CSP: style attributes"); only a validated hex ever gets there.
 */

/** The top banner: a full-width band above the header's bar. */
export const banner = style({
  backgroundColor: color.surface,
  color: color.text,
  paddingBlock: tokens.space.s,
  fontSize: tokens.font.size.s,
  lineHeight: tokens.font.lineHeight.s,
});

export const bannerRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: tokens.space.l,
  rowGap: tokens.space.xs,
});

/** The texts take the room; the close button stays at the row's end. */
export const bannerTexts = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: tokens.space.s,
  flex: '1 1 auto',
  minWidth: 0,
  margin: 0,
});

export const headline = style({ fontWeight: tokens.font.weight.bold, overflowWrap: 'anywhere' });
export const subline = style({ overflowWrap: 'anywhere' });

/**
 * The "short headline on small platforms" (headlineShort): both are in the HTML and the breakpoint of the MATCH
 * platform (below 980 px) picks one, so the server's HTML is right on every screen and nothing changes on hydration.
 */
export const wide = style({ '@media': { [down('l')]: { display: 'none' } } });
export const narrow = style({ '@media': { [up('l')]: { display: 'none' } } });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: tokens.space.s,
});

export const voucher = style({ display: 'inline-flex', alignItems: 'center', gap: tokens.space.xs });
/** The code itself: selectable as one word when the clipboard is refused. */
export const voucherCode = style({
  fontFamily: tokens.font.family.mono,
  fontWeight: tokens.font.weight.bold,
  userSelect: 'all',
});

export const linkList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: tokens.space.m,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

/** Links and the legal toggle: text-like, in the promotion's text colour, with a 44 px target on phones. */
export const textAction = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: px(touchTarget),
  padding: 0,
  border: 0,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  textDecoration: 'underline',
  textUnderlineOffset: tokens.space.xxs,
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRingRule },
});
export const bold = style({ fontWeight: tokens.font.weight.bold, color: color.text });

export const legalText = style({
  paddingBlock: tokens.space.s,
  fontSize: tokens.font.size.xs,
  lineHeight: tokens.font.lineHeight.xs,
  overflowWrap: 'anywhere',
});

/** The header benefits: one line of links under the bar, wrapping on phones. */
export const benefits = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  columnGap: tokens.space.xl,
  rowGap: tokens.space.xs,
  listStyle: 'none',
  margin: 0,
  paddingBlock: tokens.space.xs,
  paddingInline: 0,
  fontSize: tokens.font.size.s,
  lineHeight: tokens.font.lineHeight.s,
});
export const benefit = style({
  color: color.textMuted,
  textDecoration: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: px(touchTarget),
  selectors: { '&:hover': { textDecoration: 'underline' }, '&:focus-visible': focusRingRule },
});

/** A category or phase-integration tile: the picture above its texts and button. */
export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: color.surface,
  color: color.text,
  // The tile's edge on a page of the same surface.
  border: `${tokens.borderWidth.thin} solid ${color.border}`,
  borderRadius: tokens.radius.m,
  overflow: 'hidden',
  height: '100%',
});
export const tileBody = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: tokens.space.s,
  padding: tokens.space.l,
  flex: '1 1 auto',
});
export const tileHeadline = style({
  margin: 0,
  fontSize: tokens.font.size.l,
  lineHeight: tokens.font.lineHeight.l,
  fontWeight: tokens.font.weight.bold,
  overflowWrap: 'anywhere',
});
export const tileSubline = style({ margin: 0, overflowWrap: 'anywhere' });
/** The button sits at the tile's foot, so tiles of one row line their buttons up. */
export const tileFoot = style({ marginTop: 'auto', display: 'flex', flexWrap: 'wrap', gap: tokens.space.s });
