import type { SearchMessageId } from './de-DE';

/** Polish. Counts use the plural forms one, few, many and other ("1 produkt", "3 produkty", "5 produktów"). */
export const plPL = {
  'search.label': 'Wyszukiwanie',
  'search.placeholder': 'Czego dziś szukasz?',
  'search.placeholderShort': 'Szukaj',
  'search.submit': 'Szukaj',
  'search.clear': 'Wyczyść pole',
  'search.close': 'Zamknij wyszukiwanie',
  'search.termSuggestions': 'Podpowiedzi wyszukiwania',
  'search.productSuggestions': 'Proponowane produkty',
  'search.history': 'Ostatnio wyszukiwane',
  'search.available':
    '{count, plural, =0 {Brak podpowiedzi} one {Dostępna # podpowiedź} few {Dostępne # podpowiedzi} many {Dostępnych # podpowiedzi} other {Dostępne # podpowiedzi}}',
  'search.imageNewTab': '{title} (zdjęcie otwiera się w nowej karcie)',
} satisfies Record<SearchMessageId, string>;
