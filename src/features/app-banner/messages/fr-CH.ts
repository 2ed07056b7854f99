import type { AppBannerMessageId } from './de-DE';

/** French (Switzerland): typographic apostrophes (’), Swiss usage (no space before ! and ?, "TVA"). */
export const frCH = {
  'appBanner.label': 'Information sur l’application',
  'appBanner.title': 'L’application Crema',
  'appBanner.text': 'Téléchargez-la gratuitement et faites vos achats en déplacement.',
  'appBanner.install': 'Installer',
  'appBanner.newTab': '(s’ouvre dans un nouvel onglet)',
  'appBanner.close': 'Fermer l’information sur l’application',
  'appBanner.rating': 'Noté {rating, number} sur {max, number} étoiles, {count} évaluations',
} satisfies Record<AppBannerMessageId, string>;
