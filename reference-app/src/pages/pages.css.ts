import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { color, media, tokens } from 'crema';

/** Vertical rhythm of a page's content inside the main region. */
export const page = style({ paddingBlock: tokens.space.xxl });

export const title = style({
  margin: 0,
  fontFamily: tokens.font.family.heading,
  fontSize: tokens.font.size.xxl,
  lineHeight: tokens.font.lineHeight.xxl,
});

export const sectionTitle = style({
  margin: 0,
  fontFamily: tokens.font.family.heading,
  fontSize: tokens.font.size.xl,
  lineHeight: tokens.font.lineHeight.xl,
});

export const lead = style({
  margin: 0,
  color: color.textMuted,
  fontSize: tokens.font.size.l,
  lineHeight: tokens.font.lineHeight.l,
});

export const text = style({ margin: 0 });
export const muted = style({ margin: 0, color: color.textMuted });

export const price = style({
  fontSize: tokens.font.size.l,
  lineHeight: tokens.font.lineHeight.l,
  fontWeight: tokens.font.weight.bold,
});

/** A tile that is one link: image, then its caption. */
export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.s,
  color: color.text,
  textDecoration: 'none',
  borderRadius: tokens.radius.m,
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

/** A product tile: the link, then its add-to-cart button at the foot, so the buttons of a row line up. */
export const productTile = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  gap: tokens.space.m,
  blockSize: '100%',
});

/**
 * A category's grid of product tiles. On phones (two tiles a row) its promotion, first in the grid, takes the whole
 * row: its headline and button have the room a half-width tile lacks (at 320 px a French or Hungarian word would
 * break, and the button would fill the tile to its edge).
 */
export const productGrid = style({});
globalStyle(`${productGrid} > li:has(> [data-promotion-type])`, {
  '@media': { [media.down('m')]: { gridColumn: '1 / -1' } },
});

/** Holds a tile's place when its category has no teaser image, so the grid stays even. */
export const tilePlaceholder = style({
  display: 'block',
  aspectRatio: '1 / 1',
  backgroundColor: color.surfaceRaised,
  border: `${tokens.borderWidth.thin} solid ${color.border}`,
});

export const tileTitle = style({ fontWeight: tokens.font.weight.bold });

export const breadcrumb = style({
  fontSize: tokens.font.size.s,
  lineHeight: tokens.font.lineHeight.s,
  color: color.textMuted,
});

export const productPrice = style({
  margin: 0,
  fontSize: tokens.font.size.xl,
  lineHeight: tokens.font.lineHeight.xl,
  fontWeight: tokens.font.weight.bold,
});

export const available = style({ color: color.tone.success.foreground, fontSize: tokens.font.size.s });
export const unavailable = style({ color: color.tone.error.foreground, fontSize: tokens.font.size.s });

/** The cart's lines (cart and checkout pages): a rule above the first line and below each. */
export const cartLines = style({ borderTop: `${tokens.borderWidth.thin} solid ${color.border}` });

/** One line of the cart: roomy on the cart page, compact in the checkout's order summary. */
export const cartLine = styleVariants({
  regular: { paddingBlock: tokens.space.xl, borderBottom: `${tokens.borderWidth.thin} solid ${color.border}` },
  compact: { paddingBlock: tokens.space.m, borderBottom: `${tokens.borderWidth.thin} solid ${color.border}` },
});

export const lineTitle = style({
  margin: 0,
  fontWeight: tokens.font.weight.bold,
  color: color.text,
  overflowWrap: 'anywhere',
});

export const lineTitleLink = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

/** Small supporting text: a line's quantity, unit price, kind or availability. */
export const small = style({
  margin: 0,
  color: color.textMuted,
  fontSize: tokens.font.size.s,
  lineHeight: tokens.font.lineHeight.s,
});

/** Amounts line up digit under digit and never break between number and currency. */
export const amount = style({
  margin: 0,
  fontWeight: tokens.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  textAlign: 'end',
});

/** The summary's figures: a description list of label and amount. */
export const summaryList = style({ margin: 0 });
export const summaryValue = style([amount, { fontSize: tokens.font.size.l, lineHeight: tokens.font.lineHeight.l }]);
export const summaryLabel = style({ fontSize: tokens.font.size.l, lineHeight: tokens.font.lineHeight.l });
globalStyle(`${summaryList} dd`, { margin: 0 });

/** A note set apart from the text around it, in the info tone (the checkout's reference-shop note). */
export const note = style({
  margin: 0,
  padding: tokens.space.l,
  borderInlineStart: `${tokens.borderWidth.thick} solid ${color.tone.info.border}`,
  borderRadius: tokens.radius.s,
  backgroundColor: color.tone.info.surface,
  color: color.text,
});

/** A card of a list (a store, an order, a shop of the site picker): a framed block on the raised surface. */
export const card = style({
  padding: tokens.space.l,
  border: `${tokens.borderWidth.thin} solid ${color.border}`,
  borderRadius: tokens.radius.m,
  backgroundColor: color.surfaceRaised,
});

/** A list without bullets or indent (the cards' lists, an address's lines). */
export const plainList = style({ margin: 0, padding: 0, listStyle: 'none' });

/** A question of the service page: a native disclosure, usable without script. */
export const question = style({
  borderBottom: `${tokens.borderWidth.thin} solid ${color.border}`,
  paddingBlock: tokens.space.m,
});
export const questionSummary = style({
  cursor: 'pointer',
  fontWeight: tokens.font.weight.bold,
  minBlockSize: tokens.space.xxl,
});

/** A country's flag beside its name (the size of the footer's country switcher flags). */
export const flag = style({ inlineSize: tokens.space.xxl, blockSize: tokens.space.l, flexShrink: 0 });

/** The site picker's links of one shop: several columns where there is room. */
export const linkColumns = style({
  margin: 0,
  paddingInlineStart: tokens.space.l,
  columnWidth: `calc(${tokens.space['4xl']} * 3)`,
  columnGap: tokens.space.xl,
});
