import { z } from 'zod/mini';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, salutations } from './constants';

const name = z.string().check(z.minLength(1), z.maxLength(NAME_MAX_LENGTH));
const category = z.string().check(z.regex(/^[A-Z][A-Z0-9_]*$/));

/**
 * "Subscribe request: email, salutation, firstName, lastName (each of the three omitted when empty),
 * consents, origin, originAddition". The form's own rules (per country) are in the newsletter feature; this is
 * the wire contract.
 */
export const subscribeRequestSchema = z.strictObject({
  email: z.string().check(z.minLength(1), z.maxLength(EMAIL_MAX_LENGTH)),
  salutation: z.optional(z.enum(salutations)),
  firstName: z.optional(name),
  lastName: z.optional(name),
  consents: z.array(z.string()),
  origin: z.string().check(z.minLength(1)),
  originAddition: z.string(),
});

/**
 * The error response's `type` (problem details). Only `type` is read; the rest is not shown.
 */
export const newsletterErrorSchema = z.looseObject({ type: z.string() });

/**
 * Customer base data ("Response: not shown"; used to pre-fill the form): chosen as the form's
 * own fields, each optional.
 */
export const customerBaseDataSchema = z.looseObject({
  email: z.nullish(z.string()),
  salutation: z.catch(z.nullish(z.enum(salutations)), undefined),
  firstName: z.nullish(z.string()),
  lastName: z.nullish(z.string()),
  /**
   * The customer's legals ("legals (list ...)"; DNE among them means the personalised-offers consent is given),
   * when the answer carries them: the texts of a list are kept, anything else reads as none.
   */
  legals: z.optional(
    z.pipe(
      z.unknown(),
      z.transform((value) => (Array.isArray(value) ? value.filter((l): l is string => typeof l === 'string') : [])),
    ),
  ),
});

/** The base-data call "Falls back to empty defaults on failure". */
export const emptyCustomerBaseData: CustomerBaseData = {};

/**
 * A subscriber (the subscriber read's "Response: not shown"): chosen as email, status (WAITING_FOR_DOI, SUBSCRIBED or
 * another), the form's name fields, consents and interests.
 */
export const subscriberSchema = z.looseObject({
  email: z.string(),
  status: z.string(),
  salutation: z.catch(z.nullish(z.enum(salutations)), undefined),
  firstName: z.nullish(z.string()),
  lastName: z.nullish(z.string()),
  consents: z._default(z.array(z.string()), []),
  interests: z._default(z.array(z.string()), []),
});

/**
 * Update request ("fields not shown"): chosen as the changeable fields of a subscriber: salutation, names, consents
 * and interest categories, each optional.
 */
export const subscriberUpdateSchema = z.strictObject({
  salutation: z.optional(z.enum(salutations)),
  firstName: z.optional(name),
  lastName: z.optional(name),
  consents: z.optional(z.array(z.string())),
  interests: z.optional(z.array(category)),
});

export type SubscribeRequest = z.infer<typeof subscribeRequestSchema>;
export type CustomerBaseData = z.infer<typeof customerBaseDataSchema>;
export type Subscriber = z.infer<typeof subscriberSchema>;
export type SubscriberUpdate = z.infer<typeof subscriberUpdateSchema>;
