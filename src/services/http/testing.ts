/**
 * Test helpers for service clients: a stub fetch that records each request and answers from a function, and the
 * fault answers every client is tested with. Used by the clients' tests; exported for the features' tests too.
 */
import type { FetchLike } from './client';

/** A request as the stub saw it. Header names are lower case. */
export interface RecordedRequest {
  method: string;
  /** Path without query, e.g. /service/cart/api/cart. */
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  credentials: RequestCredentials | undefined;
  cache: RequestCache | undefined;
  /** The body parsed as JSON when it is JSON, the raw text otherwise, undefined without a body. */
  body: unknown;
  signal: AbortSignal | undefined;
}

/** What the stub does: answer, fail like a dropped connection ('network'), or never answer ('hang'). */
export type StubAnswer = Response | 'network' | 'hang';

export interface StubFetch {
  fetch: FetchLike;
  calls: RecordedRequest[];
  /** The only recorded request (throws when there is not exactly one). */
  only(): RecordedRequest;
}

const parseBody = (body: unknown): unknown => {
  if (body === undefined || body === null) return undefined;
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
};

export function stubFetch(answer: (request: RecordedRequest) => StubAnswer | Promise<StubAnswer>): StubFetch {
  const calls: RecordedRequest[] = [];
  const fetch: FetchLike = async (input, init) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, 'http://stub.invalid');
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, key) => {
      headers[key] = value;
    });
    const recorded: RecordedRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers,
      credentials: init?.credentials,
      cache: init?.cache,
      body: parseBody(init?.body),
      signal: init?.signal ?? undefined,
    };
    calls.push(recorded);
    const result = await answer(recorded);
    if (result === 'network') throw new TypeError('fetch failed');
    if (result === 'hang') return new Promise<Response>(() => undefined);
    return result;
  };
  return {
    fetch,
    calls,
    only() {
      if (calls.length !== 1) throw new Error(`expected exactly one request, saw ${calls.length}`);
      return calls[0]!;
    },
  };
}

/** A JSON answer. */
export const jsonAnswer = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A text answer with a JSON content type (for malformed bodies). */
export const textAnswer = (body: string, status = 200): Response =>
  new Response(body, { status, headers: { 'content-type': 'application/json' } });

/** An answer without a body (204, 304, or a 404 without content). */
export const emptyAnswer = (status: number): Response => new Response(null, { status });
