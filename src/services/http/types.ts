/**
 * Shared types of every service client: the site codes a call can carry, the one error union, the result type and
 * the shape of a call as the table of calls lists it.
 */
import type { z } from 'zod/mini';

/** "Site must be one of DE, AT, CH, CH_FR, CZ, HU, PL, SK, TR": the platform's one list. */
export { siteCodes, type SiteCode } from '../../platform/site/constants';

/** One problem found in a response: where (path into the JSON) and what. */
export interface ResponseIssue {
  path: (string | number)[];
  message: string;
}

/**
 * Every failure of a call, as a value:
 * - `network`: the fetch itself failed (offline, DNS, connection dropped);
 * - `timeout`: no complete answer within the timeout (15000 ms);
 * - `aborted`: the caller's AbortSignal ended the call (e.g. a newer keystroke replaced an older suggestion call);
 *   kept apart from `timeout` and `network` because it is no failure of the service and nothing should show it;
 * - `http`: a status the call does not accept, with the error code (`code`, or the problem type `type`) and the
 *   optional `limit` read from the body when it has them;
 * - `invalid-response`: the body is not JSON, or not the shape the contract says.
 */
export type ServiceError =
  | { kind: 'network' }
  | { kind: 'timeout' }
  | { kind: 'aborted' }
  | { kind: 'http'; status: number; code?: string; limit?: number }
  | { kind: 'invalid-response'; issues: ResponseIssue[] };

export type ServiceErrorKind = ServiceError['kind'];

export type ServiceResult<T> = { ok: true; value: T } | { ok: false; error: ServiceError };

export const ok = <T>(value: T): ServiceResult<T> => ({ ok: true, value });
export const fail = <T = never>(error: ServiceError): ServiceResult<T> => ({ ok: false, error });

/** HTTP methods the spec's calls use. */
export type HttpMethod = 'GET' | 'POST' | 'PUT';

/** Which of the auth extras a call sends (credentials, tokens, CSRF marker; see the `auth` of each call). */
export interface CallAuth {
  /** `credentials: 'include'`. */
  credentials?: boolean;
  longTermToken?: boolean;
  loginToken?: boolean;
  csrfMarker?: boolean;
}

/** What every typed call function accepts as its last argument (alone, or merged into the call's own options). */
export interface CallOptions {
  /**
   * Ends the call at once with `{ kind: 'aborted' }` and aborts the underlying fetch; also cancels a retry that is
   * waiting. Combined with the client's timeout (15000 ms), which stays `timeout`.
   */
  signal?: AbortSignal;
}

/**
 * A call's retry policy: after a failed attempt for which `when` holds, wait `delayMs` and try again, at most
 * `times` more attempts. `when` also sees the call's input (the suggestions retry in the new header only). A
 * caller's abort is never retried and cancels the wait.
 */
export interface RetryPolicy<I = unknown> {
  times: number;
  delayMs: number;
  when(error: ServiceError, input: I): boolean;
}

/** The contract of a 2xx body, or `'none'` for calls whose body is not read ("answer not shown", "not read"). */
export type CallContract = z.ZodMiniType | 'none';

/** One call of the services, as the table of calls (`serviceCalls`) lists it; made by `defineCall`. */
export interface ServiceCall {
  service: string;
  /** The typed function that makes the call (with a qualifier in parentheses when one function makes two calls). */
  name: string;
  method: HttpMethod;
  /** The path as the spec writes it, with `{placeholders}`. */
  path: string;
  contract: CallContract;
  auth: CallAuth;
  /** Statuses whose answer is a value, not an error (cart 304, promotion 404, login 401 ...), with that value. */
  statusValues: Readonly<Record<number, unknown>>;
  retry?: RetryPolicy;
  cache?: RequestCache;
}
