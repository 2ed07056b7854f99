import { vi } from 'vitest';
import { createReferenceServices, SESSION_COOKIE, sessionOf, type RegisterRoutes } from './app';
import { MALFORMED_BODY, WRONG_SHAPE_BODY } from './faults';

const echo: RegisterRoutes = (app) => {
  app.get('/service/echo/api/items/:id', (c) => {
    const hits = c.get('state').slot('echo', () => ({ count: 0 }));
    hits.count += 1;
    return c.json({ id: c.req.param('id'), hits: hits.count, session: sessionOf(c) });
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
});
