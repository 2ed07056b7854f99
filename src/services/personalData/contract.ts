import { z } from 'zod/mini';
import { loginStatuses } from './constants';

/**
 * "customer.statuses with isCommunityMember and a loyalty-card-member flag". The loyalty-card flag's
 * name is not shown (the card's name is withheld): chosen `isLoyaltyCardMember`.
 */
export const customerStatusesSchema = z.looseObject({
  isCommunityMember: z.optional(z.boolean()),
  isLoyaltyCardMember: z.optional(z.boolean()),
});

/** "customer.firstname, customer.lastname, customer loyaltyBeans; customer.statuses". */
export const customerSchema = z.looseObject({
  firstname: z.nullish(z.string()),
  lastname: z.nullish(z.string()),
  loyaltyBeans: z.nullish(z.number()),
  statuses: z.nullish(customerStatusesSchema),
});

/**
 * Personal data ("tracking.loginStatus; customer..."; "other fields are not shown"). The footer reads the
 * visitor's newsletter status (WAITING_FOR_DOI or SUBSCRIBED removes its newsletter block) from "visitor data" whose
 * fields are not shown: chosen as an optional top-level `newsletterStatus` on this response. Other fields are kept
 * (loose).
 */
export const personalDataSchema = z.looseObject({
  tracking: z.looseObject({ loginStatus: z.enum(loginStatuses) }),
  customer: z.nullish(customerSchema),
  newsletterStatus: z.nullish(z.string()),
});

export type PersonalData = z.infer<typeof personalDataSchema>;
export type Customer = z.infer<typeof customerSchema>;
