import { IntlMessageFormat } from 'intl-messageformat';
import { isValidIBAN } from 'ibantools';
import { vi } from 'vitest';
import { defaultFormLocale, formLocales, passwordMinLength, swissGermanSpelling } from '../../../design-tokens';
import { formCatalogs, type FormTextKey } from './catalogs';
import { deCH } from './catalogs/deCH';
import { deDE } from './catalogs/deDE';
import { en } from './catalogs/en';
import { createFormTexts } from './createFormTexts';
import { formTextsOf } from './texts';
import { loadFormCatalog } from './loadFormCatalog';
import { resolveFormLocale } from './locale';

const keys = Object.keys(en) as FormTextKey[];

/** The placeholder names of an ICU message, nested plurals and selects included. */
function argumentsOf(message: string, locale: string): string[] {
  const names = new Set<string>();
  const walk = (elements: unknown[]) => {
    for (const el of elements as { type: number; value?: unknown; options?: Record<string, { value: unknown[] }> }[]) {
      // Types 1-6 are argument, number, date, time, select and plural; each names its value.
      if (el.type >= 1 && el.type <= 6 && typeof el.value === 'string') names.add(el.value);
      for (const option of Object.values(el.options ?? {})) walk(option.value);
    }
  };
  walk(new IntlMessageFormat(message, locale).getAst());
  return [...names].sort();
}

describe('form text catalogs', () => {
  it('there is one catalog per shipped locale, and the default is de-DE', () => {
    expect(Object.keys(formCatalogs).sort()).toEqual([...formLocales].sort());
    expect(defaultFormLocale).toBe('de-DE');
  });

  describe.each(formLocales)('%s', (locale) => {
    const catalog = formCatalogs[locale] as Record<string, string>;

    it('has every key of the English catalog, and no other', () => {
      expect(Object.keys(catalog).sort()).toEqual([...keys].sort());
      for (const key of keys) expect(catalog[key]?.trim()).not.toBe('');
    });

    it.each(keys)('%s parses as ICU and uses the same placeholders as English', (key) => {
      expect(() => new IntlMessageFormat(catalog[key] as string, locale)).not.toThrow();
      expect(argumentsOf(catalog[key] as string, locale)).toEqual(argumentsOf(en[key], 'en'));
    });

    it('formats every message with sample values', () => {
      const texts = createFormTexts(locale);
      const values = {
        minLength: passwordMinLength,
        label: 'X',
        strength: 'S',
        score: 2,
        max: 128,
        count: 3,
        example: 'E',
        character: '🙂',
        code: 'DE',
        country: 'C',
        expected: 22,
        min: '1',
        step: '1',
        value: '2',
      };
      const warn = vi.spyOn(console, 'warn');
      for (const key of keys) expect(texts.t(key, values)).not.toMatch(/[{}]/);
      expect(warn).not.toHaveBeenCalled();
    });

    it('its example IBAN is a valid IBAN, printed in blocks of four', () => {
      const example = catalog['iban.example'] as string;
      expect(isValidIBAN(example.replace(/ /g, ''))).toBe(true);
      expect(example).toMatch(/^[A-Z0-9]{4}( [A-Z0-9]{4})*( [A-Z0-9]{1,3})?$/);
    });

    it('the show button’s accessible name contains its visible text (WCAG 2.5.3, label in name)', () => {
      const t = createFormTexts(locale).t;
      const name = t('password.showName', { label: t('password.label') });
      // As axe checks it: the visible text as whole words inside the name.
      const visible = t('password.show').toLocaleLowerCase(locale);
      const word = new RegExp(`(?<![\\p{L}\\p{N}])${visible}(?![\\p{L}\\p{N}])`, 'u');
      expect(name.toLocaleLowerCase(locale)).toMatch(word);
    });
  });

  it('each catalog is its own translation: no two locales share a catalog', () => {
    const seen = new Map<string, string>();
    for (const locale of formLocales) {
      const fingerprint = JSON.stringify(formCatalogs[locale]);
      expect(seen.get(fingerprint), `${locale} repeats ${seen.get(fingerprint)}`).toBeUndefined();
      seen.set(fingerprint, locale);
    }
  });

  it('no non-English catalog keeps an English sentence', () => {
    const sentences = keys.filter((k) => en[k].length > 20);
    for (const locale of formLocales.filter((l) => l !== 'en')) {
      for (const key of sentences) expect(formCatalogs[locale][key], `${locale} ${key}`).not.toBe(en[key]);
    }
  });
});

