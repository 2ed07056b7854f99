import { deDE, type HeaderMessageId } from './de-DE';

/** German (Austria): the German texts, with Austrian words where they differ. */
export const deAT = {
  ...deDE,
  'header.icons.storeFinder': 'Filialsuche',
} satisfies Record<HeaderMessageId, string>;
