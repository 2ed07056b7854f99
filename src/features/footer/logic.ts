/**
 * The footer's rules as plain functions, no React and no browser: heading ids, logos, which groups
 * and links show, the view, the country switcher's entries and the newsletter block.
 */
import type { TileColumnCount } from '../../../design-tokens';
import { logOnce } from '../../platform/logOnce';
import { sites, type FooterPlatform, type Site, type SiteCode } from '../../platform/site';
import type { BrandName, IconName } from '../../primitives/Icon';
import type { FooterContent, TeaserGroup } from '../../services';
import { newsletterStatuses, type NewsletterStatus } from '../../services/newsletter/constants';
import {
  FOOTER_LOGOS_PATH,
  FOOTER_UNKNOWN_LOGO_LOG,
  LOGO_LANGUAGE_PARAM,
  SEO_MAX_COLUMNS,
  appIcons,
  logoSources,
  socialMediaIcons,
  teaserIcons,
  type FooterView,
} from './constants';

/** The prefix of every heading id: keeps ids apart from the page's others and never lets one start with a digit. */
const HEADING_ID_PREFIX = 'footer-';
/** The id of a heading whose text has no letter or digit at all. */
const EMPTY_HEADING_ID = 'group';

/**
 * "Group heading ids keep only letters, digits and hyphens": every other character (spaces, '&',
 * punctuation) is removed; letters and digits of any script count. Prefixed with `footer-` so an id is never empty and
 * never starts with a digit.
 */
export function headingIdOf(text: string): string {
  const kept = text.replace(/[^\p{L}\p{N}-]/gu, '');
  return `${HEADING_ID_PREFIX}${kept || EMPTY_HEADING_ID}`;
}

/** The heading ids of several headings, unique within the footer: a repeated id gets `-2`, `-3`, … */
export function headingIdsOf(texts: readonly string[]): string[] {
  const taken = new Set<string>();
  return texts.map((text) => {
    const base = headingIdOf(text);
    let id = base;
    for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
    taken.add(id);
    return id;
  });
}

/**
 * The address of a logo of the logo source enumeration. "Unknown logo source: logged to the console, empty image": an
 * unknown source gives '' (nothing is drawn) and is logged once per source.
 * With `language` (the site's, "de", "hu") the address asks for the logo in it (`?lang=de`): a mark that carries
 * words, such as a payment method's, then reads in the shop's language; a brand's logo is the same in every one.
 */
export function logoImageOf(source: string, language?: string): string {
  if (Object.hasOwn(logoSources, source)) {
    const file = `${FOOTER_LOGOS_PATH}/${logoSources[source as keyof typeof logoSources]}`;
    return language ? `${file}?${LOGO_LANGUAGE_PARAM}=${encodeURIComponent(language)}` : file;
  }
  logOnce('error', `footer:logo:${source}`, FOOTER_UNKNOWN_LOGO_LOG, source);
  return '';
}

/** The language of a site: its locale's first part ("de" for de-CH, "fr" for fr-CH). */
export const languageOf = (site: Site): string => site.locale.slice(0, site.locale.indexOf('-'));

/** "External links (starting with http or mailto) open in a new tab without a referrer". */
export const isExternalUrl = (url: string): boolean => /^(?:http|mailto)/i.test(url.trim());

/**
 * The sales-tax text after the link ("textAfterLink (in some countries)"): right after the link when it
 * starts with punctuation (", sofern …"), else after a space.
 */
export const textAfterLink = (text: string | undefined): string =>
  !text ? '' : /^[,.;:!?]/.test(text) ? text : ` ${text}`;

const iconOf = <N extends string>(table: Readonly<Record<string, N>>, name: string): N | undefined =>
  Object.hasOwn(table, name) ? table[name] : undefined;

/** The glyph of a teaser group's heading ("heading (iconName, ...)"); an unknown name has none. */
export const teaserIconOf = (name: string): IconName | undefined => iconOf(teaserIcons, name);
/** The glyph of a social media link; an unknown name has none (the link shows its text). */
export const socialIconOf = (name: string): BrandName | undefined => iconOf(socialMediaIcons, name);
/** The glyph of an app link (iOS, Android); an unknown name has none. */
export const appIconOf = (name: string): BrandName | undefined => iconOf(appIcons, name);

