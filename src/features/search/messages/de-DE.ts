/**
 * The search box's and its suggestions' texts.
 * German (Germany) is the reference: its keys are the message ids, and every other locale has exactly these (a missing
 * translation is a type error).
 */
export const deDE = {
  'search.label': 'Suche',
  'search.placeholder': 'Wonach suchen Sie heute?',
  'search.placeholderShort': 'Suchen',
  'search.submit': 'Suchen',
  'search.clear': 'Eingabe löschen',
  'search.close': 'Suche schließen',
  'search.termSuggestions': 'Suchvorschläge',
  'search.productSuggestions': 'Produktvorschläge',
  'search.history': 'Zuletzt gesucht',
  'search.available':
    '{count, plural, =0 {Keine Vorschläge} one {# Vorschlag verfügbar} other {# Vorschläge verfügbar}}',
  'search.imageNewTab': '{title} (Bild öffnet in neuem Tab)',
} as const;

export type SearchMessageId = keyof typeof deDE;
