/**
 * The table every service client is tested with (test-only; not exported from the package): success, each error
 * kind (network error, a never-answering fetch → timeout at 15000 ms with fake timers, 500 with an error code,
 * malformed JSON, wrong shape) and the call's own special statuses, asserting the typed result and the request.
 */
import { vi } from 'vitest';
import { createServiceClient, type ServiceClient, type ServiceHeaderValues } from './client';
import { REQUEST_TIMEOUT_MS } from './constants';
import { jsonAnswer, stubFetch, textAnswer, type RecordedRequest, type StubAnswer } from './testing';
import type { ServiceResult } from './types';

export interface CallTableCase<T> {
  name: string;
  answer: () => StubAnswer;
  expected: ServiceResult<T>;
}

export interface CallTable<T> {
  run: (client: ServiceClient) => Promise<ServiceResult<T>>;
  /** The answer and typed value of a successful call. */
  success: { answer: () => Response; value: T };
  /** Assertions on the request the call made (method, path, query, headers, credentials, body). */
  request: (request: RecordedRequest) => void;
  /** false for calls whose body is not read (no malformed-JSON or wrong-shape case). Default true. */
  parses?: boolean;
  /** A JSON value of the wrong shape for this call (default: the number 42). */
  wrongShape?: unknown;
  /** The call's special statuses (304, 404, 401 ...) and any other cases. */
  cases?: CallTableCase<T>[];
  /** Token values the client's provider returns. */
  headers?: ServiceHeaderValues;
}

/** Token values used by every table unless it sets its own. */
export const tableTokens = { longTermToken: 'long-term-token-1', loginToken: 'login-token-1' } as const;

export function describeCall<T>(name: string, table: CallTable<T>): void {
  const clientFor = (answer: () => StubAnswer) => {
    const stub = stubFetch(answer);
    const client = createServiceClient({
      fetch: stub.fetch,
      headers: () => table.headers ?? tableTokens,
    });
    return { stub, client };
  };

  describe(name, () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('success: the typed value, and the request as the spec says', async () => {
      const { stub, client } = clientFor(table.success.answer);
      expect(await table.run(client)).toEqual({ ok: true, value: table.success.value });
      table.request(stub.only());
    });

    it('network error → { kind: network }', async () => {
      const { client } = clientFor(() => 'network');
      expect(await table.run(client)).toEqual({ ok: false, error: { kind: 'network' } });
    });

    it(`no answer → { kind: timeout } after ${REQUEST_TIMEOUT_MS} ms, not before`, async () => {
      vi.useFakeTimers();
      const { client } = clientFor(() => 'hang');
      let settled = false;
      const pending = table.run(client).finally(() => {
        settled = true;
      });
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(settled).toBe(true);
      expect(await pending).toEqual({ ok: false, error: { kind: 'timeout' } });
    });

    it('500 with an error code → { kind: http, status: 500, code }', async () => {
      const { client } = clientFor(() => jsonAnswer({ code: 'UNKNOWN' }, 500));
      expect(await table.run(client)).toEqual({ ok: false, error: { kind: 'http', status: 500, code: 'UNKNOWN' } });
    });

    if (table.parses !== false) {
      it('malformed JSON → { kind: invalid-response }', async () => {
        const { client } = clientFor(() => textAnswer('{"broken": '));
        const result = await table.run(client);
        expect(result).toMatchObject({ ok: false, error: { kind: 'invalid-response' } });
      });

      it('wrong shape → { kind: invalid-response } with issues', async () => {
        const { client } = clientFor(() => jsonAnswer(table.wrongShape ?? 42));
        const result = await table.run(client);
        expect(result).toMatchObject({ ok: false, error: { kind: 'invalid-response' } });
        if (!result.ok && result.error.kind === 'invalid-response') {
          expect(result.error.issues.length).toBeGreaterThan(0);
        }
      });
    }

    for (const c of table.cases ?? []) {
      it(c.name, async () => {
        const { client } = clientFor(c.answer);
        expect(await table.run(client)).toEqual(c.expected);
      });
    }
  });
}
