/**
 * The newsletter form's rules per site: which fields show and which are required, the legal checkbox, the
 * personalised-offers text, the minimum age, the per-country facts and the links. Pure data and functions: the schema,
 * the form and the storefront's server read the same table.
 */
import type { SiteCode } from '../../platform/site';
import {
  HU_VOUCHER_VALID_MONTHS,
  MIN_AGE,
  MIN_AGE_CZ_SK,
  TR_SENDING_STOPS_AFTER_YEARS,
  TR_UNCONFIRMED_DELETED_AFTER_DAYS,
} from './constants';

/** A field that is not shown, shown and optional, or shown and required. */
export type FieldRule = 'hidden' | 'optional' | 'required';

/**
 * The site-relative links of the form ("Links per country: /privacy, /contact, voucher-condition pages
 * /c/subscribenewsletter-..., a Hungarian data policy page, Turkish information and consent pages, and a
 * sample-newsletter page (DE, AT, HU)"). The voucher page's and the country pages' slugs are not given; the ones here
 * are the reference storefront's (docs/decisions.md "Newsletter").
 */
export interface NewsletterLinks {
  privacy: string;
  contact: string;
  voucherConditions: string;
  /** HU only. */
  dataPolicy?: string;
  /** TR only: the information text and the consent text. */
  information?: string;
  consent?: string;
  /** DE, AT and HU only. */
  sample?: string;
}

export interface NewsletterRules {
  /** "First and last name ... Displayed in AT, HU, TR (both names) ... required only in HU and TR". */
  names: FieldRule;
  /** "Salutation: displayed in AT and HU; required only in HU". */
  salutation: FieldRule;
  /** "Newsletter legal checkbox (TR only): required". */
  newsletterLegal: FieldRule;
  /** "Personalised-offers consent ... text variant per country; TR uses a variant with a contact-link text". */
  personalisedOffersText: 'plain' | 'contact';
  /** "Minimum age 16 (CZ, SK 18)". */
  minAge: number;
  /** "HU voucher valid 1 month after registration, single use, online shop only": months, HU only. */
  voucherValidMonths?: number;
  /** "TR unconfirmed sign-ups are deleted after 14 days; sending stops after 2 years": TR only. */
  retention?: { days: number; years: number };
  links: NewsletterLinks;
}

const common: NewsletterLinks = {
  privacy: '/privacy',
  contact: '/contact',
  voucherConditions: '/c/subscribenewsletter-conditions',
};

const base: NewsletterRules = {
  names: 'hidden',
  salutation: 'hidden',
  newsletterLegal: 'hidden',
  personalisedOffersText: 'plain',
  minAge: MIN_AGE,
  links: common,
};

const sample = '/newsletter-sample';

export const newsletterRules: Readonly<Record<SiteCode, NewsletterRules>> = {
  DE: { ...base, links: { ...common, sample } },
  AT: { ...base, names: 'optional', salutation: 'optional', links: { ...common, sample } },
  CH: base,
  CH_FR: base,
  CZ: { ...base, minAge: MIN_AGE_CZ_SK },
  HU: {
    ...base,
    names: 'required',
    salutation: 'required',
    voucherValidMonths: HU_VOUCHER_VALID_MONTHS,
    links: { ...common, dataPolicy: '/adatvedelem', sample },
  },
  PL: base,
  SK: { ...base, minAge: MIN_AGE_CZ_SK },
  TR: {
    ...base,
    names: 'required',
    newsletterLegal: 'required',
    personalisedOffersText: 'contact',
    retention: { days: TR_UNCONFIRMED_DELETED_AFTER_DAYS, years: TR_SENDING_STOPS_AFTER_YEARS },
    links: { ...common, information: '/aydinlatma-metni', consent: '/acik-riza-metni' },
  },
};

export const rulesOf = (site: SiteCode): NewsletterRules => newsletterRules[site];

export const isShown = (rule: FieldRule): boolean => rule !== 'hidden';
