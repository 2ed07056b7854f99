/**
 * The app-install banner's texts.
 * German (Germany) is the reference: its keys are the message ids, and every other locale has exactly these (a missing
 * translation is a type error).
 */
export const deDE = {
  'appBanner.label': 'App-Hinweis',
  'appBanner.title': 'Die Crema App',
  'appBanner.text': 'Jetzt kostenlos herunterladen und mobil einkaufen.',
  'appBanner.install': 'Installieren',
  'appBanner.newTab': '(öffnet in neuem Tab)',
  'appBanner.close': 'App-Hinweis schließen',
  'appBanner.rating': 'Bewertet mit {rating, number} von {max, number} Sternen, {count} Bewertungen',
} as const;

export type AppBannerMessageId = keyof typeof deDE;
