import type { SearchMessageId } from './de-DE';

/** French (Switzerland): typographic apostrophes (’), Swiss usage (no space before ! and ?, "TVA"). */
export const frCH = {
  'search.label': 'Recherche',
  'search.placeholder': 'Que cherchez-vous aujourd’hui\u202f?',
  'search.placeholderShort': 'Rechercher',
  'search.submit': 'Rechercher',
  'search.clear': 'Effacer la saisie',
  'search.close': 'Fermer la recherche',
  'search.termSuggestions': 'Suggestions de recherche',
  'search.productSuggestions': 'Suggestions de produits',
  'search.history': 'Recherches récentes',
  'search.available':
    '{count, plural, =0 {Aucune suggestion} one {# suggestion disponible} other {# suggestions disponibles}}',
  'search.imageNewTab': '{title} (l’image s’ouvre dans un nouvel onglet)',
} satisfies Record<SearchMessageId, string>;
