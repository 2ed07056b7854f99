// The per-site table of the newsletter form (fields, links, minimum age, voucher and retention periods), written out
// row by row from the rules' own sentences, so a changed rule in one country fails here.
import { siteCodes, type SiteCode } from '../../platform/site';
import { isShown, newsletterRules, rulesOf, type FieldRule, type NewsletterRules } from './rules';

interface Row {
  /** First and last name: "Displayed in AT, HU, TR (both names)"; "required only in HU and TR". */
  names: FieldRule;
  /** "Salutation: displayed in AT and HU; required only in HU". */
  salutation: FieldRule;
  /** "Newsletter legal checkbox (TR only): required". */
  newsletterLegal: FieldRule;
  /** The personalised-offers consent text: "TR uses a variant with a contact-link text". */
  personalisedOffersText: NewsletterRules['personalisedOffersText'];
  /** "Minimum age 16 (CZ, SK 18)". */
  minAge: number;
  /** "HU voucher valid 1 month after registration". */
  voucherValidMonths?: number;
  /** "TR unconfirmed sign-ups are deleted after 14 days; sending stops after 2 years without opening". */
  retention?: { days: number; years: number };
  /** Links per country: "a sample-newsletter page (DE, AT, HU)". */
  sample: boolean;
  /** Links per country: "a Hungarian data policy page". */
  dataPolicy: boolean;
  /** Links per country: "Turkish information and consent pages". */
  turkishPages: boolean;
}

const plain: Row = {
  names: 'hidden',
  salutation: 'hidden',
  newsletterLegal: 'hidden',
  personalisedOffersText: 'plain',
  minAge: 16,
  sample: false,
  dataPolicy: false,
  turkishPages: false,
};

const table: Record<SiteCode, Row> = {
  DE: { ...plain, sample: true },
  AT: { ...plain, names: 'optional', salutation: 'optional', sample: true },
  CH: plain,
  CH_FR: plain,
  CZ: { ...plain, minAge: 18 },
  HU: { ...plain, names: 'required', salutation: 'required', voucherValidMonths: 1, sample: true, dataPolicy: true },
  PL: plain,
  SK: { ...plain, minAge: 18 },
  TR: {
    ...plain,
    names: 'required',
    newsletterLegal: 'required',
    personalisedOffersText: 'contact',
    retention: { days: 14, years: 2 },
    turkishPages: true,
  },
};

describe('newsletter rules per site', () => {
  it('has a row for each of the nine sites and no other', () => {
    expect(Object.keys(newsletterRules).sort()).toEqual([...siteCodes].sort());
  });

  describe.each(siteCodes)('%s', (site) => {
    const row = table[site];
    const rules = rulesOf(site);

    it(`names ${row.names}, salutation ${row.salutation}, legal checkbox ${row.newsletterLegal}`, () => {
      expect(rules.names).toBe(row.names);
      expect(rules.salutation).toBe(row.salutation);
      expect(rules.newsletterLegal).toBe(row.newsletterLegal);
    });

    it(`personalised-offers text "${row.personalisedOffersText}", minimum age ${row.minAge}`, () => {
      expect(rules.personalisedOffersText).toBe(row.personalisedOffersText);
      expect(rules.minAge).toBe(row.minAge);
    });

    it('per-country facts: HU voucher months, TR retention', () => {
      expect(rules.voucherValidMonths).toBe(row.voucherValidMonths);
      expect(rules.retention).toEqual(row.retention);
    });

    it('links: privacy, contact and voucher conditions everywhere; the sample, HU and TR pages only in their countries', () => {
      const { links } = rules;
      expect(links.privacy).toBe('/privacy');
      expect(links.contact).toBe('/contact');
      expect(links.voucherConditions).toMatch(/^\/c\/subscribenewsletter-.+/);
      expect(links.sample !== undefined).toBe(row.sample);
      expect(links.dataPolicy !== undefined).toBe(row.dataPolicy);
      expect(links.information !== undefined).toBe(row.turkishPages);
      expect(links.consent !== undefined).toBe(row.turkishPages);
      for (const href of Object.values(links)) expect(href).toMatch(/^\/[^/]/);
    });
  });

  it('names are shown in AT, HU and TR and required only in HU and TR', () => {
    expect(siteCodes.filter((s) => isShown(rulesOf(s).names))).toEqual(['AT', 'HU', 'TR']);
    expect(siteCodes.filter((s) => rulesOf(s).names === 'required')).toEqual(['HU', 'TR']);
  });

  it('salutation is shown in AT and HU and required only in HU; the legal checkbox is TR only', () => {
    expect(siteCodes.filter((s) => isShown(rulesOf(s).salutation))).toEqual(['AT', 'HU']);
    expect(siteCodes.filter((s) => rulesOf(s).salutation === 'required')).toEqual(['HU']);
    expect(siteCodes.filter((s) => isShown(rulesOf(s).newsletterLegal))).toEqual(['TR']);
  });

  it('isShown: hidden is the only rule not shown', () => {
    expect(isShown('hidden')).toBe(false);
    expect(isShown('optional')).toBe(true);
    expect(isShown('required')).toBe(true);
  });
});
