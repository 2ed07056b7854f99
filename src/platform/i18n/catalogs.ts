import type { SiteLocale } from '../site/constants';
import { csCZ } from './messages/cs-CZ';
import { deAT } from './messages/de-AT';
import { deCH } from './messages/de-CH';
import { deDE, type MessageId } from './messages/de-DE';
import { frCH } from './messages/fr-CH';
import { huHU } from './messages/hu-HU';
import { plPL } from './messages/pl-PL';
import { skSK } from './messages/sk-SK';
import { trTR } from './messages/tr-TR';

export type { MessageId };
export type Catalog = Record<MessageId, string>;

/**
 * The platform's texts in every site locale, for the reference services, which answer in any site's
 * language. Pages never import this map (it holds all nine locales): they get one locale's messages from
 * `loadStorefrontMessages`, which is also why the i18n index does not export it.
 */
export const catalogs: Record<SiteLocale, Catalog> = {
  'de-DE': deDE,
  'de-AT': deAT,
  'de-CH': deCH,
  'fr-CH': frCH,
  'cs-CZ': csCZ,
  'hu-HU': huHU,
  'pl-PL': plPL,
  'sk-SK': skSK,
  'tr-TR': trTR,
};

/** The message ids, in the de-DE catalog's order. */
export const messageIds = Object.keys(deDE) as MessageId[];

/** The catalog of a locale; an unknown locale gets de-DE (the sites' fallback locale). */
export function catalogFor(locale: string): Catalog {
  const catalog = (catalogs as Partial<Record<string, Catalog>>)[locale];
  return catalog ?? deDE;
}
