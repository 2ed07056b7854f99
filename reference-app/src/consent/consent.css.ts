import { assignVars, globalStyle } from '@vanilla-extract/css';
import { focusRingRule, color, media, tokens, px } from 'crema';
import { contentWidths, defaultSurfaceTheme, overlays, themeRoles, touchTarget } from 'crema/tokens';
import { consentBannerClasses as c, consentBannerHeightProperty, stickyHeaderHeightProperty } from './banner';

/**
 * The stand-in consent banner's look, on the plain class names its script gives it (no style element: the CSP).
 * It lives first in <body>, outside every Surface, so it sets the default theme's colours itself. Nothing moves: no
 * transition or animation, whatever the motion preference.
 *
 * Where it shows depends on the viewport's height. From the `short` height breakpoint up (540 px) it overlays the
 * page's bottom edge, at most half the viewport and never so much that less than two touch targets' height is left
 * between it and the sticky header's bar; taller content scrolls inside it. On a shorter viewport (a phone held
 * sideways, 400 % zoom: 320 x 256) it overlays nothing: it is the page's first block, in its flow, and the page
 * scrolls past it (WCAG 1.4.10, 2.4.11). Either way it comes first in the tab order.
 */
const overlaying = media.upHeight('short');
const bannerHeight = `var(${consentBannerHeightProperty}, 0px)`;
const stickyHeader = `var(${stickyHeaderHeightProperty}, 0px)`;

globalStyle(`.${c.banner}`, {
  vars: assignVars(color, themeRoles[defaultSurfaceTheme]),
  boxSizing: 'border-box',
  padding: tokens.space.l,
  backgroundColor: color.surfaceRaised,
  color: color.text,
  borderBottom: `${tokens.borderWidth.thin} solid ${color.border}`,
  fontFamily: tokens.font.family.body,
  fontSize: tokens.font.size.s,
  lineHeight: tokens.font.lineHeight.s,
  '@media': {
    [overlaying]: {
      position: 'fixed',
      insetInline: 0,
      bottom: 0,
      zIndex: tokens.zIndex.overlay,
      maxHeight: `min(50dvh, calc(100dvh - ${stickyHeader} - ${px(2 * touchTarget)}))`,
      overflowY: 'auto',
      overscrollBehavior: 'contain',
      borderBottom: 0,
      borderTop: `${tokens.borderWidth.thin} solid ${color.border}`,
      boxShadow: tokens.shadow.overlay,
    },
  },
});

// While the banner overlays the page, the page keeps room for it at its end and scrolls focus clear of it
// (WCAG 2.4.11): a focused element is never under it.
globalStyle(`body:has(> .${c.banner})`, { '@media': { [overlaying]: { paddingBottom: bannerHeight } } });
globalStyle(`html:has(> body > .${c.banner})`, { '@media': { [overlaying]: { scrollPaddingBottom: bannerHeight } } });

globalStyle(`.${c.inner}`, {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: tokens.space.m,
  maxWidth: px(contentWidths.page),
  marginInline: 'auto',
});

globalStyle(`.${c.title}`, {
  flexBasis: '100%',
  margin: 0,
  fontFamily: tokens.font.family.heading,
  fontSize: tokens.font.size.m,
  lineHeight: tokens.font.lineHeight.m,
  fontWeight: tokens.font.weight.bold,
});

globalStyle(`.${c.text}`, {
  flex: `1 1 ${px(contentWidths.text / 2)}`,
  margin: 0,
});

globalStyle(`.${c.actions}`, {
  display: 'flex',
  flexWrap: 'wrap',
  gap: tokens.space.s,
});

globalStyle(`.${c.button}`, {
  minHeight: px(touchTarget),
  paddingInline: tokens.space.l,
  borderWidth: tokens.borderWidth.thick,
  borderStyle: 'solid',
  borderColor: color.text,
  borderRadius: tokens.radius.pill,
  backgroundColor: 'transparent',
  color: color.text,
  font: 'inherit',
  fontWeight: tokens.font.weight.bold,
  cursor: 'pointer',
});

globalStyle(`.${c.primary}`, {
  backgroundColor: color.accent,
  borderColor: color.accent,
  color: color.onAccent,
});

globalStyle(`.${c.button}:hover`, {
  backgroundImage: `linear-gradient(${overlays.hover}, ${overlays.hover})`,
});
globalStyle(`.${c.button}:active`, {
  backgroundImage: `linear-gradient(${overlays.pressed}, ${overlays.pressed})`,
});
globalStyle(`.${c.button}:focus-visible`, focusRingRule);
