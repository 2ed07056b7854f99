import type { PromotionMessageId } from './de-DE';

/**
 * Turkish. A noun after a number stays singular ("3 ürün"); the discount reads "%10" (ICU percent in tr-TR, as the
 * spec notes). Suffix apostrophes are typographic (’) so ICU never treats them as quotes.
 */
export const trTR = {
  'promotion.legal.show': 'Yasal bilgileri göster',
  'promotion.legal.hide': 'Yasal bilgileri gizle',
  'promotion.voucher': 'İndirim kodu: {code}',
  'promotion.copyCode': 'Kodu kopyala',
  'promotion.copied': 'Kod kopyalandı',
  'promotion.close': 'Banner’ı kapat',
} satisfies Record<PromotionMessageId, string>;
