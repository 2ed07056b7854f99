/**
 * The platform's texts: what every feature shares (common.*), and what the reference services deliver as
 * content in the site's language: the header benefits (benefit.*), the theme-world flyout's title and
 * translations (themeWorld.*) and the footer content's fixed texts (footerContent.*).
 * German (Germany) is the reference: its keys are the message ids, and every other locale has exactly these (a missing
 * translation is a type error).
 */
export const deDE = {
  'common.close': 'Schließen',
  'common.loading': 'Wird geladen …',
  'benefit.freeShipping': 'Versandkostenfrei ab {amount}',
  'benefit.freeCoffeeShipping': 'Kaffee versandkostenfrei ab {amount}',
  'benefit.newsletterDiscount': '{discount, number, ::percent} Rabatt mit dem Newsletter',
  'benefit.returnDays': '{days, plural, one {# Tag} other {# Tage}} Rückgaberecht',
  'benefit.returnMonths': '{months, plural, one {# Monat} other {# Monate}} Rückgaberecht',
  'benefit.stores': 'Über {count, number} Filialen',
  'themeWorld.overview': 'Themenwelten',
  'themeWorld.badge.scout': 'Scout',
  'themeWorld.badge.new': 'Neu',
  'themeWorld.badge.preview': 'Vorschau',
  'themeWorld.availability.onlineOnly': 'Nur online',
  'themeWorld.availability.nextWeekStore': 'Ab nächster Woche in der Filiale',
  'themeWorld.availability.thisWeekStore': 'Diese Woche in der Filiale',
  'themeWorld.availability.storeAlso': 'Auch in der Filiale',
  'themeWorld.availability.storeWednesday': 'Ab Mittwoch in der Filiale',
  'themeWorld.onlyDaysLeft': 'Nur noch {days, plural, one {# Tag} other {# Tage}}',
  'footerContent.viewSwitcher.toMobile': 'Zur mobilen Ansicht',
  'footerContent.viewSwitcher.toDesktop': 'Zur Desktop-Ansicht',
  'footerContent.appLinks.ios': 'Im App Store laden',
  'footerContent.appLinks.android': 'Bei Google Play herunterladen',
  'footerContent.vatIncluded': 'Alle Preise inkl. MwSt.',
} as const;

export type MessageId = keyof typeof deDE;
