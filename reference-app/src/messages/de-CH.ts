import { swissGermanCatalog } from 'crema/tokens';
import { deDE } from './de-DE';

/** German (Switzerland): the German texts in Swiss spelling, with Swiss words where they differ. */
export const deCH = swissGermanCatalog(deDE, {
  'home.title': 'Willkommen bei Crema Schweiz',
  'layout.documentTitle': 'Crema Schweiz',
  'storeFinder.intro': 'Unsere Filialen in der Schweiz: Adressen und Öffnungszeiten.',
  'storeFinder.all': '{count, plural, one {# Filiale} other {# Filialen}} in der Schweiz',
});
