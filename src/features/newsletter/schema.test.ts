// The newsletter form's schema per site: every validation rule as a table over the nine sites. Errors are the catalog's
// message ids (the German error texts live in messages/de-DE.ts).
import { siteCodes, type SiteCode } from '../../platform/site';
import { deDE } from './messages/de-DE';
import type { NewsletterMessageId } from './messages';
import {
  errorValuesOf,
  fieldErrorsOf,
  initialNewsletterValues,
  newsletterSchemaFor,
  valuesFromFormData,
  type NewsletterField,
  type NewsletterFormValues,
} from './schema';

/** "Email max 256; names max 40". */
const EMAIL_MAX = 256;
const NAME_MAX = 40;

const namesShown: readonly SiteCode[] = ['AT', 'HU', 'TR'];
const namesRequired: readonly SiteCode[] = ['HU', 'TR'];
const salutationRequired: readonly SiteCode[] = ['HU'];
const legalRequired: readonly SiteCode[] = ['TR'];
const namesHidden = siteCodes.filter((s) => !namesShown.includes(s));

/** A form every site accepts as it is: the required fields of HU and TR filled. */
const validFor = (site: SiteCode): NewsletterFormValues => ({
  ...initialNewsletterValues,
  email: 'anna@example.de',
  ...(namesRequired.includes(site) ? { firstName: 'Anna', lastName: 'Kovács' } : {}),
  ...(salutationRequired.includes(site) ? { salutation: 'mrs' as const } : {}),
  ...(legalRequired.includes(site) ? { newsletterLegal: true } : {}),
});

/** The first error id of each field, or {} when the values are valid. */
function errorsOf(site: SiteCode, change: Partial<NewsletterFormValues>) {
  const parsed = newsletterSchemaFor(site).safeParse({ ...validFor(site), ...change });
  return parsed.success ? {} : fieldErrorsOf(parsed.error);
}

/** An address of exactly `length` characters. */
const emailOf = (length: number) => `${'a'.repeat(length - '@example.de'.length)}@example.de`;

const catalogIds = Object.keys(deDE);

