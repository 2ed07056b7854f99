import type { AppBannerMessageId } from './de-DE';

/** Slovak. */
export const skSK = {
  'appBanner.label': 'Upozornenie na aplikáciu',
  'appBanner.title': 'Aplikácia Crema',
  'appBanner.text': 'Stiahnite si ju zadarmo a nakupujte aj na cestách.',
  'appBanner.install': 'Inštalovať',
  'appBanner.newTab': '(otvorí sa na novej karte)',
  'appBanner.close': 'Zavrieť upozornenie na aplikáciu',
  'appBanner.rating': 'Hodnotenie {rating, number} z {max, number} hviezdičiek, {count} hodnotení',
} satisfies Record<AppBannerMessageId, string>;
