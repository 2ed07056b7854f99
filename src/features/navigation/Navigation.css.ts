import { globalStyle, style } from '@vanilla-extract/css';
import { overlays, touchTarget } from '../../../design-tokens';
import { focusRingRule } from '../../styles/focus.css';
import { reducedMotion } from '../../styles/media';
import { color, tokens } from '../../styles/theme.css';
import { px } from '../../styles/units';

// --- top bar -----------------------------------------------------------------------------------------------------

/** The top bar's items. */
export const navList = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: tokens.space.xl,
  rowGap: tokens.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

/**
 * A top-bar entry: a link before hydration (and for items without a flyout), a disclosure button after. Both look
 * the same, so nothing moves when the link becomes a button.
 */
export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: px(touchTarget),
  padding: 0,
  border: 0,
  background: 'none',
  font: 'inherit',
  fontWeight: tokens.font.weight.bold,
  color: color.text,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': focusRingRule,
    '&[data-placeholder="true"]': { color: color.textMuted },
    // The open flyout's item and the active menu path: underlined, not told by colour alone.
    '&[aria-expanded="true"], &[aria-current]': {
      textDecoration: 'underline',
      textDecorationThickness: tokens.borderWidth.thick,
      textUnderlineOffset: tokens.space.xs,
    },
  },
});

/** The 'new' label of an item with `flag`. */
export const newFlag = style({
  marginInlineStart: tokens.space.xs,
  fontSize: tokens.font.size.xs,
  lineHeight: tokens.font.lineHeight.xs,
  fontWeight: tokens.font.weight.bold,
  color: color.sale,
  textTransform: 'uppercase',
});

// --- panel -------------------------------------------------------------------------------------------------------

/**
 * A flyout panel: a surface band under the whole header (the header is its containing block), full width, above the
 * backdrop. Closed panels stay in the HTML, `hidden`.
 */
export const panel = style({
  position: 'absolute',
  insetInline: 0,
  top: '100%',
  zIndex: tokens.zIndex.dropdown,
  backgroundColor: color.surface,
  color: color.text,
  borderTop: `${tokens.borderWidth.thin} solid ${color.border}`,
  boxShadow: tokens.shadow.overlay,
  selectors: { '&[hidden]': { display: 'none' } },
});

/** The panel's scrolling box: taller content scrolls inside it (its max height is measured when it opens). */
export const panelScroll = style({
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  paddingBlock: tokens.space.l,
  outline: 'none',
});

/** The page below the header, dimmed while a flyout is open; a click on it closes the flyout. */
export const backdrop = style({
  position: 'absolute',
  insetInline: 0,
  top: '100%',
  height: '100vh',
  zIndex: tokens.zIndex.dropdown,
  backgroundColor: overlays.scrim,
});

/** The "show all" link that starts a panel and each level's grid: the top item's (or level item's) own page. */
export const showAll = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: px(touchTarget),
  fontWeight: tokens.font.weight.bold,
  color: color.text,
  textDecoration: 'underline',
  selectors: {
    '&:focus-visible': focusRingRule,
    '&[aria-current]': { textDecorationThickness: tokens.borderWidth.thick },
  },
});

/** A panel's head: its title (the top item's name) and the "show all" link. */
export const panelHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: tokens.space.l,
  rowGap: tokens.space.xs,
});
export const panelTitle = style({
  margin: 0,
  fontFamily: tokens.font.family.heading,
  fontSize: tokens.font.size.xl,
  lineHeight: tokens.font.lineHeight.xl,
  fontWeight: tokens.font.weight.bold,
});

// --- desktop flyout ----------------------------------------------------------------------------------------------

export const desktopFlyout = style({ display: 'flex', flexDirection: 'column', gap: tokens.space.m });

/** The level list beside the content grid (desktop flyout). */
export const levels = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 3fr)',
  gap: tokens.space.xl,
  alignItems: 'start',
});

export const levelList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.xxs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  paddingInlineEnd: tokens.space.l,
  borderInlineEnd: `${tokens.borderWidth.thin} solid ${color.border}`,
});

/** A level item: a button selecting its grid, or a link; both fill the list's width. */
export const levelItem = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: tokens.space.s,
  width: '100%',
  minHeight: px(touchTarget),
  paddingInline: tokens.space.m,
  border: 0,
  borderRadius: tokens.radius.m,
  background: 'none',
  font: 'inherit',
  textAlign: 'start',
  color: color.text,
  textDecoration: 'none',
  cursor: 'pointer',
  transition: `background-color ${tokens.motion.duration.fast} ${tokens.motion.easing.standard}`,
  selectors: {
    '&:hover': { backgroundColor: color.surfaceRaised, textDecoration: 'underline' },
    '&:focus-visible': focusRingRule,
    // The selected level item: raised and bold (not colour alone).
    '&[aria-expanded="true"]': { backgroundColor: color.surfaceRaised, fontWeight: tokens.font.weight.bold },
    // The active path: underlined.
    '&[aria-current]': {
      textDecoration: 'underline',
      textDecorationThickness: tokens.borderWidth.thick,
      textUnderlineOffset: tokens.space.xs,
    },
  },
  '@media': { [reducedMotion]: { transition: 'none' } },
});

/** A level item that has children but no page: its name, without a control, before hydration. */
export const levelLabel = style([levelItem, { cursor: 'default', selectors: { '&:hover': { background: 'none' } } }]);

export const grid = style({
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.space.m,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const columns = style({ margin: 0, padding: 0 });

/**
 * The category promotion: the third column beside the level list and the shown grid (hidden grids take no cell),
 * gone while empty (no promotion for the item).
 */
export const flyoutPromotion = style({ selectors: { '&:empty': { display: 'none' } } });
globalStyle(`${levels}:has(${flyoutPromotion}:not(:empty))`, {
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 3fr) minmax(0, 1.25fr)',
});

/** A navigation link: a touch-sized target in the text colour, the active path bold (the page also underlined). */
export const linkRule = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: px(touchTarget),
  color: color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': focusRingRule,
    // The active path: the current page underlined and bold, the items on the way to it bold.
    '&[aria-current="page"]': { fontWeight: tokens.font.weight.bold, textDecoration: 'underline' },
    '&[aria-current="true"]': { fontWeight: tokens.font.weight.bold },
  },
} as const;

/** A column's head: the level item's child (the third level of the tree). */
export const columnHead = style({ ...linkRule, fontWeight: tokens.font.weight.bold });
export const columnLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: px(touchTarget),
  fontWeight: tokens.font.weight.bold,
});

export const linkList = style({ listStyle: 'none', margin: 0, padding: 0 });
/** Levels below a column's links are indented under their parent. */
export const linkItem = style({
  selectors: { [`${linkList} ${linkList} &`]: { paddingInlineStart: tokens.space.m } },
});
export const link = style(linkRule);
export const label = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: px(touchTarget),
  color: color.textMuted,
});
