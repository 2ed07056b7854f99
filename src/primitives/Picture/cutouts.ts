import { breakpoints, imageCutoutBreakpoints, type Breakpoint } from '../../../design-tokens';
import { px } from '../../styles/units';
import type { PictureSource } from './sources';

/**
 * An image cutout (spec: "imagePath, targetSize.width, optional breakpoint, imageCss, containerCss"): one crop of
 * an image, made for one range of screen widths.
 */
export interface ImageCutout {
  imagePath: string;
  targetSize: { width: number };
  /** The screen width (px, or a breakpoint name) the cutout is made for. Absent: the desktop cutout. */
  breakpoint?: Breakpoint | number;
  /** Class names for the `<img>` (see Picture.tsx on why not CSS text). */
  imageCss?: string;
  /** Class names for the Picture's box. */
  containerCss?: string;
}

/** The two places a cutout can go: the desktop source or the phone source. */
export type CutoutSlot = 'large' | 'small';

/** The media query of each slot: (min-width: 1024px) and (max-width: 767px). */
export const cutoutMedia: Record<CutoutSlot, string> = {
  large: `(min-width: ${px(imageCutoutBreakpoints.large)})`,
  small: `(max-width: ${px(imageCutoutBreakpoints.small)})`,
};

const breakpointWidth = (breakpoint: unknown): number | undefined => {
  if (typeof breakpoint === 'string' && Object.prototype.hasOwnProperty.call(breakpoints, breakpoint)) {
    return breakpoints[breakpoint as Breakpoint];
  }
  return typeof breakpoint === 'number' && Number.isFinite(breakpoint) ? breakpoint : undefined;
};

/**
 * Where a cutout goes. The mapping:
 *
 * | cutout breakpoint                     | slot  | media                |
 * |---------------------------------------|-------|----------------------|
 * | absent, not a width, or >= 1024       | large | (min-width: 1024px)  |
 * | 767 or less (names xs, s, m)          | small | (max-width: 767px)   |
 * | 768-1023 (names l, xl: tablets)       | large | (min-width: 1024px)  |
 *
 * A cutout made for anything wider than a phone is a desktop cutout: the spec knows only the two widths, and a
 * tablet (768-1023 px, where no source matches) shows the `<img>` fallback, which is the desktop cutout.
 */
export function cutoutSlot(breakpoint: ImageCutout['breakpoint']): CutoutSlot {
  const width = breakpointWidth(breakpoint);
  return width !== undefined && width <= imageCutoutBreakpoints.small ? 'small' : 'large';
}

const validWidth = (c: ImageCutout): number | undefined => {
  const w = c.targetSize?.width;
  return typeof w === 'number' && Number.isFinite(w) && w > 0 ? Math.round(w) : undefined;
};
const hasPath = (c: ImageCutout) => typeof c.imagePath === 'string' && c.imagePath.trim() !== '';

/**
 * The srcset of one slot: each cutout with its target width as a `w` descriptor, narrowest first, one per width.
 * Cutouts without a usable width are left out when the slot has others; alone, the first is used without one.
 */
function slotSrcset(cutouts: readonly ImageCutout[]): string | undefined {
  const sized = cutouts
    .map((c) => ({ path: c.imagePath.trim(), width: validWidth(c) }))
    .filter((c): c is { path: string; width: number } => c.width !== undefined)
    .sort((a, b) => a.width - b.width)
    .filter((c, i, all) => i === 0 || all[i - 1]!.width !== c.width);
  if (sized.length > 0) return sized.map((c) => `${c.path} ${c.width}w`).join(', ');
  return cutouts[0]?.imagePath.trim();
}

/** Cutouts → Picture sources: at most one for (min-width: 1024px), then one for (max-width: 767px). */
export function cutoutsToSources(cutouts: readonly ImageCutout[] | undefined): PictureSource[] {
  const usable = (cutouts ?? []).filter(hasPath);
  const sources: PictureSource[] = [];
  for (const slot of ['large', 'small'] as const) {
    const srcset = slotSrcset(usable.filter((c) => cutoutSlot(c.breakpoint) === slot));
    if (srcset) sources.push({ srcset, media: cutoutMedia[slot] });
  }
  return sources;
}

/**
 * The `<img src>` when only cutouts are given: the widest desktop cutout (tablets, and browsers without
 * `<picture>`, see it), else the widest phone cutout.
 */
export function cutoutFallbackSrc(cutouts: readonly ImageCutout[] | undefined): string | undefined {
  const usable = (cutouts ?? []).filter(hasPath);
  for (const slot of ['large', 'small'] as const) {
    const inSlot = usable
      .filter((c) => cutoutSlot(c.breakpoint) === slot)
      .sort((a, b) => (validWidth(b) ?? 0) - (validWidth(a) ?? 0));
    if (inSlot[0]) return inSlot[0].imagePath.trim();
  }
  return undefined;
}

const classToken = /^-?[_a-zA-Z][_a-zA-Z0-9-]*$/;

/**
 * Splits imageCss / containerCss into class names. Anything that is not a class name (CSS text such as
 * "object-position: 30% 50%") is rejected, so it never reaches the DOM as a style.
 */
export function splitClassNames(value: unknown): { classes: string[]; rejected: string[] } {
  if (typeof value !== 'string')
    return { classes: [], rejected: value === undefined || value === null ? [] : [String(value)] };
  const tokens = value.split(/\s+/).filter(Boolean);
  if (tokens.length === 0) return { classes: [], rejected: [] };
  return tokens.every((t) => classToken.test(t))
    ? { classes: tokens, rejected: [] }
    : { classes: [], rejected: [value] };
}

/** The class names of all cutouts, for the `<img>` (imageCss) and the box (containerCss). */
export function cutoutClassNames(cutouts: readonly ImageCutout[] | undefined): {
  image: string[];
  container: string[];
  rejected: string[];
} {
  const image: string[] = [];
  const container: string[] = [];
  const rejected: string[] = [];
  for (const c of cutouts ?? []) {
    const i = splitClassNames(c.imageCss);
    const k = splitClassNames(c.containerCss);
    image.push(...i.classes.filter((x) => !image.includes(x)));
    container.push(...k.classes.filter((x) => !container.includes(x)));
    rejected.push(...i.rejected, ...k.rejected);
  }
  return { image, container, rejected };
}
