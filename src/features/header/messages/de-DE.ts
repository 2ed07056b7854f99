/**
 * The header's own texts: logo, skip links, icons, cart badge, reduced header, benefits bar, flyout frame.
 * German (Germany) is the reference: its keys are the message ids, and every other locale has exactly these (a missing
 * translation is a type error).
 */
export const deDE = {
  'header.logo': 'Zur Startseite',
  'header.skipLinks.label': 'Sprunglinks',
  'header.skipLinks.search': 'Zur Suche springen',
  'header.skipLinks.main': 'Zum Inhalt springen',
  'header.skipLinks.footer': 'Zum Seitenende springen',
  'header.flyout.close': 'Schließen',
  'header.icons.search': 'Suche öffnen',
  'header.icons.storeFinder': 'Filialfinder',
  'header.icons.user': 'Anmelden',
  'header.icons.userLoggedIn': 'Mein Konto',
  'header.icons.greeting': 'Hallo {name}',
  'header.icons.loyaltyBeans': '{beans, plural, one {# Bohne} other {# Bohnen}}',
  'header.icons.cart': 'Warenkorb',
  'header.cart.badgeLabel':
    '{count, plural, =0 {Warenkorb, keine Artikel} one {Warenkorb, # Artikel} other {Warenkorb, # Artikel}}',
  'header.reduced.secureHint': 'Sicher einkaufen',
  'header.reduced.back': 'Zurück',
  'header.secureOrder': 'Sichere Bestellung',
  'header.paymentLogos': 'Zahlungsarten und Marken',
  'header.payment.paypal': 'PayPal',
  'header.payment.visa': 'Visa',
  'header.payment.mastercard': 'Mastercard',
  'header.payment.twint': 'TWINT',
  'header.payment.blik': 'BLIK',
  'header.payment.bkm': 'BKM Express',
  'header.brand': 'Crema',
  'header.icons.searchClose': 'Suche schließen',
  'header.payment.invoice': 'Rechnung',
  'header.payment.cashOnPickup': 'Barzahlung bei Abholung',
} as const;

export type HeaderMessageId = keyof typeof deDE;