describe.each(siteCodes)('newsletter schema, %s', (site) => {
  const showsNames = namesShown.includes(site);
  const requiresNames = namesRequired.includes(site);

  it('accepts the filled form', () => {
    expect(errorsOf(site, {})).toEqual({});
  });

  describe('email: required, {email} form, at most 256', () => {
    it.each<[string, string, NewsletterMessageId | undefined]>([
      ['empty', '', 'newsletter.error.emailRequired'],
      ['only spaces', '   ', 'newsletter.error.emailRequired'],
      ['no @', 'anna.example.de', 'newsletter.error.emailInvalid'],
      ['nothing after @', 'anna@', 'newsletter.error.emailInvalid'],
      ['nothing before @', '@example.de', 'newsletter.error.emailInvalid'],
      ['a space inside', 'an na@example.de', 'newsletter.error.emailInvalid'],
      ['two @', 'anna@x@example.de', 'newsletter.error.emailInvalid'],
      ['valid, with spaces around', '  anna@example.de  ', undefined],
      ['valid, plus and dots', 'anna.maria+news@mail.example.co.uk', undefined],
      ['256 characters', emailOf(EMAIL_MAX), undefined],
      ['257 characters', emailOf(EMAIL_MAX + 1), 'newsletter.error.tooLong'],
    ])('%s → %s', (_name, email, id) => {
      expect(errorsOf(site, { email }).email).toBe(id);
    });

    it('the too-long message gets max 256', () => {
      expect(emailOf(EMAIL_MAX)).toHaveLength(256);
      expect(errorValuesOf('email')).toEqual({ max: 256 });
    });
  });

  describe.each(['firstName', 'lastName'] as const)('%s', (field) => {
    const requiredId =
      field === 'firstName' ? 'newsletter.error.firstNameRequired' : 'newsletter.error.lastNameRequired';

    if (showsNames) {
      it.each([
        ['40 characters', 'x'.repeat(NAME_MAX)],
        ['40 characters and spaces around (counted without them)', `  ${'x'.repeat(NAME_MAX)}  `],
        ['letters of every shop language', 'Ä ö ü ß ő ű ş ç ı ğ İ é à ł ž č ř'],
        ['digits and whitespace', 'Anna 2\tMaria'],
        ['+ & and comma', 'Müller & Söhne, Smith+Jones'],
        ["apostrophe, backtick and acute accent ( ' ` ´ )", "D'Angelo D`Angelo D´Angelo"],
        ['parentheses, slash, dot and hyphen', 'Jean-Luc (Jr.) / M.'],
        ['an initial', 'A. Müller'],
        ['an abbreviation', 'St. Peter'],
        ['apostrophe and parentheses', "O'Neil (Jr.)"],
        ['Turkish', 'Ayşe Çelik Iğdır'],
        ['Hungarian', 'Kovács Őrs'],
      ])('passes: %s', (_name, value) => {
        expect(errorsOf(site, { [field]: value })[field]).toBeUndefined();
      });

      it('41 characters → tooLong with max 40', () => {
        expect(errorsOf(site, { [field]: 'x'.repeat(NAME_MAX + 1) })[field]).toBe('newsletter.error.tooLong');
        expect(errorValuesOf(field)).toEqual({ max: 40 });
      });

      it.each(['@', '#', '!', '_', ':', ';', '<', '>', '?', '😀', '"', '=', '*', '$', '%', '[', '{', '\\', '|', '~'])(
        'fails: the character %s → invalidCharacters',
        (character) => {
          expect(errorsOf(site, { [field]: `Anna${character}` })[field]).toBe('newsletter.error.invalidCharacters');
        },
      );

      it.each([
        'https://x.de',
        'http://x.de',
        'www.x.de',
        'WWW.X.DE',
        'shop.example.com',
        'Max muster.de',
        'Max MUSTER.DE',
        'anna.com',
        'besuchen Sie x.de/angebote',
      ])('fails: a URL or domain-like text "%s" → invalidCharacters', (value) => {
        expect(errorsOf(site, { [field]: value })[field]).toBe('newsletter.error.invalidCharacters');
      });
    } else {
      it('is hidden: any value is ignored', () => {
        for (const value of ['', 'x'.repeat(NAME_MAX + 1), 'Anna@#!', 'https://x.de', 'www.x.de']) {
          expect(errorsOf(site, { [field]: value })[field]).toBeUndefined();
        }
      });
    }

    it(requiresNames ? `empty → ${requiredId}` : 'empty is fine', () => {
      for (const value of ['', '  ']) {
        expect(errorsOf(site, { [field]: value })[field]).toBe(requiresNames ? requiredId : undefined);
      }
    });
  });

  describe('salutation', () => {
    const required = salutationRequired.includes(site);

    it(required ? 'the prompt → salutationRequired' : 'the prompt is fine', () => {
      expect(errorsOf(site, { salutation: '' }).salutation).toBe(
        required ? 'newsletter.error.salutationRequired' : undefined,
      );
    });

    it.each(['mr', 'mrs', 'divers', 'company'] as const)('the option %s passes', (salutation) => {
      expect(errorsOf(site, { salutation }).salutation).toBeUndefined();
    });

    it(required ? 'an unknown value → salutationRequired' : 'an unknown value is read as the prompt', () => {
      const salutation = 'sir' as NewsletterFormValues['salutation'];
      const parsed = newsletterSchemaFor(site).safeParse({ ...validFor(site), salutation });
      if (required) {
        expect(parsed.success).toBe(false);
        expect(errorsOf(site, { salutation }).salutation).toBe('newsletter.error.salutationRequired');
      } else {
        expect(parsed.data?.salutation).toBe('');
      }
    });
  });

  it(
    legalRequired.includes(site)
      ? 'the newsletter legal checkbox is required → commercialMessagesRequired'
      : 'no newsletter legal checkbox: unchecked is fine',
    () => {
      expect(errorsOf(site, { newsletterLegal: false }).newsletterLegal).toBe(
        legalRequired.includes(site) ? 'newsletter.error.commercialMessagesRequired' : undefined,
      );
      expect(errorsOf(site, { newsletterLegal: true }).newsletterLegal).toBeUndefined();
    },
  );

  it('the personalised-offers consent is optional', () => {
    expect(errorsOf(site, { personalisedOffers: false })).toEqual({});
    expect(errorsOf(site, { personalisedOffers: true })).toEqual({});
  });

  it('the empty form: only this site’s required fields fail, each with a catalog id', () => {
    const errors = errorsOf(site, initialNewsletterValues);
    const expected: Partial<Record<NewsletterField, NewsletterMessageId>> = {
      email: 'newsletter.error.emailRequired',
      ...(requiresNames
        ? { firstName: 'newsletter.error.firstNameRequired', lastName: 'newsletter.error.lastNameRequired' }
        : {}),
      ...(salutationRequired.includes(site) ? { salutation: 'newsletter.error.salutationRequired' } : {}),
      ...(legalRequired.includes(site) ? { newsletterLegal: 'newsletter.error.commercialMessagesRequired' } : {}),
    };
    expect(errors).toEqual(expected);
    for (const id of Object.values(errors)) expect(catalogIds).toContain(id);
  });
});

describe('names are not checked where hidden (DE, CH, CH_FR, CZ, PL, SK)', () => {
  it('lists the six sites', () => {
    expect(namesHidden).toEqual(['DE', 'CH', 'CH_FR', 'CZ', 'PL', 'SK']);
  });
});

