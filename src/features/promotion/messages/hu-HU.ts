import type { PromotionMessageId } from './de-DE';

/** Hungarian. */
export const huHU = {
  'promotion.label': 'Akció',
  'promotion.benefits': 'Előnyeink',
  'promotion.legal': 'Jogi tudnivalók',
  'promotion.voucherLabel': 'Kuponkód:',
  'promotion.copyCode': 'Kód másolása',
  'promotion.copied': 'Másolva',
  'promotion.copiedAnnouncement': 'Kuponkód másolva: {code}',
  'promotion.copySelected': 'A kód ki van jelölve: kérjük, másolja ki saját maga.',
  'promotion.close': 'Akció bezárása',
} satisfies Record<PromotionMessageId, string>;
