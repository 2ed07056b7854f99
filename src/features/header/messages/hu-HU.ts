import type { HeaderMessageId } from './de-DE';

/**
 * Hungarian. A noun after a number stays singular ("3 termék"), so plural messages use the same form for one and
 * other.
 */
export const huHU = {
  'header.logo': 'Ugrás a kezdőlapra',
  'header.skipLinks.label': 'Gyorslinkek',
  'header.skipLinks.search': 'Ugrás a kereséshez',
  'header.skipLinks.main': 'Ugrás a tartalomhoz',
  'header.skipLinks.footer': 'Ugrás a lábléchez',
  'header.flyout.close': 'Bezárás',
  'header.icons.search': 'Keresés megnyitása',
  'header.icons.storeFinder': 'Üzletkereső',
  'header.icons.user': 'Bejelentkezés',
  'header.icons.userLoggedIn': 'Fiókom',
  'header.icons.greeting': 'Üdvözöljük, {name}',
  'header.icons.loyaltyBeans': '{beans, plural, one {# kávészem} other {# kávészem}}',
  'header.icons.cart': 'Kosár',
  'header.cart.badgeLabel':
    '{count, plural, =0 {Kosár, nincs benne termék} one {Kosár, # termék} other {Kosár, # termék}}',
  'header.reduced.secureHint': 'Biztonságos vásárlás',
  'header.reduced.back': 'Vissza',
  'header.secureOrder': 'Biztonságos rendelés',
  'header.paymentLogos': 'Fizetési módok és márkák',
  'header.payment.paypal': 'PayPal',
  'header.payment.visa': 'Visa',
  'header.payment.mastercard': 'Mastercard',
  'header.payment.twint': 'TWINT',
  'header.payment.blik': 'BLIK',
  'header.payment.bkm': 'BKM Express',
  'header.brand': 'Crema',
  'header.icons.searchClose': 'Keresés bezárása',
  'header.payment.invoice': 'Számla',
  'header.payment.cashOnPickup': 'Készpénzes fizetés átvételkor',
} satisfies Record<HeaderMessageId, string>;
