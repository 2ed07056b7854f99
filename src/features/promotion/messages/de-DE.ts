/**
 * The promotion banners' texts (000).
 * German (Germany) is the reference: its keys are the message ids, and every other locale has exactly these (a missing
 * translation is a type error).
 */
export const deDE = {
  'promotion.legal.show': 'Rechtliche Hinweise anzeigen',
  'promotion.legal.hide': 'Rechtliche Hinweise ausblenden',
  'promotion.voucher': 'Gutscheincode: {code}',
  'promotion.copyCode': 'Code kopieren',
  'promotion.copied': 'Code kopiert',
  'promotion.close': 'Banner schließen',
} as const;

export type PromotionMessageId = keyof typeof deDE;
