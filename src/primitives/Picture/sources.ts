import { breakpoints, pictureSourceKeys, type Breakpoint } from '../../../design-tokens';
import { px } from '../../styles/units';

/**
 * One `<source>` of a Picture. Spec: "Picture sources may carry only srcset, media, type, breakpoint".
 * - `srcset`: the candidates (paths under /service/imagedelivery/image are rewritten to /img).
 * - `media`: a media query; wins over `breakpoint`.
 * - `type`: a MIME type such as 'image/avif', for a format the browser may not support.
 * - `breakpoint`: derives `media` when there is none, mobile first: the source applies from that width up.
 *   A number is the first width in px it applies at (`1024` → `(min-width: 1024px)`); a breakpoint name applies
 *   above that breakpoint, like `media.up` (`'xl'`, 1023 → `(min-width: 1024px)`). For "up to" ranges pass `media`.
 */
export interface PictureSource {
  srcset: string;
  media?: string;
  type?: string;
  breakpoint?: Breakpoint | number;
}

/**
 * The source type a Picture accepts: object literals with any other key are a type error (excess property
 * check), and the keys people reach for by habit are closed even for objects built elsewhere.
 */
export type StrictPictureSource = PictureSource & {
  srcSet?: never;
  sizes?: never;
  src?: never;
  width?: never;
  height?: never;
};

/** The attributes a `<source>` is rendered with. */
export interface SourceAttributes {
  srcSet: string;
  media?: string;
  type?: string;
}

const isBreakpointName = (value: unknown): value is Breakpoint =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(breakpoints, value);

/** The media query a breakpoint stands for, or undefined for something that is not a breakpoint. */
export function breakpointMedia(breakpoint: unknown): string | undefined {
  if (isBreakpointName(breakpoint)) return `(min-width: ${px(breakpoints[breakpoint] + 1)})`;
  if (typeof breakpoint === 'number' && Number.isFinite(breakpoint) && breakpoint > 0) {
    return `(min-width: ${px(breakpoint)})`;
  }
  return undefined;
}

export interface NormalisedSource {
  /** The attributes to render, or null when the source is dropped (no srcset, or a breakpoint that is not one). */
  attributes: SourceAttributes | null;
  /** Keys other than srcset, media, type, breakpoint: ignored. */
  unknownKeys: string[];
  /** A breakpoint that could not be turned into a media query (the source is dropped rather than shown everywhere). */
  badBreakpoint: boolean;
}

/**
 * Turns a source into the attributes of a `<source>`: only srcset, media and type reach the DOM.
 * Pure: the component reports unknown keys and bad breakpoints.
 */
export function normaliseSource(source: PictureSource, rewrite: (srcset: string) => string): NormalisedSource {
  const unknownKeys = Object.keys(source).filter((k) => !(pictureSourceKeys as readonly string[]).includes(k));
  const srcset = typeof source.srcset === 'string' ? source.srcset.trim() : '';
  const explicitMedia = typeof source.media === 'string' && source.media.trim() ? source.media.trim() : undefined;
  const derived =
    explicitMedia === undefined && source.breakpoint !== undefined ? breakpointMedia(source.breakpoint) : undefined;
  const badBreakpoint = explicitMedia === undefined && source.breakpoint !== undefined && derived === undefined;
  if (!srcset || badBreakpoint) return { attributes: null, unknownKeys, badBreakpoint };
  const media = explicitMedia ?? derived;
  const type = typeof source.type === 'string' && source.type.trim() ? source.type.trim() : undefined;
  return {
    attributes: { srcSet: rewrite(srcset), ...(media ? { media } : {}), ...(type ? { type } : {}) },
    unknownKeys,
    badBreakpoint,
  };
}

/** Whether a srcset describes its candidates by width (`a.jpg 488w`): such a srcset needs `sizes` beside it. */
export const hasWidthDescriptors = (srcset: string | undefined): boolean =>
  srcset !== undefined && /\s\d+w\s*(,|$)/.test(srcset);

/**
 * The `sizes` for width-described candidates when the page gives none: an intrinsic Picture is at most its width
 * wide, and the viewport's width below that (`(max-width: 488px) 100vw, 488px`); a `fill` Picture takes its
 * container's width, which only the page knows, so the viewport's. Without `sizes` the browser assumes 100vw and may
 * load a wider image than the box shows (and the HTML is invalid).
 */
export function defaultSizes(layout: 'intrinsic' | 'fill', width: number): string {
  return layout === 'intrinsic' ? `(max-width: ${px(width)}) 100vw, ${px(width)}` : '100vw';
}
