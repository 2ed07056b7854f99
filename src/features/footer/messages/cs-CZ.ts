import type { FooterMessageId } from './de-DE';

/** Czech. */
export const csCZ = {
  'footer.newTab': '(otevře se v nové záložce)',
  'footer.legal': 'Právní informace',
  'footer.qualityLogos': 'Značky kvality',
  'footer.countrySwitcher.label': 'Vyberte zemi',
  'footer.countrySwitcher.prefix': 'Země:',
} satisfies Record<FooterMessageId, string>;
