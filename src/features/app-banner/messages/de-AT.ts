import { deDE, type AppBannerMessageId } from './de-DE';

/** German (Austria): the German texts, with Austrian words where they differ. */
export const deAT = {
  ...deDE,
} satisfies Record<AppBannerMessageId, string>;
