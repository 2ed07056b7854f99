import { createGlobalTheme, createTheme, createThemeContract, globalStyle } from '@vanilla-extract/css';
import {
  borderWidths,
  darkThemes,
  durations,
  easings,
  fontFamilies,
  fontSizes,
  fontWeights,
  radii,
  reducedMotionDurations,
  shadows,
  space,
  surfaceThemes,
  themeRoles,
  zIndex,
  type SurfaceTheme,
  type ThemeRoles,
} from '../../design-tokens';
import { reducedMotion } from './media';
import { ms, px } from './units';

type Contract<T> = { [K in keyof T]: T[K] extends string ? null : Contract<T[K]> };
const toContract = <T extends object>(shape: T): Contract<T> =>
  Object.fromEntries(
    Object.entries(shape).map(([k, v]) => [k, typeof v === 'string' ? null : toContract(v as object)]),
  ) as Contract<T>;

/** The colour contract: the semantic roles, themed per surface. */
export const color = createThemeContract(toContract<ThemeRoles>(themeRoles.light));

const mapValues = <T extends Record<string, number>>(o: T, f: (n: number) => string) =>
  Object.fromEntries(Object.entries(o).map(([k, v]) => [k, f(v)])) as { [K in keyof T]: string };

const motionVars = {
  duration: mapValues(durations, ms),
  easing: easings,
};

/** Everything that is not colour: the same in every theme, set once on :root. */
export const tokens = createGlobalTheme(':root', {
  space: mapValues(space, px),
  radius: mapValues(radii, px),
  borderWidth: mapValues(borderWidths, px),
  shadow: shadows,
  zIndex: mapValues(zIndex, String),
  font: {
    family: fontFamilies,
    weight: mapValues(fontWeights, String),
    size: mapValues(
      Object.fromEntries(Object.entries(fontSizes).map(([k, v]) => [k, v.size])) as Record<
        keyof typeof fontSizes,
        number
      >,
      px,
    ),
    lineHeight: mapValues(
      Object.fromEntries(Object.entries(fontSizes).map(([k, v]) => [k, v.lineHeight])) as Record<
        keyof typeof fontSizes,
        number
      >,
      px,
    ),
  },
  motion: motionVars,
});

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
