import { vi } from 'vitest';
import { z } from 'zod/mini';
import { defineCall } from './call';
import { createServiceClient } from './client';
import { emptyAnswer, jsonAnswer, stubFetch, textAnswer, type StubAnswer } from './testing';
import type { ServiceError } from './types';

const client = (answer: () => StubAnswer) => {
  const stub = stubFetch(answer);
  return { stub, client: createServiceClient({ fetch: stub.fetch }) };
};

describe('defineCall', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const item = defineCall({
    service: 'demo',
    name: 'fetchItem',
    method: 'GET',
    path: '/service/demo/api/items/{itemId}/parts/{part}',
    contract: z.object({ n: z.number() }),
    auth: { csrfMarker: true },
    statusValues: { 404: 'missing' as const, 202: 'pending' as const },
    request: (input: { itemId: string; part: string; q?: string }) => ({
      params: { itemId: input.itemId, part: input.part },
      query: { q: input.q },
    }),
    value: (body, answer) => ({ doubled: body.n * 2, status: answer.status }),
  });

  it('is its own table entry: the data as defined, the path with its placeholders', () => {
    expect(item).toMatchObject({
      service: 'demo',
      name: 'fetchItem',
      method: 'GET',
      path: '/service/demo/api/items/{itemId}/parts/{part}',
      auth: { csrfMarker: true },
      statusValues: { 404: 'missing', 202: 'pending' },
    });
    expect(item.retry).toBeUndefined();
  });

  it('fills the placeholders URI-encoded, sends query and auth, maps the body with `value`', async () => {
    const { stub, client: c } = client(() => jsonAnswer({ n: 21 }));
    expect(await item.send(c, { itemId: 'a/b c', part: 'x', q: 'k' })).toEqual({
      ok: true,
      value: { doubled: 42, status: 200 },
    });
    expect(stub.only()).toMatchObject({ path: '/service/demo/api/items/a%2Fb%20c/parts/x', query: { q: 'k' } });
    expect(stub.only().headers['x-requested-with']).toBe('XMLHttpRequest');
  });

  it('statuses that are values win, a listed 2xx without reading its body; other statuses are http errors', async () => {
    for (const [answer, expected] of [
      [emptyAnswer(404), { ok: true, value: 'missing' }],
      [textAnswer('not json', 202), { ok: true, value: 'pending' }],
      [jsonAnswer({ code: 'X' }, 409), { ok: false, error: { kind: 'http', status: 409, code: 'X' } }],
    ] as const) {
      const { client: c } = client(() => answer);
      expect(await item.send(c, { itemId: '1', part: 'p' })).toEqual(expected);
    }
  });

  it("contract 'none' reads no body; successStatuses narrow what counts as success", async () => {
    const only200 = defineCall({
      service: 'demo',
      name: 'poke',
      method: 'POST',
      path: '/service/demo/api/poke',
      contract: 'none',
      successStatuses: [200],
      value: () => 'done' as const,
    });
    expect(await only200.send(client(() => textAnswer('{"broken"')).client)).toEqual({ ok: true, value: 'done' });
    expect(await only200.send(client(() => emptyAnswer(204)).client)).toEqual({
      ok: false,
      error: { kind: 'http', status: 204 },
    });
  });

  describe('retry', () => {
    const seen: [ServiceError, string][] = [];
    const retried = defineCall({
      service: 'demo',
      name: 'flaky',
      method: 'GET',
      path: '/service/demo/api/flaky',
      contract: z.object({ n: z.number() }),
      retry: {
        times: 2,
        delayMs: 300,
        when: (error, input: string) => {
          seen.push([error, input]);
          return input === 'retry' && error.kind === 'network';
        },
      },
      request: (input: string) => ({ query: { input } }),
    });

    it('retries as `when` says (it sees the error and the input), `times` more at most, `delayMs` apart', async () => {
      vi.useFakeTimers();
      seen.length = 0;
      const { stub, client: c } = client(() => 'network');
      const pending = retried.send(c, 'retry');
      await vi.advanceTimersByTimeAsync(299);
      expect(stub.calls).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(stub.calls).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(300);
      expect(await pending).toEqual({ ok: false, error: { kind: 'network' } });
      expect(stub.calls).toHaveLength(3);
      expect(seen).toEqual([
        [{ kind: 'network' }, 'retry'],
        [{ kind: 'network' }, 'retry'],
      ]);
    });

    it('does not retry when `when` says no', async () => {
      const { stub, client: c } = client(() => 'network');
      expect(await retried.send(c, 'once')).toEqual({ ok: false, error: { kind: 'network' } });
      expect(stub.calls).toHaveLength(1);
    });

    it('an abort during the wait is aborted at once, with no further request and no timer left', async () => {
      vi.useFakeTimers();
      const { stub, client: c } = client(() => 'network');
      const controller = new AbortController();
      const pending = retried.send(c, 'retry', { signal: controller.signal });
      await vi.advanceTimersByTimeAsync(100);
      controller.abort();
      expect(await pending).toEqual({ ok: false, error: { kind: 'aborted' } });
      expect(vi.getTimerCount()).toBe(0);
      expect(stub.calls).toHaveLength(1);
    });
  });
});
