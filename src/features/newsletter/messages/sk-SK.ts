import type { NewsletterMessageId } from './de-DE';

/** Slovak. Counts use the plural forms one, few, many and other ("1 kus", "3 kusy", "5 kusov"). */
export const skSK = {
  'newsletter.title': 'Prihlásiť sa na odber newslettera',
  'newsletter.discountBubble': '{discount, number, ::percent}',
  'newsletter.intro': 'Prihláste sa teraz a získajte zľavu {discount, number, ::percent} na prvý nákup.*',
  'newsletter.email': 'E-mailová adresa',
  'newsletter.salutation': 'Oslovenie',
  'newsletter.salutation.prompt': 'Vyberte prosím',
  'newsletter.salutation.mr': 'Pán',
  'newsletter.salutation.mrs': 'Pani',
  'newsletter.salutation.divers': 'Iné',
  'newsletter.salutation.company': 'Firma',
  'newsletter.firstName': 'Meno',
  'newsletter.lastName': 'Priezvisko',
  'newsletter.submit': 'Prihlásiť sa',
  'newsletter.mandatory': '* Povinné pole',
  'newsletter.voucherFootnote': '* Poukaz platí na váš prvý nákup v e-shope.',
  'newsletter.voucherConditions': 'Podmienky poukazu',
  'newsletter.voucherValidity':
    'Poukaz platí {months, plural, one {# mesiac} few {# mesiace} many {# mesiaca} other {# mesiacov}} od prihlásenia, dá sa použiť raz a iba v e-shope.',
  'newsletter.legal':
    'Prihlásením súhlasím so zasielaním informácií o ponukách, akciách a trendoch e-mailom. Mám aspoň {minAge, number} rokov. Súhlas môžem kedykoľvek odvolať.',
  'newsletter.legal.show': 'Zobraziť informácie o ochrane osobných údajov',
  'newsletter.retention':
    'Nepotvrdené prihlášky vymažeme po {days, plural, one {# dni} other {# dňoch}}. Ak newsletter neotvoríte {years, plural, one {# rok} few {# roky} many {# roka} other {# rokov}}, prestaneme ho zasielať.',
  'newsletter.privacyLink': 'Ochrana osobných údajov',
  'newsletter.contactLink': 'Kontakt',
  'newsletter.dataPolicyLink': 'Zásady spracúvania údajov',
  'newsletter.informationLink': 'Informačný text',
  'newsletter.consentLink': 'Vyhlásenie o súhlase',
  'newsletter.sampleLink': 'Zobraziť ukážku newslettera',
  'newsletter.consent.personalisedOffers': 'Áno, chcem dostávať personalizované ponuky podľa mojich záujmov a nákupov.',
  'newsletter.consent.personalisedOffersContact':
    'Áno, chcem dostávať personalizované ponuky. Súhlas môžem kedykoľvek odvolať prostredníctvom kontaktu.',
  'newsletter.consent.commercialMessages': 'Súhlasím so zasielaním obchodných elektronických správ.*',
  'newsletter.error.emailRequired': 'E-mailová adresa je povinný údaj.',
  'newsletter.error.emailInvalid': 'Zadajte prosím platnú e-mailovú adresu.',
  'newsletter.error.tooLong': 'Zadajte prosím najviac {max, number} znakov.',
  'newsletter.error.invalidCharacters': 'Toto pole obsahuje neplatné znaky.',
  'newsletter.error.firstNameRequired': 'Meno je povinný údaj.',
  'newsletter.error.lastNameRequired': 'Priezvisko je povinný údaj.',
  'newsletter.error.salutationRequired': 'Oslovenie je povinný údaj.',
  'newsletter.error.commercialMessagesRequired': 'Udeľte prosím súhlas so zasielaním obchodných elektronických správ.',
  'newsletter.error.technical':
    'Z technických dôvodov sa teraz nie je možné prihlásiť na odber newslettera. Skúste to prosím neskôr!',
  'newsletter.error.linkInvalid':
    'Tento odkaz už bohužiaľ nie je platný. Prihláste sa prosím znova na odber newslettera {product}.',
  'newsletter.success.title': 'Ďakujeme za prihlásenie!',
  'newsletter.success.text':
    'Na adresu {email} sme odoslali potvrdzovací e-mail. Potvrďte prosím prihlásenie pomocou odkazu v ňom.',
} satisfies Record<NewsletterMessageId, string>;
