/**
 * The newsletter update form's pure part (the subscriber update call, PUT /newsletter-subscribers/{subscriberToken}):
 * its values, the update request, and the values of a native post. Style-free: the storefront's server reads a post
 * without script with it.
 */
import type { SiteCode } from '../../platform/site';
import type { Subscriber, SubscriberUpdate } from '../../services/newsletter';
import { interestCategories } from '../../services/newsletter/constants';
import { DNE_CONSENT, salutationOptions, type SalutationOption } from './constants';
import { isShown, rulesOf } from './rules';
import { valuesFromFormData } from './schema';

/** The form field of the interest categories (one checkbox per category, all under this name). */
export const INTERESTS_FIELD = 'interests';

type InterestCategory = (typeof interestCategories)[number];
const isCategory = (value: unknown): value is InterestCategory =>
  typeof value === 'string' && (interestCategories as readonly string[]).includes(value);

/** What the update form edits (the changeable fields of the subscriber update call's contract). */
export interface NewsletterUpdateValues {
  salutation: SalutationOption | '';
  firstName: string;
  lastName: string;
  /** The personalised-offers consent (DNE among the subscriber's consents). */
  personalisedOffers: boolean;
  /** The chosen interest categories (WOMEN_FASHION, MEN_FASHION, ...) that the form offers. */
  interests: string[];
}

/** A subscriber's values as the form starts with them. */
export function updateValuesOf(subscriber: Subscriber): NewsletterUpdateValues {
  return {
    salutation: salutationOptions.find((s) => s.value === subscriber.salutation)?.option ?? '',
    firstName: subscriber.firstName ?? '',
    lastName: subscriber.lastName ?? '',
    personalisedOffers: subscriber.consents.includes(DNE_CONSENT),
    interests: subscriber.interests.filter(isCategory),
  };
}

/** The values of an update form the browser posted (before or without script); unknown categories are dropped. */
export function updateValuesFromFormData(data: FormData): NewsletterUpdateValues {
  const { salutation, firstName, lastName, personalisedOffers } = valuesFromFormData(data);
  return {
    salutation,
    firstName,
    lastName,
    personalisedOffers,
    interests: data.getAll(INTERESTS_FIELD).filter(isCategory),
  };
}

/**
 * The update request (PUT /newsletter-subscribers/{subscriberToken}) for a site's form: salutation and names only where
 * the site shows them and only when given (the contract has no empty name), the subscriber's other consents kept with
 * DNE as chosen, and the chosen categories after the subscriber's categories this form does not offer (they are kept,
 * not dropped).
 */
export function subscriberUpdateOf(
  values: NewsletterUpdateValues,
  subscriber: Subscriber,
  site: SiteCode,
): SubscriberUpdate {
  const rules = rulesOf(site);
  const salutation = salutationOptions.find((s) => s.option === values.salutation)?.value;
  const firstName = values.firstName.trim();
  const lastName = values.lastName.trim();
  return {
    ...(isShown(rules.salutation) && salutation ? { salutation } : {}),
    ...(isShown(rules.names) && firstName ? { firstName } : {}),
    ...(isShown(rules.names) && lastName ? { lastName } : {}),
    consents: [
      ...subscriber.consents.filter((c) => c !== DNE_CONSENT),
      ...(values.personalisedOffers ? [DNE_CONSENT] : []),
    ],
    interests: [
      ...subscriber.interests.filter((i) => !isCategory(i)),
      ...interestCategories.filter((c) => values.interests.includes(c)),
    ],
  };
}
