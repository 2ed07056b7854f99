import { resolveSite, type Site } from '../site/sites';

export interface PriceOptions {
  /** Drop ",00" on whole amounts ("ab 20 €" in running text); prices in lists keep their cents. */
  stripWholeCents?: boolean;
}

const numberParts = new Set<Intl.NumberFormatPartTypes>([
  'minusSign',
  'plusSign',
  'integer',
  'group',
  'decimal',
  'fraction',
]);
const formatters = new Map<string, Intl.NumberFormat>();

function currencyFormat(site: Site, options: PriceOptions): Intl.NumberFormat {
  const key = `${site.code}|${options.stripWholeCents ? 1 : 0}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(site.locale, {
      style: 'currency',
      currency: site.currency,
      currencyDisplay: 'symbol',
      // Every amount from 1 000 on is grouped. CLDR leaves 4-digit amounts ungrouped in some locales (hu, pl:
      // minimumGroupingDigits 2), which would write "5990 Ft" beside "12 980 Ft" in one list.
      useGrouping: 'always',
      ...(options.stripWholeCents ? { trailingZeroDisplay: 'stripIfInteger' } : {}),
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * A price in a site's format: the one formatter of every amount a page shows (lists, totals, running text), so a site
 * writes each amount one way. The rule for "the currency symbol is shown for all sites except DE":
 * - DE shows the locale's own currency format, with the € sign: "12,99 €".
 * - Every other site shows the amount in its locale's digits and grouping (and the currency's usual decimals, e.g.
 *   none for HUF), then a no-break space and the spec's symbol: "12,99 Euro" (AT, SK), "12.99 CHF" (CH, CH_FR),
 *   "12,99 Kč", "1 990 Ft", "12,99 zł", "12,99 TL".
 * Amounts from 1 000 on are always grouped, with the locale's group separator: "5 990 Ft" as "12 980 Ft".
 * `site` may be anything `resolveSite` takes; unknown sites format as DE.
 */
export function formatPrice(amount: number, site: unknown, options: PriceOptions = {}): string {
  const resolved = resolveSite(site);
  const formatter = currencyFormat(resolved, options);
  if (!resolved.showsSymbol) return formatter.format(amount);
  const digits = formatter
    .formatToParts(amount)
    .filter((part) => numberParts.has(part.type))
    .map((part) => part.value)
    .join('');
  return `${digits}\u00a0${resolved.symbol}`;
}

/** A plain number in a site's locale ("1.234,5" in DE, "1’234.5" in CH). */
export function formatNumber(value: number, site: unknown, options: Intl.NumberFormatOptions = {}): string {
  return new Intl.NumberFormat(resolveSite(site).locale, options).format(value);
}
