import fc from 'fast-check';
import { formLocales } from '../../../design-tokens';
import {
  commitNumber,
  decimalsOf,
  formatLocaleNumber,
  numberSymbols,
  parseLocaleNumber,
  parseMachineNumber,
  parsedValue,
  stepNumber,
} from './number';

const value = (text: string, locale: string) => parsedValue(parseLocaleNumber(text, locale));
const NNBSP = '\u202f';
const NBSP = '\u00a0';

describe('numberSymbols: read from Intl.NumberFormat', () => {
  it.each([
    ['de-DE', ',', '.'],
    ['tr-TR', ',', '.'],
    ['en', '.', ','],
    ['fr-CH', ',', NNBSP],
    ['cs-CZ', ',', NBSP],
  ])('%s writes decimals with %j and groups with %j', (locale, decimal, group) => {
    expect(numberSymbols(locale)).toMatchObject({ decimal, group });
  });
});

describe('parseLocaleNumber', () => {
  it.each([
    // de-DE: decimal comma, dot groups
    ['de-DE', '1,5', 1.5],
    ['de-DE', '1.234,5', 1234.5],
    ['de-DE', '1234,5', 1234.5],
    ['de-DE', '-12', -12],
    ['de-DE', ' 7 ', 7],
    ['de-DE', ',5', 0.5],
    ['de-DE', '1.234.567', 1234567],
    ['de-DE', '+3', 3],
    // fr-CH: decimal comma, narrow no-break space groups; any space is accepted as a group
    ['fr-CH', '1,5', 1.5],
    ['fr-CH', `1${NNBSP}234,5`, 1234.5],
    ['fr-CH', '1 234,5', 1234.5],
    ['fr-CH', `1${NBSP}234`, 1234],
    // cs-CZ: decimal comma, no-break space groups
    ['cs-CZ', '2,25', 2.25],
    ['cs-CZ', `12${NBSP}345,6`, 12345.6],
    ['cs-CZ', '12 345', 12345],
    // tr-TR: decimal comma, dot groups
    ['tr-TR', '3,75', 3.75],
    ['tr-TR', '1.000', 1000],
    ['tr-TR', '-1.000,5', -1000.5],
    // en: decimal point, comma groups
    ['en', '1.5', 1.5],
    ['en', '1,234.5', 1234.5],
    ['en', '-0.25', -0.25],
    // de-CH: decimal point, apostrophe groups (either apostrophe)
    ['de-CH', "1'234.5", 1234.5],
    ['de-CH', '1’234.5', 1234.5],
    // sv-SE: its own minus sign, and the ASCII one
    ['sv-SE', '\u22125', -5],
    ['sv-SE', '-5', -5],
  ])('%s reads %j as %d', (locale, text, expected) => {
    expect(parseLocaleNumber(text, locale)).toEqual({ kind: 'number', value: expected });
  });

  it.each([
    ['de-DE', 'abc'],
    ['de-DE', '12abc'],
    ['de-DE', '1,2,3'],
    ['de-DE', '1.23,4'],
    ['de-DE', '12.34.567'],
    ['de-DE', '🙂'],
    ['de-DE', '1e5'],
    ['en', '1.2.3'],
    ['en', '1,5.5'],
    ['fr-CH', '1.5'],
    ['cs-CZ', '1.5'],
    ['tr-TR', '1.5,5'],
    ['de-DE', '--1'],
  ])('%s rejects %j', (locale, text) => {
    expect(parseLocaleNumber(text, locale)).toEqual({ kind: 'invalid' });
  });

  it.each([
    ['de-DE', '', { kind: 'empty' }],
    ['de-DE', '   ', { kind: 'empty' }],
    ['de-DE', '-', { kind: 'partial' }],
    ['de-DE', ',', { kind: 'partial' }],
    ['de-DE', '1,', { kind: 'partial', value: 1 }],
    ['de-DE', '1.', { kind: 'partial' }],
    ['de-DE', '1.23', { kind: 'partial' }],
    // "1.5" in de-DE or tr-TR may still become "1.500": no number yet, and an error once the field is left
    ['de-DE', '1.5', { kind: 'partial' }],
    ['tr-TR', '1.5', { kind: 'partial' }],
    ['en', '12.', { kind: 'partial', value: 12 }],
    ['en', '1,5', { kind: 'partial' }],
  ])('%s reads %j while typing as %j', (locale, text, expected) => {
    expect(parseLocaleNumber(text, locale)).toEqual(expected);
  });

  it('never throws, whatever is pasted', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), fc.constantFrom(...formLocales), (text, locale) => {
        expect(['empty', 'partial', 'number', 'invalid']).toContain(parseLocaleNumber(text, locale).kind);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('format then parse (fast-check, 1,000 runs)', () => {
  it('gives the same number in every shipped locale', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e13, max: 1e13 }),
        fc.integer({ min: 0, max: 4 }),
        fc.constantFrom(...formLocales),
        (units, digits, locale) => {
          const n = units / 10 ** digits;
          const text = formatLocaleNumber(n, locale, digits);
          expect(value(text, locale)).toBe(n === 0 ? 0 : n);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('formatLocaleNumber', () => {
  it.each([
    ['de-DE', 1234.5, 1, '1.234,5'],
    ['en', 1234.5, 1, '1,234.5'],
    ['de-DE', 2, 2, '2'],
    ['de-DE', -0, 0, '0'],
    ['tr-TR', 1000.25, 2, '1.000,25'],
  ])('%s writes %d (%i decimals) as %j', (locale, n, digits, text) => {
    expect(formatLocaleNumber(n, locale, digits)).toBe(text);
  });
});

describe('parseMachineNumber (values from react-hook-form and forms)', () => {
  it.each([
    ['1234.5', 1234.5],
    ['-3', -3],
    ['7', 7],
    ['1,5', null],
    ['', null],
    ['abc', null],
  ])('%j is %s', (text, expected) => {
    expect(parseMachineNumber(text)).toBe(expected);
  });
});

describe('decimalsOf', () => {
  it.each([
    [1, 0],
    [0.5, 1],
    [0.25, 2],
    [1e-7, 7],
    [12.125, 3],
  ])('%d has %i', (n, d) => expect(decimalsOf(n)).toBe(d));
});

describe('stepNumber', () => {
  const quantity = { min: 1, max: 99, step: 1 };
  it.each([
    [1, 1, quantity, 2],
    [2, -1, quantity, 1],
    [1, -1, quantity, 1],
    [99, 1, quantity, 99],
    [5, 10, quantity, 15],
    [95, 10, quantity, 99],
    [5, -10, quantity, 1],
    [null, 1, quantity, 1],
    [null, -1, quantity, 1],
    [null, 1, { step: 1 }, 0],
    [0.1, 1, { step: 0.1 }, 0.2],
    [0.2, 1, { step: 0.1 }, 0.3],
    [1.2, 1, { step: 0.5 }, 1.5],
    [1.2, -1, { step: 0.5 }, 1],
    [1.5, 1, { min: 0.25, step: 0.5 }, 1.75],
    [-1, -1, { step: 1 }, -2],
  ])('from %s, %i step(s) with %j gives %d', (from, steps, bounds, expected) => {
    expect(stepNumber(from, steps, bounds)).toBe(expected);
  });
});

describe('commitNumber (on blur)', () => {
  const quantity = { min: 1, max: 99, step: 1 };
  it.each([
    [5, quantity, 5, undefined],
    [0, quantity, 1, 'min'],
    [-4, quantity, 1, 'min'],
    [150, quantity, 99, 'max'],
    [2.4, quantity, 2, 'step'],
    [2.5, quantity, 3, 'step'],
    [0.3, { step: 0.1 }, 0.3, undefined],
    [0.35, { step: 0.1 }, 0.4, 'step'],
    [1.3, { min: 0.5, step: 0.5 }, 1.5, 'step'],
  ])('%d with %j is %d (reason %s)', (typed, bounds, expected, reason) => {
    expect(commitNumber(typed, bounds)).toEqual(reason ? { value: expected, reason } : { value: expected });
  });
});
