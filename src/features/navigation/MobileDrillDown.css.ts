import { style } from '@vanilla-extract/css';
import { touchTarget } from '../../../design-tokens';
import { focusRingRule } from '../../styles/focus.css';
import { color, tokens } from '../../styles/theme.css';
import { px } from '../../styles/units';

/** The dialog title takes focus after a push: a ring for keyboard users, none after a tap. */
export const title = style({
  selectors: {
    '&:focus': { outline: 'none' },
    '&:focus-visible': focusRingRule,
  },
});

export const level = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.s,
});

/** What every entry shares: a whole-width target of at least the touch size (WCAG 2.5.8), text-coloured. */
const target = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: tokens.space.s,
  width: '100%',
  minHeight: px(touchTarget),
  margin: 0,
  color: color.text,
  font: 'inherit',
  textAlign: 'start',
  textDecoration: 'none',
  backgroundColor: 'transparent',
  cursor: 'pointer',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': focusRingRule,
  },
} as const;

export const back = style({
  ...target,
  justifyContent: 'flex-start',
  width: 'auto',
  padding: 0,
  border: 0,
  fontWeight: tokens.font.weight.bold,
});

export const showAll = style({
  ...target,
  paddingBlock: tokens.space.xs,
  border: 0,
  borderBottom: `${tokens.borderWidth.thin} solid ${color.border}`,
  fontWeight: tokens.font.weight.bold,
  textDecoration: 'underline',
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

/** The active path: the current page's entry and the entries on the way to it are bold. */
const activeMarks = {
  '&[aria-current="page"]': { fontWeight: tokens.font.weight.bold, textDecoration: 'underline' },
  '&[aria-current="true"]': { fontWeight: tokens.font.weight.bold },
} as const;

export const row = style({
  ...target,
  paddingBlock: tokens.space.xs,
  border: 0,
  borderBottom: `${tokens.borderWidth.thin} solid ${color.border}`,
  selectors: { ...target.selectors, ...activeMarks },
});

export const grid = style({ margin: 0, padding: 0 });

/** A tile of the depth-2 grid: a bordered box, the name at its top, the chevron (if any) at its end. */
export const tile = style({
  ...target,
  height: '100%',
  alignItems: 'flex-start',
  padding: tokens.space.m,
  border: `${tokens.borderWidth.thin} solid ${color.border}`,
  borderRadius: tokens.radius.m,
  selectors: { ...target.selectors, ...activeMarks },
});

export const name = style({ overflowWrap: 'anywhere' });
