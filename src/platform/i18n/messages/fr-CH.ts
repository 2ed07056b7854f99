import type { MessageId } from './de-DE';

/** French (Switzerland): typographic apostrophes (’), Swiss usage (no space before ! and ?, "TVA"). */
export const frCH = {
  'common.close': 'Fermer',
  'common.loading': 'Chargement …',
  'benefit.freeShipping': 'Livraison gratuite dès {amount}',
  'benefit.freeCoffeeShipping': 'Café livré gratuitement dès {amount}',
  'benefit.newsletterDiscount': '{discount, number, ::percent} de réduction avec la newsletter',
  'benefit.returnDays': '{days, plural, one {# jour} other {# jours}} pour retourner vos articles',
  'benefit.returnMonths': '{months, plural, one {# mois} other {# mois}} de droit de retour',
  'benefit.stores': 'Plus de {count, number} filiales',
  'themeWorld.overview': 'Univers thématiques',
  'themeWorld.badge.scout': 'Scout',
  'themeWorld.badge.new': 'Nouveau',
  'themeWorld.badge.preview': 'Aperçu',
  'themeWorld.availability.onlineOnly': 'Uniquement en ligne',
  'themeWorld.availability.nextWeekStore': 'En filiale dès la semaine prochaine',
  'themeWorld.availability.thisWeekStore': 'En filiale cette semaine',
  'themeWorld.availability.storeAlso': 'Également en filiale',
  'themeWorld.availability.storeWednesday': 'En filiale dès mercredi',
  'themeWorld.onlyDaysLeft': 'Plus que {days, plural, one {# jour} other {# jours}}',
  'footerContent.viewSwitcher.toMobile': 'Version mobile',
  'footerContent.viewSwitcher.toDesktop': 'Version ordinateur',
  'footerContent.appLinks.ios': 'Télécharger dans l’App Store',
  'footerContent.appLinks.android': 'Disponible sur Google Play',
  'footerContent.vatIncluded': 'Tous les prix TVA incluse.',
} satisfies Record<MessageId, string>;
