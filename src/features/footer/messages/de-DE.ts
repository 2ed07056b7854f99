/**
 * The footer's own texts (002); the texts of its content come from the footer service.
 * German (Germany) is the reference: its keys are the message ids, and every other locale has exactly these (a missing
 * translation is a type error).
 */
export const deDE = {
  'footer.label': 'Fußbereich',
  'footer.countrySwitcher.label': 'Land auswählen',
  'footer.countrySwitcher.current': 'Aktuelles Land: {country}',
  'footer.newsletter.title': 'Newsletter',
  'footer.newsletter.text':
    'Keine Angebote und Neuheiten mehr verpassen – mit {discount, number, ::percent} Willkommensrabatt.',
  'footer.newsletter.cta': 'Zur Anmeldung',
  'footer.consentSettings': 'Cookie-Einstellungen',
  'footer.externalLink': '{text} (öffnet in neuem Tab)',
} as const;

export type FooterMessageId = keyof typeof deDE;
