/**
 * Site constants from the specification: codes, locales, currencies, symbols, switcher codes. Each value is named
 * here once; everything else in src/platform/site derives from this table.
 */

/** "Site must be one of DE, AT, CH, CH_FR, CZ, HU, PL, SK, TR". */
export const siteCodes = ['DE', 'AT', 'CH', 'CH_FR', 'CZ', 'HU', 'PL', 'SK', 'TR'] as const;
export type SiteCode = (typeof siteCodes)[number];

/** "The default site is DE"; "An unknown country falls back to the settings of Germany". */
export const defaultSiteCode = 'DE' satisfies SiteCode;

/**
 * "Site to locale: DE de-DE, AT de-AT, CH de-CH, CZ cs-CZ, CH_FR fr-CH, HU hu-HU, PL pl-PL, SK sk-SK, TR tr-TR;
 * fallback de-DE".
 */
export const siteLocales = ['de-DE', 'de-AT', 'de-CH', 'fr-CH', 'cs-CZ', 'hu-HU', 'pl-PL', 'sk-SK', 'tr-TR'] as const;
export type SiteLocale = (typeof siteLocales)[number];
export const fallbackLocale = 'de-DE' satisfies SiteLocale;

/** "Currency per site: EUR (DE, AT, SK), CHF (CH, CH_FR), CZK, HUF, PLN, TRY". */
export const currencies = ['EUR', 'CHF', 'CZK', 'HUF', 'PLN', 'TRY'] as const;
export type Currency = (typeof currencies)[number];

/** "symbols Euro, CHF, Kč, Ft, zł, TL" (the cart's site settings give the same table). */
export const currencySymbols = {
  EUR: 'Euro',
  CHF: 'CHF',
  CZK: 'Kč',
  HUF: 'Ft',
  PLN: 'zł',
  TRY: 'TL',
} as const satisfies Record<Currency, string>;

/** "the symbol is shown for all sites except DE". */
export const sitesWithoutCurrencySymbol = ['DE'] as const satisfies readonly SiteCode[];

/** "Lower-case codes used for the country switcher are cz, de, hu, at, pl, ch, sk, ch_fr, tr". */
export const switcherCodes = ['cz', 'de', 'hu', 'at', 'pl', 'ch', 'sk', 'ch_fr', 'tr'] as const;
export type SwitcherCode = (typeof switcherCodes)[number];
