import type { AppBannerMessageId } from './de-DE';

/** Czech. */
export const csCZ = {
  'appBanner.label': 'Upozornění na aplikaci',
  'appBanner.title': 'Aplikace Crema',
  'appBanner.text': 'Stáhněte si ji zdarma a nakupujte i na cestách.',
  'appBanner.install': 'Instalovat',
  'appBanner.newTab': '(otevře se v nové záložce)',
  'appBanner.close': 'Zavřít upozornění na aplikaci',
  'appBanner.rating': 'Hodnocení {rating, number} z {max, number} hvězdiček, {count} hodnocení',
} satisfies Record<AppBannerMessageId, string>;
