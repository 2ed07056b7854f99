import { formatNumber, formatPrice } from './format';

const nbsp = '\u00a0';

describe('formatPrice: the symbol is shown for every site except DE (000 §9, 001 §3)', () => {
  it.each([
    ['DE', 12.99, `12,99${nbsp}€`],
    ['AT', 12.99, `12,99${nbsp}Euro`],
    ['CH', 12.99, `12.99${nbsp}CHF`],
    ['CH_FR', 12.99, `12.99${nbsp}CHF`],
    ['CZ', 12.99, `12,99${nbsp}Kč`],
    ['HU', 1990, `1990${nbsp}Ft`],
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

describe('formatNumber', () => {
  it.each([
    ['DE', '1.234,5'],
    ['CH_FR', '1 234,5'],
    ['TR', '1.234,5'],
  ])('%s', (site, expected) => {
    expect(formatNumber(1234.5, site).replace(/\u202f/g, ' ')).toBe(expected);
  });
});
