import type { SearchMessageId } from './de-DE';

/** Czech. Counts use the plural forms one, few, many and other ("1 kus", "3 kusy", "5 kusů"). */
export const csCZ = {
  'search.label': 'Vyhledávání',
  'search.placeholder': 'Co dnes hledáte?',
  'search.placeholderShort': 'Hledat',
  'search.submit': 'Hledat',
  'search.clear': 'Smazat zadání',
  'search.close': 'Zavřít vyhledávání',
  'search.termSuggestions': 'Návrhy hledání',
  'search.productSuggestions': 'Návrhy produktů',
  'search.history': 'Naposledy hledáno',
  'search.available':
    '{count, plural, =0 {Žádné návrhy} one {K dispozici je # návrh} few {K dispozici jsou # návrhy} many {K dispozici je # návrhu} other {K dispozici je # návrhů}}',
  'search.imageNewTab': '{title} (obrázek se otevře v nové záložce)',
} satisfies Record<SearchMessageId, string>;
