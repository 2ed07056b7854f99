import type { FooterMessageId } from './de-DE';

/** Polish. */
export const plPL = {
  'footer.newTab': '(otwiera się w nowej karcie)',
  'footer.legal': 'Informacje prawne',
  'footer.qualityLogos': 'Znaki jakości',
  'footer.countrySwitcher.label': 'Wybierz kraj',
  'footer.countrySwitcher.prefix': 'Kraj:',
} satisfies Record<FooterMessageId, string>;
