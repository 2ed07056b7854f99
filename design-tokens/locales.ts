/**
 * How the shop's German-speaking Swiss locale (de-CH) is made from German (de-DE): one rule for every catalog (the
 * platform's, the features', the form fields'), so de-CH is made one way only. Swiss Standard German writes "ss"
 * for "ß" and quotes with guillemets «…» instead of „…“; the words Switzerland says differently ("MWST",
 * "Gratis-Lieferung") are each catalog's own overrides.
 */

/** A German text in Swiss spelling: "ss" for "ß", «…» for „…“. */
export function swissGermanSpelling(text: string): string {
  return text.replaceAll('ß', 'ss').replaceAll('„', '«').replaceAll('“', '»');
}

/** The de-CH catalog of a de-DE one: every text in Swiss spelling, then the Swiss words on top (also spelled Swiss). */
export function swissGermanCatalog<K extends string>(
  german: Readonly<Record<K, string>>,
  overrides?: Readonly<Partial<Record<K, string>>>,
): Record<K, string> {
  const out = {} as Record<K, string>;
  for (const key of Object.keys(german) as K[]) out[key] = swissGermanSpelling(overrides?.[key] ?? german[key]);
  return out;
}
