import type { SearchMessageId } from './de-DE';

/**
 * Hungarian. A noun after a number stays singular ("3 termék"), so plural messages use the same form for one and
 * other.
 */
export const huHU = {
  'search.label': 'Keresés',
  'search.placeholder': 'Mit keres ma?',
  'search.placeholderShort': 'Keresés',
  'search.submit': 'Keresés indítása',
  'search.clear': 'Beírt szöveg törlése',
  'search.close': 'Keresés bezárása',
  'search.termSuggestions': 'Keresési javaslatok',
  'search.productSuggestions': 'Termékjavaslatok',
  'search.history': 'Legutóbbi keresések',
  'search.available': '{count, plural, =0 {Nincs javaslat} one {# javaslat érhető el} other {# javaslat érhető el}}',
  'search.imageNewTab': '{title} (a kép új lapon nyílik meg)',
} satisfies Record<SearchMessageId, string>;
