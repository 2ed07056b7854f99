import { createVar, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import {
  pictureFocusSteps,
  pictureZoomSteps,
  type PictureFocusStep,
  type PictureLayout,
  type PictureZoomStep,
} from '../../../design-tokens';
import { color, tokens } from '../../styles/theme.css';

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
  defaultVariants: { layout: 'intrinsic', failed: false },
});

/**
 * An empty inline SVG whose viewBox has the box's ratio and whose width is the box's width: it gives the box its
 * size and ratio without a style attribute (any ratio, CSP-safe, correct before any script runs).
 */
export const spacer = recipe({
  base: { display: 'block', maxWidth: '100%', height: 'auto' },
  variants: { layout: { intrinsic: {}, fill: { width: '100%' } } },
  defaultVariants: { layout: 'intrinsic' },
});

export const picture = style({ position: 'absolute', inset: 0, display: 'block' });

const steps = <T extends number>(values: readonly T[], rule: (v: T) => object) =>
  Object.fromEntries(values.map((v) => [String(v), rule(v)])) as Record<`${T}`, object>;

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
    focusX: steps<PictureFocusStep>(pictureFocusSteps, (v) => ({ vars: { [focusX]: `${v}%` } })),
    focusY: steps<PictureFocusStep>(pictureFocusSteps, (v) => ({ vars: { [focusY]: `${v}%` } })),
    zoom: steps<PictureZoomStep>(pictureZoomSteps, (v) => (v === 1 ? {} : { transform: `scale(${v})` })),
  },
  defaultVariants: { focusX: '50', focusY: '50', zoom: '1' },
});
export type ImageVariants = NonNullable<RecipeVariants<typeof image>>;
