/**
 * Tokens of the media primitives: Picture, Rating, Badge.
 * Related tokens that already live in components.ts and are used as they are: aspectRatios / aspectRatioNames,
 * imageCutoutBreakpoints, defaultImagePlaceholder, defaultRatingMax, badgeCapStyles, controlMetrics.badgeMinSize.
 */
import type { BadgeCapStyle } from './components';
import type { FontSize } from './typography';
import type { IconSize, Space } from './layout';

/* ------------------------------------------------------------------ Picture */

/**
 * How a Picture is sized. `intrinsic`: its `width` in px at most, shrinking with a narrower container.
 * `fill`: the full width of its container. Both keep the aspect ratio.
 */
export const pictureLayouts = ['intrinsic', 'fill'] as const;
export type PictureLayout = (typeof pictureLayouts)[number];
export const defaultPictureLayout: PictureLayout = 'intrinsic';

/** The keys a Picture source may carry (spec: "Picture sources may carry only srcset, media, type, breakpoint"). */
export const pictureSourceKeys = ['srcset', 'media', 'type', 'breakpoint'] as const;
export type PictureSourceKey = (typeof pictureSourceKeys)[number];

/** Spec, calls: "Image paths under /service/imagedelivery/image are rewritten to /img". */
export const imageDeliveryRewrite = { from: '/service/imagedelivery/image', to: '/img' } as const;

/**
 * Focus-point positions in percent (0 = left/top edge, 100 = right/bottom edge). A focus point is snapped to the
 * nearest step so every crop is a static class: the strict CSP blocks server-rendered style attributes.
 * Steps of 5 % move the crop by at most 2.5 % of the image, which is invisible in practice.
 */
export const pictureFocusSteps = [
  0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60, 65, 70, 75, 80, 85, 90, 95, 100,
] as const;
export type PictureFocusStep = (typeof pictureFocusSteps)[number];
/** Without a focus point the image is cropped around its centre. */
export const defaultFocusPoint = { x: 50, y: 50 } as const;

/** Zoom factors (spec: theme-world images carry a focus point and a zoom); a zoom is snapped to the nearest step, 1 = none. */
export const pictureZoomSteps = [1, 1.25, 1.5, 1.75, 2, 2.5, 3] as const;
export type PictureZoomStep = (typeof pictureZoomSteps)[number];

/* ------------------------------------------------------------------ Rating */

/** Rating sizes: small for product tiles and banners, medium for product details. */
export const ratingSizes = ['small', 'medium'] as const;
export type RatingSize = (typeof ratingSizes)[number];
export const defaultRatingSize: RatingSize = 'medium';

/** Per-size metrics: star size (an icon size), count text size and the gap between the parts. */
export const ratingMetrics = {
  small: { iconSize: 'small', fontSize: 'xs', gap: 'xxs' },
  medium: { iconSize: 'medium', fontSize: 's', gap: 'xs' },
} as const satisfies Record<RatingSize, { iconSize: IconSize; fontSize: FontSize; gap: Space }>;

/** How much of one star is filled: ratings are shown to the nearest half star. */
export const ratingStarFills = ['empty', 'half', 'full'] as const;
export type RatingStarFill = (typeof ratingStarFills)[number];
/** Ratings are shown in steps of half a star. */
export const ratingStep = 0.5;
/** The largest scale a Rating draws (a 10-star scale is the largest a shop shows); a larger `max` falls back to the default. */
export const ratingMaxStars = 10;

/* ------------------------------------------------------------------ Badge */

/** Badge colours: the theme's accent (cart count), or sale red. */
export const badgeTones = ['accent', 'sale'] as const;
export type BadgeTone = (typeof badgeTones)[number];
export const defaultBadgeTone: BadgeTone = 'accent';
export const defaultBadgeCapStyle: BadgeCapStyle = 'suffix';

/**
 * The cap each cap style uses unless a `max` is given (spec, business constants: "Cart badge: hidden at 0; the
 * header notes give two caps, '9+' (header) and '+99' (mini cart)").
 */
export const badgeCaps = { suffix: 9, prefix: 99 } as const satisfies Record<BadgeCapStyle, number>;
