import type { MessageId } from './de-DE';

/**
 * Hungarian. A noun after a number stays singular ("3 termék"), so plural messages use the same form for one and
 * other.
 */
export const huHU = {
  'common.close': 'Bezárás',
  'common.loading': 'Betöltés…',
  'benefit.freeShipping': 'Ingyenes szállítás {amount} felett',
  'benefit.freeCoffeeShipping': 'Ingyenes kávészállítás {amount} felett',
  'benefit.newsletterDiscount': '{discount, number, ::percent} kedvezmény hírlevél-feliratkozóknak',
  'benefit.returnDays': '{days, plural, one {# napos} other {# napos}} elállási jog',
  'benefit.returnMonths': '{months, plural, one {# hónapos} other {# hónapos}} visszaküldési jog',
  'benefit.stores': 'Több mint {count, number} üzlet',
  'themeWorld.overview': 'Tematikus világok',
  'themeWorld.badge.scout': 'Scout',
  'themeWorld.badge.new': 'Új',
  'themeWorld.badge.preview': 'Előzetes',
  'themeWorld.availability.onlineOnly': 'Csak online',
  'themeWorld.availability.nextWeekStore': 'Jövő héttől az üzletekben',
  'themeWorld.availability.thisWeekStore': 'Ezen a héten az üzletekben',
  'themeWorld.availability.storeAlso': 'Az üzletekben is',
  'themeWorld.availability.storeWednesday': 'Szerdától az üzletekben',
  'themeWorld.onlyDaysLeft': 'Már csak {days, plural, one {# nap} other {# nap}}',
  'footerContent.viewSwitcher.toMobile': 'Mobil nézet',
  'footerContent.viewSwitcher.toDesktop': 'Asztali nézet',
  'footerContent.appLinks.ios': 'Letöltés az App Store-ból',
  'footerContent.appLinks.android': 'Letöltés a Google Playről',
  'footerContent.vatIncluded': 'Minden ár tartalmazza az áfát.',
} satisfies Record<MessageId, string>;
