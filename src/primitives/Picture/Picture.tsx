'use client';

/**
 * Picture: a responsive image (`<picture>` with `<source>`s and an `<img>`) in a box of a fixed aspect ratio,
 * cropped around a focus point, lazy by default, replaced by an empty box carrying its alt text when it fails.
 *
 * CSP decision: the shop's strict Content-Security-Policy has no 'unsafe-inline' for styles, so a style attribute
 * in server-rendered HTML is dropped by the browser. Picture therefore renders no style attribute at all:
 * - Size and aspect ratio come from an empty inline `<svg>` spacer with width/height attributes and a viewBox of the
 *   box's ratio (presentation attributes, not styles). That serves any positive number ratio exactly, before any
 *   script runs, which a fixed set of aspect-ratio classes could not.
 * - Focus point and zoom are static classes from the recipe: the focus point is snapped to steps of 5 % per axis
 *   (pictureFocusSteps, at most 2.5 % off, invisible in practice) and the zoom to pictureZoomSteps. The classes set
 *   object-position and transform-origin to the focus point, and transform: scale() for the zoom.
 *   (CSS custom properties through a style attribute would be blocked the same way; `object-view-box` is not in
 *   every browser the shop supports.)
 * - imageCss / containerCss of cutouts are class names, never CSS text: CSS text would need a style attribute, and
 *   CMS text must not become styles. A value that is not a list of class names is dropped with a warning. A
 *   `<source>` cannot carry a class, so the classes of all cutouts are applied; scope a cutout's class to its
 *   breakpoint in the class's own CSS if it should apply only there.
 */
import {
  forwardRef,
  useEffect,
  useRef,
  useState,
  type HTMLAttributes,
  type ReactEventHandler,
  type SyntheticEvent,
} from 'react';
import { cx } from '../../styles/cx';
import {
  aspectRatioNames,
  defaultFocusPoint,
  defaultPictureLayout,
  pictureLayouts,
  pictureSourceKeys,
  type PictureLayout,
} from '../../../design-tokens';
import { pickVariant } from '../../styles/fallback';
import { parseAspectRatio, parseSize, pictureBox, type AspectRatio } from './aspectRatio';
import { isZoom, snapFocus, snapZoom } from './crop';
import { cutoutClassNames, cutoutFallbackSrc, cutoutsToSources, type ImageCutout } from './cutouts';
import { rewriteImagePath, rewriteSrcset } from './imagePath';
import { frame, image, picture, spacer } from './Picture.css';
import {
  defaultSizes,
  hasWidthDescriptors,
  normaliseSource,
  type SourceAttributes,
  type StrictPictureSource,
} from './sources';

interface PictureOwnProps {
  /** Required. Describes the image; '' for a decorative image (then the fallback box is silent too). */
  alt: string;
  /** A srcset for the `<img>` itself (rewritten like `src`). */
  srcSet?: string;
  /** The `<img>`'s sizes, for `w` descriptors in `srcSet`. */
  sizes?: string;
  /** `<source>`s, before those made from `cutouts`. Only srcset, media, type and breakpoint (spec). */
  sources?: readonly StrictPictureSource[];
  /** Width in px (default: the 488x287 placeholder's). `layout="intrinsic"`: the box is at most this wide. */
  width?: number;
  /** Height in px (default: the placeholder's). Ignored when `aspectRatio` is given. */
  height?: number;
  /** '16/9' | '4/3' | '3/2' | '1/1' or any positive number (width / height). Default: width / height. */
  aspectRatio?: AspectRatio;
  /** The point to keep in view when cropping, in percent of the image (0..100 each). Default centre. */
  focusPoint?: { x: number; y: number };
  /** Zoom in around the focus point, >= 1 (1 = none). */
  zoom?: number;
  /** Load at once with high priority (the page's main image); default lazy. */
  eager?: boolean;
  layout?: PictureLayout;
  /** Extra classes for the `<img>`. */
  imageClassName?: string;
  onLoad?: ReactEventHandler<HTMLImageElement>;
  /** Called when the image fails to load, after the fallback box has replaced it. */
  onError?: ReactEventHandler<HTMLImageElement>;
}

/** The image: a `src`, or cutouts (then the widest desktop cutout is the `<img>`'s src), or both. */
type PictureImage =
  { src: string; cutouts?: readonly ImageCutout[] } | { src?: string; cutouts: readonly ImageCutout[] };

type RootAttributes = Omit<HTMLAttributes<HTMLSpanElement>, keyof PictureOwnProps | 'children' | 'src'>;

export type PictureProps = PictureOwnProps & PictureImage & RootAttributes;

/** Warns once (via pickVariant) about a value that is not allowed, describing what is. */
const reject = (prop: string, value: unknown, allowed: string, using: string) => {
  pickVariant('Picture', prop, value, [allowed], using);
};

