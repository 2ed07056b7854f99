import type { PromotionMessageId } from './de-DE';

/** Slovak. */
export const skSK = {
  'promotion.legal.show': 'Zobraziť právne upozornenia',
  'promotion.legal.hide': 'Skryť právne upozornenia',
  'promotion.voucher': 'Zľavový kód: {code}',
  'promotion.copyCode': 'Skopírovať kód',
  'promotion.copied': 'Kód skopírovaný',
  'promotion.close': 'Zavrieť banner',
} satisfies Record<PromotionMessageId, string>;
