import { z } from 'zod/mini';
import { previewTokenStatuses } from './constants';

/**
 * "Preview check response: status, dateTime, abTestName, abTestGroup". The values of `status` are not
 * shown (a string); the others are absent or null when no preview date or test is set.
 */
export const checkAuthResponseSchema = z.looseObject({
  status: z.string(),
  dateTime: z.nullish(z.string()),
  abTestName: z.nullish(z.string()),
  abTestGroup: z.nullish(z.string()),
});

/** Query of the token call: "?test={name}&group={name}" (both absent for an empty selection, which is valid). */
export const previewTokenQuerySchema = z.object({ test: z.optional(z.string()), group: z.optional(z.string()) });

/** Body of the token call: "body carries previewDateTime (ISO)". */
export const previewTokenRequestSchema = z.strictObject({ previewDateTime: z.iso.datetime({ offset: true }) });

/** Answer of the token call. */
export const previewTokenResponseSchema = z.looseObject({ status: z.enum(previewTokenStatuses) });

export type CheckAuth = z.infer<typeof checkAuthResponseSchema>;
export type PreviewTokenResponse = z.infer<typeof previewTokenResponseSchema>;
