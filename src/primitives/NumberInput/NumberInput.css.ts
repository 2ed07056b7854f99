import { globalStyle, style } from '@vanilla-extract/css';
import { color, tokens } from '../../styles/theme.css';

/**
 * The stepper: label / [−] [value] [+] / hint and error / clamp reason. Input's own wrapper is dissolved
 * (`display: contents`) so its label, control and messages become cells of this grid; only the label and the message
 * block are placed, the control falls into the free middle cell between the buttons. Inline, so a quantity stepper
 * is as wide as its value, not as its column.
 */
export const root = style({
  display: 'inline-grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  columnGap: tokens.space.s,
  rowGap: tokens.space.xs,
  alignItems: 'center',
  maxWidth: '100%',
  // Stays as wide as its value in a stretching parent (a flex column, a grid cell) too; a className can widen it.
  alignSelf: 'start',
  justifySelf: 'start',
});

export const field = style({ selectors: { [`${root} > &`]: { display: 'contents' } } });

/** Texts below and above the row take the row's width instead of widening it (zero width, then stretched). */
const fitRow = { gridColumn: '1 / -1', width: 0, minWidth: '100%' } as const;
globalStyle(`${field} > label`, fitRow);
globalStyle(`${field} > div ~ div`, fitRow);
globalStyle(`${field} input`, { textAlign: 'center', fontVariantNumeric: 'tabular-nums' });

export const decrement = style({ gridRow: '2', gridColumn: '1' });
export const increment = style({ gridRow: '2', gridColumn: '3' });

export const status = style({
  ...fitRow,
  margin: 0,
  fontSize: tokens.font.size.s,
  lineHeight: tokens.font.lineHeight.s,
  color: color.text,
  selectors: { '&:empty': { marginBlockStart: `calc(-1 * ${tokens.space.xs})` } },
});
