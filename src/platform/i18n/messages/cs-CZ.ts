import type { MessageId } from './de-DE';

/** Czech. Counts use the plural forms one, few, many and other ("1 kus", "3 kusy", "5 kusů"). */
export const csCZ = {
  'common.close': 'Zavřít',
  'common.loading': 'Načítání…',
  'benefit.freeShipping': 'Doprava zdarma od {amount}',
  'benefit.freeCoffeeShipping': 'Káva s dopravou zdarma od {amount}',
  'benefit.newsletterDiscount': 'Sleva {discount, number, ::percent} za odběr newsletteru',
  'benefit.returnDays': '{days, plural, one {# den} few {# dny} many {# dne} other {# dní}} na vrácení zboží',
  'benefit.returnMonths':
    '{months, plural, one {# měsíc} few {# měsíce} many {# měsíce} other {# měsíců}} na vrácení zboží',
  'benefit.stores': 'Více než {count, number} prodejen',
  'themeWorld.overview': 'Tematické světy',
  'themeWorld.badge.scout': 'Scout',
  'themeWorld.badge.new': 'Novinka',
  'themeWorld.badge.preview': 'Náhled',
  'themeWorld.availability.onlineOnly': 'Pouze online',
  'themeWorld.availability.nextWeekStore': 'Na prodejně od příštího týdne',
  'themeWorld.availability.thisWeekStore': 'Na prodejně tento týden',
  'themeWorld.availability.storeAlso': 'Také na prodejně',
  'themeWorld.availability.storeWednesday': 'Na prodejně od středy',
  'themeWorld.onlyDaysLeft': 'Už jen {days, plural, one {# den} few {# dny} many {# dne} other {# dní}}',
  'footerContent.viewSwitcher.toMobile': 'Mobilní verze',
  'footerContent.viewSwitcher.toDesktop': 'Verze pro počítač',
  'footerContent.appLinks.ios': 'Stáhnout z App Storu',
  'footerContent.appLinks.android': 'Stáhnout na Google Play',
  'footerContent.vatIncluded': 'Všechny ceny jsou uvedeny včetně DPH.',
} satisfies Record<MessageId, string>;
