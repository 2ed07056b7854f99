import fc from 'fast-check';
import { composeIBAN, countrySpecs, isValidIBAN } from 'ibantools';
import { ibanGroupSize, ibanMaxLength } from '../../../design-tokens';
import { checkIban, formatIban, formatIbanWithCaret, ibanLengthOf, normalizeIban } from './iban';

/** Published example IBANs: one per country, 14 countries (the shop's nine sites' countries and neighbours). */
const validIbans = [
  ['DE', 'DE89370400440532013000'],
  ['AT', 'AT611904300234573201'],
  ['CH', 'CH9300762011623852957'],
  ['PL', 'PL61109010140000071219812874'],
  ['SK', 'SK3112000000198742637541'],
  ['CZ', 'CZ6508000000192000145399'],
  ['HU', 'HU42117730161111101800000000'],
  ['TR', 'TR330006100519786457841326'],
  ['DK', 'DK5000400440116243'],
  ['SE', 'SE4550000000058398257466'],
  ['GB', 'GB29NWBK60161331926819'],
  ['FR', 'FR1420041010050500013M02606'],
  ['NL', 'NL91ABNA0417164300'],
  ['BE', 'BE68539007547034'],
] as const;

/** The IBAN with one digit changed: the last digit, plus one. */
const changeOneDigit = (iban: string) => {
  const i = iban.search(/\d(?!.*\d)/);
  return `${iban.slice(0, i)}${(Number(iban[i]) + 1) % 10}${iban.slice(i + 1)}`;
};

const separatorCount = (s: string) => (s.match(/ /g) ?? []).length;
/** What the user typed, as the field keeps it: separators aside, a-z upper-cased. */
const kept = (s: string) => normalizeIban(s);

