import type { PromotionMessageId } from './de-DE';

/** Slovak. */
export const skSK = {
  'promotion.label': 'Akcia',
  'promotion.benefits': 'Naše výhody',
  'promotion.legal': 'Právne informácie',
  'promotion.voucherLabel': 'Zľavový kód:',
  'promotion.copyCode': 'Kopírovať kód',
  'promotion.copied': 'Skopírované',
  'promotion.copiedAnnouncement': 'Zľavový kód {code} skopírovaný',
  'promotion.copySelected': 'Kód je označený: skopírujte si ho, prosím, sami.',
  'promotion.close': 'Zavrieť akciu',
} satisfies Record<PromotionMessageId, string>;
