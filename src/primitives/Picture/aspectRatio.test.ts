import { aspectRatios, defaultImagePlaceholder } from '../../../design-tokens';
import { parseAspectRatio, parseSize, pictureBox } from './aspectRatio';

describe('parseAspectRatio (spec: "Aspect ratio accepts only 16/9, 4/3, 3/2, 1/1 or a number")', () => {
  it.each<[unknown, number | null]>([
    ['16/9', 16 / 9],
    ['4/3', 4 / 3],
    ['3/2', 1.5],
    ['1/1', 1],
    [2.35, 2.35],
    [0.75, 0.75],
    [1, 1],
    // rejected
    [0, null],
    [-1.5, null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    ['wide', null],
    ['16:9', null],
    ['1.5', null],
    ['21/9', null],
    [null, null],
    [undefined, null],
    [{}, null],
  ])('%s → %s', (input, expected) => {
    expect(parseAspectRatio(input)).toBe(expected);
  });

  it('knows every named ratio of the tokens', () => {
    for (const [name, value] of Object.entries(aspectRatios)) expect(parseAspectRatio(name)).toBe(value);
  });
});

describe('parseSize', () => {
  it.each<[unknown, number | null]>([
    [300, 300],
    [0.5, 0.5],
    [0, null],
    [-10, null],
    [Number.NaN, null],
    ['300', null],
  ])('%s → %s', (input, expected) => expect(parseSize(input)).toBe(expected));
});

describe('pictureBox', () => {
  const { width: W, height: H } = defaultImagePlaceholder;
  it.each<[string, number | null, number | null, number | null, { width: number; height: number }]>([
    ['nothing given: the 488x287 placeholder', null, null, null, { width: 488, height: 287 }],
    ['width and height', 300, 200, null, { width: 300, height: 200 }],
    ['width only: the placeholder proportion', 976, null, null, { width: 976, height: 574 }],
    ['height only: the placeholder proportion', null, 574, null, { width: 976, height: 574 }],
    ['ratio only: placeholder width', null, null, 16 / 9, { width: 488, height: 275 }],
    ['ratio and width', 400, null, 4 / 3, { width: 400, height: 300 }],
    ['ratio and height', null, 200, 3 / 2, { width: 300, height: 200 }],
    ['ratio wins over height', 400, 999, 1, { width: 400, height: 400 }],
    ['number ratio', 470, null, 2.35, { width: 470, height: 200 }],
  ])('%s', (_, width, height, ratio, expected) => {
    const box = pictureBox(width, height, ratio);
    expect({ width: box.width, height: box.height }).toEqual(expected);
  });

  it('keeps the exact ratio for the viewBox', () => {
    expect(pictureBox(null, null, 16 / 9).ratio).toBe(16 / 9);
    expect(pictureBox(null, null, null).ratio).toBe(W / H);
  });
});
