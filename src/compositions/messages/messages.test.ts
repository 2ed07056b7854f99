import { IntlMessageFormat } from 'intl-messageformat';
import { siteLocales, type SiteLocale } from '../../platform/site';
import { messageArguments, sampleValues } from '../../platform/i18n/testing';
import { loadStorefrontMessages } from './loadStorefrontMessages';
import type { StorefrontMessageModules } from './messageModules';
import { storefrontLocales, storefrontMessagesFor } from './testing';

const modulesOf = (locale: SiteLocale): StorefrontMessageModules => storefrontLocales[locale].modules;
const german = modulesOf('de-DE');
const moduleNames = Object.keys(german) as (keyof StorefrontMessageModules)[];
const nonGerman = siteLocales.filter((l) => !l.startsWith('de-'));
const argumentNames = (text: string, locale: string) => [...messageArguments(text, locale).keys()].sort();

/** Texts that are the same in every language: ICU-only texts ("{discount, number, ::percent}") and proper nouns. */
const properNouns = new Set(['Scout', 'Newsletter', 'Kontakt', 'IBAN']);
const isLanguageNeutral = (text: string) =>
  properNouns.has(text) || text.replace(/\{[^{}]*\}/g, '').replace(/[^\p{L}]/gu, '') === '';
/** At most this share of a non-German catalog may equal the German text. */
const maxGermanShare = 0.05;

describe('the storefront catalog of a locale', () => {
  it.each(siteLocales)('%s: loadStorefrontMessages gives the merged modules of that locale', async (locale) => {
    const messages = await loadStorefrontMessages(locale);
    expect(messages).toEqual(Object.assign({}, ...Object.values(modulesOf(locale))));
    expect(messages).toBe(storefrontLocales[locale].messages);
  });

  it('the test helper gives a site’s catalog synchronously; unknown sites are DE', () => {
    expect(storefrontMessagesFor('cz')).toBe(storefrontLocales['cs-CZ'].messages);
    expect(storefrontMessagesFor('atlantis')).toBe(storefrontLocales['de-DE'].messages);
  });

  it('an unknown locale gets de-DE, the fallback locale', async () => {
    expect(await loadStorefrontMessages('xx-XX')).toBe(storefrontLocales['de-DE'].messages);
  });

  it('holds the form fields’ texts of the same locale', async () => {
    expect((await loadStorefrontMessages('cs-CZ'))['password.label']).toBe('Heslo');
    expect((await loadStorefrontMessages('fr-CH'))['number.label']).not.toBe(german.formTexts['number.label']);
  });
});

describe('message modules', () => {
  it('no two modules share an id', () => {
    const owner = new Map<string, string>();
    const collisions: string[] = [];
    for (const name of moduleNames) {
      for (const id of Object.keys(german[name])) {
        const other = owner.get(id);
        if (other) collisions.push(`"${id}" is in both ${other} and ${name}`);
        else owner.set(id, name);
      }
    }
    expect(collisions).toEqual([]);
  });

  it('each module owns its namespaces (the id’s first segment), so a new id cannot land in another’s', () => {
    const owner = new Map<string, string>();
    const shared: string[] = [];
    for (const name of moduleNames) {
      for (const namespace of new Set(Object.keys(german[name]).map((id) => id.split('.')[0]!))) {
        const other = owner.get(namespace);
        if (other) shared.push(`"${namespace}.*" is in both ${other} and ${name}`);
        else owner.set(namespace, name);
      }
    }
    expect(shared).toEqual([]);
  });

  describe.each(siteLocales)('%s', (locale) => {
    const modules = modulesOf(locale);

    it.each(moduleNames)('%s has exactly the de-DE ids', (name) => {
      expect(Object.keys(modules[name]).sort()).toEqual(Object.keys(german[name]).sort());
    });

    it.each(moduleNames)('%s: every message parses with the de-DE arguments and formats', (name) => {
      const texts = modules[name] as Record<string, string>;
      for (const [id, deText] of Object.entries(german[name] as Record<string, string>)) {
        const text = texts[id]!;
        expect(argumentNames(text, locale), `${locale} ${id}`).toEqual(argumentNames(deText, 'de-DE'));
        const formatted = new IntlMessageFormat(text, locale).format(sampleValues(messageArguments(deText)));
        expect(String(formatted), `${locale} ${id}`).not.toMatch(/[{}]/);
      }
    });
  });
});

describe('translations', () => {
  it.each(nonGerman)('%s is a translation, not a copy of German', (locale) => {
    const catalog = storefrontLocales[locale].messages as Record<string, string>;
    const deDE = storefrontLocales['de-DE'].messages as Record<string, string>;
    const staffIds = new Set(Object.keys(german.preview));
    const translatable = Object.keys(deDE).filter((id) => !staffIds.has(id) && !isLanguageNeutral(deDE[id]!));
    const same = translatable.filter((id) => catalog[id] === deDE[id]);
    expect(same.length / translatable.length, `same as German: ${same.join(', ')}`).toBeLessThanOrEqual(maxGermanShare);
  });

  it('de-CH is Swiss spelling in every module: ss for ß, «…» for „…“', () => {
    for (const [id, text] of Object.entries(storefrontLocales['de-CH'].messages)) expect(text, id).not.toMatch(/[ß„“]/);
    expect(storefrontLocales['de-CH'].messages['navigation.close']).toBe('Menü schliessen');
    expect(storefrontLocales['de-CH'].messages['header.icons.storeFinder']).toBe('Filialsuche');
  });

  it('de-AT is German with Austrian words', () => {
    const { messages } = storefrontLocales['de-AT'];
    expect(messages['minicart.checkout']).toBe('Zur Kassa');
    expect(messages['footerContent.vatIncluded']).toBe('Alle Preise inkl. USt.');
    expect(messages['search.placeholder']).toBe(storefrontLocales['de-DE'].messages['search.placeholder']);
  });

  it('quotes the newsletter’s German validation and error texts verbatim', () => {
    expect(german.newsletter).toMatchObject({
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

  it.each(siteLocales)('%s: the staff panel texts stay in their English words, verbatim', (locale) => {
    const staff = Object.values(modulesOf(locale).preview);
    expect(staff).toEqual(
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
});
