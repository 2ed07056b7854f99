import type { NavigationMessageId } from './de-DE';

/** French (Switzerland): typographic apostrophes (’), Swiss usage (no space before ! and ?, "TVA"). */
export const frCH = {
  'navigation.label': 'Navigation principale',
  'navigation.themeWorldsOverview': 'Voir tous les univers thématiques',
  'navigation.newFlag': 'Nouveau',
  'navigation.open': 'Ouvrir le menu',
  'navigation.close': 'Fermer le menu',
  'navigation.back': 'Retour',
  'navigation.backTo': 'Retour à {title}',
  'navigation.showAll': 'Tout voir dans {title}',
  'navigation.teasers': 'Nos recommandations',
  'navigation.newTabHint': '(s’ouvre dans un nouvel onglet)',
  'navigation.menuTitle': 'Menu',
  'navigation.loyaltyCard': 'Avec la carte client',
  'navigation.subcategories': 'Catégories de {title}',
  'navigation.themeWorldSection.scout': 'Les coups de cœur du Scout',
  'navigation.themeWorldSection.new': 'Nouveaux univers',
  'navigation.themeWorldSection.more': 'Autres univers',
  'navigation.themeWorldSection.lastChance': 'Dernière chance',
} satisfies Record<NavigationMessageId, string>;
