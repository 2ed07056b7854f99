/**
 * One definition per call: the data the table of calls lists (service, name, method, path, contract, auth,
 * statuses that are values, retry) and everything the typed function does, made from that data, so the two cannot
 * drift apart. Internal to the services layer: consumers get the typed functions and
 * `serviceCalls`.
 */
import type { z } from 'zod/mini';
import { readAnswer, type RawAnswer, type ServiceClient, type ServiceRequest } from './client';
import {
  fail,
  type CallAuth,
  type CallContract,
  type CallOptions,
  type HttpMethod,
  type RetryPolicy,
  type ServiceCall,
  type ServiceResult,
} from './types';

/** The placeholders of a spec path: `/a/{b}/c/{d}` → `'b' | 'd'`. */
export type PathParams<P extends string> = P extends `${string}{${infer K}}${infer Rest}`
  ? K | PathParams<Rest>
  : never;

/** The value of a success body: the contract's output, or nothing when the body is not read. */
export type BodyOf<C extends CallContract> = C extends z.ZodMiniType ? z.output<C> : void;

/** What a call's input adds to its request; every `{placeholder}` of the path needs a param. */
export type CallRequestParts<P extends string> = {
  query?: ServiceRequest['query'];
  headers?: ServiceRequest['headers'];
  body?: unknown;
} & ([PathParams<P>] extends [never] ? { params?: never } : { params: Record<PathParams<P>, string> });

export interface CallDefinition<P extends string, I, C extends CallContract, B, S> {
  service: string;
  /** The typed function that makes the call (a qualifier in parentheses when one function makes two calls). */
  name: string;
  method: HttpMethod;
  /** As the spec writes it; `{placeholders}` are filled from `request(input).params`, URI-encoded. */
  path: P;
  contract: C;
  auth?: CallAuth;
  /** Statuses that are values, not errors, and their values (see `AnswerRule`). */
  statusValues?: Readonly<Record<number, S>>;
  /** The statuses that are a success (default: every 2xx). */
  successStatuses?: readonly number[];
  retry?: RetryPolicy<I>;
  cache?: RequestCache;
  /** The input's part of the request: path params, query, headers, body. */
  request?: (input: I) => CallRequestParts<P>;
  /** The call's value from a success body (and the raw answer); default: the body as the contract gives it. */
  value?: (body: BodyOf<C>, answer: RawAnswer) => B;
}

/** A defined call: its table entry, and `send`, which the typed function wraps. */
export interface DefinedCall<I, V> extends ServiceCall {
  retry?: RetryPolicy<I>;
  /** Makes the call (with its retries); every outcome is a value. */
  send(client: ServiceClient, input: I, options?: CallOptions): Promise<ServiceResult<V>>;
}

/** The parts as `send` reads them, whatever the path's placeholders. */
interface RequestParts {
  params?: Readonly<Record<string, string>>;
  query?: ServiceRequest['query'];
  headers?: ServiceRequest['headers'];
  body?: unknown;
}

const fillPath = (path: string, params: Readonly<Record<string, string>> | undefined) =>
  path.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = params?.[name];
    return value === undefined ? placeholder : encodeURIComponent(value);
  });

/** Waits `ms`; false as soon as the signal aborts (then no timer is left behind). */
const pause = (ms: number, signal: AbortSignal | undefined) =>
  new Promise<boolean>((resolve) => {
    if (signal?.aborted) {
      resolve(false);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve(true);
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });

/**
 * Defines a call once. The table entry is the definition's data; `send` builds the request from the input, sends it
 * through the client (timeout, caller's signal), reads the answer by the contract and the statuses that are values,
 * and retries as the call's `retry` says: never after a caller's abort, and an abort during the wait ends the call
 * as `aborted` without another request.
 */
export function defineCall<P extends string, I = void, C extends CallContract = CallContract, B = BodyOf<C>, S = never>(
  definition: CallDefinition<P, I, C, B, S>,
): DefinedCall<I, B | S> {
  const { request, value, successStatuses, ...data } = definition;
  const rule = {
    contract: data.contract,
    statusValues: data.statusValues,
    successStatuses,
    value: value as ((body: unknown, answer: RawAnswer) => unknown) | undefined,
  };

  async function attempt(client: ServiceClient, sent: ServiceRequest): Promise<ServiceResult<B | S>> {
    const answer = await client.send(sent);
    return answer.ok ? (readAnswer(answer.value, rule) as ServiceResult<B | S>) : answer;
  }

  async function send(client: ServiceClient, input: I, options: CallOptions = {}): Promise<ServiceResult<B | S>> {
    const parts: RequestParts = request?.(input) ?? {};
    const { signal } = options;
    const sent: ServiceRequest = {
      method: data.method,
      path: fillPath(data.path, parts.params),
      query: parts.query,
      headers: parts.headers,
      body: parts.body,
      auth: data.auth,
      cache: data.cache,
      signal,
    };
    const { retry } = data;
    for (let retries = 0; ; retries++) {
      const result = await attempt(client, sent);
      if (result.ok || !retry || retries >= retry.times || signal?.aborted || !retry.when(result.error, input)) {
        return result;
      }
      if (!(await pause(retry.delayMs, signal))) return fail({ kind: 'aborted' });
    }
  }

  return { ...data, auth: data.auth ?? {}, statusValues: data.statusValues ?? {}, send };
}
