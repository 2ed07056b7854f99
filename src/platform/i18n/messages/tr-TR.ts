import type { MessageId } from './de-DE';

/**
 * Turkish. A noun after a number stays singular ("3 ürün"); the discount reads "%10" (ICU percent in tr-TR, as the
 * spec notes). Suffix apostrophes are typographic (’) so ICU never treats them as quotes.
 */
export const trTR = {
  'common.close': 'Kapat',
  'common.loading': 'Yükleniyor…',
  'benefit.freeShipping': '{amount} üzeri ücretsiz kargo',
  'benefit.freeCoffeeShipping': 'Kahvede {amount} üzeri ücretsiz kargo',
  'benefit.newsletterDiscount': 'Bülten abonelerine {discount, number, ::percent} indirim',
  'benefit.returnDays': '{days, plural, one {# gün} other {# gün}} içinde iade hakkı',
  'benefit.returnMonths': '{months, plural, one {# ay} other {# ay}} içinde iade hakkı',
  'benefit.stores': '{count, number} mağazadan fazla',
  'themeWorld.overview': 'Tema dünyaları',
  'themeWorld.badge.scout': 'Scout',
  'themeWorld.badge.new': 'Yeni',
  'themeWorld.badge.preview': 'Ön izleme',
  'themeWorld.availability.onlineOnly': 'Yalnızca online',
  'themeWorld.availability.nextWeekStore': 'Gelecek haftadan itibaren mağazada',
  'themeWorld.availability.thisWeekStore': 'Bu hafta mağazada',
  'themeWorld.availability.storeAlso': 'Mağazada da',
  'themeWorld.availability.storeWednesday': 'Çarşambadan itibaren mağazada',
  'themeWorld.onlyDaysLeft': 'Son {days, plural, one {# gün} other {# gün}}',
  'footerContent.viewSwitcher.toMobile': 'Mobil görünüm',
  'footerContent.viewSwitcher.toDesktop': 'Masaüstü görünüm',
  'footerContent.appLinks.ios': 'App Store’dan indirin',
  'footerContent.appLinks.android': 'Google Play’den indirin',
  'footerContent.vatIncluded': 'Tüm fiyatlara KDV dahildir.',
} satisfies Record<MessageId, string>;
