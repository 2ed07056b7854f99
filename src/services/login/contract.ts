import { z } from 'zod';

/**
 * Login body (spec 002 §5 "Login body fields: not shown"): chosen `{ email, password, rememberMe? }`, the fields
 * a shop's login form has; `rememberMe` asks for the long-term ("remembered") login.
 */
export const loginRequestSchema = z.strictObject({
  email: z.string().min(1),
  password: z.string().min(1),
  rememberMe: z.boolean().optional(),
});

/** Spec 002 §7 logintoken/renew: "empty JSON body". */
export const loginTokenRenewRequestSchema = z.strictObject({});

export type LoginRequest = z.infer<typeof loginRequestSchema>;
