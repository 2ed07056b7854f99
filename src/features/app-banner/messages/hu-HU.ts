import type { AppBannerMessageId } from './de-DE';

/** Hungarian. */
export const huHU = {
  'appBanner.label': 'Alkalmazásajánló',
  'appBanner.title': 'A Crema alkalmazás',
  'appBanner.text': 'Töltse le ingyen, és vásároljon útközben is.',
  'appBanner.install': 'Telepítés',
  'appBanner.newTab': '(új lapon nyílik meg)',
  'appBanner.close': 'Alkalmazásajánló bezárása',
  'appBanner.rating': 'Értékelés: {rating, number} / {max, number} csillag, {count} értékelés',
} satisfies Record<AppBannerMessageId, string>;
