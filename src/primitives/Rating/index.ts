export { Rating, type RatingProps } from './Rating';
export { ratingStars, roundRating } from './stars';
