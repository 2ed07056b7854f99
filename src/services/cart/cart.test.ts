import { callNamed, describeCall, tableTokens } from '../http/callTable';
import { serviceHeaders, CSRF_MARKER_VALUE } from '../http/constants';
import { emptyAnswer, jsonAnswer, type RecordedRequest } from '../http/testing';
import { cartCalls, cartErrorOf, changeCart, fetchCart } from './client';
import { CART_PATH, cartErrorCodes } from './constants';
import { cartChangeSchema, cartQuerySchema, type Cart, type CartChange } from './contract';

const serverCart = {
  numberOfArticles: 3,
  articles: [
    {
      article: { productId: '1001', tcm: 'tcm:1', title: 'Kaffee', quantity: 2, availability: 'AVAILABLE' },
    },
  ],
  freeArticles: [{ article: { productId: '2002', quantity: { quantity: 1 }, campaignId: 'c1' } }],
  partnerProducts: [{ partnerProductId: 'pp1', totalQuantity: 1 }],
};
const parsedCart: Cart = {
  ...serverCart,
  giftCards: [],
  subscriptions: [],
  defectiveArticles: [],
  defectiveGiftCards: [],
  defectivePartnerProducts: [],
  defectiveSubscriptions: [],
};

/** Credentials, long-term token, login token and CSRF marker on both cart calls. */
const expectCartAuth = (req: RecordedRequest) => {
  expect(req.credentials).toBe('include');
  expect(req.headers[serviceHeaders.longTermToken.toLowerCase()]).toBe(tableTokens.longTermToken);
  expect(req.headers[serviceHeaders.loginToken.toLowerCase()]).toBe(tableTokens.loginToken);
  expect(req.headers[serviceHeaders.csrfMarker.toLowerCase()]).toBe(CSRF_MARKER_VALUE);
};

const limitError = (code: string, limit: number) => ({
  name: `409 ${code} with limit ${limit} → http error with code and limit`,
  answer: () => jsonAnswer({ code, limit }, 409),
  expected: { ok: false as const, error: { kind: 'http' as const, status: 409, code, limit } },
});

describeCall('GET /service/cart/api/cart', {
  call: callNamed(cartCalls, 'fetchCart'),
  run: (client, options) => fetchCart(client, options),
  success: { answer: () => jsonAnswer({ cart: serverCart }), value: { kind: 'cart', cart: parsedCart } },
  request: (req) => {
    expect(req.method).toBe('GET');
    expect(req.path).toBe(CART_PATH);
    expect(req.query).toEqual({});
    expectCartAuth(req);
  },
  wrongShape: { cart: { numberOfArticles: 'three' } },
  cases: [
    {
      name: '304 → { kind: unchanged }',
      answer: () => emptyAnswer(304),
      expected: { ok: true, value: { kind: 'unchanged' } },
    },
    {
      name: '503 CARTSTORAGE_UNAVAILABLE → http error with the code',
      answer: () => jsonAnswer({ code: 'CARTSTORAGE_UNAVAILABLE' }, 503),
      expected: { ok: false, error: { kind: 'http', status: 503, code: 'CARTSTORAGE_UNAVAILABLE' } },
    },
  ],
});

describeCall('GET /service/cart/api/cart?forceReload=true', {
  call: callNamed(cartCalls, 'fetchCart'),
  run: (client, options) => fetchCart(client, { forceReload: true, ...options }),
  success: { answer: () => jsonAnswer({ cart: serverCart }), value: { kind: 'cart', cart: parsedCart } },
  request: (req) => {
    expect(req.query).toEqual({ forceReload: 'true' });
    expect(cartQuerySchema.safeParse(req.query).success).toBe(true);
    expectCartAuth(req);
  },
});

const change: CartChange = { setArticle: { productId: '1001', tcm: 'tcm:1', quantity: 3 } };

describeCall('PUT /service/cart/api/cart', {
  call: callNamed(cartCalls, 'changeCart'),
  run: (client, options) => changeCart(client, change, options),
  success: {
    answer: () => jsonAnswer({ cart: serverCart, addedProduct: { productId: '1001', quantity: 3 } }),
    value: { kind: 'cart', cart: parsedCart, addedProduct: { productId: '1001', quantity: 3 } },
  },
  request: (req) => {
    expect(req.method).toBe('PUT');
    expect(req.path).toBe(CART_PATH);
    expect(req.body).toEqual(change);
    expect(req.headers['content-type']).toBe('application/json');
    expectCartAuth(req);
  },
  wrongShape: { addedProduct: {} },
  cases: [
    {
      name: '304 → { kind: unchanged } (nothing changed)',
      answer: () => emptyAnswer(304),
      expected: { ok: true, value: { kind: 'unchanged' } },
    },
    {
      name: '200 without addedProduct → cart only',
      answer: () => jsonAnswer({ cart: serverCart }),
      expected: { ok: true, value: { kind: 'cart', cart: parsedCart } },
    },
    limitError('CART_LIMIT', 50),
    limitError('ITEM_LIMIT', 10),
    limitError('AVAILABILITY_LIMIT', 2),
  ],
});

describe('the PUT body: exactly one change', () => {
  const valid: CartChange[] = [
    { setArticle: { productId: 'p', tcm: 't', quantity: 0 } },
    { setFreeArticle: { productId: 'p', campaignId: 'c', remove: true } },
    { setGiftCard: { productId: 'p', tcm: 't', set: 1 } },
    { setPartnerProduct: { partnerProductId: 'pp', set: 2 } },
    { deleteSubscription: { subscriptionId: 's' } },
  ];
  it.each(valid)('accepts %j', (body) => {
    expect(cartChangeSchema.safeParse(body).success).toBe(true);
  });

  it.each([
    ['none', {}],
    ['two', { setArticle: { productId: 'p', tcm: 't', quantity: 1 }, deleteSubscription: { subscriptionId: 's' } }],
    ['an unknown change', { setVoucher: { code: 'x' } }],
    ['a negative quantity', { setArticle: { productId: 'p', tcm: 't', quantity: -1 } }],
  ])('refuses %s', (_, body) => {
    expect(cartChangeSchema.safeParse(body).success).toBe(false);
  });

  it('two changes are a type error', () => {
    // @ts-expect-error exactly one change
    const two: CartChange = {
      setArticle: { productId: 'p', tcm: 't', quantity: 1 },
      deleteSubscription: { subscriptionId: 's' },
    };
    // @ts-expect-error exactly one change
    const none: CartChange = {};
    expect([two, none]).toHaveLength(2);
  });
});

describe('cartErrorOf (unknown failures map to UNKNOWN)', () => {
  it.each(cartErrorCodes)('keeps the known code %s', (code) => {
    expect(cartErrorOf({ kind: 'http', status: 409, code, limit: 5 })).toEqual({ code, limit: 5 });
  });
  it.each([
    { kind: 'network' as const },
    { kind: 'timeout' as const },
    { kind: 'invalid-response' as const, issues: [] },
    { kind: 'http' as const, status: 500 },
    { kind: 'http' as const, status: 500, code: 'SOMETHING_NEW' },
  ])('maps %j to UNKNOWN', (error) => {
    expect(cartErrorOf(error)).toEqual({ code: 'UNKNOWN' });
  });
});
