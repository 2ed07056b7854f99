import { assignVars, globalStyle } from '@vanilla-extract/css';
import { focusRingRule, color, tokens, px } from 'crema';
import { contentWidths, defaultSurfaceTheme, overlays, themeRoles, touchTarget } from 'crema/tokens';
import { consentBannerClasses as c, consentBannerHeightProperty } from './banner';

/**
 * The stand-in consent banner's look, on the plain class names its script gives it (no style element: the CSP).
 * It lives at the end of <body>, outside every Surface, so it sets the default theme's colours itself. Nothing
 * moves: no transition or animation, whatever the motion preference.
 */
const bannerHeight = `var(${consentBannerHeightProperty}, 0px)`;

globalStyle(`.${c.banner}`, {
  vars: assignVars(color, themeRoles[defaultSurfaceTheme]),
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: tokens.zIndex.overlay,
  boxSizing: 'border-box',
  // Zoomed or on a short screen the banner scrolls inside itself instead of covering the whole page (WCAG 1.4.10).
  maxHeight: '100vh',
  overflowY: 'auto',
  padding: tokens.space.l,
  backgroundColor: color.surfaceRaised,
  color: color.text,
  borderTop: `${tokens.borderWidth.thin} solid ${color.border}`,
  boxShadow: tokens.shadow.overlay,
  fontFamily: tokens.font.family.body,
  fontSize: tokens.font.size.s,
  lineHeight: tokens.font.lineHeight.s,
});

// While the banner shows, the page keeps room for it at its end and scrolls focus clear of it (WCAG 2.4.11).
globalStyle(`body:has(> .${c.banner})`, { paddingBottom: bannerHeight });
globalStyle(`html:has(> body > .${c.banner})`, { scrollPaddingBottom: bannerHeight });

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
