import { defaultFormLocale, formLocaleAliases, formLocales, type FormLocale } from '../../../design-tokens';
import { pickVariant } from '../../styles/fallback';

/**
 * Picks the shipped locale for a requested one: an exact match (any case, `_` or `-`), the spec's alias "default"
 * (English), then the same language (`de` and `de-LU` give de-DE, `fr-FR` gives fr-CH, `en-GB` gives en). Anything
 * else falls back to de-DE with one console warning per value. Nothing set means de-DE, without a warning.
 */
export function resolveFormLocale(requested: string | null | undefined): FormLocale {
  if (requested === undefined || requested === null || requested.trim() === '') return defaultFormLocale;
  const tag = requested.trim().replace(/_/g, '-').toLowerCase();
  const alias = (formLocaleAliases as Record<string, FormLocale>)[tag];
  if (alias) return alias;
  const exact = formLocales.find((l) => l.toLowerCase() === tag);
  if (exact) return exact;
  const language = tag.split('-')[0];
  const sameLanguage = formLocales.filter((l) => l.split('-')[0]?.toLowerCase() === language);
  if (sameLanguage.length > 0) {
    return sameLanguage.includes(defaultFormLocale) ? defaultFormLocale : (sameLanguage[0] as FormLocale);
  }
  return pickVariant('FormTexts', 'locale', requested, formLocales, defaultFormLocale);
}
