// @vitest-environment happy-dom
// The reference services as stories and component tests call them: in a page, whose Request drops a Cookie header
// (a forbidden header name), so `browser()` hands the cookies over beside the request.
import { createReferenceServices, sessionOf, type RegisterRoutes } from './app';

const echo: RegisterRoutes = (app) => {
  app.all('/service/echo/api/session', async (c) => {
    const body: unknown = c.req.method === 'GET' ? null : await c.req.json().catch(() => null);
    return c.json({ body, session: sessionOf(c) });
  });
};
const url = 'http://shop.local/service/echo/api/session';

it("a JSON body the services read for their size check reaches the route with the page's cookies", async () => {
  const browser = createReferenceServices({ routes: [echo] }).browser();
  const first = (await (await browser.fetch(url)).json()) as { session: string };
  const response = await browser.fetch(url, {
    method: 'PUT',
    body: JSON.stringify({ quantity: 2 }),
    headers: { 'content-type': 'application/json' },
  });
  expect(await response.json()).toEqual({ body: { quantity: 2 }, session: first.session });
  expect(browser.setCookies).toHaveLength(1);
});
