import { minimumContrast, palette, themeRoles } from '../../../design-tokens';
import { wcagContrast } from 'culori';
import { cssColour, promotionColours } from './colours';

describe('cssColour ("Colours from content are accepted only as valid CSS colours")', () => {
  it.each([
    ['#3b2a20', '#3b2a20'],
    ['#FFF', '#ffffff'],
    ['  rebeccapurple ', '#663399'],
    ['rgb(59, 42, 32)', '#3b2a20'],
    ['rgb(59 42 32)', '#3b2a20'],
    ['hsl(0, 100%, 50%)', '#ff0000'],
  ])('%s → %s', (text, hex) => expect(cssColour(text)).toBe(hex));

  it.each([
    ['not a colour', 'brown-ish'],
    ['CSS injection', 'red; background-image: url(https://evil.example/x)'],
    ['a declaration', 'color: red'],
    ['an expression', 'expression(alert(1))'],
    ['a url', 'url(javascript:alert(1))'],
    ['a variable', 'var(--x)'],
    ['translucent', 'rgba(0, 0, 0, 0.5)'],
    ['transparent', 'transparent'],
    ['8-digit hex with alpha', '#00000080'],
    ['empty', ''],
  ])('refuses %s (%s)', (_, text) => expect(cssColour(text)).toBeUndefined());
});

describe('promotionColours: the content colours only when valid and readable, else the theme (WCAG AA)', () => {
  it('no colour in the content: the theme as it is', () => {
    expect(promotionColours({}, 'dark')).toEqual({ kind: 'theme' });
  });

  it('a readable pair is used, normalised to hex (the only form that reaches a style attribute)', () => {
    expect(promotionColours({ backgroundColorCode: 'rgb(59,42,32)', textColor: 'white' }, 'dark')).toEqual({
      kind: 'custom',
      colours: { background: '#3b2a20', text: '#ffffff' },
    });
  });

  it('one colour given: paired with the theme’s other one, and checked as a pair', () => {
    expect(promotionColours({ backgroundColorCode: palette.cream[100] }, 'light')).toEqual({
      kind: 'custom',
      colours: { background: palette.cream[100], text: themeRoles.light.text },
    });
    // The light theme's dark text on a dark background is unreadable: the theme's own colours instead.
    expect(promotionColours({ backgroundColorCode: palette.coffee[800] }, 'light')).toEqual({
      kind: 'fallback',
      reason: 'contrast',
    });
  });

  it(`text below ${minimumContrast.text}:1 on its background falls back to the theme`, () => {
    // #777 on white is 4.48:1, just under AA; #767676 is 4.54:1, just over.
    expect(wcagContrast('#777777', '#ffffff')).toBeLessThan(minimumContrast.text);
    expect(promotionColours({ backgroundColorCode: '#ffffff', textColor: '#777777' }, 'light')).toEqual({
      kind: 'fallback',
      reason: 'contrast',
    });
    expect(promotionColours({ backgroundColorCode: '#ffffff', textColor: '#767676' }, 'light').kind).toBe('custom');
  });

  it(`a background the theme's focus ring shows under ${minimumContrast.ui}:1 on falls back (WCAG 1.4.11)`, () => {
    const ring = themeRoles.light.focusRing;
    // A background near the ring's own colour, with text readable on it.
    expect(wcagContrast(ring, ring)).toBeLessThan(minimumContrast.ui);
    expect(wcagContrast('#ffffff', ring)).toBeGreaterThanOrEqual(minimumContrast.text);
    expect(promotionColours({ backgroundColorCode: ring, textColor: '#ffffff' }, 'light')).toEqual({
      kind: 'fallback',
      reason: 'contrast',
    });
  });

  it('an invalid colour falls back (the other one is not used alone)', () => {
    expect(promotionColours({ backgroundColorCode: 'red; x: y', textColor: '#ffffff' }, 'dark')).toEqual({
      kind: 'fallback',
      reason: 'invalid',
    });
  });
});
