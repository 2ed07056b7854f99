import { deDE, type PromotionMessageId } from './de-DE';

/** German (Austria): the German texts, with Austrian words where they differ. */
export const deAT = {
  ...deDE,
} satisfies Record<PromotionMessageId, string>;
