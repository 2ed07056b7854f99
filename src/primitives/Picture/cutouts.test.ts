import {
  cutoutClassNames,
  cutoutFallbackSrc,
  cutoutMedia,
  cutoutSlot,
  cutoutsToSources,
  splitClassNames,
  type ImageCutout,
} from './cutouts';

const cut = (imagePath: string, width: number, breakpoint?: ImageCutout['breakpoint']): ImageCutout => ({
  imagePath,
  targetSize: { width },
  ...(breakpoint === undefined ? {} : { breakpoint }),
});

describe('cutout slots (image cutouts are mapped to sources at min-width 1024 and max-width 767)', () => {
  it('uses the two media queries', () => {
    expect(cutoutMedia).toEqual({ large: '(min-width: 1024px)', small: '(max-width: 767px)' });
  });

  it.each<[ImageCutout['breakpoint'], 'large' | 'small']>([
    [undefined, 'large'],
    [1024, 'large'],
    [1440, 'large'],
    [767, 'small'],
    [375, 'small'],
    [0, 'small'],
    ['m', 'small'],
    ['xs', 'small'],
    ['s', 'small'],
    [768, 'large'],
    [979, 'large'],
    [1023, 'large'],
    ['l', 'large'],
    ['xl', 'large'],
    ['xxl', 'large'],
    [Number.NaN, 'large'],
    ['huge' as never, 'large'],
  ])('breakpoint %s → %s', (breakpoint, slot) => expect(cutoutSlot(breakpoint)).toBe(slot));
});

describe('cutoutsToSources', () => {
  it.each<[string, ImageCutout[], { srcset: string; media: string }[]]>([
    ['no cutouts', [], []],
    ['desktop only (no breakpoint)', [cut('/d.jpg', 1024)], [{ srcset: '/d.jpg 1024w', media: '(min-width: 1024px)' }]],
    [
      'desktop and phone',
      [cut('/d.jpg', 1024, 1024), cut('/p.jpg', 767, 767)],
      [
        { srcset: '/d.jpg 1024w', media: '(min-width: 1024px)' },
        { srcset: '/p.jpg 767w', media: '(max-width: 767px)' },
      ],
    ],
    [
      'phone listed first still comes after desktop',
      [cut('/p.jpg', 375, 'm'), cut('/d.jpg', 1440)],
      [
        { srcset: '/d.jpg 1440w', media: '(min-width: 1024px)' },
        { srcset: '/p.jpg 375w', media: '(max-width: 767px)' },
      ],
    ],
    [
      'several widths in one slot: one srcset, narrowest first, duplicates dropped',
      [cut('/d2.jpg', 2048), cut('/d1.jpg', 1024), cut('/dup.jpg', 2048)],
      [{ srcset: '/d1.jpg 1024w, /d2.jpg 2048w', media: '(min-width: 1024px)' }],
    ],
    [
      'a tablet cutout counts as desktop',
      [cut('/t.jpg', 979, 979)],
      [{ srcset: '/t.jpg 979w', media: '(min-width: 1024px)' }],
    ],
    [
      'a cutout without a usable width is left out beside others',
      [cut('/bad.jpg', 0), cut('/d.jpg', 1024)],
      [{ srcset: '/d.jpg 1024w', media: '(min-width: 1024px)' }],
    ],
    [
      'alone, it is used without a descriptor',
      [cut('/only.jpg', Number.NaN)],
      [{ srcset: '/only.jpg', media: '(min-width: 1024px)' }],
    ],
    [
      'an empty path is skipped',
      [cut('  ', 1024), cut('/p.jpg', 375, 375)],
      [{ srcset: '/p.jpg 375w', media: '(max-width: 767px)' }],
    ],
  ])('%s', (_, cutouts, expected) => {
    expect(cutoutsToSources(cutouts)).toEqual(expected);
  });

  it('sources carry only the keys the spec allows', () => {
    for (const s of cutoutsToSources([cut('/d.jpg', 1024), cut('/p.jpg', 375, 375)])) {
      expect(Object.keys(s).every((k) => ['srcset', 'media', 'type', 'breakpoint'].includes(k))).toBe(true);
    }
  });
});

describe('cutoutFallbackSrc', () => {
  it.each<[string, ImageCutout[], string | undefined]>([
    ['none', [], undefined],
    ['the widest desktop cutout', [cut('/d1.jpg', 1024), cut('/d2.jpg', 2048), cut('/p.jpg', 767, 767)], '/d2.jpg'],
    ['the widest phone cutout without a desktop one', [cut('/p1.jpg', 375, 375), cut('/p2.jpg', 750, 'm')], '/p2.jpg'],
  ])('%s', (_, cutouts, expected) => expect(cutoutFallbackSrc(cutouts)).toBe(expected));
});

describe('imageCss / containerCss are class names only', () => {
  it.each<[unknown, string[], string[]]>([
    ['promo-image', ['promo-image'], []],
    ['  a  b_c -d ', ['a', 'b_c', '-d'], []],
    ['', [], []],
    [undefined, [], []],
    ['object-position: 30% 50%', [], ['object-position: 30% 50%']],
    ['a {color:red}', [], ['a {color:red}']],
    ['9lives', [], ['9lives']],
    [42, [], ['42']],
  ])('%j → classes %j', (input, classes, rejected) => {
    expect(splitClassNames(input)).toEqual({ classes, rejected });
  });

  it('collects the classes of all cutouts, once each', () => {
    expect(
      cutoutClassNames([
        { ...cut('/d.jpg', 1024), imageCss: 'img-d shared', containerCss: 'box' },
        { ...cut('/p.jpg', 375, 375), imageCss: 'img-p shared', containerCss: 'width: 100%' },
      ]),
    ).toEqual({ image: ['img-d', 'shared', 'img-p'], container: ['box'], rejected: ['width: 100%'] });
  });
});
