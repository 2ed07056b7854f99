import type { FooterMessageId } from './de-DE';

/** Slovak. Counts use the plural forms one, few, many and other ("1 kus", "3 kusy", "5 kusov"). */
export const skSK = {
  'footer.label': 'Päta stránky',
  'footer.countrySwitcher.label': 'Vyberte krajinu',
  'footer.countrySwitcher.current': 'Aktuálna krajina: {country}',
  'footer.newsletter.title': 'Newsletter',
  'footer.newsletter.text': 'Nezmeškajte žiadnu ponuku ani novinku – s uvítacou zľavou {discount, number, ::percent}.',
  'footer.newsletter.cta': 'Na prihlásenie',
  'footer.consentSettings': 'Nastavenia cookies',
  'footer.externalLink': '{text} (otvorí sa na novej karte)',
} satisfies Record<FooterMessageId, string>;
