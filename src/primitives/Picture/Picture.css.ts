import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import {
  defaultFocusPoint,
  defaultPictureLayout,
  pictureFocusSteps,
  pictureZoomSteps,
  type PictureLayout,
} from '../../../design-tokens';
import { color, tokens } from '../../styles/theme.css';
import { variantsOf } from '../../styles/variants';

const focusX = createVar();
const focusY = createVar();

const layoutStyles: Record<PictureLayout, object> = {
  // fit-content: as wide as the spacer, also where a flex or grid parent would stretch it.
  intrinsic: { display: 'inline-block', verticalAlign: 'top', width: 'fit-content' },
  fill: { display: 'block', width: '100%' },
};

/** The box: sized by its spacer (below), it clips the cropped and zoomed image and, when the image fails, is the fallback. */
export const frame = recipe({
  base: { position: 'relative', overflow: 'hidden', maxWidth: '100%' },
  variants: {
    layout: layoutStyles,
    failed: {
      true: {
        backgroundColor: color.surfaceRaised,
        // Inset, so the empty box is exactly the image's size.
        boxShadow: `inset 0 0 0 ${tokens.borderWidth.thin} ${color.border}`,
      },
      false: {},
    },
  },
  defaultVariants: { layout: defaultPictureLayout, failed: false },
});

/**
 * An empty inline SVG whose viewBox has the box's ratio and whose width is the box's width: it gives the box its
 * size and ratio without a style attribute (any ratio, CSP-safe, correct before any script runs).
 */
export const spacer = recipe({
  base: { display: 'block', maxWidth: '100%', height: 'auto' },
  variants: { layout: { intrinsic: {}, fill: { width: '100%' } } satisfies Record<PictureLayout, object> },
  defaultVariants: { layout: defaultPictureLayout },
});

export const picture = style({ position: 'absolute', inset: 0, display: 'block' });

/**
 * The image covers the box. The focus point (x %, y %) is both the object-position and the transform origin, so it
 * stays in place while the crop and the zoom happen around it. One class per step: no style attribute.
 */
export const image = recipe({
  base: {
    display: 'block',
    width: '100%',
    height: '100%',
    objectFit: 'cover',
    objectPosition: `${focusX} ${focusY}`,
    transformOrigin: `${focusX} ${focusY}`,
  },
  variants: {
    focusX: variantsOf(pictureFocusSteps, (v) => ({ vars: { [focusX]: `${v}%` } })),
    focusY: variantsOf(pictureFocusSteps, (v) => ({ vars: { [focusY]: `${v}%` } })),
    zoom: variantsOf(pictureZoomSteps, (v) => (v === 1 ? {} : { transform: `scale(${v})` })),
  },
  // The first zoom step is 1, no zoom (as snapZoom falls back to it).
  defaultVariants: {
    focusX: `${defaultFocusPoint.x}`,
    focusY: `${defaultFocusPoint.y}`,
    zoom: `${pictureZoomSteps[0]}`,
  },
});
