/**
 * The table every service client is tested with (test-only; not exported from the package): success, each error
 * kind (network error, a never-answering fetch → timeout at 15000 ms with fake timers, the caller's abort, 500 with
 * an error code, malformed JSON, wrong shape) and the call's own special statuses, asserting the typed result, the
 * request, and that the request is the one the call's entry in the table of calls describes.
 */
import { vi } from 'vitest';
import { createServiceClient, type ServiceClient, type ServiceHeaderValues } from './client';
import { CSRF_MARKER_VALUE, REQUEST_TIMEOUT_MS, serviceHeaders } from './constants';
import { jsonAnswer, stubFetch, textAnswer, type RecordedRequest, type StubAnswer } from './testing';
import type { CallOptions, ServiceCall, ServiceResult } from './types';

export interface CallTableCase<T> {
  name: string;
  answer: () => StubAnswer;
  expected: ServiceResult<T>;
}

export interface CallTable<T> {
  /** The call's entry in its module's list (`callNamed`): the request must have its method, path and auth. */
  call: ServiceCall;
  /** Makes the call, passing `options` (the caller's signal) on: the abort tests fail when it is dropped. */
  run: (client: ServiceClient, options: CallOptions) => Promise<ServiceResult<T>>;
  /** The answer and typed value of a successful call. */
  success: { answer: () => Response; value: T };
  /** Assertions on the request the call made (query, headers, body ...) beyond what the entry says. */
  request: (request: RecordedRequest) => void;
  /** A JSON value of the wrong shape for this call (default: the number 42). Unused when the body is not read. */
  wrongShape?: unknown;
  /** The call's special statuses (304, 404, 401 ...) and any other cases. */
  cases?: CallTableCase<T>[];
  /** Token values the client's provider returns. */
  headers?: ServiceHeaderValues;
  /** The requests a network error or a 500 costs: 1 + the retries the call makes for this input. Default 1. */
  attempts?: number;
}

/** Token values used by every table unless it sets its own. */
export const tableTokens = { longTermToken: 'long-term-token-1', loginToken: 'login-token-1' } as const;

/** The entry of a module's call list by its name. */
export function callNamed(calls: readonly ServiceCall[], name: string): ServiceCall {
  const found = calls.find((c) => c.name === name);
  if (!found) throw new Error(`no call named ${name}`);
  return found;
}

/** A spec path with `{placeholders}` as a pattern for a sent path (a placeholder is one URI-encoded segment). */
export const pathPattern = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}$`);

/** The request has the entry's method and path, and exactly the auth extras the entry names. */
function expectEntry(call: ServiceCall, req: RecordedRequest, tokens: ServiceHeaderValues) {
  expect(req.method).toBe(call.method);
  expect(req.path).toMatch(pathPattern(call.path));
  expect(req.credentials).toBe(call.auth.credentials ? 'include' : undefined);
  const header = (name: string) => req.headers[name.toLowerCase()];
  expect(header(serviceHeaders.longTermToken)).toBe(call.auth.longTermToken ? tokens.longTermToken : undefined);
  expect(header(serviceHeaders.loginToken)).toBe(call.auth.loginToken ? tokens.loginToken : undefined);
  expect(header(serviceHeaders.csrfMarker)).toBe(call.auth.csrfMarker ? CSRF_MARKER_VALUE : undefined);
  expect(req.cache).toBe(call.cache);
}

export function describeCall<T>(name: string, table: CallTable<T>): void {
  const tokens = table.headers ?? tableTokens;
  const clientFor = (answer: () => StubAnswer) => {
    const stub = stubFetch(answer);
    const client = createServiceClient({ fetch: stub.fetch, headers: () => tokens });
    return { stub, client };
  };
  /** Runs the call with fake timers through all its retry waits; the result and the requests made. */
  const runThroughRetries = async (answer: () => StubAnswer) => {
    vi.useFakeTimers();
    const { stub, client } = clientFor(answer);
    const pending = table.run(client, {});
    await vi.runAllTimersAsync();
    return { result: await pending, requests: stub.calls.length };
  };

  describe(name, () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('success: the typed value, and the request as the spec and the call entry say', async () => {
      const { stub, client } = clientFor(table.success.answer);
      expect(await table.run(client, {})).toEqual({ ok: true, value: table.success.value });
      const req = stub.only();
      expectEntry(table.call, req, tokens);
      table.request(req);
    });

    it(`network error → { kind: network } (${table.attempts ?? 1} request(s))`, async () => {
      const { result, requests } = await runThroughRetries(() => 'network');
      expect(result).toEqual({ ok: false, error: { kind: 'network' } });
      expect(requests).toBe(table.attempts ?? 1);
    });

    it(`no answer → { kind: timeout } after ${REQUEST_TIMEOUT_MS} ms, not before`, async () => {
      vi.useFakeTimers();
      const { client } = clientFor(() => 'hang');
      let settled = false;
      const pending = table.run(client, {}).finally(() => {
        settled = true;
      });
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(settled).toBe(true);
      expect(await pending).toEqual({ ok: false, error: { kind: 'timeout' } });
    });

    it("the caller's abort → { kind: aborted } at once, and the fetch's signal is aborted", async () => {
      vi.useFakeTimers();
      const { stub, client } = clientFor(() => 'hang');
      const controller = new AbortController();
      let settled = false;
      const pending = table.run(client, { signal: controller.signal }).finally(() => {
        settled = true;
      });
      await vi.advanceTimersByTimeAsync(0);
      controller.abort();
      await vi.advanceTimersByTimeAsync(0);
      expect(settled).toBe(true);
      expect(await pending).toEqual({ ok: false, error: { kind: 'aborted' } });
      expect(stub.only().signal?.aborted).toBe(true);
      expect(vi.getTimerCount()).toBe(0);
    });

    it('an already aborted signal → { kind: aborted }, and no request', async () => {
      const { stub, client } = clientFor(table.success.answer);
      expect(await table.run(client, { signal: AbortSignal.abort() })).toEqual({
        ok: false,
        error: { kind: 'aborted' },
      });
      expect(stub.calls).toHaveLength(0);
    });

    it(`500 with an error code → { kind: http, status: 500, code } (${table.attempts ?? 1} request(s))`, async () => {
      const { result, requests } = await runThroughRetries(() => jsonAnswer({ code: 'UNKNOWN' }, 500));
      expect(result).toEqual({ ok: false, error: { kind: 'http', status: 500, code: 'UNKNOWN' } });
      expect(requests).toBe(table.attempts ?? 1);
    });

    if (table.call.contract !== 'none') {
      it('malformed JSON → { kind: invalid-response }', async () => {
        const { client } = clientFor(() => textAnswer('{"broken": '));
        const result = await table.run(client, {});
        expect(result).toMatchObject({ ok: false, error: { kind: 'invalid-response' } });
      });

      it('wrong shape → { kind: invalid-response } with issues', async () => {
        const { client } = clientFor(() => jsonAnswer(table.wrongShape ?? 42));
        const result = await table.run(client, {});
        expect(result).toMatchObject({ ok: false, error: { kind: 'invalid-response' } });
        if (!result.ok && result.error.kind === 'invalid-response') {
          expect(result.error.issues.length).toBeGreaterThan(0);
        }
      });
    }

    for (const c of table.cases ?? []) {
      it(c.name, async () => {
        const { client } = clientFor(c.answer);
        expect(await table.run(client, {})).toEqual(c.expected);
      });
    }
  });
}
