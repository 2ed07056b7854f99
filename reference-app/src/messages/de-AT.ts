import { deDE, type AppMessageId } from './de-DE';

/** German (Austria): the German texts, with Austrian words where they differ. */
export const deAT = {
  ...deDE,
  'forms.salutation.prompt': 'Bitte auswählen',
} satisfies Record<AppMessageId, string>;
