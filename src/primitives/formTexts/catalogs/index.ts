import type { FormLocale } from '../../../../design-tokens';
import { csCZ } from './csCZ';
import { daDK } from './daDK';
import { deAT } from './deAT';
import { deCH } from './deCH';
import { deDE } from './deDE';
import { en, type FormCatalog } from './en';
import { frCH } from './frCH';
import { huHU } from './huHU';
import { plPL } from './plPL';
import { skSK } from './skSK';
import { svSE } from './svSE';
import { trTR } from './trTR';

export type { FormCatalog, FormTextKey } from './en';

/** One catalog per shipped locale; a locale without one is a type error. */
export const formCatalogs = {
  en,
  'de-DE': deDE,
  'de-AT': deAT,
  'de-CH': deCH,
  'fr-CH': frCH,
  'pl-PL': plPL,
  'sk-SK': skSK,
  'cs-CZ': csCZ,
  'hu-HU': huHU,
  'tr-TR': trTR,
  'da-DK': daDK,
  'sv-SE': svSE,
} as const satisfies Record<FormLocale, FormCatalog>;
