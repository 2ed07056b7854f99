/**
 * What the storefront's server tells the newsletter form about a request it already handled (a post before or
 * without script, a double-opt-in link), so the form shows that state when it renders on the server and hydrates.
 * Travels in the page data: parsed with zod in the browser.
 */
import { z } from 'zod/mini';
import { newsletterSubmissionResults } from '../../services/newsletter/constants';
import { salutationOptions } from './constants';
import { deDE } from './messages/de-DE';
import type { NewsletterField } from './schema';

const messageIds = Object.keys(deDE) as [keyof typeof deDE, ...(keyof typeof deDE)[]];

export const newsletterValuesSchema = z.object({
  email: z.string(),
  salutation: z.enum([...salutationOptions.map((s) => s.option), '']),
  firstName: z.string(),
  lastName: z.string(),
  personalisedOffers: z.boolean(),
  newsletterLegal: z.boolean(),
  website: z.string(),
});

/** The double-opt-in link's outcome; an invalid link shows a message that the confirmation link is no longer valid. */
export const doiOutcomes = ['confirmed', 'link-invalid', 'failed'] as const;
export type DoiOutcome = (typeof doiOutcomes)[number];

export const newsletterServerStateSchema = z.object({
  /** A post the server sent on: its outcome, and whether the honeypot was filled. */
  submission: z.optional(z.object({ result: z.enum(newsletterSubmissionResults), bot: z.boolean() })),
  /** The posted values: kept after an error or an invalid field (only success and the bot path reset the form). */
  values: z.optional(newsletterValuesSchema),
  /** The server's check of a post found these fields invalid (message ids of the newsletter catalog). */
  errors: z.optional(
    z.partialRecord(z.enum(Object.keys(newsletterValuesSchema.shape) as [NewsletterField]), z.enum(messageIds)),
  ),
  /** The address a successful sign-up's confirmation mail went to. */
  email: z.optional(z.string()),
  /** A double-opt-in link was followed: confirmed, not valid (any more), or failed for a technical reason. */
  doi: z.optional(z.enum(doiOutcomes)),
});
export type NewsletterServerState = z.output<typeof newsletterServerStateSchema>;
