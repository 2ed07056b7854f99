import { Hono } from 'hono';
import { vi } from 'vitest';
import { z } from 'zod/mini';
import { createServiceClient, decodeJson, httpError, requestJson, requestVoid } from './client';
import { CSRF_MARKER_VALUE, REQUEST_TIMEOUT_MS, serviceHeaders } from './constants';
import { emptyAnswer, jsonAnswer, stubFetch, textAnswer } from './testing';

const shape = z.object({ n: z.number() });

describe('createServiceClient', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("the default timeout is the spec's 15000 ms", () => {
    expect(REQUEST_TIMEOUT_MS).toBe(15000);
    expect(createServiceClient().timeoutMs).toBe(15000);
  });

  it('sends method, path under baseURL, query without undefined values, JSON body and call headers', async () => {
    const stub = stubFetch(() => jsonAnswer({ n: 1 }));
    const client = createServiceClient({ fetch: stub.fetch, baseURL: 'http://shop.test' });
    const result = await requestJson(
      client,
      {
        method: 'PUT',
        path: '/service/x/api/y',
        query: { a: 'b', skip: undefined, flag: true },
        headers: { 'X-Extra': 'v', 'X-None': undefined },
        body: { hello: 'world' },
      },
      shape,
    );
    expect(result).toEqual({ ok: true, value: { n: 1 } });
    const req = stub.only();
    expect(req).toMatchObject({
      method: 'PUT',
      path: '/service/x/api/y',
      query: { a: 'b', flag: 'true' },
      body: { hello: 'world' },
      credentials: undefined,
    });
    expect(req.headers['x-extra']).toBe('v');
    expect(req.headers).not.toHaveProperty('x-none');
    expect(req.headers['content-type']).toBe('application/json');
  });

  it.each([
    [
      'all three',
      { credentials: true, longTermToken: true, loginToken: true, csrfMarker: true },
      true,
      'ltt',
      'lt',
      CSRF_MARKER_VALUE,
    ],
    ['csrf only', { csrfMarker: true }, false, undefined, undefined, CSRF_MARKER_VALUE],
    ['login token only', { loginToken: true }, false, undefined, 'lt', undefined],
    ['none', undefined, false, undefined, undefined, undefined],
  ])('auth %s: sends exactly the requested extras', async (_, auth, credentials, ltt, lt, csrf) => {
    const stub = stubFetch(() => jsonAnswer({ n: 1 }));
    const provider = vi.fn(() => ({ longTermToken: 'ltt', loginToken: 'lt' }));
    const client = createServiceClient({ fetch: stub.fetch, headers: provider });
    await requestJson(client, { method: 'GET', path: '/p', auth }, shape);
    const req = stub.only();
    expect(req.credentials).toBe(credentials ? 'include' : undefined);
    expect(req.headers[serviceHeaders.longTermToken.toLowerCase()]).toBe(ltt);
    expect(req.headers[serviceHeaders.loginToken.toLowerCase()]).toBe(lt);
    expect(req.headers[serviceHeaders.csrfMarker.toLowerCase()]).toBe(csrf);
    expect(provider).toHaveBeenCalledTimes(auth ? 1 : 0);
  });

  it('absent tokens send no header; a throwing provider counts as no tokens', async () => {
    const stub = stubFetch(() => jsonAnswer({ n: 1 }));
    const client = createServiceClient({
      fetch: stub.fetch,
      headers: () => {
        throw new Error('no document');
      },
    });
    const result = await requestJson(
      client,
      { method: 'GET', path: '/p', auth: { longTermToken: true, loginToken: true, csrfMarker: true } },
      shape,
    );
    expect(result.ok).toBe(true);
    expect(Object.keys(stub.only().headers).sort()).toEqual([serviceHeaders.csrfMarker.toLowerCase()]);
  });

  it('never reads the provider before a call is made (SSR-safe)', () => {
    const provider = vi.fn(() => ({}));
    createServiceClient({ headers: provider });
    expect(provider).not.toHaveBeenCalled();
  });

  it("a client's site goes as X-Hunter-Site on every call; a call that names its own site keeps it", async () => {
    const stub = stubFetch(() => jsonAnswer({ n: 1 }));
    const client = createServiceClient({ fetch: stub.fetch, site: 'CZ' });
    await requestJson(client, { method: 'GET', path: '/p' }, shape);
    await requestJson(client, { method: 'GET', path: '/q', headers: { [serviceHeaders.hunterSite]: 'HU' } }, shape);
    const [first, second] = stub.calls;
    expect(first?.headers[serviceHeaders.hunterSite.toLowerCase()]).toBe('CZ');
    expect(second?.headers[serviceHeaders.hunterSite.toLowerCase()]).toBe('HU');
    await requestJson(createServiceClient({ fetch: stub.fetch }), { method: 'GET', path: '/r' }, shape);
    expect(stub.calls[2]?.headers).not.toHaveProperty(serviceHeaders.hunterSite.toLowerCase());
  });

  it('passes the cache mode through', async () => {
    const stub = stubFetch(() => jsonAnswer({ n: 1 }));
    await requestJson(
      createServiceClient({ fetch: stub.fetch }),
      { method: 'GET', path: '/p', cache: 'no-store' },
      shape,
    );
    expect(stub.only().cache).toBe('no-store');
  });

  it('a rejected fetch is a network error', async () => {
    const stub = stubFetch(() => 'network');
    const result = await requestJson(createServiceClient({ fetch: stub.fetch }), { method: 'GET', path: '/p' }, shape);
    expect(result).toEqual({ ok: false, error: { kind: 'network' } });
  });

  it('a fetch that never answers is a timeout at 15000 ms, not before, and its signal is aborted', async () => {
    vi.useFakeTimers();
    const stub = stubFetch(() => 'hang');
    const pending = requestJson(createServiceClient({ fetch: stub.fetch }), { method: 'GET', path: '/p' }, shape);
    let settled = false;
    void pending.then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    expect(stub.only().signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
    expect(await pending).toEqual({ ok: false, error: { kind: 'timeout' } });
    expect(stub.only().signal?.aborted).toBe(true);
  });

  it('a fetch that honours the abort signal still ends as timeout, not network', async () => {
    vi.useFakeTimers();
    const fetch = (_: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    const pending = requestVoid(createServiceClient({ fetch, timeoutMs: 1000 }), { method: 'GET', path: '/p' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(await pending).toEqual({ ok: false, error: { kind: 'timeout' } });
  });

  it("the caller's abort ends the call at once as aborted, aborts the fetch and leaves no timer or listener", async () => {
    vi.useFakeTimers();
    const stub = stubFetch(() => 'hang');
    const controller = new AbortController();
    const remove = vi.spyOn(controller.signal, 'removeEventListener');
    const pending = requestJson(
      createServiceClient({ fetch: stub.fetch }),
      { method: 'GET', path: '/p', signal: controller.signal },
      shape,
    );
    await vi.advanceTimersByTimeAsync(1000);
    expect(stub.only().signal?.aborted).toBe(false);
    controller.abort();
    expect(await pending).toEqual({ ok: false, error: { kind: 'aborted' } });
    expect(stub.only().signal?.aborted).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
    expect(remove).toHaveBeenCalledWith('abort', expect.any(Function));
  });

  it('a fetch that honours the signal still ends as aborted (not network) on the caller abort', async () => {
    const fetch = (_: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    const controller = new AbortController();
    const pending = requestVoid(createServiceClient({ fetch }), {
      method: 'GET',
      path: '/p',
      signal: controller.signal,
    });
    controller.abort();
    expect(await pending).toEqual({ ok: false, error: { kind: 'aborted' } });
  });

  it('an already aborted signal makes no request', async () => {
    const stub = stubFetch(() => jsonAnswer({ n: 1 }));
    const result = await requestJson(
      createServiceClient({ fetch: stub.fetch }),
      { method: 'GET', path: '/p', signal: AbortSignal.abort() },
      shape,
    );
    expect(result).toEqual({ ok: false, error: { kind: 'aborted' } });
    expect(stub.calls).toHaveLength(0);
  });

  it('with a signal, the timeout is still a timeout; an abort after it changes nothing', async () => {
    vi.useFakeTimers();
    const stub = stubFetch(() => 'hang');
    const controller = new AbortController();
    const pending = requestVoid(createServiceClient({ fetch: stub.fetch }), {
      method: 'GET',
      path: '/p',
      signal: controller.signal,
    });
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    controller.abort();
    expect(await pending).toEqual({ ok: false, error: { kind: 'timeout' } });
  });

  it('a signal that never aborts changes nothing', async () => {
    const stub = stubFetch(() => jsonAnswer({ n: 2 }));
    const signal = new AbortController().signal;
    expect(
      await requestJson(createServiceClient({ fetch: stub.fetch }), { method: 'GET', path: '/p', signal }, shape),
    ).toEqual({ ok: true, value: { n: 2 } });
  });

  it('a custom timeoutMs is honoured', async () => {
    vi.useFakeTimers();
    const stub = stubFetch(() => 'hang');
    const pending = requestVoid(createServiceClient({ fetch: stub.fetch, timeoutMs: 500 }), {
      method: 'GET',
      path: '/p',
    });
    await vi.advanceTimersByTimeAsync(500);
    expect(await pending).toEqual({ ok: false, error: { kind: 'timeout' } });
  });

  it('a fast answer clears its timer', async () => {
    vi.useFakeTimers();
    const stub = stubFetch(() => jsonAnswer({ n: 1 }));
    await requestJson(createServiceClient({ fetch: stub.fetch }), { method: 'GET', path: '/p' }, shape);
    expect(vi.getTimerCount()).toBe(0);
  });

  it.each([
    ['500 with a code', textAnswer('{"code":"UNKNOWN"}', 500), { kind: 'http', status: 500, code: 'UNKNOWN' }],
    [
      '409 with code and limit',
      jsonAnswer({ code: 'CART_LIMIT', limit: 5 }, 409),
      { kind: 'http', status: 409, code: 'CART_LIMIT', limit: 5 },
    ],
    [
      '400 problem type',
      jsonAnswer({ type: 'urn:newsletter:email_invalid' }, 400),
      { kind: 'http', status: 400, code: 'urn:newsletter:email_invalid' },
    ],
    ['502 not JSON', textAnswer('<html>Bad gateway</html>', 502), { kind: 'http', status: 502 }],
    ['503 empty', emptyAnswer(503), { kind: 'http', status: 503 }],
    ['404 limit not a number', jsonAnswer({ limit: 'x' }, 404), { kind: 'http', status: 404 }],
    ['304 on a call without a 304 rule', emptyAnswer(304), { kind: 'http', status: 304 }],
  ])('%s is an http error value', async (_, answer, error) => {
    const stub = stubFetch(() => answer);
    const result = await requestJson(createServiceClient({ fetch: stub.fetch }), { method: 'GET', path: '/p' }, shape);
    expect(result).toEqual({ ok: false, error });
  });

  it.each([
    ['malformed JSON', textAnswer('{"n": 1'), 'Malformed JSON'],
    ['an empty body', textAnswer(''), 'Empty body where JSON was expected'],
    ['the wrong shape', jsonAnswer({ n: 'one' }), undefined],
  ])('%s is invalid-response with issues', async (_, answer, message) => {
    const stub = stubFetch(() => answer);
    const result = await requestJson(createServiceClient({ fetch: stub.fetch }), { method: 'GET', path: '/p' }, shape);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.kind).toBe('invalid-response');
    if (result.error.kind !== 'invalid-response') return;
    expect(result.error.issues.length).toBeGreaterThan(0);
    if (message) expect(result.error.issues[0]!.message).toBe(message);
    else expect(result.error.issues[0]!.path).toEqual(['n']);
  });

  it('requestVoid: any 2xx is success without reading the body; others are http errors', async () => {
    for (const [answer, expected] of [
      [textAnswer('not json at all'), { ok: true, value: undefined }],
      [emptyAnswer(204), { ok: true, value: undefined }],
      [jsonAnswer({ code: 'X' }, 500), { ok: false, error: { kind: 'http', status: 500, code: 'X' } }],
    ] as const) {
      const stub = stubFetch(() => answer.clone());
      expect(await requestVoid(createServiceClient({ fetch: stub.fetch }), { method: 'GET', path: '/p' })).toEqual(
        expected,
      );
    }
  });

  it('works with a Hono app in process ((input, init) => app.request(input, init))', async () => {
    const app = new Hono();
    app.put('/service/p', async (c) =>
      c.json({
        n: c.req.header(serviceHeaders.csrfMarker) === CSRF_MARKER_VALUE ? Number(c.req.query('q')) : 0,
        echo: await c.req.json(),
      }),
    );
    const client = createServiceClient({ fetch: (input, init) => app.request(input, init) });
    expect(
      await requestJson(
        client,
        {
          method: 'PUT',
          path: '/service/p',
          query: { q: 7 },
          body: { a: 1 },
          auth: { csrfMarker: true, credentials: true },
          cache: 'no-store',
        },
        z.object({ n: z.number(), echo: z.object({ a: z.number() }) }),
      ),
    ).toEqual({ ok: true, value: { n: 7, echo: { a: 1 } } });
  });
});

describe('decodeJson and httpError', () => {
  it('decodeJson keeps the zod output (defaults, transforms)', () => {
    expect(decodeJson('{}', z.object({ list: z._default(z.array(z.string()), []) }))).toEqual({
      ok: true,
      value: { list: [] },
    });
  });
  it('httpError reads code before type', () => {
    expect(httpError({ status: 400, text: '{"code":"A","type":"B"}' })).toEqual({
      kind: 'http',
      status: 400,
      code: 'A',
    });
  });
});
