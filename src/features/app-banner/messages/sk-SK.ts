import type { AppBannerMessageId } from './de-DE';

/** Slovak. */
export const skSK = {
  'appBanner.label': 'Upozornenie na aplikáciu',
  'appBanner.title': 'Aplikácia {product}',
  'appBanner.text': 'Stiahnite si ju zadarmo a nakupujte aj na cestách.',
  'appBanner.install': 'Inštalovať',
  'appBanner.close': 'Zavrieť upozornenie na aplikáciu',
  'appBanner.rating': 'Hodnotenie {rating, number} z {max, number} hviezdičiek',
  'appBanner.ratingCount': '{count} hodnotení',
} satisfies Record<AppBannerMessageId, string>;
