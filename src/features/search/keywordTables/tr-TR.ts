import type { KeywordWords } from './define';

/** Turkish (keys lower-cased in the Turkish locale: 'İade' → 'iade', 'IŞIK' → 'ışık'). */
export const trTRWords: KeywordWords = {
  topics: {
    service: ['servis', 'müşteri hizmetleri', 'musteri hizmetleri', 'yardım', 'yardim', 'sss', 'sorular'],
    contact: ['iletişim', 'iletisim', 'bize ulaşın', 'çağrı merkezi'],
    catalogue: ['katalog', 'broşür', 'brosur', 'tema dünyaları', 'tema dunyalari', 'kampanyalar'],
    giftCard: ['hediye kartı', 'hediye karti', 'hediye çeki', 'hediye ceki', 'hediye kartları'],
    returns: ['iade', 'iadeler', 'değişim', 'degisim', 'cayma hakkı'],
    delivery: ['teslimat', 'kargo', 'gönderim', 'gonderim', 'kargo ücreti', 'kargo takibi'],
    payment: ['ödeme', 'odeme', 'ödeme yöntemleri', 'odeme yontemleri', 'taksit', 'fatura', 'bkm'],
    stores: ['mağaza', 'magaza', 'mağazalar', 'magazalar', 'şube', 'sube', 'çalışma saatleri'],
    newsletter: ['bülten', 'bulten', 'e-bülten', 'newsletter'],
    cart: ['sepet', 'sepetim'],
    orders: ['sipariş', 'siparis', 'siparişlerim', 'siparislerim', 'sipariş takibi'],
  },
  countryShops: { DE: ['almanya'] },
};
