/**
 * The mini cart's texts.
 * German (Germany) is the reference: its keys are the message ids, and every other locale has exactly these (a missing
 * translation is a type error).
 */
export const deDE = {
  'minicart.title': 'Warenkorb',
  'minicart.empty': 'Ihr Warenkorb ist leer.',
  'minicart.items': '{count, plural, one {# Artikel} other {# Artikel}}',
  'minicart.toCart': 'Zum Warenkorb',
  'minicart.total': 'Gesamtsumme',
  'minicart.checkout': 'Zur Kasse',
  'minicart.checkoutBlocked': 'Bitte beachten Sie die Hinweise in Ihrem Warenkorb, bevor Sie zur Kasse gehen.',
  'minicart.checkoutBlocked.unavailable':
    'Einige Artikel sind nicht verfügbar oder ausverkauft. Bitte entfernen Sie sie, bevor Sie zur Kasse gehen.',
  'minicart.quantity': 'Menge',
  'minicart.quantityOf': 'Menge: {quantity, number}',
  'minicart.remove': '{title} entfernen',
  'minicart.removed': '{title} wurde entfernt.',
  'minicart.undo': 'Rückgängig',
  'minicart.freeArticle': 'Gratisartikel',
  'minicart.giftCard': 'Geschenkkarte',
  'minicart.subscription': 'Abo',
  'minicart.partnerProduct': 'Partnerprodukt',
  'minicart.soldOut': 'Ausverkauft',
  'minicart.notAvailable': 'Nicht verfügbar',
  'minicart.dismiss': 'Hinweis schließen',
  'minicart.addToCart': 'In den Warenkorb',
  'minicart.addToCart.inCart': '{count, number} im Warenkorb',
  'minicart.error.read':
    'Ihr Warenkorb kann aus technischen Gründen momentan nicht angezeigt werden. Bitte versuchen Sie es später noch einmal.',
  'minicart.error.change':
    'Ihr Warenkorb kann aus technischen Gründen momentan nicht geändert werden. Bitte versuchen Sie es später noch einmal.',
  'minicart.error.cartLimit':
    'Sie können maximal {limit, plural, one {# Produkt} other {# Produkte}} pro Einkauf bestellen.',
  'minicart.error.itemLimit': 'Von diesem Artikel können Sie maximal {limit, number} Stück pro Einkauf bestellen.',
  'minicart.error.availabilityLimit':
    'Von diesem Artikel {limit, plural, one {ist nur noch # Stück} other {sind nur noch # Stück}} verfügbar.',
  'minicart.error.defective': 'Es sind Fehler aufgetreten. Bitte beachten Sie die Hinweise unterhalb des Warenkorbs.',
  'minicart.error.voucherRemove': 'Der Gutscheincode konnte nicht entfernt werden.',
  'minicart.error.giftCardRemove':
    'Die Geschenkkarte konnte nicht entfernt werden. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.',
} as const;

export type MinicartMessageId = keyof typeof deDE;
