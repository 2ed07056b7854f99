import type { FooterMessageId } from './de-DE';

/** Czech. Counts use the plural forms one, few, many and other ("1 kus", "3 kusy", "5 kusů"). */
export const csCZ = {
  'footer.label': 'Patička',
  'footer.countrySwitcher.label': 'Vyberte zemi',
  'footer.countrySwitcher.current': 'Aktuální země: {country}',
  'footer.newsletter.title': 'Newsletter',
  'footer.newsletter.text':
    'Nenechte si ujít žádnou nabídku ani novinku – s uvítací slevou {discount, number, ::percent}.',
  'footer.newsletter.cta': 'K přihlášení',
  'footer.consentSettings': 'Nastavení cookies',
  'footer.externalLink': '{text} (otevře se v nové záložce)',
} satisfies Record<FooterMessageId, string>;
