import type { PromotionMessageId } from './de-DE';

/** French (Switzerland). */
export const frCH = {
  'promotion.legal.show': 'Afficher les mentions légales',
  'promotion.legal.hide': 'Masquer les mentions légales',
  'promotion.voucher': 'Code promo: {code}',
  'promotion.copyCode': 'Copier le code',
  'promotion.copied': 'Code copié',
  'promotion.close': 'Fermer la bannière',
} satisfies Record<PromotionMessageId, string>;
