import { vi } from 'vitest';
import { createReferenceServices, JSON_BODY_LIMIT_BYTES, SESSION_COOKIE, sessionOf, type RegisterRoutes } from './app';
import { MALFORMED_BODY, WRONG_SHAPE_BODY } from './faults';

const echo: RegisterRoutes = (app) => {
  app.get('/service/echo/api/items/:id', (c) => {
    const hits = c.get('state').slot('echo', () => ({ count: 0 }));
    hits.count += 1;
    return c.json({ id: c.req.param('id'), hits: hits.count, session: sessionOf(c) });
  });
  app.put('/service/echo/api/items/:id', async (c) => {
    const hits = c.get('state').slot('echo', () => ({ count: 0 }));
    const body: unknown = await c.req.json().catch(() => null);
    hits.count += 1;
    return c.json({ id: c.req.param('id'), hits: hits.count, body, session: sessionOf(c) });
  });
};

const setup = () => createReferenceServices({ routes: [echo], controlEndpoint: true });
const url = 'http://shop.local/service/echo/api/items/7';

describe('reference services core', () => {
  it('answers a route in process, keeps state per instance and hands out a session cookie', async () => {
    const a = setup();
    const first = await a.fetch(url);
    expect(first.headers.get('set-cookie')).toContain(`${SESSION_COOKIE}=`);
    expect(await first.json()).toMatchObject({ id: '7', hits: 1 });
    expect(await (await a.fetch(url)).json()).toMatchObject({ hits: 2 });
    expect(await (await setup().fetch(url)).json()).toMatchObject({ hits: 1 });
  });

  it('answers unknown service paths with a JSON 404', async () => {
    const res = await setup().fetch('http://shop.local/service/nothing/here');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: 'NOT_FOUND' });
  });

  it('injects faults per route pattern, before the route runs (no state change)', async () => {
    const s = setup();
    s.faults.set('GET /service/echo/api/items/:id', { status: 500 });
    const failed = await s.fetch(url);
    expect(failed.status).toBe(500);
    s.faults.set('GET /service/echo/api/items/:id', { malformed: true });
    expect(await (await s.fetch(url)).text()).toBe(MALFORMED_BODY);
    s.faults.set('GET /service/echo/api/items/:id', { wrongShape: true });
    expect(await (await s.fetch(url)).json()).toEqual(WRONG_SHAPE_BODY);
    s.faults.set('GET /service/echo/api/items/:id', { drop: true });
    await expect(s.fetch(url)).rejects.toThrow(TypeError);
    s.faults.clear();
    expect(await (await s.fetch(url)).json()).toMatchObject({ hits: 1 });
  });

  it('adds latency and hangs until the request is aborted (fake timers)', async () => {
    vi.useFakeTimers();
    try {
      const s = setup();
      s.faults.set('GET /service/echo/api/items/:id', { latencyMs: 2000 });
      let done = false;
      const slow = s.fetch(url).then((r) => {
        done = true;
        return r;
      });
      await vi.advanceTimersByTimeAsync(1999);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect((await slow).status).toBe(200);

      s.faults.set('GET /service/echo/api/items/:id', { hang: true });
      const controller = new AbortController();
      let settled = false;
      const hanging = s.fetch(url, { signal: controller.signal }).finally(() => (settled = true));
      await vi.advanceTimersByTimeAsync(60_000);
      expect(settled).toBe(false);
      controller.abort();
      await hanging.catch(() => undefined);
      expect(settled).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('sets, lists and clears faults through the control endpoint, rejecting invalid ones', async () => {
    const s = setup();
    const control = 'http://shop.local/service/__control/faults';
    const put = (body: unknown) =>
      s.fetch(control, { method: 'PUT', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
    expect((await put({ route: 'GET /service/echo/api/items/:id', fault: { status: 503 } })).status).toBe(200);
    expect((await s.fetch(url)).status).toBe(503);
    expect((await put({ route: 'nonsense', fault: {} })).status).toBe(400);
    expect((await put({ route: 'GET /service/x', fault: { status: 42 } })).status).toBe(400);
    await s.fetch(`${control}?route=${encodeURIComponent('GET /service/echo/api/items/:id')}`, { method: 'DELETE' });
    expect((await s.fetch(url)).status).toBe(200);
    expect(await (await s.fetch(control)).json()).toEqual({});
  });

  describe('request bodies: JSON within a stated limit, nothing else is read', () => {
    const put = (s: ReturnType<typeof setup>, body: BodyInit | null, type?: string) =>
      s.fetch(url, { method: 'PUT', body, headers: type ? { 'content-type': type } : {} });
    const hits = async (s: ReturnType<typeof setup>) => ((await (await s.fetch(url)).json()) as { hits: number }).hits;

    it(`a JSON body over ${JSON_BODY_LIMIT_BYTES} bytes is 413 and changes nothing (2 MB, and one byte over)`, async () => {
      const s = setup();
      for (const size of [2 * 1024 * 1024, JSON_BODY_LIMIT_BYTES + 1]) {
        const body = JSON.stringify({ pad: 'x'.repeat(size - 10) });
        expect(body.length).toBe(size);
        const refused = await put(s, body, 'application/json');
        expect(refused.status).toBe(413);
        expect(await refused.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE' });
      }
      // Sent as a stream without a length, the limit holds as well.
      const streamed = new Blob(['{"pad":"', 'y'.repeat(JSON_BODY_LIMIT_BYTES), '"}']).stream();
      const refused = await s.fetch(url, {
        method: 'PUT',
        body: streamed,
        headers: { 'content-type': 'application/json' },
        duplex: 'half',
      } as RequestInit);
      expect(refused.status).toBe(413);
      expect(await hits(s)).toBe(1);
    });

    it.each(['text/plain', 'application/x-www-form-urlencoded', undefined])(
      'a body sent as %s is 415 and changes nothing',
      async (type) => {
        const s = setup();
        const refused = await put(s, '{"quantity":1}', type);
        expect(refused.status).toBe(415);
        expect(await refused.json()).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE' });
        expect(await hits(s)).toBe(1);
      },
    );

    it('JSON within the limit (also with a charset) and calls without a body are answered', async () => {
      const s = setup();
      const body = JSON.stringify({ pad: 'x'.repeat(JSON_BODY_LIMIT_BYTES - 10) });
      expect(body.length).toBe(JSON_BODY_LIMIT_BYTES);
      expect((await put(s, body, 'application/json')).status).toBe(200);
      expect(await (await put(s, '{"a":1}', 'application/json; charset=utf-8')).json()).toMatchObject({
        body: { a: 1 },
      });
      expect((await put(s, null)).status).toBe(200);
    });

    it('an empty body of unknown length (what Node hands a DELETE without Content-Length) is no body', async () => {
      const s = setup();
      const empty = new ReadableStream({ start: (controller) => controller.close() });
      const response = await s.fetch(url, { method: 'PUT', body: empty, duplex: 'half' } as RequestInit);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ body: null });
    });
  });

  it('session ids are random (128 bits from crypto), never a counter', async () => {
    const s = setup();
    const sessions = await Promise.all(
      Array.from({ length: 20 }, async () => ((await (await s.fetch(url)).json()) as { session: string }).session),
    );
    expect(new Set(sessions).size).toBe(20);
    for (const id of sessions) expect(id).toMatch(/^session-[0-9a-f]{32}$/);
  });
});
