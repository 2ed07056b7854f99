import { ratingStep, type RatingStarFill } from '../../../design-tokens';

/** The value a Rating shows: clamped to 0..max and rounded to the nearest half star; not a number → 0. */
export function roundRating(value: number, max: number): number {
  if (!Number.isFinite(value)) return 0;
  const clamped = Math.min(max, Math.max(0, value));
  return Math.round(clamped / ratingStep) * ratingStep;
}

/** The fill of each of the `max` stars for a value: full, half or empty. */
export function ratingStars(value: number, max: number): RatingStarFill[] {
  const shown = roundRating(value, max);
  return Array.from({ length: max }, (_, i): RatingStarFill => {
    const rest = shown - i;
    if (rest >= 1) return 'full';
    return rest > 0 ? 'half' : 'empty';
  });
}
