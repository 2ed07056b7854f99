import { deDE, type AppMessageId } from './de-DE';

/** German (Austria): the German texts, with Austrian words where they differ. */
export const deAT = {
  ...deDE,
  'home.title': 'Willkommen bei Crema Österreich',
  'layout.documentTitle': 'Crema Österreich',
  'storeFinder.intro': 'Unsere Filialen in Österreich: Adressen und Öffnungszeiten.',
  'storeFinder.all': '{count, plural, one {# Filiale} other {# Filialen}} in Österreich',
  'forms.salutation.prompt': 'Bitte auswählen',
  'cart.checkout': 'Zur Kassa',
  'checkout.title': 'Kassa',
  'sitePicker.page.checkout': 'Kassa',
  'checkout.secureText':
    'Bestellungen laufen über eine verschlüsselte Verbindung. An der Kassa zeigt der Shop nur, was Sie für Ihre Bestellung brauchen: Keine Navigation, keine Suche und keine Werbung lenken Sie ab.',
} satisfies Record<AppMessageId, string>;
