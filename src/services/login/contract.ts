import { z } from 'zod/mini';

/**
 * Login body ("Login body fields: not shown"): chosen `{ email, password, rememberMe? }`, the fields
 * a shop's login form has; `rememberMe` asks for the long-term ("remembered") login.
 */
export const loginRequestSchema = z.strictObject({
  email: z.string().check(z.minLength(1)),
  password: z.string().check(z.minLength(1)),
  rememberMe: z.optional(z.boolean()),
});

/** logintoken/renew: "empty JSON body". */
export const loginTokenRenewRequestSchema = z.strictObject({});

export type LoginRequest = z.infer<typeof loginRequestSchema>;

/**
 * "Auth cookie token contents (decoded): exp (expiry, seconds), ren (renewal time, seconds), lid". The
 * token format (not shown; chosen): an unsecured JWT, so a client reads the payload with the usual JWT decoding and
 * never trusts it.
 */
export const loginTokenPayloadSchema = z.object({ exp: z.number(), ren: z.number(), lid: z.string() });
/** The long-term token: exp, and lid once it is bound to a login (it is requested when "not bound to a login"). */
export const longTermTokenPayloadSchema = z.object({
  exp: z.number(),
  lid: z.optional(z.string().check(z.minLength(1))),
});

export type LoginTokenPayload = z.infer<typeof loginTokenPayloadSchema>;
export type LongTermTokenPayload = z.infer<typeof longTermTokenPayloadSchema>;
