import { ofetch, type $Fetch } from 'ofetch';
import type { z } from 'zod/mini';
import { CSRF_MARKER_VALUE, REQUEST_TIMEOUT_MS, serviceHeaders } from './constants';
import {
  fail,
  ok,
  type CallAuth,
  type CallContract,
  type HttpMethod,
  type ResponseIssue,
  type ServiceError,
  type ServiceResult,
  type SiteCode,
} from './types';

export type { CallAuth } from './types';

/** A fetch-compatible function: the browser's, Node's, or one that calls a Hono app in process (`app.request`). */
export type FetchLike = (input: RequestInfo | URL, init?: RequestInit) => Response | Promise<Response>;

/**
 * The per-request values of the three auth headers. Read by `headers()` each time a call needs them (so cookies are
 * read when the call is made, never at module load); absent or empty values send no header.
 */
export interface ServiceHeaderValues {
  /** The long-term token ("read from a cookie"). */
  longTermToken?: string | null;
  /** The login token ("read from the browser cookie LoginToken"). */
  loginToken?: string | null;
  /** Overrides the CSRF marker's value (default `CSRF_MARKER_VALUE`). */
  csrfMarker?: string | null;
}

export interface ServiceClientOptions {
  /** Prefix for every path (default: none, so paths stay site-relative in the browser). */
  baseURL?: string;
  /** The underlying fetch (default: the global fetch at call time). */
  fetch?: FetchLike;
  /** Provides the token and marker values; called once per call that sends them. A throw counts as no values. */
  headers?: () => ServiceHeaderValues;
  /** Default 15000 ms ("Request timeout 15000 ms"). */
  timeoutMs?: number;
  /**
   * The shop's site, sent as X-Hunter-Site on every call that does not name its site itself. The spec does not show
   * how the services know the country of a call without a site parameter (cart, personal data, the header-backend
   * and theme-world navigation); a shop on one host for all countries (the reference storefront) must say it.
   */
  site?: SiteCode;
}

export interface ServiceRequest {
  method: HttpMethod;
  path: string;
  query?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string | undefined>;
  /** JSON body; sent (as JSON) when not undefined. */
  body?: unknown;
  auth?: CallAuth;
  cache?: RequestCache;
  /** The caller's signal: its abort ends the call at once as `aborted` (see `CallOptions`). */
  signal?: AbortSignal;
}

/** What came back, before any contract is applied. */
export interface RawAnswer {
  status: number;
  /** The body text ('' when there is none, e.g. on 304). */
  text: string;
}

export interface ServiceClient {
  readonly timeoutMs: number;
  /** Sends a request: the answer with any status, or a `network` / `timeout` / `aborted` error. */
  send(request: ServiceRequest): Promise<ServiceResult<RawAnswer>>;
}

const isOk = (status: number) => status >= 200 && status < 300;

/** Why the client stopped a call before its answer: its own timer, or the caller's signal. */
type Stop = Extract<ServiceError['kind'], 'timeout' | 'aborted'>;

const authHeaders = (auth: CallAuth | undefined, provide: (() => ServiceHeaderValues) | undefined) => {
  const out: Record<string, string> = {};
  if (!auth || !(auth.longTermToken || auth.loginToken || auth.csrfMarker)) return out;
  let values: ServiceHeaderValues = {};
  try {
    values = provide?.() ?? {};
  } catch {
    values = {};
  }
  if (auth.longTermToken && values.longTermToken) out[serviceHeaders.longTermToken] = values.longTermToken;
  if (auth.loginToken && values.loginToken) out[serviceHeaders.loginToken] = values.loginToken;
  if (auth.csrfMarker) out[serviceHeaders.csrfMarker] = values.csrfMarker || CSRF_MARKER_VALUE;
  return out;
};

/** The site header of the calls that carry the site as a header (promotion, the reference catalogue). */
export const siteHeader = (site: SiteCode) => ({ [serviceHeaders.hunterSite]: site });

const definedEntries = <T>(record: Record<string, T | undefined> | undefined) =>
  Object.fromEntries(Object.entries(record ?? {}).filter((e): e is [string, T] => e[1] !== undefined));

/**
 * The one shared ofetch instance for every service (features never call fetch themselves). ofetch does the URL, query
 * and JSON-body work; this wrapper adds the timeout and the caller's signal (one AbortController for the fetch that
 * also covers reading the body; the race ends the call even when the fetch ignores its signal) and turns every
 * outcome into a value: the timer's stop is `timeout`, the caller's `aborted`.
 */
