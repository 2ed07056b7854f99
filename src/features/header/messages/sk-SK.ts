import type { HeaderMessageId } from './de-DE';

/** Slovak. Counts use the plural forms one, few, many and other ("1 kus", "3 kusy", "5 kusov"). */
export const skSK = {
  'header.logo': 'Na úvodnú stránku',
  'header.skipLinks.label': 'Rýchle odkazy',
  'header.skipLinks.search': 'Prejsť na vyhľadávanie',
  'header.skipLinks.main': 'Prejsť na obsah',
  'header.skipLinks.footer': 'Prejsť na pätu stránky',
  'header.flyout.close': 'Zavrieť',
  'header.icons.search': 'Otvoriť vyhľadávanie',
  'header.icons.storeFinder': 'Vyhľadať predajňu',
  'header.icons.user': 'Prihlásiť sa',
  'header.icons.userLoggedIn': 'Môj účet',
  'header.icons.greeting': 'Dobrý deň, {name}',
  'header.icons.loyaltyBeans': '{beans, plural, one {# zrnko} few {# zrnká} many {# zrnka} other {# zrniek}}',
  'header.icons.cart': 'Košík',
  'header.cart.badgeLabel':
    '{count, plural, =0 {Košík, žiadny tovar} one {Košík, # položka} few {Košík, # položky} many {Košík, # položky} other {Košík, # položiek}}',
  'header.reduced.secureHint': 'Bezpečný nákup',
  'header.reduced.back': 'Späť',
  'header.secureOrder': 'Bezpečná objednávka',
  'header.paymentLogos': 'Spôsoby platby a značky',
  'header.payment.paypal': 'PayPal',
  'header.payment.visa': 'Visa',
  'header.payment.mastercard': 'Mastercard',
  'header.payment.twint': 'TWINT',
  'header.payment.blik': 'BLIK',
  'header.payment.bkm': 'BKM Express',
  'header.brand': 'Crema',
  'header.icons.searchClose': 'Zavrieť vyhľadávanie',
  'header.payment.invoice': 'Faktúra',
  'header.payment.cashOnPickup': 'Platba v hotovosti pri vyzdvihnutí',
} satisfies Record<HeaderMessageId, string>;
