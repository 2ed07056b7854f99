import type { FooterMessageId } from './de-DE';

/** Slovak. */
export const skSK = {
  'footer.newTab': '(otvorí sa na novej karte)',
  'footer.legal': 'Právne informácie',
  'footer.qualityLogos': 'Značky kvality',
  'footer.countrySwitcher.label': 'Vyberte krajinu',
  'footer.countrySwitcher.prefix': 'Krajina:',
} satisfies Record<FooterMessageId, string>;
