/**
 * Site constants from the specification (000 §9, 001 §3 "Site settings", 002 §1). Each value is named here once;
 * everything else in src/platform/site derives from this table.
 */

/** "Site must be one of DE, AT, CH, CH_FR, CZ, HU, PL, SK, TR" (000 §5, 002 §5). */
export const siteCodes = ['DE', 'AT', 'CH', 'CH_FR', 'CZ', 'HU', 'PL', 'SK', 'TR'] as const;
export type SiteCode = (typeof siteCodes)[number];

/** "The default site is DE" (000 §1); "An unknown country falls back to the settings of Germany" (002 §1). */
export const defaultSiteCode = 'DE' satisfies SiteCode;

/** "Site to locale: DE de-DE, AT de-AT, CH de-CH, CZ cs-CZ, CH_FR fr-CH, HU hu-HU, PL pl-PL, SK sk-SK, TR tr-TR; fallback de-DE" (000 §9). */
export const siteLocales = ['de-DE', 'de-AT', 'de-CH', 'fr-CH', 'cs-CZ', 'hu-HU', 'pl-PL', 'sk-SK', 'tr-TR'] as const;
export type SiteLocale = (typeof siteLocales)[number];
export const fallbackLocale = 'de-DE' satisfies SiteLocale;

/** "Currency per site: EUR (DE, AT, SK), CHF (CH, CH_FR), CZK, HUF, PLN, TRY" (000 §9). */
export const currencies = ['EUR', 'CHF', 'CZK', 'HUF', 'PLN', 'TRY'] as const;
export type Currency = (typeof currencies)[number];

/** "symbols Euro, CHF, Kč, Ft, zł, TL" (000 §9; table in 001 §3). */
export const currencySymbols = {
  EUR: 'Euro',
  CHF: 'CHF',
  CZK: 'Kč',
  HUF: 'Ft',
  PLN: 'zł',
  TRY: 'TL',
} as const satisfies Record<Currency, string>;

/** "the symbol is shown for all sites except DE" (000 §9, 001 §3). */
export const sitesWithoutCurrencySymbol = ['DE'] as const satisfies readonly SiteCode[];

/** "Lower-case codes used for the country switcher are cz, de, hu, at, pl, ch, sk, ch_fr, tr" (002 §1). */
export const switcherCodes = ['cz', 'de', 'hu', 'at', 'pl', 'ch', 'sk', 'ch_fr', 'tr'] as const;
export type SwitcherCode = (typeof switcherCodes)[number];
