import { globalStyle, style } from '@vanilla-extract/css';
import { color, tokens } from '../../styles/theme.css';

/**
 * The stepper, [−] value [+] in Input's box (the buttons in its slots), then the reason for a changed value. As wide
 * as the box's content and no wider: `min-content` makes the label and the messages wrap at the box's width instead
 * of widening it (the box cannot wrap, so it sets the width). A className can widen it.
 */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.xs,
  width: 'min-content',
  maxWidth: '100%',
});

/**
 * The value: as wide as its `size` (the widest value), so the box fits it, centred between the buttons, with
 * digits of equal width so it does not jitter while stepping.
 */
globalStyle(`${root} input`, { width: 'auto', textAlign: 'center', fontVariantNumeric: 'tabular-nums' });

export const status = style({
  margin: 0,
  fontSize: tokens.font.size.s,
  lineHeight: tokens.font.lineHeight.s,
  color: color.text,
  selectors: { '&:empty': { marginBlockStart: `calc(-1 * ${tokens.space.xs})` } },
});
