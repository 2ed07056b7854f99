export { Picture, type PictureProps } from './Picture';
export type { PictureSource, StrictPictureSource } from './sources';
export { breakpointMedia } from './sources';
export {
  cutoutsToSources,
  cutoutSlot,
  cutoutFallbackSrc,
  cutoutMedia,
  type ImageCutout,
  type CutoutSlot,
} from './cutouts';
export { rewriteImagePath, rewriteSrcset } from './imagePath';
export { parseAspectRatio, type AspectRatio } from './aspectRatio';
