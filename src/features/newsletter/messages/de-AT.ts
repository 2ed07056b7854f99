import { deDE, type NewsletterMessageId } from './de-DE';

/** German (Austria): the German texts, with Austrian words where they differ. */
export const deAT = {
  ...deDE,
  'newsletter.salutation.prompt': 'Bitte auswählen',
  'newsletter.voucherFootnote': '* Der Gutschein gilt für Ihren ersten Einkauf im Online-Shop.',
} satisfies Record<NewsletterMessageId, string>;
