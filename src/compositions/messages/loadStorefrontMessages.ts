import { fallbackLocale, type SiteLocale } from '../../platform/site';
import type { StorefrontMessageModules, StorefrontMessages } from './messageModules';

interface LocaleModule {
  modules: StorefrontMessageModules;
  messages: StorefrontMessages;
}

/**
 * One dynamic import per site locale, each written out so a bundler makes one chunk per locale and a page loads only
 * its own.
 */
const locales = {
  'de-DE': () => import('./locales/de-DE'),
  'de-AT': () => import('./locales/de-AT'),
  'de-CH': () => import('./locales/de-CH'),
  'fr-CH': () => import('./locales/fr-CH'),
  'cs-CZ': () => import('./locales/cs-CZ'),
  'hu-HU': () => import('./locales/hu-HU'),
  'pl-PL': () => import('./locales/pl-PL'),
  'sk-SK': () => import('./locales/sk-SK'),
  'tr-TR': () => import('./locales/tr-TR'),
} satisfies Record<SiteLocale, () => Promise<LocaleModule>>;

/**
 * The storefront's one react-intl catalog for a locale (`site.locale`): the platform's shared texts, the form fields'
 * and every feature's. Give it to `StorefrontProvider`'s `messages`. An unknown locale gets de-DE, the fallback locale.
 */
export async function loadStorefrontMessages(locale: string): Promise<StorefrontMessages> {
  const load = (locales as Partial<Record<string, () => Promise<LocaleModule>>>)[locale] ?? locales[fallbackLocale];
  return (await load()).messages;
}
