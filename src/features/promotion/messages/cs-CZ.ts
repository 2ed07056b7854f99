import type { PromotionMessageId } from './de-DE';

/** Czech. */
export const csCZ = {
  'promotion.label': 'Akce',
  'promotion.benefits': 'Naše výhody',
  'promotion.legal': 'Právní informace',
  'promotion.voucherLabel': 'Slevový kód:',
  'promotion.copyCode': 'Kopírovat kód',
  'promotion.copied': 'Zkopírováno',
  'promotion.copiedAnnouncement': 'Slevový kód {code} zkopírován',
  'promotion.copySelected': 'Kód je označený: zkopírujte si ho prosím sami.',
  'promotion.close': 'Zavřít akci',
} satisfies Record<PromotionMessageId, string>;
