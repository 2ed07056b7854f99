import type { PromotionMessageId } from './de-DE';

/** Czech. */
export const csCZ = {
  'promotion.legal.show': 'Zobrazit právní upozornění',
  'promotion.legal.hide': 'Skrýt právní upozornění',
  'promotion.voucher': 'Slevový kód: {code}',
  'promotion.copyCode': 'Zkopírovat kód',
  'promotion.copied': 'Kód zkopírován',
  'promotion.close': 'Zavřít banner',
} satisfies Record<PromotionMessageId, string>;
