import type { FooterMessageId } from './de-DE';

/** Turkish. */
export const trTR = {
  'footer.newTab': '(yeni sekmede açılır)',
  'footer.legal': 'Yasal bilgiler',
  'footer.qualityLogos': 'Kalite belgeleri',
  'footer.countrySwitcher.label': 'Ülke seçin',
  'footer.countrySwitcher.prefix': 'Ülke:',
} satisfies Record<FooterMessageId, string>;