/**
 * "Groups with hideGroupInCheckout true are hidden during checkout; links with hideInClassic true are
 * hidden in the classic view."
 */
export function visibleTeaserGroups(
  groups: readonly TeaserGroup[],
  { checkout, view }: { checkout: boolean; view: FooterView },
): TeaserGroup[] {
  return groups
    .filter((group) => !(checkout && group.hideGroupInCheckout))
    .map((group) =>
      view === 'classic' ? { ...group, links: group.links.filter((link) => !link.hideInClassic) } : group,
    );
}

/**
 * The view the footer shows ("The view switcher toggles between mobile and desktop/classic versions"):
 * the visitor's remembered choice, else the platform's (phone and tablet: mobile; classic: classic).
 */
export function footerViewFor({
  remembered,
  platform,
}: {
  remembered: FooterView | null | undefined;
  platform: FooterPlatform;
}): FooterView {
  return remembered ?? (platform === 'classic' ? 'classic' : 'mobile');
}

/** The view the view switcher switches to. */
export const otherFooterView = (view: FooterView): FooterView => (view === 'classic' ? 'mobile' : 'classic');

/** "Country-switcher entry: label, code, href, flag image path, flagName, selected (boolean)". */
export interface CountrySwitcherEntry {
  site: Site;
  label: string;
  /** "Lower-case codes used for the country switcher are cz, de, hu, at, pl, ch, sk, ch_fr, tr". */
  code: Site['switcherCode'];
  href: string;
  /** "The flag images of the country switcher come from /service/footer-images/logos/". */
  flag: string;
  flagName: string;
  selected: boolean;
}

/** The shop address of a country in the reference storefront: the site query parameter. */
export const defaultCountryHref = (site: Site): string => `/?site=${site.switcherCode}`;

/**
 * Each country shop's address, by site code (plain data, so a server component can pass it); a site left out gets
 * `defaultCountryHref`.
 */
export type CountryHrefs = Partial<Readonly<Record<SiteCode, string>>>;

/**
 * The country switcher's entries: all nine sites in their order (DE, AT, CH, CH_FR, CZ, HU, PL, SK, TR), the current
 * one selected ("Only the selected flag in the country switcher changes: the entry matching the current country is
 * marked selected").
 */
export function countrySwitcherEntries(current: Site, countryHrefs: CountryHrefs = {}): CountrySwitcherEntry[] {
  return Object.values(sites).map((site) => ({
    site,
    label: site.label,
    code: site.switcherCode,
    href: countryHrefs[site.code] ?? defaultCountryHref(site),
    flag: `${FOOTER_LOGOS_PATH}/${site.flag}.svg`,
    flagName: site.flag,
    selected: site.code === current.code,
  }));
}

/**
 * "The newsletter block is removed if the page marks the form hidden, or the user's newsletter status is
 * WAITING_FOR_DOI or SUBSCRIBED".
 */
export function newsletterBlockShown({
  hidden,
  status,
}: {
  hidden: boolean;
  status: NewsletterStatus | null | undefined;
}): boolean {
  return !hidden && !(newsletterStatuses as readonly unknown[]).includes(status);
}

/** The headings of the content, in document order, for `headingIdsOf`. */
export function contentHeadingIds(content: FooterContent, groups: readonly TeaserGroup[]) {
  const ids = headingIdsOf([
    content.headline ?? '',
    ...groups.map((group) => group.heading.link.text),
    content.seo?.heading ?? '',
    content.socialMedia?.heading ?? '',
    content.appReferences?.heading ?? '',
  ]);
  return {
    headline: ids[0]!,
    groups: ids.slice(1, 1 + groups.length),
    seo: ids[1 + groups.length]!,
    social: ids[2 + groups.length]!,
    apps: ids[3 + groups.length]!,
  };
}

/** The SEO group's columns on desktop: one per column of links the content has, at most SEO_MAX_COLUMNS, so none is empty. */
export function seoColumnsAtDesktop(count: number): TileColumnCount {
  return Math.min(Math.max(Math.trunc(count) || 1, 1), SEO_MAX_COLUMNS) as TileColumnCount;
}
