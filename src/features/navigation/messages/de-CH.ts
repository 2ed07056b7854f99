import { swissGermanCatalog } from '../../../../design-tokens';
import { deDE } from './de-DE';

/** German (Switzerland): the German texts in Swiss spelling, with Swiss words where they differ. */
export const deCH = swissGermanCatalog(deDE);
