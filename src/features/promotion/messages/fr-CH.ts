import type { PromotionMessageId } from './de-DE';

/** French (Switzerland). */
export const frCH = {
  'promotion.label': 'Promotion',
  'promotion.benefits': 'Nos avantages',
  'promotion.legal': 'Mentions légales',
  'promotion.voucherLabel': 'Code promo\u00a0:',
  'promotion.copyCode': 'Copier le code',
  'promotion.copied': 'Copié',
  'promotion.copiedAnnouncement': 'Code promo {code} copié',
  'promotion.copySelected': 'Le code est sélectionné\u00a0: veuillez le copier vous-même.',
  'promotion.close': 'Fermer la promotion',
} satisfies Record<PromotionMessageId, string>;
