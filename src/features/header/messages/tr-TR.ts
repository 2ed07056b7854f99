import type { HeaderMessageId } from './de-DE';

/**
 * Turkish. A noun after a number stays singular ("3 ürün"); the discount reads "%10" (Turkish puts the percent sign
 * first, as ICU percent in tr-TR does). Suffix apostrophes are typographic (’) so ICU never treats them as quotes.
 */
export const trTR = {
  'header.logo': 'Ana sayfaya git',
  'header.skipLinks.label': 'Hızlı bağlantılar',
  'header.skipLinks.search': 'Aramaya geç',
  'header.skipLinks.main': 'İçeriğe geç',
  'header.skipLinks.footer': 'Sayfa altbilgisine geç',
  'header.flyout.close': 'Kapat',
  'header.icons.search': 'Aramayı aç',
  'header.icons.storeFinder': 'Mağaza bul',
  'header.icons.user': 'Giriş yap',
  'header.icons.userLoggedIn': 'Hesabım',
  'header.icons.greeting': 'Merhaba {name}',
  'header.icons.loyaltyBeans': '{beans, plural, one {# çekirdek} other {# çekirdek}}',
  'header.icons.cart': 'Sepet',
  'header.cart.badgeLabel': '{count, plural, =0 {Sepet, ürün yok} one {Sepet, # ürün} other {Sepet, # ürün}}',
  'header.reduced.secureHint': 'Güvenli alışveriş',
  'header.reduced.back': 'Geri',
  'header.secureOrder': 'Güvenli sipariş',
  'header.paymentLogos': 'Ödeme yöntemleri ve markalar',
  'header.payment.paypal': 'PayPal',
  'header.payment.visa': 'Visa',
  'header.payment.mastercard': 'Mastercard',
  'header.payment.twint': 'TWINT',
  'header.payment.blik': 'BLIK',
  'header.payment.bkm': 'BKM Express',
  'header.brand': 'Crema',
  'header.icons.searchClose': 'Aramayı kapat',
  'header.payment.invoice': 'Fatura',
  'header.payment.cashOnPickup': 'Teslim alırken nakit ödeme',
} satisfies Record<HeaderMessageId, string>;
