import { createGlobalTheme, createGlobalThemeContract, createTheme, globalStyle } from '@vanilla-extract/css';
import {
  customPropertyName,
  darkThemes,
  defaultSurfaceTheme,
  type durations,
  globalTokenValues,
  reducedMotionDurations,
  surfaceThemes,
  themeRoles,
  type SurfaceTheme,
  type ThemeRoles,
} from '../../design-tokens';
import { reducedMotion } from './media';
import { ms } from './units';

type Contract<T> = { [K in keyof T]: T[K] extends string ? string : Contract<T[K]> };
const toContract = <T extends object>(shape: T): Contract<T> =>
  Object.fromEntries(
    Object.entries(shape).map(([k, v]) => [k, typeof v === 'string' ? k : toContract(v as object)]),
  ) as Contract<T>;

/**
 * The colour contract: the semantic roles, themed per surface. Its custom properties have fixed, documented names
 * (`--crema-color-accent`, `--crema-color-tone-error-foreground`), the ones tokens.css sets: a consumer themes every
 * component by setting them on any element.
 */
export const color = createGlobalThemeContract(toContract<ThemeRoles>(themeRoles.light), (_value, path) =>
  customPropertyName(['color', ...path]),
);
/** Outside any Surface the light theme's colours apply, so a component works (and can be re-themed) on its own. */
createGlobalTheme(':root', color, themeRoles[defaultSurfaceTheme]);

/**
 * Everything that is not colour: the same in every theme, set once on :root under fixed names (`--crema-space-m`,
 * `--crema-font-size-m`, `--crema-duration-base`).
 */
export const tokens = createGlobalThemeContract(toContract(globalTokenValues), (_value, path) =>
  customPropertyName(path),
);
createGlobalTheme(':root', tokens, globalTokenValues);

globalStyle(':root', {
  '@media': {
    [reducedMotion]: {
      vars: Object.fromEntries(
        Object.entries(reducedMotionDurations).map(([k, v]) => [
          tokens.motion.duration[k as keyof typeof durations],
          ms(v),
        ]),
      ),
    },
  },
});

/** One class per surface theme; put it on any subtree to theme it. */
export const themeClasses = Object.fromEntries(
  surfaceThemes.map((name) => [name, createTheme(color, themeRoles[name], name)]),
) as Record<SurfaceTheme, string>;

for (const name of surfaceThemes) {
  globalStyle(`.${themeClasses[name]}`, {
    colorScheme: (darkThemes as readonly SurfaceTheme[]).includes(name) ? 'dark' : 'light',
  });
}
