import { formatNumber, formatPrice } from './format';

const nbsp = '\u00a0';

describe('formatPrice: the symbol is shown for every site except DE', () => {
  it.each([
    ['DE', 12.99, `12,99${nbsp}€`],
    ['AT', 12.99, `12,99${nbsp}Euro`],
    ['CH', 12.99, `12.99${nbsp}CHF`],
    ['CH_FR', 12.99, `12.99${nbsp}CHF`],
    ['CZ', 12.99, `12,99${nbsp}Kč`],
    ['HU', 1990, `1${nbsp}990${nbsp}Ft`],
    ['PL', 12.99, `12,99${nbsp}zł`],
    ['SK', 12.99, `12,99${nbsp}Euro`],
    ['TR', 12.99, `12,99${nbsp}TL`],
    ['DE', 1234.5, `1.234,50${nbsp}€`],
    ['CH', 1234.5, `1’234.50${nbsp}CHF`],
    ['CZ', 1234.5, `1${'\u00a0'}234,50${nbsp}Kč`],
    ['unknown', 12.99, `12,99${nbsp}€`],
  ])('%s %d → %s', (site, amount, expected) => {
    expect(formatPrice(amount, site).replace(/'/g, '’')).toBe(expected);
  });

  it.each([
    ['DE', `20${nbsp}€`],
    ['AT', `20${nbsp}Euro`],
    ['CH', `30${nbsp}CHF`],
    ['TR', `175${nbsp}TL`],
  ])('%s drops whole cents in running text', (site, expected) => {
    const amount = Number.parseInt(expected, 10);
    expect(formatPrice(amount, site, { stripWholeCents: true })).toBe(expected);
  });

  it('keeps a negative sign', () => {
    expect(formatPrice(-5, 'pl')).toBe(`-5,00${nbsp}zł`);
  });
});

/** The group separators the site locales write: a no-break space (cs, hu, pl, sk), a narrow one (fr-CH). */
const nnbsp = '\u202f';

describe('formatPrice: every site writes a 4-digit amount grouped as it writes a 5-digit one', () => {
  // hu and pl leave 4-digit numbers ungrouped in CLDR (minimumGroupingDigits 2); a price list must not mix
  // "5990 Ft" with "12 980 Ft". de-CH's group separator is an apostrophe, ASCII or typographic by ICU version.
  it.each([
    ['DE', `5.990,00${nbsp}€`, `12.980,00${nbsp}€`],
    ['AT', `5.990,00${nbsp}Euro`, `12.980,00${nbsp}Euro`],
    ['CH', `5’990.00${nbsp}CHF`, `12’980.00${nbsp}CHF`],
    ['CH_FR', `5${nnbsp}990.00${nbsp}CHF`, `12${nnbsp}980.00${nbsp}CHF`],
    ['CZ', `5${nbsp}990,00${nbsp}Kč`, `12${nbsp}980,00${nbsp}Kč`],
    ['HU', `5${nbsp}990${nbsp}Ft`, `12${nbsp}980${nbsp}Ft`],
    ['PL', `5${nbsp}990,00${nbsp}zł`, `12${nbsp}980,00${nbsp}zł`],
    ['SK', `5${nbsp}990,00${nbsp}Euro`, `12${nbsp}980,00${nbsp}Euro`],
    ['TR', `5.990,00${nbsp}TL`, `12.980,00${nbsp}TL`],
  ])('%s: 5990 → %s, 12980 → %s', (site, four, five) => {
    const apostrophe = (text: string) => text.replace(/'/g, '’');
    expect(apostrophe(formatPrice(5990, site))).toBe(four);
    expect(apostrophe(formatPrice(12980, site))).toBe(five);
  });

  it('groups in running text too (whole amounts without cents): HU 1000 → "1 000 Ft", PL 1000 → "1 000 zł"', () => {
    expect(formatPrice(1000, 'HU', { stripWholeCents: true })).toBe(`1${nbsp}000${nbsp}Ft`);
    expect(formatPrice(1000, 'PL', { stripWholeCents: true })).toBe(`1${nbsp}000${nbsp}zł`);
  });
});

describe('formatNumber', () => {
  it.each([
    ['DE', '1.234,5'],
    ['CH_FR', '1 234,5'],
    ['TR', '1.234,5'],
  ])('%s', (site, expected) => {
    expect(formatNumber(1234.5, site).replace(/\u202f/g, ' ')).toBe(expected);
  });
});
