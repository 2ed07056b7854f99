import { staffMessages } from './staff';

/**
 * German (Germany): the reference catalog. Its keys are the message ids; every other catalog must have exactly these.
 * Texts the spec quotes are verbatim (newsletter errors and notes, "* Pflichtfeld"); the rest are written for the shop.
 * `{product}` is the shop's brand name, as the spec writes it.
 */
export const deDE = {
  // Header (000)
  'header.logo': 'Zur Startseite',
  'header.skipLinks.label': 'Sprunglinks',
  'header.skipLinks.search': 'Zur Suche springen',
  'header.skipLinks.main': 'Zum Inhalt springen',
  'header.skipLinks.footer': 'Zum Seitenende springen',
  'header.nav.label': 'Hauptnavigation',
  'header.nav.themeWorlds': 'Themenwelten',
  'header.nav.themeWorldsOverview': 'Alle Themenwelten ansehen',
  'header.nav.newFlag': 'Neu',
  'header.nav.open': 'Menü öffnen',
  'header.nav.close': 'Menü schließen',
  'header.nav.back': 'Zurück',
  'header.nav.backTo': 'Zurück zu {title}',
  'header.nav.showAll': 'Alles aus {title}',
  'header.nav.teasers': 'Empfehlungen',
  'header.nav.newTab': '{title} (öffnet in neuem Tab)',
  'header.flyout.close': 'Schließen',
  'header.icons.search': 'Suche öffnen',
  'header.icons.storeFinder': 'Filialfinder',
  'header.icons.user': 'Anmelden',
  'header.icons.userLoggedIn': 'Mein Konto',
  'header.icons.greeting': 'Hallo {name}',
  'header.icons.loyaltyBeans': '{beans, plural, one {# Bohne} other {# Bohnen}}',
  'header.icons.cart': 'Warenkorb',
  'header.cart.badgeLabel':
    '{count, plural, =0 {Warenkorb, keine Artikel} one {Warenkorb, # Artikel} other {Warenkorb, # Artikel}}',
  'header.search.label': 'Suche',
  'header.search.placeholder': 'Wonach suchen Sie heute?',
  'header.search.placeholderShort': 'Suchen',
  'header.search.submit': 'Suchen',
  'header.search.clear': 'Eingabe löschen',
  'header.search.close': 'Suche schließen',
  'header.search.termSuggestions': 'Suchvorschläge',
  'header.search.productSuggestions': 'Produktvorschläge',
  'header.search.history': 'Zuletzt gesucht',
  'header.search.available':
    '{count, plural, =0 {Keine Vorschläge} one {# Vorschlag verfügbar} other {# Vorschläge verfügbar}}',
  'header.search.imageNewTab': '{title} (Bild öffnet in neuem Tab)',
  'header.reduced.secureHint': 'Sicher einkaufen',
  'header.reduced.back': 'Zurück',
  'header.secureOrder': 'Sichere Bestellung',
  'header.paymentLogos': 'Zahlungsarten und Marken',
  'header.appBanner.label': 'App-Hinweis',
  'header.appBanner.title': 'Die {product} App',
  'header.appBanner.text': 'Jetzt kostenlos herunterladen und mobil einkaufen.',
  'header.appBanner.install': 'Installieren',
  'header.appBanner.close': 'App-Hinweis schließen',
  'header.appBanner.rating': 'Bewertet mit {rating, number} von {max, number} Sternen',
  'header.appBanner.ratingCount': '{count} Bewertungen',
  'header.benefits.label': 'Unsere Vorteile',
  'benefit.freeShipping': 'Versandkostenfrei ab {amount}',
  'benefit.freeCoffeeShipping': 'Kaffee versandkostenfrei ab {amount}',
  'benefit.newsletterDiscount': '{discount, number, ::percent} Rabatt mit dem Newsletter',
  'benefit.returnDays': '{days, plural, one {# Tag} other {# Tage}} Rückgaberecht',
  'benefit.returnMonths': '{months, plural, one {# Monat} other {# Monate}} Rückgaberecht',
  'benefit.stores': 'Über {count, number} Filialen',
  'promotion.legal.show': 'Rechtliche Hinweise anzeigen',
  'promotion.legal.hide': 'Rechtliche Hinweise ausblenden',
  'promotion.voucher': 'Gutscheincode: {code}',
  'promotion.copyCode': 'Code kopieren',
  'promotion.copied': 'Code kopiert',
  'promotion.close': 'Banner schließen',
  'themeWorld.badge.scout': 'Scout',
  'themeWorld.badge.new': 'Neu',
  'themeWorld.badge.preview': 'Vorschau',
  'themeWorld.availability.onlineOnly': 'Nur online',
  'themeWorld.availability.nextWeekStore': 'Ab nächster Woche in der Filiale',
  'themeWorld.availability.thisWeekStore': 'Diese Woche in der Filiale',
  'themeWorld.availability.storeAlso': 'Auch in der Filiale',
  'themeWorld.availability.storeWednesday': 'Ab Mittwoch in der Filiale',
  'themeWorld.onlyDaysLeft': 'Nur noch {days, plural, one {# Tag} other {# Tage}}',

  // Mini cart (001)
  'minicart.title': 'Warenkorb',
  'minicart.empty': 'Ihr Warenkorb ist leer.',
  'minicart.items': '{count, plural, one {# Artikel} other {# Artikel}}',
  'minicart.toCart': 'Zum Warenkorb',
  'minicart.checkout': 'Zur Kasse',
  'minicart.checkoutBlocked': 'Bitte beachten Sie die Hinweise in Ihrem Warenkorb, bevor Sie zur Kasse gehen.',
  'minicart.quantity': 'Menge',
  'minicart.quantityOf': 'Menge: {quantity, number}',
  'minicart.remove': '{title} entfernen',
  'minicart.removed': '{title} wurde entfernt.',
  'minicart.undo': 'Rückgängig',
  'minicart.freeArticle': 'Gratisartikel',
  'minicart.giftCard': 'Geschenkkarte',
  'minicart.subscription': 'Abo',
  'minicart.partnerProduct': 'Partnerprodukt',
  'minicart.soldOut': 'Ausverkauft',
  'minicart.notAvailable': 'Nicht verfügbar',
  'minicart.dismiss': 'Hinweis schließen',
  'minicart.error.read':
    'Ihr Warenkorb kann aus technischen Gründen momentan nicht angezeigt werden. Bitte versuchen Sie es später noch einmal.',
  'minicart.error.change':
    'Ihr Warenkorb kann aus technischen Gründen momentan nicht geändert werden. Bitte versuchen Sie es später noch einmal.',
  'minicart.error.cartLimit':
    'Sie können maximal {limit, plural, one {# Produkt} other {# Produkte}} pro Einkauf bestellen.',
  'minicart.error.itemLimit': 'Von diesem Artikel können Sie maximal {limit, number} Stück pro Einkauf bestellen.',
  'minicart.error.availabilityLimit':
    'Von diesem Artikel {limit, plural, one {ist nur noch # Stück} other {sind nur noch # Stück}} verfügbar.',
  'minicart.error.defective': 'Es sind Fehler aufgetreten. Bitte beachten Sie die Hinweise unterhalb des Warenkorbs.',
  'minicart.error.voucherRemove': 'Der Gutscheincode konnte nicht entfernt werden.',
  'minicart.error.giftCardRemove':
    'Die Geschenkkarte konnte nicht entfernt werden. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.',

  // Newsletter (001)
  'newsletter.title': 'Newsletter abonnieren',
  'newsletter.discountBubble': '{discount, number, ::percent}',
  'newsletter.intro':
    'Melden Sie sich jetzt an und erhalten Sie {discount, number, ::percent} Rabatt auf Ihren ersten Einkauf.*',
  'newsletter.email': 'E-Mail-Adresse',
  'newsletter.salutation': 'Anrede',
  'newsletter.salutation.prompt': 'Bitte wählen',
  'newsletter.salutation.mr': 'Herr',
  'newsletter.salutation.mrs': 'Frau',
  'newsletter.salutation.divers': 'Divers',
  'newsletter.salutation.company': 'Firma',
  'newsletter.firstName': 'Vorname',
  'newsletter.lastName': 'Nachname',
  'newsletter.submit': 'Jetzt anmelden',
  'newsletter.mandatory': '* Pflichtfeld',
  'newsletter.voucherFootnote': '* Der Gutschein gilt für Ihren ersten Einkauf im Onlineshop.',
  'newsletter.voucherConditions': 'Gutscheinbedingungen',
  'newsletter.voucherValidity':
    'Der Gutschein ist {months, plural, one {# Monat} other {# Monate}} nach der Anmeldung gültig, einmal einlösbar und nur im Onlineshop.',
  'newsletter.legal':
    'Mit meiner Anmeldung willige ich ein, per E-Mail über Angebote, Aktionen und Trends informiert zu werden. Ich bin mindestens {minAge, number} Jahre alt. Meine Einwilligung kann ich jederzeit widerrufen.',
  'newsletter.legal.show': 'Hinweise zum Datenschutz anzeigen',
  'newsletter.retention':
    'Nicht bestätigte Anmeldungen werden nach {days, plural, one {# Tag} other {# Tagen}} gelöscht. Öffnen Sie {years, plural, one {# Jahr} other {# Jahre}} lang keinen Newsletter, stellen wir den Versand ein.',
  'newsletter.privacyLink': 'Datenschutzhinweise',
  'newsletter.contactLink': 'Kontakt',
  'newsletter.dataPolicyLink': 'Datenschutzerklärung',
  'newsletter.informationLink': 'Informationstext',
  'newsletter.consentLink': 'Einwilligungserklärung',
  'newsletter.sampleLink': 'Beispiel-Newsletter ansehen',
  'newsletter.consent.personalisedOffers':
    'Ja, ich möchte personalisierte Angebote erhalten, die auf meinen Interessen und Einkäufen beruhen.',
  'newsletter.consent.personalisedOffersContact':
    'Ja, ich möchte personalisierte Angebote erhalten. Widerrufen kann ich jederzeit über unseren Kontakt.',
  'newsletter.consent.commercialMessages': 'Ich stimme dem Erhalt kommerzieller elektronischer Nachrichten zu.*',
  'newsletter.error.emailRequired': 'Die E-Mail-Adresse ist ein Pflichtfeld.',
  'newsletter.error.emailInvalid': 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  'newsletter.error.tooLong': 'Bitte geben Sie höchstens {max, number} Zeichen ein.',
  'newsletter.error.invalidCharacters': 'Dieses Feld enthält ungültige Zeichen.',
  'newsletter.error.firstNameRequired': 'Der Vorname ist ein Pflichtfeld.',
  'newsletter.error.lastNameRequired': 'Der Nachname ist ein Pflichtfeld.',
  'newsletter.error.salutationRequired': 'Die Anrede ist ein Pflichtfeld.',
  'newsletter.error.commercialMessagesRequired':
    'Bitte stimmen Sie dem Erhalt kommerzieller elektronischer Nachrichten zu.',
  'newsletter.error.technical':
    'Aus technischen Gründen ist die Newsletteranmeldung nicht möglich. Bitte versuchen Sie es später!',
  'newsletter.error.linkInvalid':
    'Leider ist dieser Link nicht mehr gültig. Bitte melden Sie sich erneut zum {product} Newsletter an.',
  'newsletter.success.title': 'Vielen Dank für Ihre Anmeldung!',
  'newsletter.success.text':
    'Wir haben eine Bestätigungs-E-Mail an {email} gesendet. Bitte bestätigen Sie Ihre Anmeldung über den Link darin.',

  // Footer (002)
  'footer.label': 'Fußbereich',
  'footer.countrySwitcher.label': 'Land auswählen',
  'footer.countrySwitcher.current': 'Aktuelles Land: {country}',
  'footer.newsletter.title': 'Newsletter',
  'footer.newsletter.text':
    'Keine Angebote und Neuheiten mehr verpassen – mit {discount, number, ::percent} Willkommensrabatt.',
  'footer.newsletter.cta': 'Zur Anmeldung',
  'footer.viewSwitcher.toMobile': 'Zur mobilen Ansicht',
  'footer.viewSwitcher.toDesktop': 'Zur Desktop-Ansicht',
  'footer.consentSettings': 'Cookie-Einstellungen',
  'footer.externalLink': '{text} (öffnet in neuem Tab)',
  'footer.appLinks.ios': 'Im App Store laden',
  'footer.appLinks.android': 'Bei Google Play herunterladen',
  'footer.vatIncluded': 'Alle Preise inkl. MwSt.',

  // Shared
  'common.close': 'Schließen',
  'common.loading': 'Wird geladen …',

  // Reference storefront (home page and layout)
  'home.title': 'Willkommen im {country}-Shop',
  'home.intro': 'Frisch gerösteter Kaffee, Haushalt und Mode: jede Woche eine neue Welt.',
  'home.samplePrice': 'Zum Beispiel 500 g Kaffeebohnen:',
  'layout.countryShops': 'Länder-Shops',

  ...staffMessages,
} as const;

export type MessageId = keyof typeof deDE;
