import { style } from '@vanilla-extract/css';
import { touchTarget } from '../../../design-tokens';
import { focusRingRule } from '../../styles/focus.css';
import { color, tokens } from '../../styles/theme.css';
import { px } from '../../styles/units';
import { linkRule } from './Navigation.css';

export const flyout = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.l,
  color: color.text,
});

export const head = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: tokens.space.l,
});

export const title = style({
  margin: 0,
  fontFamily: tokens.font.family.heading,
  fontSize: tokens.font.size.xl,
  lineHeight: tokens.font.lineHeight.xl,
  fontWeight: tokens.font.weight.bold,
});

/** At the end of the head, also when there is no title. */
export const close = style({ marginInlineStart: 'auto' });

export const categories = style({ display: 'flex', flexDirection: 'column', gap: tokens.space.l });

export const showAll = style({ ...linkRule, fontWeight: tokens.font.weight.bold, textDecoration: 'underline' });

export const groups = style({ margin: 0, padding: 0 });

/**
 * A first-level category heads its column, deeper levels are indented lists: the desktop flyout's grid columns, the
 * same classes.
 */
export {
  columnHead as groupLink,
  columnLabel as groupLabel,
  linkList as list,
  linkItem as item,
} from './Navigation.css';
export const link = style(linkRule);
export const label = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: px(touchTarget),
  color: color.textMuted,
});

export const teasers = style({ display: 'flex', flexDirection: 'column', gap: tokens.space.m });

export const teaserHeading = style({
  margin: 0,
  fontSize: tokens.font.size.l,
  lineHeight: tokens.font.lineHeight.l,
  fontWeight: tokens.font.weight.bold,
});

export const teaserList = style({ margin: 0, padding: 0 });

/** One teaser: a single link around its image, title and link title. */
export const teaser = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.xs,
  color: color.text,
  textDecoration: 'none',
  selectors: {
    '&:focus-visible': focusRingRule,
    '&:hover': { textDecoration: 'underline' },
  },
});

export const teaserTitle = style({ fontWeight: tokens.font.weight.bold });

export const teaserLink = style({ textDecoration: 'underline' });
