import { deDE, type MessageId } from './de-DE';

/** Swiss Standard German writes "ss" for "ß". */
function swissSpelling(catalog: Record<MessageId, string>): Record<MessageId, string> {
  return Object.fromEntries(Object.entries(catalog).map(([id, text]) => [id, text.replaceAll('ß', 'ss')])) as Record<
    MessageId,
    string
  >;
}

/**
 * German (Switzerland): the German wording in Swiss spelling (no ß: "schliessen", "Fussbereich") and Swiss usage
 * ("MWST", "Gratis-Lieferung"). Prices come in as arguments, formatted for de-CH ("30 CHF").
 */
export const deCH = {
  ...swissSpelling(deDE),
  'header.icons.storeFinder': 'Filialsuche',
  'benefit.freeShipping': 'Gratis-Lieferung ab {amount}',
  'benefit.freeCoffeeShipping': 'Kaffee gratis geliefert ab {amount}',
  'newsletter.voucherFootnote': '* Der Gutschein gilt für Ihren ersten Einkauf im Onlineshop.',
  'footer.vatIncluded': 'Alle Preise inkl. MWST.',
} satisfies Record<MessageId, string>;
