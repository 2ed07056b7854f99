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

const formatters = new Map<string, IntlMessageFormat>();

function format(message: string, locale: FormLocale, values: FormTextValues | undefined): string {
  const cacheKey = `${locale}\u0000${message}`;
  let formatter = formatters.get(cacheKey);
  if (!formatter) {
    formatter = new IntlMessageFormat(message, locale);
    formatters.set(cacheKey, formatter);
  }
  return String(formatter.format(values));
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
