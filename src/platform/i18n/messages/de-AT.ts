import { deDE, type MessageId } from './de-DE';

/** German (Austria): the German texts, with Austrian words where they differ. */
export const deAT = {
  ...deDE,
  'benefit.freeShipping': 'Gratis Zustellung ab {amount}',
  'benefit.freeCoffeeShipping': 'Kaffee gratis zugestellt ab {amount}',
  'footerContent.vatIncluded': 'Alle Preise inkl. USt.',
} satisfies Record<MessageId, string>;
