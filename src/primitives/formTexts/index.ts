export { FormTextsProvider, type FormTextsProviderProps } from './FormTextsProvider';
export { FormMessagesProvider, useFormTexts, type FormMessagesProviderProps, type FieldTexts } from './FormTexts';
export { createFormTexts } from './createFormTexts';
export type { FormTexts, FormTextOverrides, FormTextValues } from './texts';
export { loadFormCatalog } from './loadFormCatalog';
export { resolveFormLocale } from './locale';
export { formCatalogs, type FormCatalog, type FormTextKey } from './catalogs';
