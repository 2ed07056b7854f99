import type { HeaderMessageId } from './de-DE';

/** Polish. Counts use the plural forms one, few, many and other ("1 produkt", "3 produkty", "5 produktów"). */
export const plPL = {
  'header.logo': 'Do strony głównej',
  'header.skipLinks.label': 'Szybkie linki',
  'header.skipLinks.search': 'Przejdź do wyszukiwania',
  'header.skipLinks.main': 'Przejdź do treści',
  'header.skipLinks.footer': 'Przejdź do stopki',
  'header.flyout.close': 'Zamknij',
  'header.icons.search': 'Otwórz wyszukiwanie',
  'header.icons.storeFinder': 'Znajdź sklep',
  'header.icons.user': 'Zaloguj się',
  'header.icons.userLoggedIn': 'Moje konto',
  'header.icons.greeting': 'Dzień dobry, {name}',
  'header.icons.loyaltyBeans': '{beans, plural, one {# ziarno} few {# ziarna} many {# ziaren} other {# ziarna}}',
  'header.icons.cart': 'Koszyk',
  'header.cart.badgeLabel':
    '{count, plural, =0 {Koszyk, brak produktów} one {Koszyk, # produkt} few {Koszyk, # produkty} many {Koszyk, # produktów} other {Koszyk, # produktu}}',
  'header.reduced.secureHint': 'Bezpieczne zakupy',
  'header.reduced.back': 'Wstecz',
  'header.secureOrder': 'Bezpieczne zamówienie',
  'header.paymentLogos': 'Metody płatności i marki',
  'header.payment.paypal': 'PayPal',
  'header.payment.visa': 'Visa',
  'header.payment.mastercard': 'Mastercard',
  'header.payment.twint': 'TWINT',
  'header.payment.blik': 'BLIK',
  'header.payment.bkm': 'BKM Express',
  'header.brand': 'Crema',
  'header.icons.searchClose': 'Zamknij wyszukiwanie',
  'header.payment.invoice': 'Faktura',
  'header.payment.cashOnPickup': 'Płatność gotówką przy odbiorze',
} satisfies Record<HeaderMessageId, string>;
