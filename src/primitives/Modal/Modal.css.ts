import { createVar, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import {
  defaultModalPlacement,
  defaultModalSize,
  modalMetrics,
  modalPlacements,
  modalSizeNames,
  modalSizes,
  overlayMotion,
  overlays,
  touchTarget,
} from '../../../design-tokens';
import { down } from '../../styles/media';
import { color, tokens } from '../../styles/theme.css';
import { px } from '../../styles/units';
import { variantsOf } from '../../styles/variants';

// Opening plays keyframes (the dialog appears from display: none, where no transition starts); closing is a transition
// to the closed look, which the browser shows while `display` and the top layer (`overlay`) wait for it to end.
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const enter = keyframes({
  from: { opacity: 0, transform: `translateY(${px(overlayMotion.enterOffset)}) scale(${overlayMotion.enterScale})` },
  to: { opacity: 1, transform: 'none' },
});
const phone = down('m');
const closing = (properties: string) =>
  [...properties.split(' '), 'display', 'overlay']
    .map(
      (property) =>
        `${property} ${tokens.motion.duration.fast} ${tokens.motion.easing.exit}${
          property === 'display' || property === 'overlay' ? ' allow-discrete' : ''
        }`,
    )
    .join(', ');

/** Where a start panel waits off screen: beyond the inline start edge (left, or right in a right-to-left page). */
const offScreen = createVar();
const slideIn = keyframes({ from: { transform: `translateX(${offScreen})` }, to: { transform: 'none' } });

const gap = px(modalMetrics.viewportGap);

const pageStrip = `calc(100% - ${px(touchTarget)})`;
const panelEdge = `${tokens.borderWidth.thin} solid ${color.border}`;

/**
 * A start panel: full height at the inline start edge, as wide as its size allows, sliding in (no slide under reduced
 * motion: the durations are then 0). The phone rules repeat what they keep of it, since the base's phone rules
 * (a full-screen sheet) come later in the stylesheet.
 */
const startPanel = {
  vars: { [offScreen]: '-100%' },
  insetInlineEnd: 'auto',
  margin: 0,
  width: pageStrip,
  height: '100dvh',
  maxHeight: 'none',
  borderRadius: 0,
  border: 0,
  borderInlineEnd: panelEdge,
  selectors: {
    '&:dir(rtl)': { vars: { [offScreen]: '100%' } },
    '&[open]': { animation: `${slideIn} ${tokens.motion.duration.base} ${tokens.motion.easing.standard}` },
    '&:not([open])': { opacity: 1, transform: `translateX(${offScreen})` },
  },
  '@media': { [phone]: { width: pageStrip, borderInlineEnd: panelEdge } },
} as const;

/**
 * The dialog box: centred, as wide as its size allows, never taller than the viewport. The box itself scrolls
 * (header and footer stay put, being sticky), so keyboard users can scroll it from any focused control in it.
 */
export const content = recipe({
  base: {
    // A native modal dialog, in the browser's top layer over everything. Centred by inset + auto margins, not by a
    // transform: a transform would make the box the containing block of fixed-position descendants, and a select's
    // listbox opened inside would be clipped by its scrolling.
    position: 'fixed',
    inset: 0,
    margin: 'auto',
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    width: `calc(100% - 2 * ${gap})`,
    height: 'fit-content',
    maxHeight: `calc(100dvh - 2 * ${gap})`,
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    backgroundColor: color.surface,
    color: color.text,
    borderRadius: tokens.radius.l,
    // The edge keeps the box apart from the dimmed page in dark themes, where the shadow does not show.
    border: `${tokens.borderWidth.thin} solid ${color.border}`,
    boxShadow: tokens.shadow.overlay,
    transition: closing('opacity transform'),
    selectors: {
      '&:focus': { outline: 'none' },
      '&[open]': { animation: `${enter} ${tokens.motion.duration.base} ${tokens.motion.easing.standard}` },
      '&:not([open])': { opacity: 0, transform: `scale(${overlayMotion.enterScale})` },
      // The backdrop: the shop's scrim over the page, fading in and out with the dialog.
      '&::backdrop': { backgroundColor: overlays.scrim, transition: closing('opacity') },
      '&[open]::backdrop': { animation: `${fadeIn} ${tokens.motion.duration.base} ${tokens.motion.easing.standard}` },
      '&:not([open])::backdrop': { opacity: 0 },
    },
    '@media': {
      // Phones: the modal fills the screen (full-screen sheet), whatever its size.
      [phone]: {
        margin: 0,
        width: '100%',
        maxWidth: 'none',
        height: '100dvh',
        maxHeight: 'none',
        borderRadius: 0,
        border: 0,
      },
    },
  },
  variants: {
    size: variantsOf(modalSizeNames, (size) => ({ maxWidth: px(modalSizes[size]) })),
    placement: variantsOf(modalPlacements, (placement) => (placement === 'start' ? startPanel : {})),
  },
  defaultVariants: { size: defaultModalSize, placement: defaultModalPlacement },
});

const edge = {
  paddingInline: tokens.space.xl,
  backgroundColor: color.surface,
  '@media': { [phone]: { paddingInline: tokens.space.l } },
} as const;

export const header = style({
  ...edge,
  position: 'sticky',
  top: 0,
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: tokens.space.l,
  paddingTop: tokens.space.l,
  paddingBottom: tokens.space.s,
});

export const title = style({
  margin: 0,
  alignSelf: 'center',
  fontFamily: tokens.font.family.heading,
  fontSize: tokens.font.size.xl,
  lineHeight: tokens.font.lineHeight.xl,
  fontWeight: tokens.font.weight.bold,
});

export const description = style({
  ...edge,
  margin: 0,
  color: color.textMuted,
  fontSize: tokens.font.size.s,
  lineHeight: tokens.font.lineHeight.s,
});

export const body = style({
  ...edge,
  flexGrow: 1,
  paddingTop: tokens.space.m,
  paddingBottom: tokens.space.xl,
});

export const footer = style({
  ...edge,
  position: 'sticky',
  bottom: 0,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: tokens.space.m,
  paddingBlock: tokens.space.l,
  borderTop: `${tokens.borderWidth.thin} solid ${color.border}`,
});
