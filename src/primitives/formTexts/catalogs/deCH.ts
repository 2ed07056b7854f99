import { swissGermanCatalog } from '../../../../design-tokens';
import { deDE } from './deDE';

/**
 * German (Switzerland): the de-DE texts in Swiss spelling ("Grossbuchstaben", «…»), made the one way every de-CH
 * catalog is made, with the Swiss words on top: a Swiss example IBAN and "Anzahl" for a quantity.
 */
export const deCH = swissGermanCatalog(deDE, {
  'iban.example': 'CH93 0076 2011 6238 5295 7',
  'number.label': 'Anzahl',
});
