import { deDE, type FooterMessageId } from './de-DE';

/** German (Austria): the German texts, with Austrian words where they differ. */
export const deAT = {
  ...deDE,
} satisfies Record<FooterMessageId, string>;
