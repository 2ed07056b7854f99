import type { FooterMessageId } from './de-DE';

/** French (Switzerland): typographic apostrophes (’), Swiss usage (no space before ! and ?, "TVA"). */
export const frCH = {
  'footer.label': 'Pied de page',
  'footer.countrySwitcher.label': 'Choisir le pays',
  'footer.countrySwitcher.current': 'Pays actuel: {country}',
  'footer.newsletter.title': 'Newsletter',
  'footer.newsletter.text':
    'Ne manquez plus aucune offre ni nouveauté – avec {discount, number, ::percent} de réduction de bienvenue.',
  'footer.newsletter.cta': 'Je m’inscris',
  'footer.consentSettings': 'Paramètres des cookies',
  'footer.externalLink': '{text} (s’ouvre dans un nouvel onglet)',
} satisfies Record<FooterMessageId, string>;
