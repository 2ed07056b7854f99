'use client';

/**
 * How the form fields (PasswordInput, IbanInput, NumberInput) get their texts. This module carries one catalog, the
 * built-in default de-DE ("form default de-DE"); every other locale's texts come from a provider above
 * the field, so a page's bundle carries only the catalogs its app puts there. FormTextsProvider (its own module)
 * offers all 12 shipped catalogs; FormMessagesProvider offers the one catalog the app loaded.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { defaultFormLocale, type FormLocale } from '../../../design-tokens';
import { useWarnOnce } from '../internal/warn';
import { deDE } from './catalogs/deDE';
import type { FormCatalog } from './catalogs/en';
import { resolveFormLocale } from './locale';
import { formTextsOf, type FormTextOverrides, type FormTexts } from './texts';

/** What the nearest provider offers the fields inside it. */
interface FormTextsOffer {
  /** The locale asked for, as given (each field resolves it). */
  locale?: string | undefined;
  /** The catalogs available here, by shipped locale. */
  catalogs?: Partial<Record<FormLocale, FormCatalog>> | undefined;
  texts?: FormTextOverrides | undefined;
}

const FormTextsContext = createContext<FormTextsOffer>({});

interface FormTextsScopeProps {
  locale?: string | undefined;
  /** The catalog of `locale` (or of the outer provider's locale): offered alone. */
  messages?: FormCatalog | undefined;
  /** Offered when there are no `messages`. */
  catalogs?: Partial<Record<FormLocale, FormCatalog>> | undefined;
  texts?: FormTextOverrides | undefined;
  children?: ReactNode;
}

/**
 * Internal: the one provider both public ones render (so switching between `messages` and none keeps the subtree).
 * Locale and overrides merge with an outer provider's: inner locale and texts win, outer texts stay.
 */
export function FormTextsScope({ locale, messages, catalogs, texts, children }: FormTextsScopeProps) {
  const outer = useContext(FormTextsContext);
  const wanted = locale ?? outer.locale;
  const messagesLocale = messages ? resolveFormLocale(wanted) : undefined;
  const value = useMemo<FormTextsOffer>(
    () => ({
      locale: wanted,
      catalogs: messages && messagesLocale ? { [messagesLocale]: messages } : catalogs,
      texts: outer.texts || texts ? { ...outer.texts, ...texts } : undefined,
    }),
    [wanted, messages, messagesLocale, catalogs, texts, outer.texts],
  );
  return <FormTextsContext.Provider value={value}>{children}</FormTextsContext.Provider>;
}

export interface FormMessagesProviderProps {
  /** The locale of `messages`: one of the shipped locales (any case; `fr` picks fr-CH). */
  locale: string;
  /** The catalog of `locale`, already loaded by the app (e.g. with `loadFormCatalog(locale)`). */
  messages: FormCatalog;
  /** Texts to replace for every form field inside, by key. */
  texts?: FormTextOverrides;
  children?: ReactNode;
}

/**
 * Gives the form fields inside the texts of one locale that the app loaded (the storefront loads one locale per
 * page). Unlike FormTextsProvider, it does not bring the other 11 catalogs into the bundle.
 */
export function FormMessagesProvider({ locale, messages, texts, children }: FormMessagesProviderProps) {
  return (
    <FormTextsScope locale={locale} messages={messages} texts={texts}>
      {children}
    </FormTextsScope>
  );
}
FormMessagesProvider.displayName = 'FormMessagesProvider';

/** A field's texts, and the locale it asked for. */
export interface FieldTexts extends FormTexts {
  /**
   * The locale asked for (the field's `locale`, else the provider's), resolved. It differs from `locale` where the
   * provider does not carry its texts (de-DE is shown then); numbers are still formatted in it.
   */
  requested: FormLocale;
}

/**
 * The texts a form field shows: its own `locale` prop, else the nearest provider's, picked among the catalogs that
 * provider offers; the provider's overrides, then the field's own. Without a provider, or for a locale it does not
 * carry, the texts are de-DE, with one warning per locale.
 */
export function useFormTexts(locale?: string, texts?: FormTextOverrides): FieldTexts {
  const offer = useContext(FormTextsContext);
  const requested = resolveFormLocale(locale ?? offer.locale);
  const offered = offer.catalogs?.[requested];
  useWarnOnce(
    offered === undefined && requested !== defaultFormLocale,
    `FormTexts.${requested}`,
    `FormTexts: no "${requested}" texts are loaded here, so the field shows ${defaultFormLocale}. Wrap it in a ` +
      `FormTextsProvider with locale "${requested}" (its messages loaded by the app, or none to offer all 12 locales).`,
  );
  const textLocale = offered ? requested : defaultFormLocale;
  const catalog = offered ?? deDE;
  return useMemo(
    () => ({ ...formTextsOf(textLocale, catalog, offer.texts, texts), requested }),
    [textLocale, catalog, offer.texts, texts, requested],
  );
}
