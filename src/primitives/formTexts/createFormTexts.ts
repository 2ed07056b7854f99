import { formCatalogs } from './catalogs';
import { resolveFormLocale } from './locale';
import { formTextsOf, type FormTextOverrides, type FormTexts } from './texts';

export type { FormTextOverrides, FormTextValues, FormTexts } from './texts';

/**
 * The texts of any shipped locale, outside React (e.g. for a message built on the server), with overrides applied
 * on top of its catalog (later overrides win). It carries all 12 catalogs; the fields themselves do not use it.
 */
export function createFormTexts(
  locale: string | undefined,
  ...overrides: (FormTextOverrides | undefined)[]
): FormTexts {
  const resolved = resolveFormLocale(locale);
  return formTextsOf(resolved, formCatalogs[resolved], ...overrides);
}
