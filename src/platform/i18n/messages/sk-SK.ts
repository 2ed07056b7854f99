import type { MessageId } from './de-DE';

/** Slovak. Counts use the plural forms one, few, many and other ("1 kus", "3 kusy", "5 kusov"). */
export const skSK = {
  'common.close': 'Zavrieť',
  'common.loading': 'Načítava sa…',
  'benefit.freeShipping': 'Doprava zadarmo od {amount}',
  'benefit.freeCoffeeShipping': 'Káva s dopravou zadarmo od {amount}',
  'benefit.newsletterDiscount': 'Zľava {discount, number, ::percent} za odber newslettera',
  'benefit.returnDays': '{days, plural, one {# deň} few {# dni} many {# dňa} other {# dní}} na vrátenie tovaru',
  'benefit.returnMonths':
    '{months, plural, one {# mesiac} few {# mesiace} many {# mesiaca} other {# mesiacov}} na vrátenie tovaru',
  'benefit.stores': 'Viac ako {count, number} predajní',
  'themeWorld.overview': 'Tematické svety',
  'themeWorld.badge.scout': 'Scout',
  'themeWorld.badge.new': 'Novinka',
  'themeWorld.badge.preview': 'Ukážka',
  'themeWorld.availability.onlineOnly': 'Iba online',
  'themeWorld.availability.nextWeekStore': 'V predajni od budúceho týždňa',
  'themeWorld.availability.thisWeekStore': 'V predajni tento týždeň',
  'themeWorld.availability.storeAlso': 'Aj v predajni',
  'themeWorld.availability.storeWednesday': 'V predajni od stredy',
  'themeWorld.onlyDaysLeft': 'Už len {days, plural, one {# deň} few {# dni} many {# dňa} other {# dní}}',
  'footerContent.viewSwitcher.toMobile': 'Mobilná verzia',
  'footerContent.viewSwitcher.toDesktop': 'Verzia pre počítač',
  'footerContent.appLinks.ios': 'Stiahnuť z App Store',
  'footerContent.appLinks.android': 'Stiahnuť z Google Play',
  'footerContent.vatIncluded': 'Všetky ceny sú uvedené vrátane DPH.',
} satisfies Record<MessageId, string>;
