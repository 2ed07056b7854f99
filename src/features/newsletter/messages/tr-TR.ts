import type { NewsletterMessageId } from './de-DE';

/**
 * Turkish. A noun after a number stays singular ("3 ürün"); the discount reads "%10" (ICU percent in tr-TR: "shown as
 * %10 in Turkish"). Suffix apostrophes are typographic (’) so ICU never treats them as quotes.
 */
export const trTR = {
  'newsletter.title': 'Bültene abone olun',
  'newsletter.discountBubble': '{discount, number, ::percent}',
  'newsletter.intro': 'Hemen abone olun, ilk alışverişinizde {discount, number, ::percent} indirim kazanın.*',
  'newsletter.email': 'E-posta adresi',
  'newsletter.salutation': 'Hitap',
  'newsletter.salutation.prompt': 'Lütfen seçin',
  'newsletter.salutation.mr': 'Bay',
  'newsletter.salutation.mrs': 'Bayan',
  'newsletter.salutation.divers': 'Diğer',
  'newsletter.salutation.company': 'Şirket',
  'newsletter.firstName': 'Ad',
  'newsletter.lastName': 'Soyad',
  'newsletter.submit': 'Abone ol',
  'newsletter.mandatory': '* Zorunlu alan',
  'newsletter.voucherFootnote': '* İndirim, online mağazadaki ilk alışverişinizde geçerlidir.',
  'newsletter.voucherConditions': 'İndirim koşulları',
  'newsletter.voucherValidity':
    'İndirim kodu aboneliğinizden sonra {months, plural, one {# ay} other {# ay}} geçerlidir, tek kullanımlıktır ve yalnızca online mağazada kullanılabilir.',
  'newsletter.legal':
    'Abone olarak kampanyalar, fırsatlar ve trendler hakkında e-posta ile bilgilendirilmeyi kabul ediyorum. En az {minAge, number} yaşındayım. Onayımı istediğim zaman geri alabilirim.',
  'newsletter.retention':
    'Onaylanmayan abonelikler {days, plural, one {# gün} other {# gün}} sonra silinir. {years, plural, one {# yıl} other {# yıl}} boyunca hiçbir bülteni açmazsanız gönderimi durdururuz.',
  'newsletter.privacyLink': 'Gizlilik politikası',
  'newsletter.contactLink': 'İletişim',
  'newsletter.dataPolicyLink': 'Veri işleme politikası',
  'newsletter.informationLink': 'Aydınlatma metni',
  'newsletter.consentLink': 'Açık rıza metni',
  'newsletter.sampleLink': 'Örnek bülteni görüntüle',
  'newsletter.consent.personalisedOffers':
    'Evet, ilgi alanlarıma ve alışverişlerime göre kişiselleştirilmiş teklifler almak istiyorum.',
  'newsletter.consent.personalisedOffersContact':
    'Evet, kişiselleştirilmiş teklifler almak istiyorum. Onayımı <contact>iletişim sayfası</contact> üzerinden istediğim zaman geri alabilirim.',
  'newsletter.consent.commercialMessages': 'Ticari elektronik ileti almayı kabul ediyorum.',
  'newsletter.error.emailRequired': 'E-posta adresi zorunlu bir alandır.',
  'newsletter.error.emailInvalid': 'Lütfen geçerli bir e-posta adresi girin.',
  'newsletter.error.tooLong': 'Lütfen en fazla {max, number} karakter girin.',
  'newsletter.error.invalidCharacters': 'Bu alan geçersiz karakterler içeriyor.',
  'newsletter.error.firstNameRequired': 'Ad zorunlu bir alandır.',
  'newsletter.error.lastNameRequired': 'Soyad zorunlu bir alandır.',
  'newsletter.error.salutationRequired': 'Hitap zorunlu bir alandır.',
  'newsletter.error.commercialMessagesRequired': 'Lütfen ticari elektronik ileti almayı onaylayın.',
  'newsletter.error.technical':
    'Teknik nedenlerle şu anda bülten aboneliği mümkün değil. Lütfen daha sonra tekrar deneyin!',
  'newsletter.error.linkInvalid':
    'Maalesef bu bağlantı artık geçerli değil. Lütfen {product} bültenine yeniden abone olun.',
  'newsletter.success.title': 'Aboneliğiniz için teşekkür ederiz!',
  'newsletter.success.text':
    '{email} adresine bir onay e-postası gönderdik. Lütfen e-postadaki bağlantıyla aboneliğinizi onaylayın.',
  'newsletter.product': 'Crema',
  'newsletter.honeypot': 'Lütfen bu alanı boş bırakın.',
  'newsletter.confirmed.title': 'Aboneliğiniz onaylandı',
  'newsletter.confirmed.text': 'Teşekkürler! Artık kampanyalar, fırsatlar ve trendler içeren bültenimizi alacaksınız.',
  'newsletter.update.title': 'Bülten ayarları',
  'newsletter.update.intro': '{email} adresine gönderilen bülten bilgilerinizi buradan değiştirebilirsiniz.',
  'newsletter.update.interests': 'İlgi alanlarım',
  'newsletter.update.submit': 'Değişiklikleri kaydet',
  'newsletter.update.saved': 'Değişiklikleriniz kaydedildi.',
  'newsletter.update.failed': 'Teknik nedenlerle değişiklikleriniz kaydedilemedi. Lütfen daha sonra tekrar deneyin!',
  'newsletter.interest.WOMEN_FASHION': 'Kadın modası',
  'newsletter.interest.MEN_FASHION': 'Erkek modası',
  'newsletter.interest.SPORT': 'Spor ve fitness',
  'newsletter.interest.LIVING_FURNITURE': 'Ev ve mobilya',
  'newsletter.interest.HOBBY': 'Hobi ve boş zaman',
  'newsletter.interest.KIDS': 'Çocuk',
  'newsletter.interest.KITCHEN': 'Mutfak',
  'newsletter.interest.SLEEPING': 'Uyku',
  'newsletter.interest.DISCOUNTS': 'Fırsatlar ve indirimler',
  'newsletter.interest.COFFEE': 'Kahve',
  'newsletter.interest.MOBILE': 'Mobil hat',
  'newsletter.interest.CREMA_CARD': 'CremaCard',
  'newsletter.interest.STORE': 'Mağazalar',
} satisfies Record<NewsletterMessageId, string>;
