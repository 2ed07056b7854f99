import { IntlMessageFormat } from 'intl-messageformat';
import { swissGermanSpelling } from '../../../design-tokens';
import { siteLocales } from '../site/constants';
import { catalogFor, catalogs, messageIds } from './catalogs';
import { deDE } from './messages/de-DE';
import { messageArguments, sampleValues } from './testing';

// Every module's ids, arguments and translations, this one's included, are checked together in
// src/compositions/messages/messages.test.ts; here is what the platform alone promises.
describe('platform catalogs', () => {
  it('every site locale has a catalog with exactly the de-DE ids', () => {
    expect(Object.keys(catalogs).sort()).toEqual([...siteLocales].sort());
    for (const locale of siteLocales)
      expect(Object.keys(catalogs[locale]).sort(), locale).toEqual([...messageIds].sort());
  });

  it('keeps only shared texts and the reference services’ content', () => {
    const prefixes = ['common.', 'benefit.', 'themeWorld.', 'footerContent.'];
    expect(messageIds.filter((id) => !prefixes.some((p) => id.startsWith(p)))).toEqual([]);
  });

  it('de-CH is the German catalog in Swiss spelling, with its own words', () => {
    for (const id of messageIds) expect(catalogs['de-CH'][id]).toBe(swissGermanSpelling(catalogs['de-CH'][id]));
    expect(catalogs['de-CH']['common.close']).toBe('Schliessen');
    expect(catalogs['de-CH']['footerContent.vatIncluded']).toBe('Alle Preise inkl. MWST.');
  });

  it('an unknown locale falls back to de-DE', () => {
    expect(catalogFor('xx-XX')).toBe(deDE);
    expect(catalogFor('fr-CH')['common.close']).toBe('Fermer');
  });
});

describe('catalog test helpers', () => {
  it('messageArguments finds arguments inside plurals and selects, with their kind', () => {
    const args = messageArguments(
      '{count, plural, one {# {title}} other {{kind, select, a {A} other {{when, date}}}}}',
    );
    expect(Object.fromEntries(args)).toEqual({ count: 'plural', title: 'argument', kind: 'select', when: 'date' });
    expect(() => messageArguments('{count, plural, one {x}')).toThrow();
  });

  it('sampleValues formats every kind of argument', () => {
    const message = '{n, number} {count, plural, one {#} other {#}} {name} {kind, select, other {x}} <b>y</b>';
    const formatted = new IntlMessageFormat(message, 'de-DE').format(sampleValues(messageArguments(message)));
    expect(formatted).toBe('3 3 T x y');
  });
});
