import { ratingStars, roundRating } from './stars';

describe('roundRating: clamped to 0..max, to the nearest half star', () => {
  it.each<[number, number, number]>([
    [0, 5, 0],
    [2.5, 5, 2.5],
    [4.5, 5, 4.5],
    [5, 5, 5],
    [4.2, 5, 4],
    [4.3, 5, 4.5],
    [4.74, 5, 4.5],
    [4.75, 5, 5],
    [7, 5, 5],
    [-1, 5, 0],
    [Number.NaN, 5, 0],
    [Number.POSITIVE_INFINITY, 5, 0],
    [9.5, 10, 9.5],
  ])('%s of %s → %s', (value, max, expected) => expect(roundRating(value, max)).toBe(expected));
});

describe('ratingStars', () => {
  it.each<[number, number, string]>([
    [0, 5, 'empty empty empty empty empty'],
    [2.5, 5, 'full full half empty empty'],
    [4.5, 5, 'full full full full half'],
    [5, 5, 'full full full full full'],
    [0.4, 5, 'half empty empty empty empty'],
    [0.2, 5, 'empty empty empty empty empty'],
    [12, 5, 'full full full full full'],
    [7, 10, 'full full full full full full full empty empty empty'],
    [1, 1, 'full'],
  ])('%s of %s → %s', (value, max, expected) => expect(ratingStars(value, max).join(' ')).toBe(expected));
});
