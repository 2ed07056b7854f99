import {
  currencySymbols,
  defaultSiteCode,
  siteCodes,
  sitesWithoutCurrencySymbol,
  type Currency,
  type SiteCode,
  type SiteLocale,
  type SwitcherCode,
} from './constants';

export interface Site {
  /** One of the nine site codes. */
  code: SiteCode;
  /** The texts' and formats' locale, also the page's `<html lang>`. */
  locale: SiteLocale;
  currency: Currency;
  /** The spec's currency symbol: Euro, CHF, Kč, Ft, zł or TL. */
  symbol: (typeof currencySymbols)[Currency];
  /** Whether prices show `symbol` (every site except DE). */
  showsSymbol: boolean;
  /** Lower-case code of the country switcher. */
  switcherCode: SwitcherCode;
  /**
   * The country switcher's entry label. Not shown in the spec: each country's own name in its own language (with the
   * language for the two Swiss sites), as shops usually list them.
   */
  label: string;
  /**
   * Flag asset name under /service/footer-images/logos/. Not shown in the spec: the lower-case ISO country
   * code, so both Swiss sites use 'ch'.
   */
  flag: string;
}

function site(
  code: SiteCode,
  locale: SiteLocale,
  currency: Currency,
  switcherCode: SwitcherCode,
  label: string,
  flag: string,
): Site {
  return {
    code,
    locale,
    currency,
    symbol: currencySymbols[currency],
    showsSymbol: !(sitesWithoutCurrencySymbol as readonly SiteCode[]).includes(code),
    switcherCode,
    label,
    flag,
  };
}

/** The nine sites, in the order of the site codes: DE, AT, CH, CH_FR, CZ, HU, PL, SK, TR. */
export const sites = {
  DE: site('DE', 'de-DE', 'EUR', 'de', 'Deutschland', 'de'),
  AT: site('AT', 'de-AT', 'EUR', 'at', 'Österreich', 'at'),
  CH: site('CH', 'de-CH', 'CHF', 'ch', 'Schweiz (Deutsch)', 'ch'),
  CH_FR: site('CH_FR', 'fr-CH', 'CHF', 'ch_fr', 'Suisse (Français)', 'ch'),
  CZ: site('CZ', 'cs-CZ', 'CZK', 'cz', 'Česko', 'cz'),
  HU: site('HU', 'hu-HU', 'HUF', 'hu', 'Magyarország', 'hu'),
  PL: site('PL', 'pl-PL', 'PLN', 'pl', 'Polska', 'pl'),
  SK: site('SK', 'sk-SK', 'EUR', 'sk', 'Slovensko', 'sk'),
  TR: site('TR', 'tr-TR', 'TRY', 'tr', 'Türkiye', 'tr'),
} as const satisfies Record<SiteCode, Site>;

export const defaultSite: Site = sites[defaultSiteCode];

/** Whether `value` is exactly one of the nine site codes. */
export function isSiteCode(value: unknown): value is SiteCode {
  return typeof value === 'string' && (siteCodes as readonly string[]).includes(value);
}

/**
 * The site for any input: a site code or a switcher code in any case ('cz', 'ch_fr', 'Ch-Fr', ' at '), or a Site.
 * Anything else (unknown, empty, not a string) falls back to DE, never throws.
 */
export function resolveSite(value: unknown): Site {
  return findSite(value) ?? defaultSite;
}

/** The site for a site code or switcher code in any case, or a Site, as `resolveSite`; undefined for anything else. */
export function findSite(value: unknown): Site | undefined {
  if (typeof value === 'object' && value !== null && 'code' in value) return findSite(value.code);
  if (typeof value !== 'string') return undefined;
  const code = value.trim().toUpperCase().replace('-', '_');
  return isSiteCode(code) ? sites[code] : undefined;
}

/** The site of a country-switcher code (any case); unknown codes fall back to DE. */
export function siteFromSwitcherCode(code: unknown): Site {
  if (typeof code !== 'string') return defaultSite;
  const wanted = code.trim().toLowerCase();
  return Object.values(sites).find((s) => s.switcherCode === wanted) ?? defaultSite;
}
