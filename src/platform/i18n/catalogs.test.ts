import { IntlMessageFormat } from 'intl-messageformat';
import { siteLocales } from '../site/constants';
import { catalogFor, catalogs, messageIds } from './catalogs';
import { deDE } from './messages/de-DE';
import { staffMessages } from './messages/staff';

const nonGerman = siteLocales.filter((l) => !l.startsWith('de-'));
/** Values that are the same in every language: ICU-only texts ("{discount, number, ::percent}") and proper nouns. */
const properNouns = new Set(['Scout', 'Newsletter', 'Kontakt', 'IBAN']);
const isLanguageNeutral = (text: string) =>
  properNouns.has(text) || text.replace(/\{[^{}]*\}/g, '').replace(/[^\p{L}]/gu, '') === '';
/** At most this share of a non-German catalog may equal the German text. */
const maxGermanShare = 0.05;

describe('message catalogs', () => {
  it('every site locale has a catalog', () => {
    expect(Object.keys(catalogs).sort()).toEqual([...siteLocales].sort());
  });

  it.each(siteLocales)('%s has every key of de-DE and no other', (locale) => {
    expect(Object.keys(catalogs[locale] ?? {}).sort()).toEqual([...messageIds].sort());
  });

  it.each(siteLocales)('%s: every message parses and formats', (locale) => {
    const values = {
      count: 3,
      limit: 5,
      quantity: 2,
      beans: 21,
      rating: 5,
      max: 5,
      discount: 0.1,
      days: 14,
      months: 1,
      years: 2,
      minAge: 16,
      amount: '20 €',
      title: 'T',
      name: 'N',
      code: 'C',
      email: 'e@x.de',
      product: 'P',
      country: 'C',
      text: 'T',
    };
    for (const [id, text] of Object.entries(catalogs[locale] ?? {})) {
      const formatted = new IntlMessageFormat(text, locale).format(values);
      expect(typeof formatted, `${locale} ${id}`).toBe('string');
      expect(String(formatted), `${locale} ${id}`).not.toMatch(/[{}]/);
    }
  });

  it.each(nonGerman)('%s is a translation, not a copy of German', (locale) => {
    const catalog = catalogs[locale]!;
    const translatable = messageIds.filter((id) => !(id in staffMessages) && !isLanguageNeutral(deDE[id]));
    const same = translatable.filter((id) => catalog[id] === deDE[id]);
    expect(same.length / translatable.length, `same as German: ${same.join(', ')}`).toBeLessThanOrEqual(maxGermanShare);
  });

  it('de-CH writes ss for ß', () => {
    for (const text of Object.values(catalogs['de-CH']!)) expect(text).not.toContain('ß');
    expect(catalogs['de-CH']!['header.nav.close']).toBe('Menü schliessen');
  });

  it('quotes the spec’s German texts verbatim (001 §5, §8)', () => {
    expect(deDE).toMatchObject({
      'newsletter.mandatory': '* Pflichtfeld',
      'newsletter.error.emailRequired': 'Die E-Mail-Adresse ist ein Pflichtfeld.',
      'newsletter.error.emailInvalid': 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
      'newsletter.error.invalidCharacters': 'Dieses Feld enthält ungültige Zeichen.',
      'newsletter.error.firstNameRequired': 'Der Vorname ist ein Pflichtfeld.',
      'newsletter.error.lastNameRequired': 'Der Nachname ist ein Pflichtfeld.',
      'newsletter.error.technical':
        'Aus technischen Gründen ist die Newsletteranmeldung nicht möglich. Bitte versuchen Sie es später!',
      'newsletter.error.linkInvalid':
        'Leider ist dieser Link nicht mehr gültig. Bitte melden Sie sich erneut zum {product} Newsletter an.',
    });
  });

  it('quotes the staff panel texts verbatim (002 §2, §5, §8)', () => {
    expect(Object.values(staffMessages)).toEqual(
      expect.arrayContaining([
        'Set preview settings',
        'Logout',
        'Select an A/B test',
        'None',
        'Select a group',
        'Required',
        'Please also select an A/B test group!',
        'Settings applied successfully.',
        'Applying settings failed.',
        'No active tests for this date.',
        'Active tests found.',
        'Failed to fetch AB tests.',
        'Loading tests...',
        'Loading...',
      ]),
    );
  });

  it('an unknown locale falls back to de-DE', () => {
    expect(catalogFor('xx-XX')).toBe(deDE);
    expect(catalogFor('fr-CH')['common.close']).toBe('Fermer');
  });
});
