import { loadStorefrontMessages, type StorefrontMessages, createMessagesHook, type SiteLocale } from 'crema';
import { fallbackLocale } from 'crema/server';
import type { AppMessageId } from './de-DE';

export type { AppMessageId };

/** A page's one catalog: the storefront's texts and the reference storefront's own. */
export type AppMessages = StorefrontMessages & Readonly<Record<AppMessageId, string>>;

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

/** The app's own texts, typed: `const { t } = useAppMessages(); t('storeFinder.all', { count })`. */
export const useAppMessages = createMessagesHook<AppMessageId>();

/** Every id of a page's catalog: the app's own and the storefront's (a page may be titled by a feature's heading). */
export type PageMessageId = keyof AppMessages;

/** The whole catalog, typed, for what names a page (its head): `usePageMessages().t('newsletter.title')`. */
export const usePageMessages = createMessagesHook<PageMessageId>();
