/**
 * The newsletter form's values and their zod schema per site. Errors carry message ids of the newsletter catalog,
 * translated where they show (`errorText`). Pure: the form (react-hook-form's resolver), the storefront's server (a
 * post without script) and the tests use the same schema.
 */
import { z } from 'zod/mini';
import type { SiteCode } from '../../platform/site';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '../../services/newsletter/constants';
import { newsletterFieldNames, salutationOptions } from './constants';
import type { NewsletterMessageId } from './messages';
import { isShown, rulesOf, type FieldRule } from './rules';

const salutationOptionNames = salutationOptions.map((s) => s.option);

/** What the shopper enters ("email, salutation, firstName, lastName, consents ..., legals"). */
export interface NewsletterFormValues {
  email: string;
  /** '' is the prompt ("Bitte wählen"). */
  salutation: (typeof salutationOptionNames)[number] | '';
  firstName: string;
  lastName: string;
  /** The personalised-offers consent (optional; hidden when already given). */
  personalisedOffers: boolean;
  /** The TR newsletter legal checkbox. */
  newsletterLegal: boolean;
  /** The honeypot (a hidden email field): people never see it, so it stays empty. */
  website: string;
}

/** "Initial values: empty strings and empty lists". */
export const initialNewsletterValues: NewsletterFormValues = {
  email: '',
  salutation: '',
  firstName: '',
  lastName: '',
  personalisedOffers: false,
  newsletterLegal: false,
  website: '',
};

export type NewsletterField = keyof NewsletterFormValues;

/** The browser's own rule for `type="email"` (HTML's valid e-mail address), so a post without script agrees. */
const emailPattern = z.regexes.html5Email;

/**
 * Names: "allowed characters are letters, digits, whitespace and + & ' ` ´ , ( ) / . -" (letters of every script, with
 * their combining marks).
 */
const NAME_CHARACTERS = /^[\p{L}\p{M}\p{Nd}\s+&'`´,()/.-]*$/u;
/** Names "must not contain a URL or domain-like text": a scheme, "www.", or a name.tld without spaces. */
const URL_LIKE = /https?:\/\/|www\.|[\p{L}\p{Nd}-]+\.\p{L}{2,}/iu;

const message = (id: NewsletterMessageId) => ({ message: id });

function nameSchema(rule: FieldRule, requiredId: NewsletterMessageId) {
  const text = z.string(message('newsletter.error.invalidCharacters')).check(
    z.trim(),
    z.maxLength(NAME_MAX_LENGTH, message('newsletter.error.tooLong')),
    z.regex(NAME_CHARACTERS, message('newsletter.error.invalidCharacters')),
    z.refine((value) => !URL_LIKE.test(value), message('newsletter.error.invalidCharacters')),
  );
  if (rule !== 'required') return text;
  return z.pipe(z.string(message(requiredId)).check(z.trim(), z.minLength(1, message(requiredId))), text);
}

/** A field this site does not show, or an optional checkbox: never an error, whatever arrives. */
const ignoredText = z.catch(z.string(), '');
const ignoredFlag = z.catch(z.boolean(), false);

/**
 * The schema of a site's form. Hidden fields are not checked (their values are ignored when sent). Checks are listed in
 * the order the rules state them; a field may fail more than one, and the form shows the first (`fieldErrorsOf`, and
 * react-hook-form's first error). A value of the wrong type (a tampered request) fails with the field's catalog message
 * too, or is ignored where the field has no rule.
 */
export function newsletterSchemaFor(site: SiteCode) {
  const rules = rulesOf(site);
  return z.object({
    email: z.pipe(
      z
        .string(message('newsletter.error.emailInvalid'))
        .check(
          z.trim(),
          z.minLength(1, message('newsletter.error.emailRequired')),
          z.maxLength(EMAIL_MAX_LENGTH, message('newsletter.error.tooLong')),
        ),
      z.email({ pattern: emailPattern, ...message('newsletter.error.emailInvalid') }),
    ),
    salutation:
      rules.salutation === 'required'
        ? z.enum(salutationOptionNames, message('newsletter.error.salutationRequired'))
        : z.catch(z.enum([...salutationOptionNames, '']), ''),
    firstName: isShown(rules.names) ? nameSchema(rules.names, 'newsletter.error.firstNameRequired') : ignoredText,
    lastName: isShown(rules.names) ? nameSchema(rules.names, 'newsletter.error.lastNameRequired') : ignoredText,
    personalisedOffers: ignoredFlag,
    newsletterLegal:
      rules.newsletterLegal === 'required'
        ? z.literal(true, message('newsletter.error.commercialMessagesRequired'))
        : ignoredFlag,
    // A honeypot that is not text is no person's post: it stays invalid (and shows nowhere).
    website: z.string(message('newsletter.error.invalidCharacters')),
  });
}

export type NewsletterSchema = ReturnType<typeof newsletterSchemaFor>;

/** The values an error message of a field needs (the length limit of "at most {max} characters"). */
export function errorValuesOf(field: NewsletterField): Record<string, number> | undefined {
  if (field === 'email') return { max: EMAIL_MAX_LENGTH };
  if (field === 'firstName' || field === 'lastName') return { max: NAME_MAX_LENGTH };
  return undefined;
}

/** A field's first error as a catalog id, from a zod error (the server's check of a post without script). */
export function fieldErrorsOf(error: z.core.$ZodError): Partial<Record<NewsletterField, NewsletterMessageId>> {
  const errors: Partial<Record<NewsletterField, NewsletterMessageId>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    // An issue of the whole input (not an object) has no field to show it on.
    if (typeof field !== 'string' || !Object.hasOwn(initialNewsletterValues, field)) continue;
    errors[field as NewsletterField] ??= issue.message as NewsletterMessageId;
  }
  return errors;
}

/**
 * The values of a form the browser posted (before or without script), by the form's field names. A checkbox is
 * checked when its name was sent; anything missing is the initial value.
 */
export function valuesFromFormData(data: FormData): NewsletterFormValues {
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  const salutation = text(newsletterFieldNames.salutation);
  return {
    email: text(newsletterFieldNames.email),
    salutation: (salutationOptionNames as readonly string[]).includes(salutation)
      ? (salutation as NewsletterFormValues['salutation'])
      : '',
    firstName: text(newsletterFieldNames.firstName),
    lastName: text(newsletterFieldNames.lastName),
    personalisedOffers: data.has(newsletterFieldNames.personalisedOffers),
    newsletterLegal: data.has(newsletterFieldNames.newsletterLegal),
    website: text(newsletterFieldNames.honeypot),
  };
}
