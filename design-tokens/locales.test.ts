import { swissGermanCatalog, swissGermanSpelling } from './locales';

describe('de-CH from de-DE', () => {
  it('writes ss for ß and guillemets for German quotes', () => {
    expect(swissGermanSpelling('Größe „XL“ schließen')).toBe('Grösse «XL» schliessen');
  });

  it('keeps every key, applies the Swiss words and spells them Swiss too', () => {
    const german = { close: 'Schließen', vat: 'inkl. MwSt.', street: 'Straße' };
    expect(swissGermanCatalog(german, { vat: 'inkl. MWST.', street: 'Strasse oder Gaße' })).toEqual({
      close: 'Schliessen',
      vat: 'inkl. MWST.',
      street: 'Strasse oder Gasse',
    });
  });
});
