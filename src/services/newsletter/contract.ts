import { z } from 'zod';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, salutations } from './constants';

const name = z.string().min(1).max(NAME_MAX_LENGTH);
const category = z.string().regex(/^[A-Z][A-Z0-9_]*$/);

/**
 * Spec 001 §3 "Subscribe request: email, salutation, firstName, lastName (each of the three omitted when empty),
 * consents, origin, originAddition". The form's own rules (per country) are in the newsletter feature; this is
 * the wire contract.
 */
export const subscribeRequestSchema = z.strictObject({
  email: z.string().min(1).max(EMAIL_MAX_LENGTH),
  salutation: z.enum(salutations).optional(),
  firstName: name.optional(),
  lastName: name.optional(),
  consents: z.array(z.string()),
  origin: z.string().min(1),
  originAddition: z.string(),
});

/**
 * Spec 001 §8: the error response's `type` (problem details). Only `type` is read; the rest is not shown.
 */
export const newsletterErrorSchema = z.looseObject({ type: z.string() });

/**
 * Customer base data (spec 001 §7 #2, "Response: not shown"; used to pre-fill the form): chosen as the form's
 * own fields, each optional.
 */
export const customerBaseDataSchema = z.looseObject({
  email: z.string().nullish(),
  salutation: z.enum(salutations).nullish().catch(undefined),
  firstName: z.string().nullish(),
  lastName: z.string().nullish(),
  /**
   * The customer's legals (spec 001 §3 "legals (list ...)"; DNE among them means the personalised-offers consent is
   * given), when the answer carries them: the texts of a list are kept, anything else reads as none.
   */
  legals: z
    .unknown()
    .transform((value) => (Array.isArray(value) ? value.filter((l): l is string => typeof l === 'string') : []))
    .optional(),
});

/** Spec 001 §7 #2: "Falls back to empty defaults on failure". */
export const emptyCustomerBaseData: CustomerBaseData = {};

/**
 * A subscriber (spec 001 §7 #3, "Response: not shown"): chosen as email, status (WAITING_FOR_DOI, SUBSCRIBED or
 * another), the form's name fields, consents and interests.
 */
export const subscriberSchema = z.looseObject({
  email: z.string(),
  status: z.string(),
  salutation: z.enum(salutations).nullish().catch(undefined),
  firstName: z.string().nullish(),
  lastName: z.string().nullish(),
  consents: z.array(z.string()).default([]),
  interests: z.array(z.string()).default([]),
});

/**
 * Update request (spec 001 §7 #5, "fields not shown"): chosen as the changeable fields of a subscriber: salutation,
 * names, consents and interest categories (§3), each optional.
 */
export const subscriberUpdateSchema = z.strictObject({
  salutation: z.enum(salutations).optional(),
  firstName: name.optional(),
  lastName: name.optional(),
  consents: z.array(z.string()).optional(),
  interests: z.array(category).optional(),
});

export type SubscribeRequest = z.infer<typeof subscribeRequestSchema>;
export type CustomerBaseData = z.infer<typeof customerBaseDataSchema>;
export type Subscriber = z.infer<typeof subscriberSchema>;
export type SubscriberUpdate = z.infer<typeof subscriberUpdateSchema>;
