import { aspectRatioNames, aspectRatios, defaultImagePlaceholder, type AspectRatioName } from '../../../design-tokens';

/** What the `aspectRatio` prop accepts (spec: "Aspect ratio accepts only 16/9, 4/3, 3/2, 1/1 or a number"). */
export type AspectRatio = AspectRatioName | number;

const isName = (value: unknown): value is AspectRatioName =>
  typeof value === 'string' && (aspectRatioNames as readonly string[]).includes(value);

/**
 * The width/height ratio an `aspectRatio` stands for, or null when it is not one: a name of aspectRatios or a
 * finite positive number pass; 0, negatives, NaN, Infinity, other strings ('wide', '16:9', '1.5') do not.
 */
export function parseAspectRatio(value: unknown): number | null {
  if (isName(value)) return aspectRatios[value];
  if (typeof value === 'number' && Number.isFinite(value) && value > 0) return value;
  return null;
}

/** A positive finite size, or null. */
export function parseSize(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}

export interface PictureBox {
  /** Width and height in px, rounded for the width/height attributes. */
  width: number;
  height: number;
  /** The exact ratio (width / height) the box keeps. */
  ratio: number;
}

/**
 * The box a Picture draws, from already validated props (null = not given).
 * - With a ratio: the width (or the height times the ratio, or the placeholder width) and the height that ratio gives.
 * - Without: width and height as given; a missing one follows the placeholder's 488:287 proportion, both missing
 *   give the placeholder size (spec: "Default image placeholder size 488x287").
 */
export function pictureBox(width: number | null, height: number | null, ratio: number | null): PictureBox {
  const placeholderRatio = defaultImagePlaceholder.width / defaultImagePlaceholder.height;
  let w: number;
  let r: number;
  if (ratio !== null) {
    r = ratio;
    w = width ?? (height !== null ? height * ratio : defaultImagePlaceholder.width);
  } else if (width !== null && height !== null) {
    w = width;
    r = width / height;
  } else if (width !== null) {
    w = width;
    r = placeholderRatio;
  } else if (height !== null) {
    w = height * placeholderRatio;
    r = placeholderRatio;
  } else {
    w = defaultImagePlaceholder.width;
    r = placeholderRatio;
  }
  return { width: Math.max(1, Math.round(w)), height: Math.max(1, Math.round(w / r)), ratio: r };
}
