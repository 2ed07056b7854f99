// The storefront's client build ships its message catalogs pre-parsed (formatjs's ICU AST) and no ICU parser, to
// keep the first-load JS small. formatjs documents the pattern (precompile the catalog, then alias the parser to its
// `no-parser` entry); here the parser already in node_modules does it at build time, so no extra tool is needed.
// The server build, the dev server, the library and Storybook keep parsing at runtime (the plugin applies only to the
// client build).
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { isDeepStrictEqual } from 'node:util';
import { runnerImport, type Plugin } from 'vite';

const parserPackage = '@formatjs/icu-messageformat-parser';
/** formatjs's parser-less entry: the same exports (types, guards), and `parse` throws. */
const noParserEntry = `${parserPackage}/no-parser.js`;

/**
 * The modules a page's catalog is loaded from, one per locale (named after it): `loadStorefrontMessages`'s locale
 * modules and the reference app's own texts. Every export of these is a catalog (id to ICU message), or an object of
 * catalogs (the storefront's `modules`).
 */
const catalogModules = [
  /[\\/]src[\\/]compositions[\\/]messages[\\/]locales[\\/]([a-z]{2}-[A-Z]{2})\.ts$/,
  /[\\/]reference-app[\\/]src[\\/]messages[\\/]([a-z]{2}-[A-Z]{2})\.ts$/,
];

/** The locale of a catalog module, or undefined when `id` is none. */
export function catalogLocaleOf(id: string): string | undefined {
  for (const pattern of catalogModules) {
    const match = pattern.exec(id);
    if (match) return match[1];
  }
  return undefined;
}

/** A catalog with every message parsed; nested catalogs stay nested. */
export type PrecompiledCatalog = { [id: string]: MessageFormatElement[] | '' | PrecompiledCatalog };

/**
 * Parses every message of `catalog` as react-intl would in `locale` (intl-messageformat calls the same `parse` with
 * the resolved locale and no other option). An empty message stays '': react-intl treats it as missing, which a
 * parsed empty message would not be. A message that does not parse fails the build, naming it.
 */
export function precompileCatalog(catalog: unknown, locale: string, where = locale): PrecompiledCatalog {
  if (catalog === null || typeof catalog !== 'object' || Array.isArray(catalog))
    throw new Error(`precompileMessages: ${where} is not a catalog (an object of messages)`);
  const compiled: PrecompiledCatalog = {};
  for (const [id, message] of Object.entries(catalog)) {
    if (typeof message === 'string') {
      try {
        compiled[id] = message === '' ? '' : parse(message, { locale: new Intl.Locale(locale) });
      } catch (error) {
        throw new Error(`precompileMessages: ${where} "${id}" does not parse: ${String(error)}`, { cause: error });
      }
    } else compiled[id] = precompileCatalog(message, locale, `${where} ${id}`);
  }
  return compiled;
}

const isNested = (catalog: PrecompiledCatalog) =>
  Object.values(catalog).every((value) => typeof value === 'object' && !Array.isArray(value));
const mergeOf = (nested: PrecompiledCatalog): PrecompiledCatalog => Object.assign({}, ...Object.values(nested));

/**
 * The module's code: each export as JSON (a JSON.parse of one string loads faster than an object literal). An export
 * that is the merge of another's catalogs (the storefront's `messages` of its `modules`) is made as that merge, so the
 * chunk carries each message once.
 */
export function catalogModuleCode(exports: Record<string, PrecompiledCatalog>): string {
  const lines: string[] = [];
  const entries = Object.entries(exports);
  const nested = entries.filter(([, catalog]) => isNested(catalog));
  /** Export name to the name of the nested export it is the merge of. */
  const mergedFrom = new Map<string, string>();
  for (const [name, catalog] of entries) {
    if (isNested(catalog)) continue;
    const source = nested.find(([, candidate]) => isDeepStrictEqual(mergeOf(candidate), catalog));
    if (source) mergedFrom.set(name, source[0]);
  }
  for (const [name, catalog] of entries)
    if (!mergedFrom.has(name))
      lines.push(`export const ${name} = JSON.parse(${JSON.stringify(JSON.stringify(catalog))});`);
  for (const [name, source] of mergedFrom)
    lines.push(`export const ${name} = Object.assign({}, ...Object.values(${source}));`);
  return lines.join('\n');
}

/** Vite plugin for the storefront's client build: pre-parsed catalogs, and the parser aliased to `no-parser`. */
export function precompileMessages(): Plugin {
  return {
    name: 'crema:precompile-messages',
    // Before Vite's own resolver, which would resolve the parser's bare import first.
    enforce: 'pre',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    async resolveId(source, importer) {
      if (source !== parserPackage) return null;
      return this.resolve(noParserEntry, importer, { skipSelf: true });
    },
    async load(id) {
      const locale = catalogLocaleOf(id);
      if (locale === undefined) return null;
      // The catalog module as the app sees it (spreads, overrides and all), run in Vite's module runner.
      const { module, dependencies } = await runnerImport<Record<string, unknown>>(id);
      for (const file of dependencies) this.addWatchFile(file);
      const exports = Object.fromEntries(
        Object.entries(module).map(([name, value]) => [name, precompileCatalog(value, locale, `${id} ${name}`)]),
      );
      return catalogModuleCode(exports);
    },
  };
}
