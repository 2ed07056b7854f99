import { callNamed, describeCall } from '../http/callTable';
import { serviceHeaders } from '../http/constants';
import { emptyAnswer, jsonAnswer } from '../http/testing';
import {
  contentCalls,
  fetchContentPage,
  fetchOrders,
  fetchStores,
  type ContentOrdersAnswer,
  type ContentPageAnswer,
} from './client';
import { STORE_QUERY_MAX_LENGTH } from './constants';
import { contentPageParamsSchema, contentStoresQuerySchema } from './contract';

const site = serviceHeaders.hunterSite.toLowerCase();

const page = {
  slug: 'contact',
  title: 'Kontakt',
  intro: 'Wir helfen Ihnen gern.',
  sections: [{ heading: 'Kundenservice', paragraphs: ['Montag bis Samstag.'], links: [] }],
};
const parsedPage = { ...page, questions: [], giftCards: [] };
const store = {
  id: 'de-1',
  name: 'Crema Hamburg',
  street: 'Mönckebergstraße 7',
  postcode: '20095',
  city: 'Hamburg',
  openingHours: ['Montag bis Freitag 9:00–20:00'],
  phone: null,
};
const order = {
  id: '2026-1',
  date: '2026-11-02',
  status: 'Versandt',
  total: { amount: 33.98, currency: 'EUR' as const },
  items: [{ title: 'Kaffeebohnen', quantity: 2 }],
};

describeCall<ContentPageAnswer>('GET /service/content/api/pages/{slug} (reference content, not in the spec)', {
  call: callNamed(contentCalls, 'fetchContentPage'),
  run: (client, options) => fetchContentPage(client, { slug: 'contact', site: 'CZ' }, options),
  success: { answer: () => jsonAnswer(page), value: { kind: 'page', page: parsedPage } },
  request: (req) => {
    expect(req.path).toBe('/service/content/api/pages/contact');
    expect(req.headers[site]).toBe('CZ');
  },
  wrongShape: { slug: 'contact', title: 'Kontakt' },
  cases: [
    {
      name: '404 → { kind: none } (the page answers 404)',
      answer: () => emptyAnswer(404),
      expected: { ok: true, value: { kind: 'none' } },
    },
  ],
});

describeCall('GET /service/content/api/stores?q= (reference content, not in the spec)', {
  call: callNamed(contentCalls, 'fetchStores'),
  run: (client, options) => fetchStores(client, { q: 'hamburg', site: 'DE' }, options),
  success: {
    answer: () => jsonAnswer({ country: 'Deutschland', query: 'hamburg', total: 4, stores: [store] }),
    value: { country: 'Deutschland', query: 'hamburg', total: 4, stores: [store] },
  },
  request: (req) => {
    expect(req.path).toBe('/service/content/api/stores');
    expect(req.query).toEqual({ q: 'hamburg' });
    expect(req.headers[site]).toBe('DE');
  },
  wrongShape: { country: 'Deutschland', stores: [{ id: 1 }] },
});

describeCall<ContentOrdersAnswer>('GET /service/content/api/orders (reference content, not in the spec)', {
  call: callNamed(contentCalls, 'fetchOrders'),
  run: (client, options) => fetchOrders(client, 'DE', options),
  success: { answer: () => jsonAnswer({ orders: [order] }), value: { kind: 'orders', orders: [order] } },
  request: (req) => {
    expect(req.path).toBe('/service/content/api/orders');
    expect(req.headers[site]).toBe('DE');
  },
  wrongShape: { orders: [{ ...order, date: 'yesterday' }] },
  cases: [
    {
      name: '401 → { kind: signed-out } (the page offers the sign-in)',
      answer: () => jsonAnswer({ code: 'NOT_SIGNED_IN' }, 401),
      expected: { ok: true, value: { kind: 'signed-out' } },
    },
  ],
});

describe('request contracts (the reference route validates with them)', () => {
  it.each([
    [{ slug: 'contact' }, true],
    [{ slug: 'gift-cards' }, true],
    [{ slug: 'Contact' }, false],
    [{ slug: '../x' }, false],
  ])('page params %j valid: %s', (params, valid) => {
    expect(contentPageParamsSchema.safeParse(params).success).toBe(valid);
  });
  it.each([
    [{}, true],
    [{ q: '  80331 ' }, true],
    [{ q: 'x'.repeat(STORE_QUERY_MAX_LENGTH) }, true],
    [{ q: 'x'.repeat(STORE_QUERY_MAX_LENGTH + 1) }, false],
  ])('stores query %j valid: %s', (query, valid) => {
    expect(contentStoresQuerySchema.safeParse(query).success).toBe(valid);
  });
});
