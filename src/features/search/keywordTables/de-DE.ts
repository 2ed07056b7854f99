import type { KeywordWords } from './define';

/** German words (Germany). Austria and German-speaking Switzerland start from these (de-AT.ts, de-CH.ts). */
export const germanTopics = {
  service: ['service', 'kundenservice', 'hilfe', 'faq', 'fragen'],
  contact: ['kontakt', 'kontaktformular', 'hotline'],
  catalogue: ['katalog', 'prospekt', 'themenwelten', 'themenwelt', 'angebote'],
  giftCard: ['geschenkkarte', 'geschenkkarten', 'gutschein', 'gutscheine', 'geschenkgutschein'],
  returns: ['retoure', 'retouren', 'rücksendung', 'ruecksendung', 'rückgabe', 'rueckgabe', 'umtausch', 'widerruf'],
  delivery: ['lieferung', 'versand', 'versandkosten', 'lieferzeit', 'sendungsverfolgung'],
  payment: ['zahlung', 'bezahlung', 'zahlungsarten', 'rechnung', 'ratenzahlung'],
  stores: ['filiale', 'filialen', 'filialfinder', 'öffnungszeiten', 'oeffnungszeiten'],
  newsletter: ['newsletter', 'newsletter abonnieren'],
  cart: ['warenkorb'],
  orders: ['bestellung', 'bestellungen', 'meine bestellungen', 'bestellstatus'],
} as const satisfies KeywordWords['topics'];

export const deDEWords: KeywordWords = {
  topics: germanTopics,
  countryShops: { AT: ['österreich', 'oesterreich'], CH: ['schweiz'] },
};
