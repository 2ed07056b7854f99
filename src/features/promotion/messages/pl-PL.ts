import type { PromotionMessageId } from './de-DE';

/** Polish. */
export const plPL = {
  'promotion.legal.show': 'Pokaż informacje prawne',
  'promotion.legal.hide': 'Ukryj informacje prawne',
  'promotion.voucher': 'Kod rabatowy: {code}',
  'promotion.copyCode': 'Kopiuj kod',
  'promotion.copied': 'Kod skopiowany',
  'promotion.close': 'Zamknij baner',
} satisfies Record<PromotionMessageId, string>;
