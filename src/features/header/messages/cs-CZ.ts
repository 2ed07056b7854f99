import type { HeaderMessageId } from './de-DE';

/** Czech. Counts use the plural forms one, few, many and other ("1 kus", "3 kusy", "5 kusů"). */
export const csCZ = {
  'header.logo': 'Na úvodní stránku',
  'header.skipLinks.label': 'Rychlé odkazy',
  'header.skipLinks.search': 'Přejít na vyhledávání',
  'header.skipLinks.main': 'Přejít na obsah',
  'header.skipLinks.footer': 'Přejít na patičku',
  'header.flyout.close': 'Zavřít',
  'header.icons.search': 'Otevřít vyhledávání',
  'header.icons.storeFinder': 'Vyhledat prodejnu',
  'header.icons.user': 'Přihlásit se',
  'header.icons.userLoggedIn': 'Můj účet',
  'header.icons.greeting': 'Dobrý den, {name}',
  'header.icons.loyaltyBeans': '{beans, plural, one {# zrnko} few {# zrnka} many {# zrnka} other {# zrnek}}',
  'header.icons.cart': 'Košík',
  'header.cart.badgeLabel':
    '{count, plural, =0 {Košík, žádné zboží} one {Košík, # položka} few {Košík, # položky} many {Košík, # položky} other {Košík, # položek}}',
  'header.reduced.secureHint': 'Bezpečný nákup',
  'header.reduced.back': 'Zpět',
  'header.secureOrder': 'Bezpečná objednávka',
  'header.paymentLogos': 'Způsoby platby a značky',
  'header.payment.paypal': 'PayPal',
  'header.payment.visa': 'Visa',
  'header.payment.mastercard': 'Mastercard',
  'header.payment.twint': 'TWINT',
  'header.payment.blik': 'BLIK',
  'header.payment.bkm': 'BKM Express',
  'header.brand': 'Crema',
  'header.icons.searchClose': 'Zavřít vyhledávání',
  'header.payment.invoice': 'Faktura',
  'header.payment.cashOnPickup': 'Platba v hotovosti při vyzvednutí',
} satisfies Record<HeaderMessageId, string>;
