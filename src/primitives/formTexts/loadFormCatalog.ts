import type { FormLocale } from '../../../design-tokens';
import type { FormCatalog } from './catalogs/en';
import { resolveFormLocale } from './locale';

/** One import per catalog, so an app's bundler puts each locale in a chunk of its own. */
const loaders: Record<FormLocale, () => Promise<FormCatalog>> = {
  en: () => import('./catalogs/en').then((m) => m.en),
  'de-DE': () => import('./catalogs/deDE').then((m) => m.deDE),
  'de-AT': () => import('./catalogs/deAT').then((m) => m.deAT),
  'de-CH': () => import('./catalogs/deCH').then((m) => m.deCH),
  'fr-CH': () => import('./catalogs/frCH').then((m) => m.frCH),
  'pl-PL': () => import('./catalogs/plPL').then((m) => m.plPL),
  'sk-SK': () => import('./catalogs/skSK').then((m) => m.skSK),
  'cs-CZ': () => import('./catalogs/csCZ').then((m) => m.csCZ),
  'hu-HU': () => import('./catalogs/huHU').then((m) => m.huHU),
  'tr-TR': () => import('./catalogs/trTR').then((m) => m.trTR),
  'da-DK': () => import('./catalogs/daDK').then((m) => m.daDK),
  'sv-SE': () => import('./catalogs/svSE').then((m) => m.svSE),
};

/**
 * Loads the form catalog of one locale (resolved as FormTextsProvider does), for FormMessagesProvider: a page loads
 * its locale's texts and no other's. Resolves to the catalog; an unknown locale loads de-DE, with a warning.
 */
export function loadFormCatalog(locale: string | undefined): Promise<FormCatalog> {
  return loaders[resolveFormLocale(locale)]();
}
