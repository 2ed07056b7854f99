import { breakpointMedia, defaultSizes, hasWidthDescriptors, normaliseSource, type PictureSource } from './sources';

const id = (s: string) => s;

describe('breakpointMedia: a source applies from its breakpoint up', () => {
  it.each<[unknown, string | undefined]>([
    [1024, '(min-width: 1024px)'],
    [768, '(min-width: 768px)'],
    ['m', '(min-width: 768px)'],
    ['xl', '(min-width: 1024px)'],
    ['4xl', '(min-width: 1920px)'],
    [0, undefined],
    [-5, undefined],
    [Number.NaN, undefined],
    ['huge', undefined],
    ['toString', undefined],
  ])('%s → %s', (input, expected) => expect(breakpointMedia(input)).toBe(expected));
});

describe('normaliseSource', () => {
  it.each<[string, PictureSource, ReturnType<typeof normaliseSource>]>([
    [
      'srcset and media',
      { srcset: '/a.jpg', media: '(orientation: portrait)' },
      { attributes: { srcSet: '/a.jpg', media: '(orientation: portrait)' }, unknownKeys: [], badBreakpoint: false },
    ],
    [
      'media from breakpoint',
      { srcset: '/a.jpg', breakpoint: 'xl', type: 'image/webp' },
      {
        attributes: { srcSet: '/a.jpg', media: '(min-width: 1024px)', type: 'image/webp' },
        unknownKeys: [],
        badBreakpoint: false,
      },
    ],
    [
      'media wins over breakpoint',
      { srcset: '/a.jpg', media: '(min-width: 500px)', breakpoint: 1024 },
      { attributes: { srcSet: '/a.jpg', media: '(min-width: 500px)' }, unknownKeys: [], badBreakpoint: false },
    ],
    [
      'a breakpoint that is none drops the source',
      { srcset: '/a.jpg', breakpoint: -1 },
      { attributes: null, unknownKeys: [], badBreakpoint: true },
    ],
    ['no srcset drops the source', { srcset: '  ' }, { attributes: null, unknownKeys: [], badBreakpoint: false }],
    [
      'other keys are reported and never rendered',
      { srcset: '/a.jpg', sizes: '50vw', onClick: 'x' } as unknown as PictureSource,
      { attributes: { srcSet: '/a.jpg' }, unknownKeys: ['sizes', 'onClick'], badBreakpoint: false },
    ],
  ])('%s', (_, source, expected) => expect(normaliseSource(source, id)).toEqual(expected));

  it('rewrites the srcset with the given function', () => {
    expect(normaliseSource({ srcset: 'a' }, (s) => `${s}!`).attributes?.srcSet).toBe('a!');
  });
});

describe('sizes for width-described candidates', () => {
  it.each([
    ['/a.jpg 488w', true],
    ['/a.jpg 488w, /b.jpg 1279w', true],
    ['/a.jpg 1x, /b.jpg 2x', false],
    ['/a.jpg', false],
    [undefined, false],
  ])('%s has width descriptors: %s', (srcset, expected) => {
    expect(hasWidthDescriptors(srcset)).toBe(expected);
  });

  it('an intrinsic Picture is at most its width wide; a fill Picture takes the viewport without a page value', () => {
    expect(defaultSizes('intrinsic', 488)).toBe('(max-width: 488px) 100vw, 488px');
    expect(defaultSizes('fill', 488)).toBe('100vw');
  });
});
