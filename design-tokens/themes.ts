/** The 12 surface themes, in their catalogue order. */
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

/** Which themes are dark: used for `color-scheme` so native controls and scrollbars match. */
export const darkThemes = ['dark', 'coffee-dark', 'blue-dark'] as const satisfies readonly SurfaceTheme[];
