import type { MessageId } from './de-DE';

/** Polish. Counts use the plural forms one, few, many and other ("1 produkt", "3 produkty", "5 produktów"). */
export const plPL = {
  'common.close': 'Zamknij',
  'common.loading': 'Ładowanie…',
  'benefit.freeShipping': 'Darmowa dostawa od {amount}',
  'benefit.freeCoffeeShipping': 'Darmowa dostawa kawy od {amount}',
  'benefit.newsletterDiscount': '{discount, number, ::percent} rabatu za zapis do newslettera',
  'benefit.returnDays': '{days, plural, one {# dzień} other {# dni}} na zwrot',
  'benefit.returnMonths':
    '{months, plural, one {# miesiąc} few {# miesiące} many {# miesięcy} other {# miesiąca}} na zwrot',
  'benefit.stores': 'Ponad {count, number} sklepów',
  'themeWorld.overview': 'Światy tematyczne',
  'themeWorld.badge.scout': 'Scout',
  'themeWorld.badge.new': 'Nowość',
  'themeWorld.badge.preview': 'Zapowiedź',
  'themeWorld.availability.onlineOnly': 'Tylko online',
  'themeWorld.availability.nextWeekStore': 'W sklepie od przyszłego tygodnia',
  'themeWorld.availability.thisWeekStore': 'W sklepie w tym tygodniu',
  'themeWorld.availability.storeAlso': 'Także w sklepie',
  'themeWorld.availability.storeWednesday': 'W sklepie od środy',
  'themeWorld.onlyDaysLeft': 'Jeszcze tylko {days, plural, one {# dzień} other {# dni}}',
  'footerContent.viewSwitcher.toMobile': 'Wersja mobilna',
  'footerContent.viewSwitcher.toDesktop': 'Wersja na komputer',
  'footerContent.appLinks.ios': 'Pobierz z App Store',
  'footerContent.appLinks.android': 'Pobierz z Google Play',
  'footerContent.vatIncluded': 'Wszystkie ceny zawierają VAT.',
} satisfies Record<MessageId, string>;