describe('de-CH', () => {
  it('is de-DE in Swiss spelling (no ß, «…»), with its Swiss words on top', () => {
    const swissWords = keys.filter((key) => deCH[key] !== swissGermanSpelling(deDE[key]));
    expect(swissWords.sort()).toEqual(['iban.example', 'number.label']);
    for (const key of keys) expect(deCH[key]).not.toMatch(/[ß„“]/);
    expect(deCH['password.hint']).toContain('Grossbuchstaben');
    expect(deCH['iban.characters']).toContain('«{character}»');
  });
});

describe('loadFormCatalog', () => {
  it.each(formLocales)('loads the catalog of %s', async (locale) => {
    expect(await loadFormCatalog(locale)).toEqual(formCatalogs[locale]);
  });

  it('resolves the locale first: a language alone, and an unknown one (de-DE, with a warning)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await loadFormCatalog('cs')).toBe(formCatalogs['cs-CZ']);
    expect(await loadFormCatalog('xx-YY')).toBe(formCatalogs['de-DE']);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('resolveFormLocale', () => {
  it.each([
    [undefined, 'de-DE'],
    ['', 'de-DE'],
    ['de-DE', 'de-DE'],
    ['fr-CH', 'fr-CH'],
    ['FR-ch', 'fr-CH'],
    ['de_AT', 'de-AT'],
    ['default', 'en'],
    ['en', 'en'],
    ['en-GB', 'en'],
    ['de', 'de-DE'],
    ['de-LU', 'de-DE'],
    ['fr', 'fr-CH'],
    ['fr-FR', 'fr-CH'],
    ['cs', 'cs-CZ'],
    ['sv-FI', 'sv-SE'],
  ])('%j resolves to %s without a warning', (requested, expected) => {
    const warn = vi.spyOn(console, 'warn');
    expect(resolveFormLocale(requested)).toBe(expected);
    expect(warn).not.toHaveBeenCalled();
  });

  it('falls back to de-DE for an unknown locale, with one warning per value', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(resolveFormLocale('xx-YY')).toBe('de-DE');
    expect(resolveFormLocale('xx-YY')).toBe('de-DE');
    expect(resolveFormLocale('ja-JP')).toBe('de-DE');
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[0]?.[0])).toContain('unknown locale "xx-YY"; using "de-DE"');
  });
});

describe('createFormTexts', () => {
  it('formats ICU messages in the locale', () => {
    expect(createFormTexts('de-DE').t('password.strength', { strength: 'mittel', score: 2, max: 3 })).toBe(
      'Passwortstärke: mittel (2 von 3)',
    );
    expect(createFormTexts('pl-PL').t('password.hint', { minLength: 8 })).toBe(
      'Co najmniej 8 znaków, w tym małe i wielkie litery oraz cyfry.',
    );
    expect(createFormTexts('en').t('iban.incomplete', { code: 'DE', country: 'Germany', expected: 22, count: 1 })).toBe(
      'The IBAN is incomplete: with the country code DE (Germany) it has 22 characters, you have entered 1.',
    );
  });

  it('applies overrides in order; a broken override falls back to the catalog with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const texts = createFormTexts('de-DE', { 'password.label': 'Kennwort' }, { 'password.show': 'Zeigen' });
    expect(texts.t('password.label')).toBe('Kennwort');
    expect(texts.t('password.show')).toBe('Zeigen');
    expect(createFormTexts('de-DE', { 'number.decrement': 'kaputt {' }).t('number.decrement', { label: 'Menge' })).toBe(
      'Menge verringern',
    );
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('messages that arrive parsed (the storefront ships its catalogs as ICU ASTs) format like their text', () => {
    const parsed = (text: string) => new IntlMessageFormat(text, 'de-DE').getAst() as unknown as string;
    const catalog = Object.fromEntries(keys.map((key) => [key, parsed(deDE[key])])) as typeof deDE;
    const texts = formTextsOf('de-DE', catalog);
    const plain = formTextsOf('de-DE', deDE);
    // Every key, with values for any placeholder: different messages never share a formatter.
    for (const key of keys) {
      const values = Object.fromEntries(argumentsOf(deDE[key], 'de-DE').map((name) => [name, 3]));
      expect(texts.t(key, values), key).toBe(plain.t(key, values));
    }
  });
});
