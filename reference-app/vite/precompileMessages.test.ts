import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { createIntl, type IntlShape } from 'react-intl';
import { sites } from 'crema/server';
import { loadAppMessages } from '../src/messages';
import { catalogLocaleOf, catalogModuleCode, precompileCatalog, type PrecompiledCatalog } from './precompileMessages';

type Value = string | number | Date | ((chunks: string[]) => string);

/** Counts for the plural categories of every site locale (one, few, many, other; fractions are "many" in cs/sk). */
const counts = [0, 1, 2, 5, 22, 1.5];
const aDate = new Date(Date.UTC(2026, 10, 24, 13, 5));

/** The arguments of a message and, per argument, the values to try (every select option, every plural category). */
function argumentsOf(elements: MessageFormatElement[], found = new Map<string, Value[]>()): Map<string, Value[]> {
  for (const element of elements) {
    switch (element.type) {
      case TYPE.argument:
        if (!found.has(element.value)) found.set(element.value, ['Wert']);
        break;
      case TYPE.number:
      case TYPE.plural:
        found.set(element.value, counts);
        break;
      case TYPE.date:
      case TYPE.time:
        found.set(element.value, [aDate]);
        break;
      case TYPE.select:
        found.set(element.value, Object.keys(element.options));
        break;
      case TYPE.tag:
        found.set(element.value, [(chunks) => `<${element.value}>${chunks.join('')}</${element.value}>`]);
        argumentsOf(element.children, found);
        break;
      default:
        break;
    }
    if (element.type === TYPE.select || element.type === TYPE.plural)
      for (const option of Object.values(element.options)) argumentsOf(option.value, found);
  }
  return found;
}

/** Value sets that try every value of every argument at least once. */
function valueSets(elements: MessageFormatElement[]): Record<string, Value>[] {
  const args = [...argumentsOf(elements)];
  const rounds = Math.max(1, ...args.map(([, values]) => values.length));
  return Array.from({ length: rounds }, (_, round) =>
    Object.fromEntries(args.map(([name, values]) => [name, values[round % values.length]!])),
  );
}

const intlOf = (locale: string, messages: Record<string, string> | PrecompiledCatalog, errors: unknown[]) =>
  createIntl({
    locale,
    defaultLocale: 'de-DE',
    timeZone: 'UTC',
    messages: messages as Record<string, MessageFormatElement[]>,
    onError: (error) => errors.push(error),
  });

describe('precompileMessages (the storefront client build ships parsed catalogs, no ICU parser)', () => {
  it.each(Object.values(sites).map((site) => site.locale))(
    '%s: every message formats to the same text parsed at build time as parsed at runtime',
    async (locale) => {
      const source = await loadAppMessages(locale);
      const compiled = precompileCatalog(source, locale);
      const errors: unknown[] = [];
      const atRuntime: IntlShape = intlOf(locale, source, errors);
      const prebuilt: IntlShape = intlOf(locale, compiled, errors);
      let formatted = 0;
      for (const [id, message] of Object.entries(compiled)) {
        // Nothing left for a parser: every message is an AST (none of the catalogs has an empty one).
        expect(Array.isArray(message), id).toBe(true);
        for (const values of valueSets(message as MessageFormatElement[])) {
          expect(JSON.stringify(prebuilt.formatMessage({ id }, values)), id).toBe(
            JSON.stringify(atRuntime.formatMessage({ id }, values)),
          );
          formatted += 1;
        }
      }
      expect(errors).toEqual([]);
      expect(formatted).toBeGreaterThan(Object.keys(source).length);
    },
  );

  it('keeps an empty message empty, as react-intl treats it as missing', () => {
    expect(precompileCatalog({ 'a.empty': '' }, 'de-DE')).toEqual({ 'a.empty': '' });
  });

  it('fails the build on a message that does not parse, naming it', () => {
    expect(() => precompileCatalog({ 'cart.count': '{count, plural, one {# Artikel}' }, 'de-DE', 'de-DE.ts')).toThrow(
      /de-DE\.ts "cart\.count" does not parse/,
    );
    expect(() => precompileCatalog('Hallo', 'de-DE', 'de-DE.ts')).toThrow(/de-DE\.ts is not a catalog/);
  });

  it('recognises the locale modules a page loads its catalog from, and nothing else', () => {
    expect(catalogLocaleOf('/w/src/compositions/messages/locales/sk-SK.ts')).toBe('sk-SK');
    expect(catalogLocaleOf('/w/reference-app/src/messages/fr-CH.ts')).toBe('fr-CH');
    expect(catalogLocaleOf('/w/reference-app/src/messages/index.ts')).toBeUndefined();
    expect(catalogLocaleOf('/w/reference-app/src/messages/messages.test.ts')).toBeUndefined();
    expect(catalogLocaleOf('/w/src/features/header/messages/de-DE.ts')).toBeUndefined();
  });

  it('makes a module with each message once, and the merged catalog from its parts', async () => {
    const modules = precompileCatalog(
      { header: { 'header.logo': 'Startseite' }, search: { 'search.clear': 'Löschen', 'search.hits': '{n} Treffer' } },
      'de-DE',
    );
    const code = catalogModuleCode({ modules, messages: Object.assign({}, ...Object.values(modules)) });
    expect(code.match(/JSON\.parse/g)).toHaveLength(1);
    const dir = mkdtempSync(join(tmpdir(), 'precompiled-'));
    try {
      writeFileSync(join(dir, 'catalog.mjs'), code);
      const built = (await import(/* @vite-ignore */ pathToFileURL(join(dir, 'catalog.mjs')).href)) as Record<
        string,
        Record<string, unknown>
      >;
      expect(built.modules).toEqual(modules);
      expect(Object.keys(built.messages!)).toEqual(['header.logo', 'search.clear', 'search.hits']);
      expect(built.messages!['header.logo']).toEqual([{ type: 0, value: 'Startseite' }]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
