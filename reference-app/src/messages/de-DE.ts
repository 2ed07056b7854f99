/**
 * The reference storefront's own page texts: home page, layout, error and not-found pages.
 * German (Germany) is the reference: its keys are the message ids, and every other locale has exactly these (a missing
 * translation is a type error).
 */
export const deDE = {
  'home.title': 'Willkommen im {country}-Shop',
  'home.intro': 'Frisch gerösteter Kaffee, Haushalt und Mode: jede Woche eine neue Welt.',
  'home.samplePrice': 'Zum Beispiel 500 g Kaffeebohnen:',
  'home.categories': 'Kategorien',
  'layout.brand': 'Crema',
  'layout.countryShops': 'Länder-Shops',
  'layout.documentTitle': 'Crema {country}',
  'layout.newTab': '(öffnet in neuem Tab)',
  'layout.legal': 'Rechtliches',
  'error.title': 'Diese Seite konnte nicht geladen werden',
  'error.text':
    'Aus technischen Gründen ist die Seite gerade nicht verfügbar. Bitte versuchen Sie es später noch einmal.',
  'error.retry': 'Erneut versuchen',
  'error.home': 'Zur Startseite',
  'notFound.title': 'Diese Seite gibt es nicht',
  'notFound.text': 'Vielleicht ist die Adresse falsch geschrieben, oder die Seite wurde verschoben.',
  'notFound.home': 'Zur Startseite',
  'layout.breadcrumb': 'Sie sind hier',
  'layout.home': 'Startseite',
  'category.count': '{count, plural, one {# Artikel} other {# Artikel}}',
  'product.available': 'Online verfügbar',
  'product.soldOut': 'Ausverkauft',
  'product.notAvailable': 'Nicht verfügbar',
  'product.articleNumber': 'Artikelnummer: {id}',
  'forms.title': 'Formularelemente',
  'forms.intro': 'Jedes Formularfeld des Shops, auf dem Server gerendert: bedienbar, bevor ein Skript läuft.',
  'forms.email': 'E-Mail-Adresse',
  'forms.emailHint': 'Zum Beispiel name@beispiel.de',
  'forms.salutation': 'Anrede',
  'forms.salutation.prompt': 'Bitte wählen',
  'forms.salutation.mr': 'Herr',
  'forms.salutation.mrs': 'Frau',
  'forms.salutation.divers': 'Divers',
  'forms.salutation.company': 'Firma',
  'forms.quantity': 'Menge',
  'forms.newsletter': 'Ja, ich möchte Neuigkeiten per E-Mail erhalten.',
  'forms.terms': 'Ich habe die AGB gelesen und akzeptiere sie.',
  'forms.mandatory': '* Pflichtfeld',
  'forms.submit': 'Absenden',
  'forms.sent': 'Vielen Dank, alle Angaben sind vollständig.',
} as const;

export type AppMessageId = keyof typeof deDE;
