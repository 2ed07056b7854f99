import { cartResponseSchema } from '../../src/services/cart/contract';
import { promotionResponseSchema } from '../../src/services/promotion/contract';
import { suggestionsResponseSchema } from '../../src/services/search/contract';
import { expect, test } from './fixtures';

// The running storefront serves the reference services under /service, answering as the contracts say.
test('GET /service/cart/api/cart answers a cart and a session cookie', async ({ request }) => {
  const res = await request.get('/service/cart/api/cart');
  expect(res.status()).toBe(200);
  expect(res.headers()['set-cookie']).toContain('crema-session=');
  const cart = cartResponseSchema.parse(await res.json()).cart;
  expect(cart.numberOfArticles).toBeGreaterThanOrEqual(0);
});

test('GET /service/searchfrontend/api/suggestions?q=kaf&site=DE finds German coffee', async ({ request }) => {
  const res = await request.get('/service/searchfrontend/api/suggestions?q=kaf&site=DE');
  expect(res.status()).toBe(200);
  const body = suggestionsResponseSchema.parse(await res.json());
  expect(body.products.length).toBeGreaterThan(0);
  expect(body.products.every((p) => /kaf/i.test(p.title))).toBe(true);
});

test('GET /service/promotion/api/promotion/~header_top answers the header benefits', async ({ request }) => {
  const res = await request.get('/service/promotion/api/promotion/~header_top', { headers: { 'x-hunter-site': 'DE' } });
  expect(res.status()).toBe(200);
  const promotion = promotionResponseSchema.parse(await res.json());
  expect(promotion.contentJSON).toContain('Versandkostenfrei ab 20');
});

test('an unknown service path answers a JSON 404', async ({ request }) => {
  const res = await request.get('/service/nothing/here');
  expect(res.status()).toBe(404);
  expect(await res.json()).toEqual({ code: 'NOT_FOUND' });
});
