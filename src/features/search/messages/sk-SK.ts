import type { SearchMessageId } from './de-DE';

/** Slovak. Counts use the plural forms one, few, many and other ("1 kus", "3 kusy", "5 kusov"). */
export const skSK = {
  'search.label': 'Vyhľadávanie',
  'search.placeholder': 'Čo dnes hľadáte?',
  'search.placeholderShort': 'Hľadať',
  'search.submit': 'Hľadať',
  'search.clear': 'Vymazať zadanie',
  'search.close': 'Zavrieť vyhľadávanie',
  'search.termSuggestions': 'Návrhy vyhľadávania',
  'search.productSuggestions': 'Návrhy produktov',
  'search.history': 'Naposledy hľadané',
  'search.available':
    '{count, plural, =0 {Žiadne návrhy} one {K dispozícii je # návrh} few {K dispozícii sú # návrhy} many {K dispozícii je # návrhu} other {K dispozícii je # návrhov}}',
  'search.imageNewTab': '{title} (obrázok sa otvorí na novej karte)',
} satisfies Record<SearchMessageId, string>;
