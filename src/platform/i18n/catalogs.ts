import type { SiteLocale } from '../site/constants';
import { deAT } from './messages/de-AT';
import { deCH } from './messages/de-CH';
import { deDE, type MessageId } from './messages/de-DE';
import { csCZ } from './messages/cs-CZ';
import { frCH } from './messages/fr-CH';
import { huHU } from './messages/hu-HU';
import { plPL } from './messages/pl-PL';
import { skSK } from './messages/sk-SK';
import { trTR } from './messages/tr-TR';

export type { MessageId };
export type Catalog = Record<MessageId, string>;

/** One catalog per site locale (000 §9); each is type-checked to have exactly the de-DE keys. */
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

/** The catalog of a locale; an unknown locale gets de-DE (the spec's fallback locale, 000 §9). */
export function catalogFor(locale: string): Catalog {
  const catalog = (catalogs as Partial<Record<string, Catalog>>)[locale];
  return catalog ?? deDE;
}
