import { palette as p } from './palette';

/** The 12 surface themes of the spec (validation rules: "Theme values"). Order is the spec's order. */
export const surfaceThemes = [
  'light',
  'dark',
  'coffee-light',
  'coffee-dark',
  'sustainability',
  'coral-light',
  'beige',
  'grey',
  'green-light',
  'blue-light',
  'blue-dark',
  'brown-light',
] as const;
export type SurfaceTheme = (typeof surfaceThemes)[number];
export const defaultSurfaceTheme: SurfaceTheme = 'light';

/** The four message tones (Notification, Input states, inline errors). */
export const tones = ['info', 'success', 'warning', 'error'] as const;
export type Tone = (typeof tones)[number];

interface ToneRoles {
  /** Text in this tone on the theme's surface and raised surface (4.5:1). */
  readonly foreground: string;
  /** Background of a message in this tone; the theme's text sits on it (4.5:1). */
  readonly surface: string;
  /** Icon and edge of a message in this tone, on its tone surface (3:1). */
  readonly border: string;
}

/** The semantic roles every surface theme fills. Components only ever see these. */
export interface ThemeRoles {
  readonly surface: string;
  readonly surfaceRaised: string;
  readonly text: string;
  readonly textMuted: string;
  readonly border: string;
  readonly focusRing: string;
  readonly accent: string;
  readonly onAccent: string;
  readonly activating: string;
  readonly onActivating: string;
  readonly sale: string;
  readonly onSale: string;
  readonly community: string;
  readonly onCommunity: string;
  readonly tone: { readonly [T in Tone]: ToneRoles };
}

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

/** Which themes are dark: used for `color-scheme` so native controls and scrollbars match. */
export const darkThemes = ['dark', 'coffee-dark', 'blue-dark'] as const satisfies readonly SurfaceTheme[];
