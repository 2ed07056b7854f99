/**
 * Shared types of every service client: the site codes a call can carry, the one error union and the result type.
 */

/** Spec 000 §5: "Site must be one of DE, AT, CH, CH_FR, CZ, HU, PL, SK, TR": the platform's one list. */
export { siteCodes, type SiteCode } from '../../platform/site/constants';

/** One problem found in a response: where (path into the JSON) and what. */
export interface ResponseIssue {
  path: (string | number)[];
  message: string;
}

/**
 * Every failure of a call, as a value (DESIGN.md "Contracts at the edge"):
 * - `network`: the fetch itself failed (offline, DNS, connection dropped);
 * - `timeout`: no complete answer within the timeout (15000 ms, spec 001 §9);
 * - `http`: a status the call does not accept, with the error code (`code`, or the problem type `type`) and the
 *   optional `limit` read from the body when it has them;
 * - `invalid-response`: the body is not JSON, or not the shape the contract says.
 */
export type ServiceError =
  | { kind: 'network' }
  | { kind: 'timeout' }
  | { kind: 'http'; status: number; code?: string; limit?: number }
  | { kind: 'invalid-response'; issues: ResponseIssue[] };

export type ServiceErrorKind = ServiceError['kind'];

export type ServiceResult<T> = { ok: true; value: T } | { ok: false; error: ServiceError };

export const ok = <T>(value: T): ServiceResult<T> => ({ ok: true, value });
export const fail = <T = never>(error: ServiceError): ServiceResult<T> => ({ ok: false, error });

/** HTTP methods the spec's calls use. */
export type HttpMethod = 'GET' | 'POST' | 'PUT';

/** One call of the spec, for tables that iterate every call (the contract test). */
export interface ServiceCall {
  service: string;
  name: string;
  method: HttpMethod;
  /** The path as the spec writes it, with `{placeholders}`. */
  path: string;
}
