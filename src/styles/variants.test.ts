import { variantsOf } from './variants';

describe('variantsOf', () => {
  it('gives one entry per token name, in order, with the style made for that name', () => {
    const sizes = ['small', 'medium', 'large'] as const;
    const out = variantsOf(sizes, (size) => ({ width: size.length }));
    expect(Object.keys(out)).toEqual(['small', 'medium', 'large']);
    expect(out.medium).toEqual({ width: 6 });
  });

  it('names numeric tokens by their string form (recipe variant keys are strings)', () => {
    expect(variantsOf([16, 9] as const, (n) => n * 2)).toEqual({ '16': 32, '9': 18 });
  });
});
