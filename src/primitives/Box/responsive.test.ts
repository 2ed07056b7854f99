import { vi } from 'vitest';
import { mapConditions, pickResponsive } from './responsive';

const sizes = ['s', 'm', 'l'] as const;

describe('pickResponsive', () => {
  it('brings one value, an object and an array into one form: the value per condition', () => {
    expect(pickResponsive('T', 'space', 's', sizes, 's')).toEqual({ base: 's' });
    expect(pickResponsive('T', 'space', { base: 's', l: 'l' }, sizes, 's')).toEqual({ base: 's', l: 'l' });
    // Array positions follow the conditions: base, s, m, l, …; null skips one.
    expect(pickResponsive('T', 'space', ['s', null, 'm', 'l'], sizes, 's')).toEqual({ base: 's', m: 'm', l: 'l' });
    expect(pickResponsive('T', 'space', undefined, sizes, 's')).toBeUndefined();
  });

  it('an unknown value falls back, with one warning per component, prop and value', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const bad = { base: 'huge', m: 'l' } as unknown as 's';
    expect(pickResponsive('T', 'space', bad, sizes, 's')).toEqual({ base: 's', m: 'l' });
    expect(pickResponsive('T', 'space', bad, sizes, 's')).toEqual({ base: 's', m: 'l' });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('unknown space "huge"; using "s"');
  });

  it('an unknown condition or an array entry past the last condition is left out, with one warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const tablet = { base: 's', tablet: 'l' } as unknown as 's';
    expect(pickResponsive('U', 'space', tablet, sizes, 's')).toEqual({ base: 's' });
    expect(pickResponsive('U', 'space', tablet, sizes, 's')).toEqual({ base: 's' });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(
      /U: space has no condition "tablet"; left out\. Conditions: base, s, m/,
    );
    // Eight conditions (base … 4xl): a ninth entry has nowhere to go.
    const nine = ['s', 's', 's', 's', 's', 's', 's', 'm', 'l'] as unknown as 's';
    const picked = pickResponsive('U', 'space', nine, sizes, 's');
    expect(Object.keys(picked ?? {})).toHaveLength(8);
    expect(picked).toMatchObject({ '4xl': 'm' });
    expect(Object.values(picked ?? {})).not.toContain('l');
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[1]?.[0])).toContain('space has no condition #8');
  });
});

describe('mapConditions', () => {
  it('maps each value and keeps the conditions, smallest first', () => {
    expect(mapConditions({ l: 'end', base: 'start' }, (a) => `flex-${a}`)).toEqual({
      base: 'flex-start',
      l: 'flex-end',
    });
    expect(Object.keys(mapConditions({ l: 1, base: 2 }, String))).toEqual(['base', 'l']);
  });
});
