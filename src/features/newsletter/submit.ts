/**
 * A newsletter submission: the subscribe request built from the form's values, the honeypot, the call on the private or
 * internal path, and the outcome. Pure apart from the injected service client: the form in the browser and the
 * storefront's server (a post without script) submit the same way.
 */
import type { SiteCode } from '../../platform/site';
import {
  confirmSubscriber,
  newsletterResultOf,
  subscribeNewsletter,
  type CustomerBaseData,
  type ServiceClient,
  type SubscribeInput,
} from '../../services';
import {
  DEFAULT_ORIGIN,
  DEFAULT_ORIGIN_ADDITION,
  type NewsletterSubmissionResult,
} from '../../services/newsletter/constants';
import { DNE_CONSENT, NEWSLETTER_CONSENT, NEWSLETTER_LEGAL, salutationOptions } from './constants';
import { isShown, rulesOf } from './rules';
import { initialNewsletterValues, type NewsletterFormValues } from './schema';
import type { DoiOutcome } from './state';

/** Where a sign-up comes from ("The form defaults origin to onsite and origin addition to subsite"). */
export interface NewsletterOrigin {
  origin?: string;
  originAddition?: string;
}

/** What the visitor already agreed to (the customer's legals): DNE means the offers consent is given. */
export interface GivenLegals {
  legals?: readonly string[];
}

/** "Personalised-offers consent: optional, hidden if already given". */
export const personalisedOffersGiven = ({ legals = [] }: GivenLegals): boolean => legals.includes(DNE_CONSENT);

/**
 * The subscribe request of a site's form: the fields the site shows, salutation in capitals, the consents (the
 * newsletter consent, the personalised-offers consent as DNE when chosen, the TR legal checkbox's value), DNE left out
 * when the legals already include it, and the origin with its addition. Empty salutation and names are left out by the
 * service client (`toSubscribeRequest`).
 */
export function subscribeInputOf(
  values: NewsletterFormValues,
  site: SiteCode,
  { legals = [] }: GivenLegals = {},
  { origin = DEFAULT_ORIGIN, originAddition = DEFAULT_ORIGIN_ADDITION }: NewsletterOrigin = {},
): SubscribeInput {
  const rules = rulesOf(site);
  const consents = [
    NEWSLETTER_CONSENT,
    ...(values.personalisedOffers ? [DNE_CONSENT] : []),
    ...(isShown(rules.newsletterLegal) && values.newsletterLegal ? [NEWSLETTER_LEGAL] : []),
  ].filter((consent) => !(consent === DNE_CONSENT && legals.includes(DNE_CONSENT)));
  const salutation = salutationOptions.find((s) => s.option === values.salutation)?.value;
  return {
    email: values.email.trim(),
    ...(isShown(rules.salutation) && salutation ? { salutation } : {}),
    ...(isShown(rules.names) ? { firstName: values.firstName.trim(), lastName: values.lastName.trim() } : {}),
    consents,
    origin,
    originAddition,
  };
}

export interface NewsletterSubmission {
  result: NewsletterSubmissionResult;
  /** The honeypot was filled: only the success state shows and no subscription call is made. */
  bot: boolean;
}

export interface SubmitOptions extends NewsletterOrigin, GivenLegals {
  services: ServiceClient;
  site: SiteCode;
  /** The subscribe call uses the private path when the flag is on, else the internal one. */
  privateApi: boolean;
  /** The page's address, sent as X-Original-Address (the confirmation mail links back to it). */
  originalAddress?: string;
}

/**
 * Submits the form's (already valid) values: a filled honeypot is a bot, answered with success and no call; otherwise
 * the subscribe call's outcome (SUCCESS, ERROR_INVALID_EMAIL, ERROR_GENERIC). Never rejects.
 */
export async function submitNewsletter(
  values: NewsletterFormValues,
  { services, site, privateApi, originalAddress, legals, origin, originAddition }: SubmitOptions,
): Promise<NewsletterSubmission> {
  if (values.website.trim() !== '') return { result: 'SUCCESS', bot: true };
  const input = subscribeInputOf(values, site, { legals }, { origin, originAddition });
  const result = await subscribeNewsletter(services, input, { privateApi, site, originalAddress }).catch(() => null);
  return { result: result ? newsletterResultOf(result) : 'ERROR_GENERIC', bot: false };
}

/**
 * The form's values pre-filled from a signed-in customer's base data (GET /customers/base-data); a failed call gives
 * the empty defaults (`emptyCustomerBaseData`).
 */
export function prefilledValues(data: CustomerBaseData): NewsletterFormValues {
  const salutation = salutationOptions.find((s) => s.value === data.salutation)?.option ?? '';
  return {
    ...initialNewsletterValues,
    email: data.email ?? '',
    salutation,
    firstName: data.firstName ?? '',
    lastName: data.lastName ?? '',
  };
}

/** The HTTP statuses that say a subscriber token is unknown or expired (the reference service answers 404). */
const LINK_INVALID_STATUSES: readonly number[] = [404, 410];

/**
 * Follows a double-opt-in link (the confirm call, PUT /newsletter-subscribers/{subscriberToken}/doi): confirmed, the
 * link is not valid (any more) ("Leider ist dieser Link nicht mehr gültig."), or failed (the technical error). An empty
 * token is not valid. Never rejects.
 */
export async function confirmNewsletterLink(
  services: ServiceClient,
  subscriberToken: string,
  options: { site: SiteCode; originalAddress?: string },
): Promise<DoiOutcome> {
  if (subscriberToken.trim() === '') return 'link-invalid';
  const result = await confirmSubscriber(services, subscriberToken, options).catch(() => null);
  if (result?.ok) return 'confirmed';
  const error = result?.error;
  return error?.kind === 'http' && LINK_INVALID_STATUSES.includes(error.status) ? 'link-invalid' : 'failed';
}
