import type { FooterMessageId } from './de-DE';

/** French (Switzerland): typographic apostrophes (’), Swiss usage (no space before ! and ?, "TVA"). */
export const frCH = {
  'footer.newTab': '(s’ouvre dans un nouvel onglet)',
  'footer.legal': 'Informations légales',
  'footer.qualityLogos': 'Labels de qualité',
  'footer.countrySwitcher.label': 'Choisir le pays',
  'footer.countrySwitcher.prefix': 'Pays\u00a0:',
} satisfies Record<FooterMessageId, string>;
