import { style } from '@vanilla-extract/css';
import { touchTarget } from '../../../design-tokens';
import { visuallyHiddenRule } from '../../primitives/VisuallyHidden/VisuallyHidden.css';
import { focusRingRule } from '../../styles/focus.css';
import { up } from '../../styles/media';
import { color, tokens } from '../../styles/theme.css';
import { px } from '../../styles/units';
import { variantsOf } from '../../styles/variants';
import { newsletterFormVariants, type NewsletterFormVariant } from './constants';

/**
 * Where the form sits: on its own page (image with the discount bubble, h1) or embedded in another page (the footer's
 * block: compact, h2). Here, not in constants.ts, only because that file belongs to the feature's core; the
 * component and its styles both read this one list.
 */

/** The page variant: image and form side by side from the desktop image's width (1024 px), stacked below it. */
const rootStyles = {
  page: {
    display: 'grid',
    gap: tokens.space.xl,
    alignItems: 'start',
    '@media': { [up('xl')]: { gridTemplateColumns: '1fr 1fr', gap: tokens.space['3xl'] } },
  },
  embedded: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.space.m,
    padding: tokens.space.l,
    borderRadius: tokens.radius.m,
    // A card on any background: the footer (where it usually sits) is itself on the raised surface.
    backgroundColor: color.surface,
    border: `${tokens.borderWidth.thin} solid ${color.border}`,
  },
} as const;
export const root = variantsOf(newsletterFormVariants, (variant) => style(rootStyles[variant]));

/** The image's box: the discount bubble sits on its corner. */
export const media = style({ position: 'relative' });

/** A round badge in the sale colours, as wide as one and a half of the largest space step. */
export const bubble = style({
  position: 'absolute',
  insetBlockStart: tokens.space.l,
  insetInlineEnd: tokens.space.l,
  display: 'grid',
  placeItems: 'center',
  inlineSize: `calc(${tokens.space['4xl']} * 1.5)`,
  aspectRatio: '1',
  borderRadius: tokens.radius.pill,
  backgroundColor: color.sale,
  color: color.onSale,
  fontSize: tokens.font.size.xl,
  lineHeight: tokens.font.lineHeight.xl,
  fontWeight: tokens.font.weight.bold,
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.l,
  minWidth: 0,
  overflowWrap: 'break-word',
  hyphens: 'auto',
});

const titleBase = {
  margin: 0,
  fontFamily: tokens.font.family.heading,
  fontWeight: tokens.font.weight.bold,
} as const;

const titleSizes = { page: 'xxl', embedded: 'l' } as const satisfies Record<NewsletterFormVariant, string>;
export const title = variantsOf(newsletterFormVariants, (variant) =>
  style({
    ...titleBase,
    fontSize: tokens.font.size[titleSizes[variant]],
    lineHeight: tokens.font.lineHeight[titleSizes[variant]],
  }),
);

export const text = style({ margin: 0 });

/**
 * A link on a line of its own (the sample newsletter): the line is a touch target high, so the link keeps its
 * distance from the controls around it (WCAG 2.5.8) whatever the layout does around it.
 */
export const linkLine = style({ display: 'flex', alignItems: 'center', minBlockSize: px(touchTarget), margin: 0 });

export const small = style({
  margin: 0,
  color: color.textMuted,
  fontSize: tokens.font.size.s,
  lineHeight: tokens.font.lineHeight.s,
});

/** The notices (outcome, double opt-in): focused by script after a submission, so no ring on that focus. */
export const notice = style({
  selectors: {
    '&:focus': { outline: 'none' },
    '&:focus-visible': focusRingRule,
  },
});

export const successTitle = style({
  margin: 0,
  fontSize: tokens.font.size.l,
  lineHeight: tokens.font.lineHeight.l,
  fontWeight: tokens.font.weight.bold,
  selectors: {
    '&:focus': { outline: 'none' },
    '&:focus-visible': focusRingRule,
  },
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.l,
  selectors: { '&[hidden]': { display: 'none' } },
});

/**
 * Everything after the email field ("The email field shows first. The remaining fields appear once the email field is
 * focused, holds a value, or any field is filled"). By CSS, so it also works before hydration and without script: shown
 * while focus is in the form or the email field has a value (its placeholder is not shown), and for good once the form
 * says so (`data-revealed`, set by script on the first focus or any value).
 */
export const rest = style({
  display: 'none',
  flexDirection: 'column',
  gap: tokens.space.l,
  selectors: {
    [`${form}:focus-within &, ${form}[data-revealed] &, ${form}:has(input[type="email"]:not(:placeholder-shown)) &`]: {
      display: 'flex',
    },
  },
});

/** First and last name side by side from 668 px. */
export const names = style({
  display: 'grid',
  gap: tokens.space.l,
  '@media': { [up('s')]: { gridTemplateColumns: '1fr 1fr' } },
});

/** The legal notice panel: the consent with the minimum age and the country's links. */
export const legal = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.s,
  padding: tokens.space.m,
  border: `${tokens.borderWidth.thin} solid ${color.border}`,
  borderRadius: tokens.radius.m,
  backgroundColor: color.surfaceRaised,
  fontSize: tokens.font.size.s,
  lineHeight: tokens.font.lineHeight.s,
});

export const linkList = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: tokens.space.l,
  rowGap: tokens.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** Each link a touch target high (WCAG 2.5.8), so the wrapped row stays easy to tap. */
export const linkItem = style({
  display: 'flex',
  alignItems: 'center',
  minBlockSize: px(touchTarget),
});

export const submitRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: tokens.space.m,
});

/**
 * The honeypot ("a hidden email field"): off screen (not `display: none`, which many bots skip), hidden from assistive
 * technology by its wrapper and out of the tab order.
 */
export const honeypot = style(visuallyHiddenRule);

/** The update page's interest categories (a fieldset: its legend names the group). */
export const interests = style({ margin: 0, padding: 0, border: 0, minWidth: 0 });

export const legend = style({
  padding: 0,
  marginBlockEnd: tokens.space.s,
  fontWeight: tokens.font.weight.bold,
});

/** One column on phones, then two, then three. */
export const interestGrid = style({
  display: 'grid',
  gap: tokens.space.s,
  '@media': {
    [up('s')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [up('l')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});
