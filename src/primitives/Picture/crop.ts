import {
  defaultFocusPoint,
  pictureFocusSteps,
  pictureZoomSteps,
  type PictureFocusStep,
  type PictureZoomStep,
} from '../../../design-tokens';

const nearest = <T extends number>(value: number, steps: readonly T[]): T =>
  steps.reduce((best, step) => (Math.abs(step - value) < Math.abs(best - value) ? step : best), steps[0]!);

/** A focus-point coordinate in percent, snapped to the nearest step (so clamped to 0..100); not a number → 50. */
export function snapFocus(value: unknown, fallback: number = defaultFocusPoint.x): PictureFocusStep {
  const v = typeof value === 'number' && Number.isFinite(value) ? value : fallback;
  return nearest(v, pictureFocusSteps);
}

/** Whether a zoom is one: a finite number of at least 1 (1 = no zoom). */
export function isZoom(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 1;
}

/** A zoom snapped to the nearest step, at most the largest; anything that is not a zoom → 1. */
export function snapZoom(value: unknown): PictureZoomStep {
  return isZoom(value) ? nearest(value, pictureZoomSteps) : pictureZoomSteps[0];
}
