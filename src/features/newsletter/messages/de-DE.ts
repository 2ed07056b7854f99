/**
 * The newsletter sign-up's texts. The given German texts are verbatim (the validation and error messages and
 * "* Pflichtfeld"); the rest are written for the shop. `{product}` is the shop's brand name, as the texts write it.
 * German (Germany) is the reference: its keys are the message ids, and every other locale has exactly these (a missing
 * translation is a type error).
 */
export const deDE = {
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
    'Ja, ich möchte personalisierte Angebote erhalten. Widerrufen kann ich jederzeit über unseren <contact>Kontakt</contact>.',
  'newsletter.consent.commercialMessages': 'Ich stimme dem Erhalt kommerzieller elektronischer Nachrichten zu.',
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
  'newsletter.product': 'Crema',
  'newsletter.honeypot': 'Bitte lassen Sie dieses Feld leer.',
  'newsletter.confirmed.title': 'Ihre Anmeldung ist bestätigt',
  'newsletter.confirmed.text':
    'Vielen Dank! Ab sofort erhalten Sie unseren Newsletter mit Angeboten, Aktionen und Trends.',
  'newsletter.update.title': 'Newsletter-Einstellungen',
  'newsletter.update.intro': 'Hier ändern Sie Ihre Angaben für den Newsletter an {email}.',
  'newsletter.update.interests': 'Meine Interessen',
  'newsletter.update.submit': 'Änderungen speichern',
  'newsletter.update.saved': 'Ihre Änderungen wurden gespeichert.',
  'newsletter.update.failed':
    'Aus technischen Gründen konnten Ihre Änderungen nicht gespeichert werden. Bitte versuchen Sie es später!',
  'newsletter.interest.WOMEN_FASHION': 'Damenmode',
  'newsletter.interest.MEN_FASHION': 'Herrenmode',
  'newsletter.interest.SPORT': 'Sport und Fitness',
  'newsletter.interest.LIVING_FURNITURE': 'Wohnen und Möbel',
  'newsletter.interest.HOBBY': 'Hobby und Freizeit',
  'newsletter.interest.KIDS': 'Kinder',
  'newsletter.interest.KITCHEN': 'Küche',
  'newsletter.interest.SLEEPING': 'Schlafen',
  'newsletter.interest.DISCOUNTS': 'Angebote und Rabatte',
  'newsletter.interest.COFFEE': 'Kaffee',
  'newsletter.interest.MOBILE': 'Mobilfunk',
  'newsletter.interest.CREMA_CARD': 'CremaCard',
  'newsletter.interest.STORE': 'Filialen',
} as const;

export type NewsletterMessageId = keyof typeof deDE;
