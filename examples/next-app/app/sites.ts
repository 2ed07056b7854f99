import { siteCodes, sites, type Site, type SiteCode } from 'crema';

/** The route segment of a site's shop: its code in lower case, CH_FR as `ch-fr` (`/de`, `/ch-fr`, `/cz`, ...). */
export const slugOf = (code: SiteCode): string => code.toLowerCase().replace('_', '-');

/** Each site's shop in this app, for the footer's country switcher: `/cz`, `/ch-fr`, ... */
export const countryHrefs = Object.fromEntries(siteCodes.map((code) => [code, `/${slugOf(code)}`])) as Record<
  SiteCode,
  string
>;

/** The nine sites' route segments, for `generateStaticParams`. */
export const siteSlugs = siteCodes.map(slugOf);

/**
 * The site of a route segment, or undefined for anything else (a 404). Not Crema's `resolveSite`: that one falls back
 * to DE for an unknown value, as a shop's settings must, but an address that names no site is not the German shop.
 */
export const siteOfSlug = (slug: string): Site | undefined =>
  siteCodes.map((code) => sites[code]).find((site) => slugOf(site.code) === slug);
