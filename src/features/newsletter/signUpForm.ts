/**
 * The sign-up form's pure part: its field order, the server's errors as form errors, when the rest of the form shows,
 * what a submission ended in, and the address the confirmation mail links back to.
 */
import type { FieldErrors } from 'react-hook-form';
import { getWindow } from '../../platform/browser';
import type { NewsletterSubmissionResult } from '../../services/newsletter/constants';
import type { NewsletterMessageId } from './messages';
import type { NewsletterField, NewsletterFormValues } from './schema';
import type { NewsletterServerState } from './state';

/** The fields in the order they show: the first invalid one takes focus after a submit. */
export const fieldOrder = [
  'email',
  'salutation',
  'firstName',
  'lastName',
  'personalisedOffers',
  'newsletterLegal',
] as const satisfies readonly NewsletterField[];

/** The first field, in the order they show, that `errors` names. */
export const firstInvalid = (errors: FieldErrors<NewsletterFormValues> | undefined): NewsletterField | undefined =>
  fieldOrder.find((name) => errors?.[name]);

/** What a submission ended in: the result, whether it was the bot path, and where the mail went. */
export interface Outcome {
  result: NewsletterSubmissionResult | null;
  bot: boolean;
  email: string;
}

export const outcomeOf = (initial: NewsletterServerState | undefined): Outcome => ({
  result: initial?.submission?.result ?? null,
  bot: initial?.submission?.bot ?? false,
  email: initial?.email ?? '',
});

/** The server's field errors (a post without script) as react-hook-form errors; undefined when there are none. */
export function serverErrorsOf(
  initial: NewsletterServerState | undefined,
): FieldErrors<NewsletterFormValues> | undefined {
  const errors: FieldErrors<NewsletterFormValues> = {};
  for (const name of fieldOrder) {
    const id = initial?.errors?.[name];
    if (id) errors[name] = { type: 'server', message: id };
  }
  if (initial?.submission?.result === 'ERROR_INVALID_EMAIL' && !errors.email) {
    errors.email = { type: 'server', message: 'newsletter.error.emailInvalid' satisfies NewsletterMessageId };
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}

/** The rest of the form shows once "any field is filled" (the honeypot does not count: people never fill it). */
export function anyFilled(values: Partial<NewsletterFormValues>): boolean {
  return (
    [values.email, values.salutation, values.firstName, values.lastName].some((v) => (v ?? '').trim() !== '') ||
    Boolean(values.personalisedOffers) ||
    Boolean(values.newsletterLegal)
  );
}

/** The absolute address the confirmation mail links back to, resolved against the page (in the browser only). */
export function addressOf(confirmationAddress: string | undefined, action: string): string | undefined {
  const page = getWindow()?.location.href;
  if (!page) return undefined;
  const address = new URL(confirmationAddress ?? (action || page), page);
  if (confirmationAddress === undefined) address.search = '';
  address.hash = '';
  return address.href;
}
