import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { createFormTexts, type FormTextOverrides, type FormTexts } from './createFormTexts';

interface FormTextsContextValue {
  locale?: string;
  texts?: FormTextOverrides;
}

const FormTextsContext = createContext<FormTextsContextValue>({});

export interface FormTextsProviderProps {
  /** One of the shipped locales (any case; a language alone, e.g. `fr`, picks its locale). Unknown: de-DE, with a warning. */
  locale?: string;
  /** Texts to replace for every form field inside, by key (e.g. the app's own catalog's wording). */
  texts?: FormTextOverrides;
  children?: ReactNode;
}

/**
 * Sets the locale (and optional text overrides) of the form fields inside: PasswordInput, IbanInput, NumberInput.
 * A field's own `locale` and `texts` props win over the provider's. Without any, texts are de-DE.
 */
export function FormTextsProvider({ locale, texts, children }: FormTextsProviderProps) {
  const outer = useContext(FormTextsContext);
  const value = useMemo<FormTextsContextValue>(
    () => ({ locale: locale ?? outer.locale, texts: outer.texts || texts ? { ...outer.texts, ...texts } : undefined }),
    [locale, texts, outer.locale, outer.texts],
  );
  return <FormTextsContext.Provider value={value}>{children}</FormTextsContext.Provider>;
}
FormTextsProvider.displayName = 'FormTextsProvider';

/**
 * The texts a form field shows: its own `locale` prop, else the nearest FormTextsProvider's, else de-DE; the
 * provider's overrides, then the field's own.
 */
export function useFormTexts(locale?: string, texts?: FormTextOverrides): FormTexts {
  const context = useContext(FormTextsContext);
  const requested = locale ?? context.locale;
  return useMemo(() => createFormTexts(requested, context.texts, texts), [requested, context.texts, texts]);
}
