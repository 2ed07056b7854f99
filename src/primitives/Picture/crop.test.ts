import { isZoom, snapFocus, snapZoom } from './crop';

describe('snapFocus: percent, snapped to the 5 % steps and clamped', () => {
  it.each<[unknown, number]>([
    [0, 0],
    [50, 50],
    [100, 100],
    [33, 35],
    [32, 30],
    [72.5, 70],
    [97.6, 100],
    [-20, 0],
    [140, 100],
    [Number.NaN, 50],
    [undefined, 50],
    ['30', 50],
  ])('%s → %s', (input, expected) => expect(snapFocus(input)).toBe(expected));

  it('uses the given fallback for a missing coordinate', () => expect(snapFocus(undefined, 20)).toBe(20));
});

describe('zoom: at least 1, snapped to the zoom steps', () => {
  it.each<[unknown, number]>([
    [1, 1],
    [1.1, 1],
    [1.2, 1.25],
    [1.6, 1.5],
    [2, 2],
    [2.3, 2.5],
    [8, 3],
    [0.5, 1],
    [0, 1],
    [Number.NaN, 1],
    [undefined, 1],
  ])('%s → %s', (input, expected) => expect(snapZoom(input)).toBe(expected));

  it.each<[unknown, boolean]>([
    [1, true],
    [4, true],
    [0.99, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
    ['2', false],
  ])('isZoom(%s) is %s', (input, expected) => expect(isZoom(input)).toBe(expected));
});