describe('checkIban', () => {
  it.each(validIbans)('%s: a valid IBAN is valid, in any print form', (country, iban) => {
    expect(checkIban(iban)).toMatchObject({ status: 'valid', country, iban });
    expect(checkIban(formatIban(iban).toLowerCase())).toMatchObject({ status: 'valid', iban });
    expect(ibanLengthOf(country)).toBe(iban.length);
  });

  it.each(validIbans)('%s: the same IBAN with one digit changed fails the check digits', (_country, iban) => {
    const changed = changeOneDigit(iban);
    expect(changed).not.toBe(iban);
    expect(changed.length).toBe(iban.length);
    expect(checkIban(changed)).toMatchObject({ status: 'invalid', problem: 'checksum' });
  });

  it.each([
    ['', 'empty', undefined],
    ['   ', 'empty', undefined],
    ['D', 'incomplete', 'incomplete'],
    ['DE', 'incomplete', 'incomplete'],
    ['de89 3704', 'incomplete', 'incomplete'],
    ['DE89 3704 0044 0532 0130 000', 'invalid', 'tooLong'],
    ['XX89 3704 0044 0532 0130 00', 'invalid', 'unknownCountry'],
    ['US12 3456 7890', 'invalid', 'unknownCountry'],
    ['1E89 3704', 'invalid', 'start'],
    ['DEX9 3704', 'invalid', 'start'],
    ['DE89-3704', 'invalid', 'characters'],
    ['DE89 🙂', 'invalid', 'characters'],
    ['DE89 37Ö4', 'invalid', 'characters'],
    ['GB29 NWBK 6016 1331 9268 1X', 'invalid', 'format'],
    ['DE00 3704 0044 0532 0130 00', 'invalid', 'checksum'],
  ])('%j is %s (%s)', (input, status, problem) => {
    const result = checkIban(input);
    expect(result.status).toBe(status);
    expect(result.problem).toBe(problem);
  });

  it('names the offending character, the country and its length', () => {
    expect(checkIban('DE89 🙂').character).toBe('🙂');
    expect(checkIban('de89 3704')).toMatchObject({ country: 'DE', expectedLength: 22, iban: 'DE893704' });
  });

  it('gives a result for any string, never throws', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (s) => {
        expect(['empty', 'incomplete', 'valid', 'invalid']).toContain(checkIban(s).status);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('formatIban', () => {
  it.each([
    ['de89370400440532013000', 'DE89 3704 0044 0532 0130 00'],
    ['DE89 3704 0044 0532 0130 00', 'DE89 3704 0044 0532 0130 00'],
    ['  dE89\t3704\u00a00044  0532013000 ', 'DE89 3704 0044 0532 0130 00'],
    ['DE89', 'DE89'],
    ['DE893', 'DE89 3'],
    ['', ''],
  ])('%j prints as %j', (input, printed) => {
    expect(formatIban(input)).toBe(printed);
  });

  it('never splits an emoji with a separator', () => {
    expect(formatIban('DE8🙂37')).toBe('DE8🙂 37');
  });
});

/**
 * IBANs of every country ibantools knows, built from its BBAN patterns with correct mod-97 check digits. Some
 * countries add a national check inside the BBAN that a random BBAN rarely passes; those IBANs are invalid, and the
 * field must agree with ibantools about it.
 */
const bbanByCountry = Object.fromEntries(
  Object.entries(countrySpecs)
    .filter(([, spec]) => spec.chars && spec.bban_regexp)
    .map(([code, spec]) => [code, fc.stringMatching(new RegExp(spec.bban_regexp as string))]),
);
// The BBAN arbitraries are built once: compiling a pattern per run would take seconds.
const anyComposedIban = fc
  .constantFrom(...Object.keys(bbanByCountry))
  .chain((code) =>
    (bbanByCountry[code] as fc.Arbitrary<string>).map((bban) => composeIBAN({ countryCode: code, bban })),
  )
  .filter((iban): iban is string => iban !== null);

describe('IBAN properties (fast-check, 1,000 runs each)', () => {
  it('formatting then parsing gives the same IBAN, and the check agrees with ibantools', () => {
    fc.assert(
      fc.property(anyComposedIban, (iban) => {
        const printed = formatIban(iban);
        expect(normalizeIban(printed)).toBe(iban);
        expect(normalizeIban(printed.toLowerCase())).toBe(iban);
        expect(checkIban(printed).status === 'valid').toBe(isValidIBAN(iban));
        expect(printed.length).toBe(iban.length + Math.ceil(iban.length / ibanGroupSize) - 1);
      }),
      { numRuns: 1000 },
    );
  });

  it('every country length is at most 34 (ISO 13616)', () => {
    for (const code of Object.keys(countrySpecs)) {
      expect(ibanLengthOf(code) ?? 0).toBeLessThanOrEqual(ibanMaxLength);
    }
  });

  it('formatting then parsing gives the same value for any electronic-format string', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z0-9]{0,40}$/), (electronic) => {
        expect(normalizeIban(formatIban(electronic))).toBe(electronic);
        expect(formatIban(formatIban(electronic))).toBe(formatIban(electronic));
      }),
      { numRuns: 1000 },
    );
  });

  /** What a user's text might look like mid-edit: IBAN characters, stray spaces, lowercase, the odd emoji. */
  const typed = fc.string({
    unit: fc.oneof(
      { weight: 8, arbitrary: fc.constantFrom(...'ABCDEFGHXYZabcxyz0123456789') },
      { weight: 2, arbitrary: fc.constantFrom(' ', '\u00a0', '\t') },
      { weight: 1, arbitrary: fc.constantFrom('🙂', '-', 'Ö') },
    ),
    maxLength: 40,
  });

  it('the caret never jumps past typed text: the same typed characters stay before it', () => {
    fc.assert(
      fc.property(
        typed.chain((text) => fc.tuple(fc.constant(text), fc.integer({ min: 0, max: text.length }))),
        ([text, caret]) => {
          const result = formatIbanWithCaret(text, caret);
          expect(result.caret).toBeGreaterThanOrEqual(0);
          expect(result.caret).toBeLessThanOrEqual(result.formatted.length);
          // Exactly what was typed before the caret is before it, and everything typed after it stays after it.
          expect(kept(result.formatted.slice(0, result.caret))).toBe(kept(text.slice(0, caret)));
          expect(kept(result.formatted.slice(result.caret))).toBe(kept(text.slice(caret)));
          // The caret sits right after the last typed character, never after a separator the field added.
          if (result.caret > 0) expect(result.formatted[result.caret - 1]).not.toBe(' ');
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('typing one character at the caret puts the caret right after it', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Z0-9]{0,30}$/),
        fc.nat(),
        fc.constantFrom(...'A7'),
        (electronic, position, char) => {
          const shown = formatIban(electronic);
          const at = position % (shown.length + 1);
          const afterTyping = `${shown.slice(0, at)}${char}${shown.slice(at)}`;
          const result = formatIbanWithCaret(afterTyping, at + 1);
          expect(result.formatted.slice(0, result.caret).replace(/ /g, '').slice(-1)).toBe(char);
          expect(separatorCount(result.formatted)).toBe(Math.max(0, Math.ceil((electronic.length + 1) / 4) - 1));
        },
      ),
      { numRuns: 1000 },
    );
  });
});
