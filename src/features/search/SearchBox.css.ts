import { style, type StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { forcedColorRoles, searchMetrics, touchTarget } from '../../../design-tokens';
import { focusRingRule } from '../../styles/focus.css';
import { forcedColors, reducedMotion, up } from '../../styles/media';
import { color, tokens } from '../../styles/theme.css';
import { px } from '../../styles/units';
import { variantsOf } from '../../styles/variants';
import { searchVariants, type SearchVariant } from './constants';

/**
 * The form. New header (`flyout`): "Search box width 170 default, 408 focused" from l up (beside the logo); on phones
 * and tablets the box has its own row and takes its width. Overlay (old header): the box spans the flyout panel up to
 * the panel's 550 px, so box and suggestions line up.
 */
const formOf: Record<SearchVariant, StyleRule> = {
  flyout: {
    width: '100%',
    '@media': {
      [up('l')]: {
        width: px(searchMetrics.boxWidth),
        transition: `width ${tokens.motion.duration.base} ${tokens.motion.easing.standard}`,
        selectors: { '&:focus-within': { width: px(searchMetrics.boxWidthFocused) } },
      },
      [reducedMotion]: { transition: 'none' },
    },
  },
  overlay: { width: '100%', maxWidth: px(searchMetrics.panelOverlay) },
};

export const form = recipe({
  base: { position: 'relative' },
  variants: { variant: variantsOf(searchVariants, (variant) => formOf[variant]) },
});

export const field = style({ display: 'flex', alignItems: 'stretch', position: 'relative' });

export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: px(touchTarget),
  paddingInline: tokens.space.m,
  font: 'inherit',
  color: color.text,
  backgroundColor: color.surface,
  border: `${tokens.borderWidth.thin} solid ${color.border}`,
  borderStartStartRadius: tokens.radius.pill,
  borderEndStartRadius: tokens.radius.pill,
  borderInlineEnd: 0,
  selectors: {
    '&:focus-visible': { ...focusRingRule, outlineOffset: 0 },
  },
});

/** Loading: the spinner sits at the input's end, over it (the status line says it in words). */
export const spinner = style({
  position: 'absolute',
  insetInlineEnd: `calc(${px(touchTarget)} + ${tokens.space.s})`,
  top: '50%',
  transform: 'translateY(-50%)',
  pointerEvents: 'none',
});

export const submit = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: px(touchTarget),
  color: color.onAccent,
  backgroundColor: color.accent,
  border: 0,
  borderStartEndRadius: tokens.radius.pill,
  borderEndEndRadius: tokens.radius.pill,
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRingRule },
  // Forced colours drop the fill that closes the box: a border in the system's button colour draws its edge instead.
  '@media': { [forcedColors]: { border: `${tokens.borderWidth.thin} solid ${forcedColorRoles.buttonEdge}` } },
});

/**
 * The suggestion panel (the listbox). Overlay: in the flyout panel's flow, 550 px ("suggestion panel 550 as overlay"),
 * 50 px below it ("50 px bottom margin"). New header: a popup under the box, 270 px with terms only and 350 px once
 * product tiles (thumbnail and title) are in it ("270 or 350 inside a flyout"); its height ends 50 px above the
 * viewport's bottom (set from the box's place while the list is open).
 */
export const panel = recipe({
  base: {
    boxSizing: 'border-box',
    margin: 0,
    padding: tokens.space.s,
    overflowY: 'auto',
    backgroundColor: color.surface,
    color: color.text,
    border: `${tokens.borderWidth.thin} solid ${color.border}`,
    borderRadius: tokens.radius.m,
    selectors: { '&[hidden]': { display: 'none' } },
  },
  variants: {
    variant: variantsOf(searchVariants, (variant): StyleRule =>
      variant === 'overlay'
        ? {
            width: '100%',
            maxWidth: px(searchMetrics.panelOverlay),
            marginBlockStart: tokens.space.s,
            marginBlockEnd: px(searchMetrics.bottomMargin),
          }
        : {
            position: 'absolute',
            top: `calc(100% + ${tokens.space.xs})`,
            insetInlineStart: 0,
            zIndex: tokens.zIndex.dropdown,
            width: px(searchMetrics.panelInFlyoutNarrow),
            maxWidth: '100vw',
            boxShadow: tokens.shadow.overlay,
          },
    ),
    products: { true: {}, false: {} },
  },
  compoundVariants: [
    { variants: { variant: 'flyout', products: true }, style: { width: px(searchMetrics.panelInFlyoutWide) } },
  ],
});

export const group = style({
  selectors: {
    '& + &': {
      marginBlockStart: tokens.space.s,
      paddingBlockStart: tokens.space.s,
      borderTop: `${tokens.borderWidth.thin} solid ${color.border}`,
    },
  },
});

export const groupLabel = style({
  paddingInline: tokens.space.s,
  paddingBlock: tokens.space.xs,
  fontSize: tokens.font.size.xs,
  lineHeight: tokens.font.lineHeight.xs,
  fontWeight: tokens.font.weight.bold,
  color: color.textMuted,
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: tokens.space.s,
  minHeight: px(touchTarget),
  paddingInline: tokens.space.s,
  borderRadius: tokens.radius.s,
  cursor: 'pointer',
  // Long words (German compounds, Hungarian) wrap instead of widening the panel.
  overflowWrap: 'anywhere',
  selectors: {
    '&[aria-selected="true"]': {
      backgroundColor: color.surfaceRaised,
      outline: `${tokens.borderWidth.focus} solid ${color.focusRing}`,
      outlineOffset: `calc(-1 * ${tokens.borderWidth.focus})`,
    },
  },
});

/** The typed part is plain, the rest bold ("highlighted ... in an inverted fashion"). */
export const rest = style({ fontWeight: tokens.font.weight.bold });

export const thumbnail = style({ flexShrink: 0, display: 'inline-flex' });
