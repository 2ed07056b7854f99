import { createGlobalVar, createVar, fallbackVar, globalStyle, style } from '@vanilla-extract/css';
import { touchTarget } from '../../../design-tokens';
import { visuallyHiddenRule } from '../../primitives/VisuallyHidden/VisuallyHidden.css';
import { focusRingRule } from '../../styles/focus.css';
import { down, reducedMotion, up, upHeight } from '../../styles/media';
import { color, tokens } from '../../styles/theme.css';
import { px } from '../../styles/units';

/**
 * Where the sticky header stops: minus the height of its part above the bar (the app banner and the top promotion),
 * measured in the browser (`useScrollAwayTop`). That part scrolls away with the page and only the bar sticks, so the
 * top banner leaves the view by scrolling and closes out of sight. Unset (on the server, without a part above the
 * bar) the header sticks at the very top.
 */
export const stickyTop = createVar();

/**
 * The height of the sticky header's part that sticks (the bar, without the part above it that scrolls away), on the
 * document's root, measured in the browser (`useScrollAwayTop`); unset without a sticky header. A fixed name,
 * `--crema-sticky-header-height`, so what else the page fixes to the viewport's edges (a consent banner) can keep
 * clear of it.
 */
export const stickyHeaderHeight = createGlobalVar('crema-sticky-header-height');

/** Where the header sticks: from the `short` height breakpoint up (540 px); on a shorter viewport nothing sticks. */
const sticks = upHeight('short');

/**
 * The banner landmark. The new header sticks to the top and slides away while the visitor scrolls down: a transform,
 * so the page below does not move, and the header keeps its place in the page's flow. Either way it is the navigation
 * flyouts' containing block: they open right below it, across its width. On a short viewport (a phone held sideways,
 * 400 % zoom: 320 x 256) it scrolls with the page: its stuck bar would cover half of the view or more (WCAG 1.4.10,
 * 2.4.11); its hide-on-scroll state then moves nothing.
 */
export const header = style({
  position: 'relative',
  backgroundColor: color.surface,
  borderBottom: `${tokens.borderWidth.thin} solid ${color.border}`,
  '@media': {
    [sticks]: {
      selectors: {
        '&[data-sticky="true"]': {
          position: 'sticky',
          top: fallbackVar(stickyTop, '0'),
          zIndex: tokens.zIndex.sticky,
          transition: `transform ${tokens.motion.duration.base} ${tokens.motion.easing.standard}`,
        },
        // Hidden, it moves up by its height and by the part above the bar (which is above the viewport already when
        // the header sticks): when that part closes, what follows it moves up by as much, and stays out of view.
        '&[data-sticky="true"][data-hidden="true"]': {
          transform: `translateY(-100%) translateY(${fallbackVar(stickyTop, '0')})`,
        },
      },
    },
    [reducedMotion]: { transition: 'none' },
  },
});

/**
 * While the header sticks, the page scrolls what gets focus (Tab, a skip link's target, an in-page anchor) clear of
 * its stuck bar (WCAG 2.4.11): the root's scroll padding is the bar's height. Hidden on scroll down, it shows again
 * on the way up, where that padding keeps the focused element below it.
 */
globalStyle(`:root:has(${header}[data-sticky="true"])`, {
  '@media': { [sticks]: { scrollPaddingTop: fallbackVar(stickyHeaderHeight, '0') } },
});

/**
 * The header's own controls are in that padded band while it sticks: each takes it back as a negative scroll margin,
 * or focusing one (Shift+Tab from the content, a flyout's opener) would scroll the page up to reveal it (seen in
 * Chromium: from 700 px down to the very top). Unmeasured, the margin is invalid and so 0.
 */
globalStyle(`${header}[data-sticky="true"] *`, {
  '@media': { [sticks]: { scrollMarginTop: `calc(-1 * ${stickyHeaderHeight})` } },
});

/**
 * Skip links: the visually-hidden pattern until one has keyboard focus, then a bar in the page's flow at the very
 * top (as GOV.UK's), so it covers no other target (WCAG 2.5.8) and nothing covers it.
 */
export const skipLinks = style({ listStyle: 'none', margin: 0, padding: 0 });
export const skipLink = style({
  ...visuallyHiddenRule,
  selectors: {
    '&:focus': {
      position: 'static',
      display: 'block',
      width: 'auto',
      height: 'auto',
      margin: 0,
      overflow: 'visible',
      clip: 'auto',
      clipPath: 'none',
      whiteSpace: 'normal',
      padding: `${tokens.space.s} ${tokens.space.l}`,
      backgroundColor: color.accent,
      color: color.onAccent,
      fontWeight: tokens.font.weight.bold,
      textDecoration: 'underline',
    },
    '&:focus-visible': { ...focusRingRule, outlineOffset: `calc(-1 * ${tokens.borderWidth.focus})` },
  },
});

