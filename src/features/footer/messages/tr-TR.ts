import type { FooterMessageId } from './de-DE';

/**
 * Turkish. A noun after a number stays singular ("3 ürün"); the discount reads "%10" (ICU percent in tr-TR, as the
 * spec notes). Suffix apostrophes are typographic (’) so ICU never treats them as quotes.
 */
export const trTR = {
  'footer.label': 'Altbilgi',
  'footer.countrySwitcher.label': 'Ülke seçin',
  'footer.countrySwitcher.current': 'Geçerli ülke: {country}',
  'footer.newsletter.title': 'Bülten',
  'footer.newsletter.text':
    'Hiçbir fırsatı ve yeniliği kaçırmayın – {discount, number, ::percent} hoş geldin indirimiyle.',
  'footer.newsletter.cta': 'Abone ol',
  'footer.consentSettings': 'Çerez ayarları',
  'footer.externalLink': '{text} (yeni sekmede açılır)',
} satisfies Record<FooterMessageId, string>;
