import type { PromotionMessageId } from './de-DE';

/** Polish. */
export const plPL = {
  'promotion.label': 'Promocja',
  'promotion.benefits': 'Nasze korzyści',
  'promotion.legal': 'Informacje prawne',
  'promotion.voucherLabel': 'Kod rabatowy:',
  'promotion.copyCode': 'Kopiuj kod',
  'promotion.copied': 'Skopiowano',
  'promotion.copiedAnnouncement': 'Kod rabatowy {code} skopiowany',
  'promotion.copySelected': 'Kod jest zaznaczony: skopiuj go samodzielnie.',
  'promotion.close': 'Zamknij promocję',
} satisfies Record<PromotionMessageId, string>;