export function createServiceClient(options: ServiceClientOptions = {}): ServiceClient {
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const $fetch: $Fetch = ofetch.create(
    {
      baseURL: options.baseURL,
      retry: false,
      ignoreResponseError: true,
      responseType: 'text',
    },
    options.fetch ? { fetch: options.fetch as typeof globalThis.fetch } : {},
  );

  async function send(request: ServiceRequest): Promise<ServiceResult<RawAnswer>> {
    const caller = request.signal;
    if (caller?.aborted) return fail({ kind: 'aborted' });
    const controller = new AbortController();
    // The first stop wins; the fetch's own rejection on abort then reads it instead of counting as `network`.
    let stopped: Stop | undefined;
    let resolveStop: (kind: Stop) => void = () => undefined;
    const stop = new Promise<Stop>((resolve) => {
      resolveStop = resolve;
    });
    const end = (kind: Stop, reason?: unknown) => {
      stopped ??= kind;
      controller.abort(reason);
      resolveStop(stopped);
    };
    const timer = setTimeout(() => end('timeout'), timeoutMs);
    const onAbort = () => end('aborted', caller?.reason);
    caller?.addEventListener('abort', onAbort, { once: true });
    const headers = {
      ...(options.site ? siteHeader(options.site) : {}),
      ...definedEntries(request.headers),
      ...authHeaders(request.auth, options.headers),
    };
    const call = $fetch.raw<string, 'text'>(request.path, {
      method: request.method,
      query: request.query ? definedEntries(request.query) : undefined,
      headers,
      body: request.body === undefined ? undefined : (request.body as Record<string, unknown>),
      credentials: request.auth?.credentials ? 'include' : undefined,
      cache: request.cache,
      signal: controller.signal,
    });
    try {
      const answer = await Promise.race([call, stop]);
      if (typeof answer === 'string') {
        call.catch(() => undefined);
        return fail({ kind: answer });
      }
      const data: unknown = answer._data;
      return ok({ status: answer.status, text: typeof data === 'string' ? data : '' });
    } catch {
      return fail({ kind: stopped ?? 'network' });
    } finally {
      clearTimeout(timer);
      caller?.removeEventListener('abort', onAbort);
    }
  }

  return { timeoutMs, send };
}

const jsonIssue = (message: string): ResponseIssue[] => [{ path: [], message }];

const toIssues = (error: z.core.$ZodError): ResponseIssue[] =>
  error.issues.map((issue) => ({
    path: issue.path.map((p) => (typeof p === 'number' ? p : String(p))),
    message: issue.message,
  }));

/** Parses a JSON text with a contract: malformed JSON and a wrong shape are both `invalid-response`. */
export function decodeJson<S extends z.ZodMiniType>(text: string, schema: S): ServiceResult<z.output<S>> {
  if (text.trim() === '')
    return fail({ kind: 'invalid-response', issues: jsonIssue('Empty body where JSON was expected') });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return fail({ kind: 'invalid-response', issues: jsonIssue('Malformed JSON') });
  }
  return decodeValue(json, schema);
}

/** Applies a contract to an already parsed value. */
export function decodeValue<S extends z.ZodMiniType>(value: unknown, schema: S): ServiceResult<z.output<S>> {
  const parsed = schema.safeParse(value);
  return parsed.success ? ok(parsed.data) : fail({ kind: 'invalid-response', issues: toIssues(parsed.error) });
}

/**
 * The `http` error of a status the call does not accept. The error body is read leniently (its shape is "not
 * shown" beyond "an error code" and "optional limit"): `code` (or, for problem-details bodies like the
 * newsletter's, `type`) and a numeric `limit`; a body without them, or not JSON, gives just the status.
 */
export function httpError(answer: RawAnswer): ServiceError {
  const error: Extract<ServiceError, { kind: 'http' }> = { kind: 'http', status: answer.status };
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return error;
  }
  if (typeof body !== 'object' || body === null) return error;
  const { code, type, limit } = body as Record<string, unknown>;
  const picked = typeof code === 'string' ? code : typeof type === 'string' ? type : undefined;
  if (picked !== undefined) error.code = picked;
  if (typeof limit === 'number' && Number.isFinite(limit)) error.limit = limit;
  return error;
}

/** How a call reads its answer (the answer part of a call's definition, see `defineCall`). */
export interface AnswerRule {
  /** The contract of a success body, or `'none'`: the body is not read. */
  contract: CallContract;
  /**
   * Statuses that are values, not errors (spec: cart 304 = nothing changed, promotion 404 = no content, login 401 =
   * unauthorized). They win over everything else; a listed 2xx takes its value without reading the body.
   */
  statusValues?: Readonly<Record<number, unknown>>;
  /** The statuses that are a success (default: every 2xx); any other status not in `statusValues` is `http`. */
  successStatuses?: readonly number[];
  /** Turns a success body (`undefined` when it is not read) into the call's value; default: the body as is. */
  value?: (body: unknown, answer: RawAnswer) => unknown;
}

/** The value of an answer under a rule: a status value, the (decoded) success body, or an `http` error. */
export function readAnswer(answer: RawAnswer, rule: AnswerRule): ServiceResult<unknown> {
  const { status } = answer;
  if (rule.statusValues && Object.prototype.hasOwnProperty.call(rule.statusValues, status)) {
    return ok(rule.statusValues[status]);
  }
  const success = rule.successStatuses ? rule.successStatuses.includes(status) : isOk(status);
  if (!success) return fail(httpError(answer));
  const body = rule.contract === 'none' ? ok(undefined) : decodeJson(answer.text, rule.contract);
  return body.ok && rule.value ? ok(rule.value(body.value, answer)) : body;
}

/** Sends a request whose 2xx body is JSON of the given contract; any other status is an `http` error. */
export async function requestJson<S extends z.ZodMiniType>(
  client: ServiceClient,
  request: ServiceRequest,
  schema: S,
): Promise<ServiceResult<z.output<S>>> {
  const sent = await client.send(request);
  return sent.ok ? (readAnswer(sent.value, { contract: schema }) as ServiceResult<z.output<S>>) : sent;
}

/**
 * Sends a request whose answer body is not read (spec: "answer not shown", "response is not read", "result
 * ignored"): any 2xx is success, any other status an `http` error.
 */
export async function requestVoid(client: ServiceClient, request: ServiceRequest): Promise<ServiceResult<void>> {
  const sent = await client.send(request);
  return sent.ok ? (readAnswer(sent.value, { contract: 'none' }) as ServiceResult<void>) : sent;
}

export { isOk as isSuccessStatus };
