import type { FooterMessageId } from './de-DE';

/** Hungarian. */
export const huHU = {
  'footer.newTab': '(új lapon nyílik meg)',
  'footer.legal': 'Jogi információk',
  'footer.qualityLogos': 'Minőségi tanúsítványok',
  'footer.countrySwitcher.label': 'Ország kiválasztása',
  'footer.countrySwitcher.prefix': 'Ország:',
} satisfies Record<FooterMessageId, string>;
