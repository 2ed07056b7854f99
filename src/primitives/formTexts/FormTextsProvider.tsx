'use client';

import type { ReactNode } from 'react';
import { formCatalogs, type FormCatalog } from './catalogs';
import { FormTextsScope } from './FormTexts';
import type { FormTextOverrides } from './texts';

interface FormTextsProviderOwnProps {
  /** Texts to replace for every form field inside, by key (e.g. the app's own catalog's wording). */
  texts?: FormTextOverrides;
  children?: ReactNode;
}

export type FormTextsProviderProps = FormTextsProviderOwnProps &
  (
    | {
        /** One of the shipped locales (any case; a language alone, e.g. `fr`, picks its locale). Unknown: de-DE, with a warning. */
        locale?: string;
        messages?: undefined;
      }
    | {
        locale: string;
        /** The catalog of `locale`, already loaded by the app: the fields inside are offered exactly this one. */
        messages: FormCatalog;
      }
  );

/**
 * Sets the locale (and optional text overrides) of the form fields inside: PasswordInput, IbanInput, NumberInput.
 * With `messages`, the fields get that catalog; without, any of the 12 shipped catalogs, so a field's own `locale`
 * may pick another one. This module is the one that imports all 12: an app that loads one locale's texts per page
 * and wants only those in its bundle uses FormMessagesProvider instead.
 */
export function FormTextsProvider({ locale, messages, texts, children }: FormTextsProviderProps) {
  return (
    <FormTextsScope locale={locale} messages={messages} catalogs={formCatalogs} texts={texts}>
      {children}
    </FormTextsScope>
  );
}
FormTextsProvider.displayName = 'FormTextsProvider';
