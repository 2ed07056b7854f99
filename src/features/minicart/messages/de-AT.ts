import { deDE, type MinicartMessageId } from './de-DE';

/** German (Austria): the German texts, with Austrian words where they differ. */
export const deAT = {
  ...deDE,
  'minicart.checkout': 'Zur Kassa',
  'minicart.checkoutBlocked': 'Bitte beachten Sie die Hinweise in Ihrem Warenkorb, bevor Sie zur Kassa gehen.',
  'minicart.checkoutBlocked.unavailable':
    'Einige Artikel sind nicht verfügbar oder ausverkauft. Bitte entfernen Sie sie, bevor Sie zur Kassa gehen.',
} satisfies Record<MinicartMessageId, string>;
