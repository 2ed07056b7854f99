export { FormTextsProvider, useFormTexts, type FormTextsProviderProps } from './FormTexts';
export { createFormTexts, type FormTexts, type FormTextOverrides, type FormTextValues } from './createFormTexts';
export { resolveFormLocale } from './locale';
export { formCatalogs, type FormCatalog, type FormTextKey } from './catalogs';
