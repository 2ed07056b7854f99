/**
 * The footer's own texts; the texts of its content come from the footer service.
 * German (Germany) is the reference: its keys are the message ids, and every other locale has exactly these (a missing
 * translation is a type error).
 */
export const deDE = {
  'footer.newTab': '(öffnet in neuem Tab)',
  'footer.legal': 'Rechtliche Hinweise',
  'footer.qualityLogos': 'Gütesiegel',
  'footer.countrySwitcher.label': 'Land auswählen',
  'footer.countrySwitcher.prefix': 'Land:',
} as const;

export type FooterMessageId = keyof typeof deDE;
