import type { FooterMessageId } from './de-DE';

/** Polish. Counts use the plural forms one, few, many and other ("1 produkt", "3 produkty", "5 produktów"). */
export const plPL = {
  'footer.label': 'Stopka',
  'footer.countrySwitcher.label': 'Wybierz kraj',
  'footer.countrySwitcher.current': 'Obecny kraj: {country}',
  'footer.newsletter.title': 'Newsletter',
  'footer.newsletter.text':
    'Nie przegap żadnej oferty ani nowości – z rabatem powitalnym {discount, number, ::percent}.',
  'footer.newsletter.cta': 'Zapisz się',
  'footer.consentSettings': 'Ustawienia plików cookie',
  'footer.externalLink': '{text} (otwiera się w nowej karcie)',
} satisfies Record<FooterMessageId, string>;
