import { deDE, type MessageId } from './de-DE';

/**
 * German (Austria): the German wording with Austrian usage where it differs ("Kassa", "Jänner"-style vocabulary,
 * "Zustellung"). Prices and amounts come in as arguments, formatted for de-AT ("20 Euro").
 */
export const deAT = {
  ...deDE,
  'header.skipLinks.footer': 'Zum Seitenende springen',
  'header.icons.storeFinder': 'Filialsuche',
  'minicart.checkout': 'Zur Kassa',
  'minicart.checkoutBlocked': 'Bitte beachten Sie die Hinweise in Ihrem Warenkorb, bevor Sie zur Kassa gehen.',
  'minicart.freeArticle': 'Gratisartikel',
  'benefit.freeShipping': 'Gratis Zustellung ab {amount}',
  'benefit.freeCoffeeShipping': 'Kaffee gratis zugestellt ab {amount}',
  'newsletter.salutation.prompt': 'Bitte auswählen',
  'newsletter.voucherFootnote': '* Der Gutschein gilt für Ihren ersten Einkauf im Online-Shop.',
  'footer.vatIncluded': 'Alle Preise inkl. USt.',
} satisfies Record<MessageId, string>;
