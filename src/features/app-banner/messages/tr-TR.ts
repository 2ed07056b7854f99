import type { AppBannerMessageId } from './de-DE';

/** Turkish. */
export const trTR = {
  'appBanner.label': 'Uygulama bildirimi',
  'appBanner.title': '{product} uygulaması',
  'appBanner.text': 'Ücretsiz indirin, her yerden alışveriş yapın.',
  'appBanner.install': 'Yükle',
  'appBanner.close': 'Uygulama bildirimini kapat',
  'appBanner.rating': '{max, number} üzerinden {rating, number} yıldız',
  'appBanner.ratingCount': '{count} değerlendirme',
} satisfies Record<AppBannerMessageId, string>;
