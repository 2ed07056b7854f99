/**
 * Every locale's storefront catalog, imported statically: for tests that render several sites synchronously
 * (`<StorefrontProvider site="cz" messages={storefrontMessagesFor('cz')}>`). Never import this from a page: it holds
 * all nine locales; pages use `loadStorefrontMessages`.
 */
import { resolveSite } from '../../platform/site';
import type { SiteLocale } from '../../platform/site';
import * as csCZ from './locales/cs-CZ';
import * as deAT from './locales/de-AT';
import * as deCH from './locales/de-CH';
import * as deDE from './locales/de-DE';
import * as frCH from './locales/fr-CH';
import * as huHU from './locales/hu-HU';
import * as plPL from './locales/pl-PL';
import * as skSK from './locales/sk-SK';
import * as trTR from './locales/tr-TR';
import type { StorefrontMessages } from './messageModules';

export const storefrontLocales = {
  'de-DE': deDE,
  'de-AT': deAT,
  'de-CH': deCH,
  'fr-CH': frCH,
  'cs-CZ': csCZ,
  'hu-HU': huHU,
  'pl-PL': plPL,
  'sk-SK': skSK,
  'tr-TR': trTR,
} satisfies Record<SiteLocale, unknown>;

/** The catalog of a site (any code `resolveSite` takes; unknown sites are DE). */
export function storefrontMessagesFor(site: unknown): StorefrontMessages {
  return storefrontLocales[resolveSite(site).locale].messages;
}
