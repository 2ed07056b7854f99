import { palette as p } from './palette';
import type { SurfaceTheme, ThemeRoles } from './themes';

/*
 * The colour values of the semantic roles, per surface theme. A module of its own so that code which only needs
 * the theme names (every component that validates a `theme` prop) does not bundle the colours.
 */

const lightBase = {
  surface: p.white,
  surfaceRaised: p.grey[50],
  text: p.coffee[900],
  textMuted: p.grey[600],
  border: p.grey[500],
  focusRing: p.blue[700],
  accent: p.coffee[700],
  onAccent: p.white,
  activating: p.green[700],
  onActivating: p.white,
  sale: p.red[700],
  onSale: p.white,
  community: p.violet[700],
  onCommunity: p.white,
  tone: {
    info: { foreground: p.blue[700], surface: p.blue[50], border: p.blue[600] },
    success: { foreground: p.green[700], surface: p.green[50], border: p.green[600] },
    warning: { foreground: p.amber[800], surface: p.amber[50], border: p.amber[700] },
    error: { foreground: p.red[700], surface: p.red[50], border: p.red[600] },
  },
} as const satisfies ThemeRoles;

const darkBase = {
  surface: p.grey[900],
  surfaceRaised: p.grey[800],
  text: p.cream[50],
  textMuted: p.grey[300],
  border: p.grey[400],
  focusRing: p.amber[300],
  accent: p.cream[200],
  onAccent: p.coffee[900],
  activating: p.green[300],
  onActivating: p.grey[900],
  sale: p.red[300],
  onSale: p.grey[900],
  community: p.violet[300],
  onCommunity: p.grey[900],
  tone: {
    info: { foreground: p.blue[300], surface: p.blue[900], border: p.blue[300] },
    success: { foreground: p.green[300], surface: p.green[800], border: p.green[300] },
    warning: { foreground: p.amber[300], surface: p.amber[800], border: p.amber[300] },
    error: { foreground: p.red[300], surface: p.red[800], border: p.red[300] },
  },
} as const satisfies ThemeRoles;

/** Semantic roles per surface theme: a light or dark base with the theme's own surfaces and accent. */
export const themeRoles = {
  light: lightBase,
  dark: darkBase,
  'coffee-light': { ...lightBase, surface: p.cream[100], surfaceRaised: p.white },
  'coffee-dark': {
    ...darkBase,
    surface: p.coffee[900],
    surfaceRaised: p.coffee[800],
    textMuted: p.coffee[200],
    accent: p.coffee[300],
    onAccent: p.coffee[950],
  },
  sustainability: {
    ...lightBase,
    surface: p.green[100],
    surfaceRaised: p.green[50],
    accent: p.green[800],
    focusRing: p.coffee[800],
  },
  'coral-light': { ...lightBase, surface: p.coral[100], surfaceRaised: p.coral[50], accent: p.coral[700] },
  beige: { ...lightBase, surface: p.cream[200], surfaceRaised: p.cream[50] },
  grey: { ...lightBase, surface: p.grey[100], surfaceRaised: p.white, accent: p.grey[800] },
  'green-light': { ...lightBase, surface: p.green[50], surfaceRaised: p.white, accent: p.green[800] },
  'blue-light': { ...lightBase, surface: p.blue[100], surfaceRaised: p.blue[50], accent: p.blue[800] },
  'blue-dark': {
    ...darkBase,
    surface: p.blue[950],
    surfaceRaised: p.blue[900],
    accent: p.blue[300],
    onAccent: p.blue[950],
  },
  'brown-light': { ...lightBase, surface: p.coffee[100], surfaceRaised: p.cream[50] },
} as const satisfies Record<SurfaceTheme, ThemeRoles>;

/**
 * CSS system colours for forced-colours mode (Windows High Contrast), where the user's palette replaces every theme:
 * a part that draws its shape with a background (the count badge) draws it with these instead, so it keeps its shape.
 */
export const forcedColorRoles = {
  canvas: 'Canvas',
  text: 'CanvasText',
  buttonEdge: 'ButtonText',
} as const;
