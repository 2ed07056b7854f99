import type { PromotionMessageId } from './de-DE';

/** Hungarian. */
export const huHU = {
  'promotion.legal.show': 'Jogi tudnivalók megjelenítése',
  'promotion.legal.hide': 'Jogi tudnivalók elrejtése',
  'promotion.voucher': 'Kuponkód: {code}',
  'promotion.copyCode': 'Kód másolása',
  'promotion.copied': 'Kód másolva',
  'promotion.close': 'Szalaghirdetés bezárása',
} satisfies Record<PromotionMessageId, string>;
