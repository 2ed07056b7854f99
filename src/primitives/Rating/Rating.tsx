import { forwardRef, type HTMLAttributes } from 'react';
import { cx } from '../../styles/cx';
import {
  defaultRatingMax,
  defaultRatingSize,
  ratingMaxStars,
  ratingMetrics,
  ratingSizes,
  type RatingSize,
} from '../../../design-tokens';
import { pickVariant } from '../../styles/fallback';
import { Icon } from '../Icon/Icon';
import { count as countClass, fill, outline, rating, star, stars } from './Rating.css';
import { ratingStars } from './stars';

export interface RatingProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children' | 'role'> {
  /** The rating, 0..max; clamped, and shown to the nearest half star. */
  value: number;
  /** The scale (spec: "Rating scale default maximum 5"); a whole number from 1 to 10. */
  max?: number;
  /** Short text beside the stars, e.g. the number of ratings ('89k'). Say it in `label` too. */
  count?: string;
  /**
   * The one accessible name of the whole rating, formatted by the app from its catalog, e.g.
   * "4,5 von 5 Sternen, 89.000 Bewertungen". Stars and count are not read on their own.
   */
  label: string;
  size?: RatingSize;
}

/** Allowed scales: whole numbers from 1 up to ratingMaxStars. */
const scales = Array.from({ length: ratingMaxStars }, (_, i) => i + 1);

export const Rating = forwardRef<HTMLSpanElement, RatingProps>(function Rating(
  { value, max, count, label, size, className, ...rest },
  ref,
) {
  const safeSize = pickVariant('Rating', 'size', size, ratingSizes, defaultRatingSize);
  const safeMax = pickVariant('Rating', 'max', max, scales, defaultRatingMax);
  const isValue = typeof value === 'number' && Number.isFinite(value);
  if (!isValue) pickVariant<string | number>('Rating', 'value', value, ['a number from 0 to max'], 0);
  const iconSize = ratingMetrics[safeSize].iconSize;
  return (
    <span ref={ref} role="img" aria-label={label} className={cx(rating({ size: safeSize }), className)} {...rest}>
      <span className={stars} aria-hidden="true">
        {ratingStars(isValue ? value : 0, safeMax).map((f, i) => (
          <span key={i} className={star} data-fill={f}>
            <Icon name="star" size={iconSize} className={outline} />
            {f !== 'empty' && <Icon name="star" size={iconSize} className={fill({ fill: f })} />}
          </span>
        ))}
      </span>
      {count ? (
        <span className={countClass} aria-hidden="true">
          {count}
        </span>
      ) : null}
    </span>
  );
});
Rating.displayName = 'Rating';
