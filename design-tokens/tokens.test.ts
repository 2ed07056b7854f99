import {
  breakpoints,
  heightBreakpoints,
  footerPlatforms,
  headerPlatforms,
  space,
  durations,
  reducedMotionDurations,
  zIndex,
} from './layout';
import { fontSizes } from './typography';
import {
  aspectRatios,
  buttonSizes,
  buttonVariants,
  defaultImagePlaceholder,
  imageCutoutBreakpoints,
  buttonMetrics,
} from './components';
import { surfaceThemes } from './themes';
import { themeRoles } from './themeRoles';
import { contrastPairs, contrastRatio, minimumContrast } from './contrast';

describe('surface themes', () => {
  it('are the 12 of the spec, in its order', () => {
    expect(surfaceThemes).toEqual([
      'light',
      'dark',
      'coffee-light',
      'coffee-dark',
      'sustainability',
      'coral-light',
      'beige',
      'grey',
      'green-light',
      'blue-light',
      'blue-dark',
      'brown-light',
    ]);
    expect(Object.keys(themeRoles).sort()).toEqual([...surfaceThemes].sort());
  });

  describe.each(surfaceThemes)('%s', (theme) => {
    const pairs = contrastPairs(themeRoles[theme]);
    it.each(pairs.map((p) => [p.label, p] as const))('%s meets its WCAG minimum', (_label, p) => {
      const ratio = contrastRatio(p.foreground, p.background);
      expect(
        ratio,
        `${theme}: ${p.label} ${p.foreground} on ${p.background} = ${ratio.toFixed(2)}`,
      ).toBeGreaterThanOrEqual(minimumContrast[p.kind]);
    });
  });

  it('the contrast check really fails a weak pair (grey on white is 2.3:1)', () => {
    expect(contrastRatio('#aaaaaa', '#ffffff')).toBeLessThan(minimumContrast.ui);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
  });
});

describe('breakpoints and platforms', () => {
  it('are the spec values, ascending: xs 374, s 667, m 767, l 979, xl 1023, xxl 1279, 3xl 1439, 4xl 1919', () => {
    expect(breakpoints).toEqual({ xs: 374, s: 667, m: 767, l: 979, xl: 1023, xxl: 1279, '3xl': 1439, '4xl': 1919 });
    const values = Object.values(breakpoints);
    expect([...values].sort((a, b) => a - b)).toEqual(values);
  });
  it('header: below 980 MATCH, below 1440 TABLET, else CLASSIC; footer: below 768 phone, below 1280 tablet, else classic', () => {
    expect(headerPlatforms.map((p) => [p.platform, p.below])).toEqual([
      ['MATCH', 980],
      ['TABLET', 1440],
      ['CLASSIC', Infinity],
    ]);
    expect(footerPlatforms.map((p) => [p.platform, p.below])).toEqual([
      ['phone', 768],
      ['tablet', 1280],
      ['classic', Infinity],
    ]);
    // the thresholds sit one pixel above a breakpoint
    expect(headerPlatforms[0].below).toBe(breakpoints.l + 1);
    expect(headerPlatforms[1].below).toBe(breakpoints['3xl'] + 1);
    expect(footerPlatforms[0].below).toBe(breakpoints.m + 1);
    expect(footerPlatforms[1].below).toBe(breakpoints.xxl + 1);
  });
  it('height: short up to 539 px (twice the tallest sticky header bar, about 270 px)', () => {
    expect(heightBreakpoints).toEqual({ short: 539 });
  });
});

describe('scales are ordered', () => {
  const ascending = (o: Record<string, number>) => {
    const v = Object.values(o);
    return [...v].sort((a, b) => a - b).join() === v.join();
  };
  it('space, z-index, durations and type sizes ascend', () => {
    expect(ascending(space)).toBe(true);
    expect(ascending(zIndex)).toBe(true);
    expect(ascending(durations)).toBe(true);
    expect(ascending(Object.fromEntries(Object.entries(fontSizes).map(([k, v]) => [k, v.size])))).toBe(true);
  });
  it('button sizes grow small < medium < large and medium and large meet the 44 px touch target', () => {
    expect(buttonSizes).toEqual(['small', 'medium', 'large']);
    expect(buttonVariants).toEqual(['primary', 'secondary', 'activating', 'sale', 'community']);
    const heights = buttonSizes.map((s) => buttonMetrics[s].height);
    expect(heights).toEqual([...heights].sort((a, b) => a - b));
    expect(buttonMetrics.medium.height).toBeGreaterThanOrEqual(44);
  });
  it('reduced motion never lasts longer than the normal motion, except the spinner which slows down', () => {
    expect(reducedMotionDurations.fast).toBe(0);
    expect(reducedMotionDurations.base).toBe(0);
    expect(reducedMotionDurations.slow).toBe(0);
    expect(reducedMotionDurations.spin).toBeGreaterThan(durations.spin);
  });
});

describe('image tokens', () => {
  it('aspect ratios are 16/9, 4/3, 3/2 and 1/1; cutouts at 1024 and 767; placeholder 488x287', () => {
    expect(Object.keys(aspectRatios)).toEqual(['16/9', '4/3', '3/2', '1/1']);
    expect(aspectRatios['16/9']).toBeCloseTo(16 / 9);
    expect(imageCutoutBreakpoints).toEqual({ large: 1024, small: 767 });
    expect(defaultImagePlaceholder).toEqual({ width: 488, height: 287 });
  });
});
