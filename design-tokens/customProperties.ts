/**
 * The custom properties components read, one stable name per token: `--crema-space-m`, `--crema-font-size-m`,
 * `--crema-duration-base`, `--crema-color-accent`, `--crema-color-tone-error-foreground`. The library's CSS and
 * design-tokens/dist/tokens.css use the same names, so a consumer can set any of them on an element and every
 * component inside follows.
 */
import { borderWidths, durations, easings, radii, shadows, space, zIndex } from './layout';
import { fontFamilies, fontSizes, fontWeights } from './typography';

/** A token number as a CSS length (0 without unit). */
export const cssLength = (n: number): string => (n === 0 ? '0' : `${n}px`);
/** A token duration as a CSS time. */
export const cssTime = (n: number): string => `${n}ms`;

const kebab = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * The custom property (without its leading `--`) of a token path: `['font', 'lineHeight', 'm']` is
 * `crema-font-line-height-m`. Motion tokens drop their group: `['motion', 'duration', 'base']` is `crema-duration-base`.
 */
export function customPropertyName(path: readonly string[]): string {
  const parts = path[0] === 'motion' ? path.slice(1) : path;
  return `crema-${parts.map(kebab).join('-')}`;
}

const mapValues = <T extends Record<string, number>>(o: T, f: (n: number) => string) =>
  Object.fromEntries(Object.entries(o).map(([k, v]) => [k, f(v)])) as { [K in keyof T]: string };

const pick = <K extends 'size' | 'lineHeight'>(key: K) =>
  Object.fromEntries(Object.entries(fontSizes).map(([k, v]) => [k, cssLength(v[key])])) as {
    [S in keyof typeof fontSizes]: string;
  };

/** Every token that is the same in all surface themes, as the CSS values set on :root. */
export const globalTokenValues = {
  space: mapValues(space, cssLength),
  radius: mapValues(radii, cssLength),
  borderWidth: mapValues(borderWidths, cssLength),
  shadow: shadows,
  zIndex: mapValues(zIndex, String),
  font: {
    family: fontFamilies,
    weight: mapValues(fontWeights, String),
    size: pick('size'),
    lineHeight: pick('lineHeight'),
  },
  motion: {
    duration: mapValues(durations, cssTime),
    easing: easings,
  },
};
export type GlobalTokenValues = typeof globalTokenValues;

type Tree = { readonly [key: string]: string | Tree };

/** `--name: value;` lines for a tree of values under a path prefix. */
export function customPropertyLines(tree: Tree, prefix: readonly string[] = []): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [`--${customPropertyName([...prefix, key])}: ${value};`]
      : customPropertyLines(value, [...prefix, key]),
  );
}
