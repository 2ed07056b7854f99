import { formatBadgeCount } from './format';

describe("formatBadgeCount (spec: hidden at 0; '9+' above 9 in the header, '+99' above 99 in the mini cart)", () => {
  it.each<[number, number, 'suffix' | 'prefix', string | null]>([
    // the spec's two caps
    [10, 9, 'suffix', '9+'],
    [100, 99, 'prefix', '+99'],
    [9, 9, 'suffix', '9'],
    [99, 99, 'prefix', '99'],
    [0, 9, 'suffix', null],
    [0, 99, 'prefix', null],
    // around them
    [1, 9, 'suffix', '1'],
    [250, 9, 'suffix', '9+'],
    [1000, 99, 'prefix', '+99'],
    [10, 99, 'prefix', '10'],
    [100, 99, 'suffix', '99+'],
    [10, 9, 'prefix', '+9'],
    // hidden
    [-3, 9, 'suffix', null],
    [Number.NaN, 9, 'suffix', null],
    [Number.POSITIVE_INFINITY, 99, 'prefix', null],
    [0.5, 9, 'suffix', null],
    // whole items
    [3.7, 9, 'suffix', '3'],
    // a max that is not one: the cap style's own cap
    [10, 0, 'suffix', '9+'],
    [100, Number.NaN, 'prefix', '+99'],
    [50, 2.5, 'prefix', '50'],
  ])('count %s, max %s, %s → %j', (count, max, capStyle, expected) => {
    expect(formatBadgeCount(count, max, capStyle)).toBe(expected);
  });
});
