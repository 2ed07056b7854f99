import type { AppBannerMessageId } from './de-DE';

/** Turkish. */
export const trTR = {
  'appBanner.label': 'Uygulama bildirimi',
  'appBanner.title': 'Crema uygulaması',
  'appBanner.text': 'Ücretsiz indirin, her yerden alışveriş yapın.',
  'appBanner.install': 'Yükle',
  'appBanner.newTab': '(yeni sekmede açılır)',
  'appBanner.close': 'Uygulama bildirimini kapat',
  'appBanner.rating': '{max, number} üzerinden {rating, number} yıldız, {count} değerlendirme',
} satisfies Record<AppBannerMessageId, string>;
