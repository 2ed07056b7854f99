/**
 * The keep-alive's pure rules: what a token cookie says, what a renewal's answer means and which
 * outcomes stop the timer. The cookies are read, never trusted: the payload is decoded (jwt-decode) and checked for
 * the fields the rules need, nothing is verified, and any value that does not read as a token is "missing or unknown".
 * No browser, no clock of its own: the caller passes the cookie's value and now in milliseconds.
 */
import { jwtDecode } from 'jwt-decode';
import { z } from 'zod/mini';
import type { ServiceResult } from '../../services/http/types';
import { loginTokenPayloadSchema, longTermTokenPayloadSchema } from '../../services/login/contract';
import {
  MAX_TOKEN_LENGTH,
  TOKEN_TIME_DIVISOR,
  loginTokenOutcomes,
  renewalOutcomeByStatus,
  timerStoppingOutcomes,
  type LoginTokenOutcome,
} from './constants';

/** The payload of a cookie value read as a JWT and checked against `schema`; undefined for anything else. */
function payloadOf<S extends z.ZodMiniType>(value: string | undefined, schema: S): z.output<S> | undefined {
  if (typeof value !== 'string' || value.length > MAX_TOKEN_LENGTH) return undefined;
  let decoded: unknown;
  try {
    decoded = jwtDecode(value);
  } catch {
    // Not three parts, bad base64url, not JSON: a tampered or foreign cookie, not an error of the page.
    return undefined;
  }
  const parsed = schema.safeParse(decoded);
  return parsed.success ? parsed.data : undefined;
}

/** What a check needs of a login token: its times (the lid does not decide). */
const timesOfLoginToken = z.pick(loginTokenPayloadSchema, { exp: true, ren: true });

/** "Token times compared in seconds (now divided by 1000)", not rounded. */
export const tokenSecondsOf = (nowMs: number) => nowMs / TOKEN_TIME_DIVISOR;

/** What a check does with the login token: renew it, or end with an outcome (3, 4 or 5) without a call. */
export type LoginTokenVerdict = 'renew' | (typeof loginTokenOutcomes)['missingOrUnknown' | 'notYetDue' | 'expired'];

/**
 * One check: a missing cookie or one that is not a token with numeric exp and ren → 3; exp ≤ now → 5
 * (expired, checked first); ren > now → 4 (not yet due); otherwise the token is due: 'renew'.
 */
export function evaluateLoginToken(cookieValue: string | undefined, nowMs: number): LoginTokenVerdict {
  const payload = payloadOf(cookieValue, timesOfLoginToken);
  if (!payload) return loginTokenOutcomes.missingOrUnknown;
  const now = tokenSecondsOf(nowMs);
  if (payload.exp <= now) return loginTokenOutcomes.expired;
  if (payload.ren > now) return loginTokenOutcomes.notYetDue;
  return 'renew';
}

/** A renewal answered 201 → 0, 200 → 1; any other answer, or none (network, timeout) → 2. */
export function outcomeOfRenewal(result: ServiceResult<{ status: number }>): LoginTokenOutcome {
  if (!result.ok) return loginTokenOutcomes.serverError;
  return renewalOutcomeByStatus[result.value.status] ?? loginTokenOutcomes.serverError;
}

/** "Outcomes 1, 3 and 5 stop the timer." */
export function stopsTimer(outcome: LoginTokenOutcome): boolean {
  return (timerStoppingOutcomes as readonly LoginTokenOutcome[]).includes(outcome);
}

/**
 * "The long-term token is requested when it is missing, expired or not bound to a login": no cookie, one
 * that is not a token with a numeric exp, exp ≤ now (seconds), or no lid.
 */
export function longTermTokenNeeded(cookieValue: string | undefined, nowMs: number): boolean {
  const payload = payloadOf(cookieValue, longTermTokenPayloadSchema);
  return !payload?.lid || payload.exp <= tokenSecondsOf(nowMs);
}