describe('fieldErrorsOf', () => {
  it('gives one id per field: its first error', () => {
    const parsed = newsletterSchemaFor('TR').safeParse({
      ...initialNewsletterValues,
      email: emailOf(EMAIL_MAX + 1).replace('@', ' '),
      firstName: '@'.repeat(NAME_MAX + 1),
      lastName: 'www.x.de',
    });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    const firstNameIssues = parsed.error.issues.filter((i) => i.path[0] === 'firstName').map((i) => i.message);
    // Both rules are broken; the form shows the first.
    expect(firstNameIssues).toEqual(['newsletter.error.tooLong', 'newsletter.error.invalidCharacters']);
    expect(fieldErrorsOf(parsed.error)).toEqual({
      email: 'newsletter.error.tooLong',
      firstName: 'newsletter.error.tooLong',
      lastName: 'newsletter.error.invalidCharacters',
      newsletterLegal: 'newsletter.error.commercialMessagesRequired',
    });
  });

  const tampered = {
    email: 42,
    salutation: null,
    firstName: ['Anna'],
    lastName: undefined,
    personalisedOffers: 'yes',
    newsletterLegal: 1,
    website: {},
  };

  it.each<[SiteCode, Partial<Record<NewsletterField, NewsletterMessageId>>]>([
    [
      'HU',
      {
        email: 'newsletter.error.emailInvalid',
        salutation: 'newsletter.error.salutationRequired',
        firstName: 'newsletter.error.firstNameRequired',
        lastName: 'newsletter.error.lastNameRequired',
        website: 'newsletter.error.invalidCharacters',
      },
    ],
    [
      'AT',
      {
        email: 'newsletter.error.emailInvalid',
        firstName: 'newsletter.error.invalidCharacters',
        lastName: 'newsletter.error.invalidCharacters',
        website: 'newsletter.error.invalidCharacters',
      },
    ],
    [
      'TR',
      {
        email: 'newsletter.error.emailInvalid',
        firstName: 'newsletter.error.firstNameRequired',
        lastName: 'newsletter.error.lastNameRequired',
        newsletterLegal: 'newsletter.error.commercialMessagesRequired',
        website: 'newsletter.error.invalidCharacters',
      },
    ],
    ['DE', { email: 'newsletter.error.emailInvalid', website: 'newsletter.error.invalidCharacters' }],
  ])('values of the wrong type (a tampered request) in %s get catalog ids too', (site, expected) => {
    const parsed = newsletterSchemaFor(site).safeParse(tampered);
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    const errors = fieldErrorsOf(parsed.error);
    expect(errors).toEqual(expected);
    for (const id of Object.values(errors)) expect(catalogIds).toContain(id);
  });

  it('an input that is not an object has no field to show an error on', () => {
    const parsed = newsletterSchemaFor('DE').safeParse(null);
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(fieldErrorsOf(parsed.error)).toEqual({});
  });

  it('optional checkboxes of the wrong type read as not given', () => {
    const parsed = newsletterSchemaFor('DE').safeParse({
      ...validFor('DE'),
      personalisedOffers: 'on',
      newsletterLegal: 1,
    });
    expect(parsed.data).toMatchObject({ personalisedOffers: false, newsletterLegal: false });
  });
});

describe('errorValuesOf', () => {
  it.each<[NewsletterField, Record<string, number> | undefined]>([
    ['email', { max: 256 }],
    ['firstName', { max: 40 }],
    ['lastName', { max: 40 }],
    ['salutation', undefined],
    ['newsletterLegal', undefined],
  ])('%s → %j', (field, values) => {
    expect(errorValuesOf(field)).toEqual(values);
  });
});

describe('valuesFromFormData (a post without script)', () => {
  const formData = (entries: [string, string][]) => {
    const data = new FormData();
    for (const [name, value] of entries) data.append(name, value);
    return data;
  };

  it('reads every field by its name; a sent checkbox is true', () => {
    const values = valuesFromFormData(
      formData([
        ['email', 'anna@example.de'],
        ['salutation', 'mrs'],
        ['firstName', 'Anna'],
        ['lastName', 'Kovács'],
        ['personalisedOffers', 'on'],
        ['newsletterLegal', 'on'],
        ['website', ''],
      ]),
    );
    expect(values).toEqual({
      email: 'anna@example.de',
      salutation: 'mrs',
      firstName: 'Anna',
      lastName: 'Kovács',
      personalisedOffers: true,
      newsletterLegal: true,
      website: '',
    });
  });

  it('an unknown salutation is the prompt; missing fields are the initial values', () => {
    expect(valuesFromFormData(formData([['salutation', 'MR']]))).toEqual(initialNewsletterValues);
    expect(valuesFromFormData(formData([['salutation', 'sir']]))).toEqual(initialNewsletterValues);
    expect(valuesFromFormData(new FormData())).toEqual(initialNewsletterValues);
  });

  it('a checkbox sent with any value is checked; the honeypot is read', () => {
    const values = valuesFromFormData(
      formData([
        ['personalisedOffers', ''],
        ['website', 'bot@example.com'],
      ]),
    );
    expect(values.personalisedOffers).toBe(true);
    expect(values.newsletterLegal).toBe(false);
    expect(values.website).toBe('bot@example.com');
  });

  it('a file instead of a text is read as empty', () => {
    const data = new FormData();
    data.append('email', new Blob(['anna@example.de']), 'email.txt');
    expect(valuesFromFormData(data).email).toBe('');
  });
});
