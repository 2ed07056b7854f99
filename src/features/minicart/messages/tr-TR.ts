import type { MinicartMessageId } from './de-DE';

/**
 * Turkish. A noun after a number stays singular ("3 ürün"); the discount reads "%10" (ICU percent in tr-TR). Suffix
 * apostrophes are typographic (’) so ICU never treats them as quotes.
 */
export const trTR = {
  'minicart.title': 'Sepet',
  'minicart.empty': 'Sepetiniz boş.',
  'minicart.items': '{count, plural, one {# ürün} other {# ürün}}',
  'minicart.toCart': 'Sepete git',
  'minicart.total': 'Toplam',
  'minicart.checkout': 'Ödemeye geç',
  'minicart.checkoutBlocked': 'Ödemeye geçmeden önce lütfen sepetinizdeki uyarıları dikkate alın.',
  'minicart.checkoutBlocked.unavailable':
    'Bazı ürünler mevcut değil veya tükendi. Lütfen ödemeye geçmeden önce bunları sepetinizden çıkarın.',
  'minicart.quantity': 'Adet',
  'minicart.quantityOf': 'Adet: {quantity, number}',
  'minicart.remove': '{title} ürününü kaldır',
  'minicart.removed': '{title} kaldırıldı.',
  'minicart.undo': 'Geri al',
  'minicart.freeArticle': 'Hediye ürün',
  'minicart.giftCard': 'Hediye kartı',
  'minicart.subscription': 'Abonelik',
  'minicart.partnerProduct': 'İş ortağı ürünü',
  'minicart.soldOut': 'Tükendi',
  'minicart.notAvailable': 'Mevcut değil',
  'minicart.dismiss': 'Uyarıyı kapat',
  'minicart.addToCart': 'Sepete ekle',
  'minicart.addToCart.inCart': 'Sepette: {count, number} adet',
  'minicart.error.read': 'Sepetiniz teknik nedenlerle şu anda görüntülenemiyor. Lütfen daha sonra tekrar deneyin.',
  'minicart.error.change': 'Sepetiniz teknik nedenlerle şu anda değiştirilemiyor. Lütfen daha sonra tekrar deneyin.',
  'minicart.error.cartLimit':
    'Bir alışverişte en fazla {limit, plural, one {# ürün} other {# ürün}} sipariş edebilirsiniz.',
  'minicart.error.itemLimit': 'Bu üründen bir alışverişte en fazla {limit, number} adet sipariş edebilirsiniz.',
  'minicart.error.availabilityLimit': 'Bu üründen yalnızca {limit, plural, one {# adet} other {# adet}} kaldı.',
  'minicart.error.defective': 'Hatalar oluştu. Lütfen sepetin altındaki uyarıları dikkate alın.',
  'minicart.error.voucherRemove': 'İndirim kodu kaldırılamadı.',
  'minicart.error.giftCardRemove': 'Hediye kartı kaldırılamadı. Lütfen birkaç dakika bekleyip tekrar deneyin.',
} satisfies Record<MinicartMessageId, string>;
