import { IntlMessageFormat } from 'intl-messageformat';
import type { FormLocale } from '../../../design-tokens';
import type { FormCatalog, FormTextKey } from './catalogs/en';

/** Texts a consumer replaces, by key (ICU messages like the catalog's). */
export type FormTextOverrides = Partial<Record<FormTextKey, string>>;
/** Values for a message's placeholders. */
export type FormTextValues = Record<string, string | number>;

export interface FormTexts {
  /** The shipped locale the texts are in. */
  locale: FormLocale;
  /** The message for `key`, with its placeholders filled in. Never throws: a broken override falls back to the catalog. */
  t: (key: FormTextKey, values?: FormTextValues) => string;
}

/** Formatters by locale and message text. */
const formatters = new Map<string, IntlMessageFormat>();
/**
 * Formatters of messages that arrive parsed, by message and locale: the storefront's client build ships its catalogs
 * as ICU ASTs (reference-app/vite/precompileMessages.ts), which have no text to key by.
 */
const parsedFormatters = new WeakMap<object, Map<FormLocale, IntlMessageFormat>>();

/** A catalog message: its text, or (pre-parsed) its ICU AST. */
type Message = ConstructorParameters<typeof IntlMessageFormat>[0];

function formatterOf(message: Message, locale: FormLocale): IntlMessageFormat {
  if (typeof message !== 'string') {
    let byLocale = parsedFormatters.get(message);
    if (!byLocale) parsedFormatters.set(message, (byLocale = new Map()));
    let formatter = byLocale.get(locale);
    if (!formatter) byLocale.set(locale, (formatter = new IntlMessageFormat(message, locale)));
    return formatter;
  }
  const cacheKey = `${locale}\u0000${message}`;
  let formatter = formatters.get(cacheKey);
  if (!formatter) formatters.set(cacheKey, (formatter = new IntlMessageFormat(message, locale)));
  return formatter;
}

function format(message: string, locale: FormLocale, values: FormTextValues | undefined): string {
  return String(formatterOf(message, locale).format(values));
}

/**
 * The texts of one catalog, with overrides applied on top (later overrides win). Takes the catalog itself, so a
 * module using it bundles only the catalogs it passes.
 */
export function formTextsOf(
  locale: FormLocale,
  catalog: FormCatalog,
  ...overrides: (FormTextOverrides | undefined)[]
): FormTexts {
  const merged: FormCatalog = Object.assign({}, catalog, ...overrides.filter(Boolean));
  return {
    locale,
    t(key, values) {
      const message = merged[key];
      try {
        return format(message, locale, values);
      } catch (error) {
        // An override that does not parse or lacks a value must not take the form down: use the catalog's text.
        console.warn(`[crema] FormTexts: the text "${key}" could not be formatted; using the catalog's.`, error);
        try {
          return format(catalog[key], locale, values);
        } catch {
          return catalog[key];
        }
      }
    },
  };
}