export const Picture = forwardRef<HTMLSpanElement, PictureProps>(function Picture(props, ref) {
  const {
    alt,
    src,
    srcSet,
    sizes,
    sources,
    cutouts,
    width,
    height,
    aspectRatio,
    focusPoint,
    zoom,
    eager = false,
    layout,
    imageClassName,
    onLoad,
    onError,
    className,
    ...rest
  } = props;

  const safeLayout = pickVariant('Picture', 'layout', layout, pictureLayouts, defaultPictureLayout);

  const ratio = parseAspectRatio(aspectRatio);
  if (aspectRatio !== undefined && ratio === null) {
    pickVariant<string>(
      'Picture',
      'aspectRatio',
      aspectRatio,
      [...aspectRatioNames, 'any positive number'],
      'width/height',
    );
  }
  const safeWidth = parseSize(width);
  if (width !== undefined && safeWidth === null) reject('width', width, 'a positive number', 'the placeholder size');
  const safeHeight = parseSize(height);
  if (height !== undefined && safeHeight === null)
    reject('height', height, 'a positive number', 'the placeholder size');
  const box = pictureBox(safeWidth, safeHeight, ratio);

  if (zoom !== undefined && !isZoom(zoom)) reject('zoom', zoom, 'a number of at least 1', '1');
  const crop = {
    focusX: `${snapFocus(focusPoint?.x, defaultFocusPoint.x)}`,
    focusY: `${snapFocus(focusPoint?.y, defaultFocusPoint.y)}`,
    zoom: `${snapZoom(zoom)}`,
  } as const;

  const rendered: SourceAttributes[] = [];
  for (const source of [...(sources ?? []), ...cutoutsToSources(cutouts)]) {
    const n = normaliseSource(source, rewriteSrcset);
    for (const key of n.unknownKeys) reject('source key', key, pictureSourceKeys.join(', '), 'nothing (ignored)');
    if (n.badBreakpoint)
      reject('source breakpoint', source.breakpoint, 'a breakpoint name or a width in px', 'nothing (source dropped)');
    if (n.attributes) rendered.push(n.attributes);
  }

  const cutoutClasses = cutoutClassNames(cutouts);
  for (const value of cutoutClasses.rejected) reject('cutout css', value, 'class names', 'nothing');

  const imgSrc = rewriteImagePath((src ?? cutoutFallbackSrc(cutouts) ?? '').trim());
  const imgSrcSet = srcSet ? rewriteSrcset(srcSet) : undefined;
  // Width-described candidates (cutouts, or the page's own srcSet) need sizes: the page's, else the box's.
  const pictureSizes = sizes ?? defaultSizes(safeLayout, box.width);

  // The image's identity: a failure is forgotten when it changes.
  const identity = [imgSrc, imgSrcSet ?? '', ...rendered.map((s) => `${s.media ?? ''} ${s.srcSet}`)].join('\n');
  const [failedIdentity, setFailedIdentity] = useState<string | null>(null);
  const failed = imgSrc === '' || failedIdentity === identity;

  const imgRef = useRef<HTMLImageElement>(null);
  // A server-rendered image can fail before React hydrates and listens: ask the browser once it is settled.
  useEffect(() => {
    const img = imgRef.current;
    if (!img || !img.complete || typeof img.decode !== 'function') return;
    let current = true;
    img.decode().catch(() => {
      if (current) setFailedIdentity(identity);
    });
    return () => {
      current = false;
    };
  }, [identity]);

  const handleError = (event: SyntheticEvent<HTMLImageElement>) => {
    setFailedIdentity(identity);
    onError?.(event);
  };

  const fallbackA11y = failed && alt ? { role: 'img', 'aria-label': alt } : {};

  return (
    <span
      ref={ref}
      className={cx(frame({ layout: safeLayout, failed }), ...cutoutClasses.container, className)}
      data-aspect-ratio={typeof aspectRatio === 'string' && ratio !== null ? aspectRatio : undefined}
      {...fallbackA11y}
      {...rest}
    >
      <svg
        className={spacer({ layout: safeLayout })}
        width={box.width}
        height={box.height}
        viewBox={`0 0 ${box.width} ${box.width / box.ratio}`}
        aria-hidden="true"
        focusable="false"
      />
      {!failed && (
        <picture className={picture}>
          {rendered.map((s, i) => (
            <source
              key={`${i}:${s.media ?? ''}`}
              srcSet={s.srcSet}
              sizes={hasWidthDescriptors(s.srcSet) ? pictureSizes : undefined}
              media={s.media}
              type={s.type}
            />
          ))}
          <img
            ref={imgRef}
            // loading before src: a browser that sees src first may start an eager load.
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            fetchPriority={eager ? 'high' : undefined}
            src={imgSrc}
            srcSet={imgSrcSet}
            sizes={hasWidthDescriptors(imgSrcSet) ? pictureSizes : sizes}
            alt={alt}
            width={box.width}
            height={box.height}
            className={cx(image(crop), ...cutoutClasses.image, imageClassName)}
            onLoad={onLoad}
            onError={handleError}
          />
        </picture>
      )}
    </span>
  );
});
Picture.displayName = 'Picture';
