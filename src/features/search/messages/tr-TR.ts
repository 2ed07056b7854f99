import type { SearchMessageId } from './de-DE';

/**
 * Turkish. A noun after a number stays singular ("3 ürün"); the discount reads "%10" (ICU percent in tr-TR: "shown as
 * %10 in Turkish"). Suffix apostrophes are typographic (’) so ICU never treats them as quotes.
 */
export const trTR = {
  'search.label': 'Arama',
  'search.placeholder': 'Bugün ne arıyorsunuz?',
  'search.placeholderShort': 'Ara',
  'search.submit': 'Ara',
  'search.clear': 'Girişi temizle',
  'search.close': 'Aramayı kapat',
  'search.termSuggestions': 'Arama önerileri',
  'search.productSuggestions': 'Ürün önerileri',
  'search.history': 'Son aramalar',
  'search.available': '{count, plural, =0 {Öneri yok} one {# öneri mevcut} other {# öneri mevcut}}',
  'search.imageNewTab': '{title} (görsel yeni sekmede açılır)',
} satisfies Record<SearchMessageId, string>;
