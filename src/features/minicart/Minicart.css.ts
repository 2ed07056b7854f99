import { style } from '@vanilla-extract/css';
import { touchTarget } from '../../../design-tokens';
import { focusRingRule } from '../../styles/focus.css';
import { color, tokens } from '../../styles/theme.css';
import { px } from '../../styles/units';

/** The dialog's title: "Warenkorb" with the count badge beside it. */
export const title = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: tokens.space.s,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.m,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** One line: what it is on the first row, its controls on the next; wraps at 375 px. */
export const line = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: tokens.space.s,
  minHeight: px(touchTarget),
  paddingBlock: tokens.space.m,
  borderBlockEnd: `${tokens.borderWidth.thin} solid ${color.border}`,
  selectors: {
    '&:focus': { outline: 'none' },
    '&:focus-visible': focusRingRule,
  },
});

/** A line's product picture: a small square, the size of the largest space step. */
export const thumbnail = style({ flex: `0 0 ${tokens.space['4xl']}`, inlineSize: tokens.space['4xl'] });

export const itemText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.xxs,
  flex: '1 1 12rem',
  minWidth: 0,
  // Long product words wrap at hyphenation points (the page's lang), and break only when no other way is left:
  // 'anywhere' would also shrink the column's min-content and split words that fit on their own line.
  overflowWrap: 'break-word',
  hyphens: 'auto',
});

export const itemTitle = style({
  fontWeight: tokens.font.weight.bold,
});

export const meta = style({
  color: color.textMuted,
  fontSize: tokens.font.size.s,
  lineHeight: tokens.font.lineHeight.s,
});

export const unavailable = style({
  color: color.tone.error.foreground,
  fontSize: tokens.font.size.s,
  lineHeight: tokens.font.lineHeight.s,
  fontWeight: tokens.font.weight.bold,
});

/**
 * The quantity, price and remove button, at the line's end. They wrap (price and remove under the quantity) when a
 * wide price does not fit beside the field, as at 375 px with "1.799,80 TL", instead of pushing the remove button
 * out of the dialog.
 */
export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  alignItems: 'flex-end',
  gap: tokens.space.s,
  marginInlineStart: 'auto',
  maxInlineSize: '100%',
});

export const price = style({
  fontWeight: tokens.font.weight.bold,
  whiteSpace: 'nowrap',
});

/** The deleted entry: muted, its undo at the end. */
export const deleted = style([line, { color: color.textMuted }]);

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.s,
  width: '100%',
});

export const total = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontWeight: tokens.font.weight.bold,
});

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: tokens.space.m,
});

/** "Zum Warenkorb" as a text link, tall enough to tap (WCAG 2.5.8). */
export const cartLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: px(touchTarget),
});

export const blockReasons = style({
  margin: 0,
  color: color.tone.error.foreground,
  fontSize: tokens.font.size.s,
  lineHeight: tokens.font.lineHeight.s,
});
