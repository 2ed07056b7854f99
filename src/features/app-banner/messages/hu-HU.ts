import type { AppBannerMessageId } from './de-DE';

/** Hungarian. */
export const huHU = {
  'appBanner.label': 'Alkalmazásajánló',
  'appBanner.title': 'A(z) {product} alkalmazás',
  'appBanner.text': 'Töltse le ingyen, és vásároljon útközben is.',
  'appBanner.install': 'Telepítés',
  'appBanner.close': 'Alkalmazásajánló bezárása',
  'appBanner.rating': 'Értékelés: {rating, number} / {max, number} csillag',
  'appBanner.ratingCount': '{count} értékelés',
} satisfies Record<AppBannerMessageId, string>;
