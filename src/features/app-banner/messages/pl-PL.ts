import type { AppBannerMessageId } from './de-DE';

/** Polish. */
export const plPL = {
  'appBanner.label': 'Informacja o aplikacji',
  'appBanner.title': 'Aplikacja Crema',
  'appBanner.text': 'Pobierz ją bezpłatnie i rób zakupy w drodze.',
  'appBanner.install': 'Zainstaluj',
  'appBanner.newTab': '(otwiera się w nowej karcie)',
  'appBanner.close': 'Zamknij informację o aplikacji',
  'appBanner.rating': 'Ocena {rating, number} na {max, number} gwiazdek, {count} ocen',
} satisfies Record<AppBannerMessageId, string>;
