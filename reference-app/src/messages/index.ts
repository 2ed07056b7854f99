// The page's catalog and what formats it outside React: server code. It takes no value from a client module
// ('use client'), nor does any module it loads: a React server evaluates it with every client export a reference that
// throws when called. react-intl's own entry is a client module, hence its server entry here. The texts' React hooks
// are in ./hooks, a client module.
import { loadStorefrontMessages, type StorefrontMessages, type SiteLocale } from 'crema';
import { fallbackLocale } from 'crema/server';
import { createIntl } from 'react-intl/server';
import type { AppMessageId } from './de-DE';

export type { AppMessageId };

/** A page's one catalog: the storefront's texts and the reference storefront's own. */
export type AppMessages = StorefrontMessages & Readonly<Record<AppMessageId, string>>;

/** Every id of a page's catalog: the app's own and the storefront's (a page may be titled by a feature's heading). */
export type PageMessageId = keyof AppMessages;

/** The app's texts per locale, one dynamic import each, so a page loads only its own (as the storefront's do). */
const locales = {
  'de-DE': () => import('./de-DE').then((m) => m.deDE),
  'de-AT': () => import('./de-AT').then((m) => m.deAT),
  'de-CH': () => import('./de-CH').then((m) => m.deCH),
  'fr-CH': () => import('./fr-CH').then((m) => m.frCH),
  'cs-CZ': () => import('./cs-CZ').then((m) => m.csCZ),
  'hu-HU': () => import('./hu-HU').then((m) => m.huHU),
  'pl-PL': () => import('./pl-PL').then((m) => m.plPL),
  'sk-SK': () => import('./sk-SK').then((m) => m.skSK),
  'tr-TR': () => import('./tr-TR').then((m) => m.trTR),
} satisfies Record<SiteLocale, () => Promise<Readonly<Record<AppMessageId, string>>>>;

/**
 * The catalog for `StorefrontProvider`'s `messages`: `loadStorefrontMessages(locale)` with the app's texts spread on
 * top. Load it before rendering, on the server per request and in the browser before hydrating. An unknown locale
 * gets de-DE (the locale fallback).
 */
export async function loadAppMessages(locale: string): Promise<AppMessages> {
  const load = (locales as Partial<Record<string, () => Promise<Record<AppMessageId, string>>>>)[locale];
  const [storefront, own] = await Promise.all([loadStorefrontMessages(locale), (load ?? locales[fallbackLocale])()]);
  return { ...storefront, ...own };
}

/** Values for a message's ICU arguments, as the hooks' `t` takes them. */
export type MessageValues = Readonly<Record<string, string | number | Date>>;

/** A catalog's text by id, formatted with `values`; only the catalog's ids type-check. */
export type Translate = (id: PageMessageId, values?: MessageValues) => string;

/**
 * The page's texts where no React context is (a server component, the document's title): the `t` of
 * `useAppMessages()`, over the same catalog, formatted the same (react-intl's own `createIntl`, as its provider makes
 * it for the hooks, with de-DE as the default locale). A missing id gives the id and reports the error, as the hooks
 * do. The catalog may be the client build's pre-parsed one: each message is then formatted from its parsed form.
 */
export function createTranslator(messages: AppMessages, locale: SiteLocale): Translate {
  const intl = createIntl({ locale, defaultLocale: fallbackLocale, messages });
  return (id, values) => intl.formatMessage({ id }, values);
}