/** The bar's grid: menu, logo, search and icons on phones (search below); logo, search, icons and nav from l up. */
export const bar = style({
  display: 'grid',
  alignItems: 'center',
  columnGap: tokens.space.m,
  rowGap: tokens.space.s,
  paddingBlock: tokens.space.m,
  gridTemplateColumns: 'auto 1fr auto',
  gridTemplateAreas: '"menu logo icons" "search search search"',
  '@media': {
    [up('l')]: {
      columnGap: tokens.space.xl,
      gridTemplateColumns: 'auto minmax(0, 1fr) auto',
      gridTemplateAreas: '"logo search icons" "nav nav nav"',
    },
  },
});
export const classicBar = style([
  bar,
  {
    gridTemplateAreas: '"logo logo icons" "nav nav nav"',
    '@media': {
      [up('l')]: { gridTemplateColumns: 'auto 1fr auto', gridTemplateAreas: '"logo nav icons"' },
    },
  },
]);
export const reducedBar = style([
  bar,
  {
    gridTemplateAreas: '"back logo hint"',
    '@media': { [up('l')]: { gridTemplateAreas: '"back logo hint"', gridTemplateColumns: '1fr auto 1fr' } },
  },
]);

export const areaMenu = style({
  gridArea: 'menu',
  '@media': { [up('l')]: { display: 'none' } },
});
export const areaLogo = style({ gridArea: 'logo' });
export const areaSearch = style({ gridArea: 'search', minWidth: 0 });
export const areaIcons = style({ gridArea: 'icons', justifySelf: 'end' });
export const areaNav = style({ gridArea: 'nav', minWidth: 0 });
export const areaDesktopNav = style([areaNav, { '@media': { [down('l')]: { display: 'none' } } }]);
export const areaBack = style({ gridArea: 'back', justifySelf: 'start' });
export const areaHint = style({ gridArea: 'hint', justifySelf: 'end' });

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: px(touchTarget),
  fontFamily: tokens.font.family.heading,
  fontSize: tokens.font.size.xl,
  lineHeight: tokens.font.lineHeight.xl,
  fontWeight: tokens.font.weight.bold,
  color: color.text,
  textDecoration: 'none',
  selectors: { '&:focus-visible': focusRingRule },
});

/** A header icon: the glyph over its label; the label is read always and shown where the layout has room. */
export const iconList = style({
  display: 'flex',
  alignItems: 'center',
  gap: tokens.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const iconLink = style({
  position: 'relative',
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: tokens.space.xxs,
  minWidth: px(touchTarget),
  minHeight: px(touchTarget),
  paddingInline: tokens.space.xs,
  color: color.text,
  background: 'none',
  border: 0,
  borderRadius: tokens.radius.m,
  font: 'inherit',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: color.surfaceRaised },
    '&:focus-visible': focusRingRule,
    '&[aria-expanded="true"]': { backgroundColor: color.surfaceRaised },
  },
});
export const iconLabel = style({
  fontSize: tokens.font.size.xs,
  lineHeight: tokens.font.lineHeight.xs,
  whiteSpace: 'nowrap',
  '@media': {
    // Below xl the label is read, not shown.
    [down('xl')]: visuallyHiddenRule,
  },
});
export const cartItem = style({ position: 'relative', display: 'inline-flex' });
export const cartBadge = style({
  pointerEvents: 'none',
  selectors: {
    // Placed over the cart item, which overrides the Badge's own `position: relative` by specificity, not by where
    // the two rules happen to land in the stylesheet (one file for the whole shop, in module order).
    [`${cartItem} &`]: {
      position: 'absolute',
      top: tokens.space.xxs,
      // Over the glyph's upper right, whatever the label's width: from the link's middle, a little to the end.
      insetInlineStart: '50%',
      marginInlineStart: tokens.space.xs,
    },
  },
});

/** A flyout panel under the bar (search in the old header). */
export const flyoutPanel = style({
  borderTop: `${tokens.borderWidth.thin} solid ${color.border}`,
  backgroundColor: color.surface,
  paddingBlock: tokens.space.l,
});

/** The reduced header's hint and its row of secure-order hint and payment logos. */
export const secureHint = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: tokens.space.xs,
  color: color.tone.success.foreground,
  fontWeight: tokens.font.weight.bold,
  fontSize: tokens.font.size.s,
  lineHeight: tokens.font.lineHeight.s,
});
export const trustRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: tokens.space.s,
  paddingBlock: tokens.space.s,
  borderTop: `${tokens.borderWidth.thin} solid ${color.border}`,
  fontSize: tokens.font.size.xs,
  lineHeight: tokens.font.lineHeight.xs,
  color: color.textMuted,
});
export const paymentList = style([trustRow, { listStyle: 'none', margin: 0, padding: 0, border: 0 }]);
export const paymentLogo = style({
  paddingInline: tokens.space.s,
  paddingBlock: tokens.space.xxs,
  border: `${tokens.borderWidth.thin} solid ${color.border}`,
  borderRadius: tokens.radius.s,
  color: color.text,
  fontWeight: tokens.font.weight.bold,
});
