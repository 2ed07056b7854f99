import { globalStyle, style } from '@vanilla-extract/css';
import { color, tokens } from 'crema';

/** One mail of the demo mailbox: a card set apart from the next by a rule, as a mail list shows its messages. */
export const mail = style({
  paddingBlock: tokens.space.l,
  borderBottom: `${tokens.borderWidth.thin} solid ${color.border}`,
});

/** The list of mails: a rule above the first, so each mail sits between two. */
export const mails = style({ borderTop: `${tokens.borderWidth.thin} solid ${color.border}` });

/** A mail's subject: as bold as a mail client shows it, in the running text's size. */
export const subject = style({
  margin: 0,
  fontSize: tokens.font.size.l,
  lineHeight: tokens.font.lineHeight.l,
  fontWeight: tokens.font.weight.bold,
});

/** Recipient and shop: a term and its value on one line each, the terms in one column. */
export const facts = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: tokens.space.s,
  color: color.textMuted,
});
globalStyle(`${facts} dd`, { margin: 0, color: color.text, overflowWrap: 'anywhere' });
