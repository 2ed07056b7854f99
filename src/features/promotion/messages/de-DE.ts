/**
 * The promotions' texts (banner, benefits, tiles): what the shop says around CMS content.
 * German (Germany) is the reference: its keys are the message ids, and every other locale has exactly these (a missing
 * translation is a type error).
 */
export const deDE = {
  'promotion.label': 'Aktion',
  'promotion.benefits': 'Unsere Vorteile',
  'promotion.legal': 'Rechtliche Hinweise',
  'promotion.voucherLabel': 'Gutscheincode:',
  'promotion.copyCode': 'Code kopieren',
  'promotion.copied': 'Kopiert',
  'promotion.copiedAnnouncement': 'Gutscheincode {code} kopiert',
  'promotion.copySelected': 'Der Code ist markiert: Bitte kopieren Sie ihn selbst.',
  'promotion.close': 'Aktion schließen',
} as const;

export type PromotionMessageId = keyof typeof deDE;
