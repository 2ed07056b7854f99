import type { PromotionMessageId } from './de-DE';

/** Turkish. */
export const trTR = {
  'promotion.label': 'Kampanya',
  'promotion.benefits': 'Avantajlarımız',
  'promotion.legal': 'Yasal bilgiler',
  'promotion.voucherLabel': 'İndirim kodu:',
  'promotion.copyCode': 'Kodu kopyala',
  'promotion.copied': 'Kopyalandı',
  'promotion.copiedAnnouncement': '{code} indirim kodu kopyalandı',
  'promotion.copySelected': 'Kod seçildi: lütfen kendiniz kopyalayın.',
  'promotion.close': 'Kampanyayı kapat',
} satisfies Record<PromotionMessageId, string>;
