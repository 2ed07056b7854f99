/**
 * Brand themes for consumers: start from one of the 12 surface themes, change the roles the brand needs, check the
 * result against the WCAG minimums, and get the CSS block (or, with vanilla-extract, pass the roles to
 * `createTheme(color, roles)` or `assignVars(color, roles)` with the `color` contract from `crema`).
 */
import { contrastPairs, contrastRatio, minimumContrast, type ContrastPair } from './contrast';
import { customPropertyLines } from './customProperties';
import { themeRoles } from './themeRoles';
import type { SurfaceTheme, ThemeRoles } from './themes';

/** Role overrides: any role, and any part of a tone. */
export type ThemeOverrides = Partial<Omit<ThemeRoles, 'tone'>> & {
  readonly tone?: { readonly [T in keyof ThemeRoles['tone']]?: Partial<ThemeRoles['tone'][T]> };
};

/** A theme's roles: a built-in surface theme with the brand's overrides on top. */
export function brandTheme(base: SurfaceTheme, overrides: ThemeOverrides = {}): ThemeRoles {
  const from = themeRoles[base];
  const { tone = {}, ...roles } = overrides;
  const tones = Object.fromEntries(
    Object.entries(from.tone).map(([name, value]) => [name, { ...value, ...tone[name as keyof typeof tone] }]),
  ) as unknown as ThemeRoles['tone'];
  return { ...from, ...roles, tone: tones };
}

export interface ContrastFailure extends ContrastPair {
  /** The measured contrast ratio, e.g. 2.31. */
  ratio: number;
  /** The WCAG minimum the pair must meet: 4.5 for text, 3 for UI parts and focus indicators. */
  minimum: number;
}

/** Every pair of roles that components put together and that misses its WCAG minimum; empty when the theme passes. */
export function failingContrastPairs(roles: ThemeRoles): ContrastFailure[] {
  return contrastPairs(roles)
    .map((pair) => ({
      ...pair,
      ratio: contrastRatio(pair.foreground, pair.background),
      minimum: minimumContrast[pair.kind],
    }))
    .filter((pair) => pair.ratio < pair.minimum);
}

/**
 * A CSS rule that sets a theme's colour custom properties (`--crema-color-*`) under `selector`. A built-in theme by
 * name is scoped to the attribute Surface renders (`[data-crema-theme="beige"]`); a brand theme needs its selector.
 */
export function themeCss(theme: SurfaceTheme): string;
export function themeCss(roles: ThemeRoles, selector: string): string;
export function themeCss(theme: SurfaceTheme | ThemeRoles, selector?: string): string {
  const roles = typeof theme === 'string' ? themeRoles[theme] : theme;
  const scope = selector ?? `[data-crema-theme="${theme as SurfaceTheme}"]`;
  const lines = customPropertyLines(roles as unknown as Parameters<typeof customPropertyLines>[0], ['color']);
  return `${scope} {\n${lines.map((l) => `  ${l}`).join('\n')}\n}`;
}
