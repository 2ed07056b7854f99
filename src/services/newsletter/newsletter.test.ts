import { callNamed, describeCall, tableTokens } from '../http/callTable';
import { serviceHeaders } from '../http/constants';
import { emptyAnswer, jsonAnswer, textAnswer } from '../http/testing';
import {
  confirmSubscriber,
  fetchCustomerBaseData,
  fetchSubscriber,
  newsletterCalls,
  newsletterResultOf,
  subscribeNewsletter,
  updateSubscriber,
} from './client';
import { NEWSLETTER_EMAIL_INVALID } from './constants';
import { customerBaseDataSchema, subscribeRequestSchema, subscriberUpdateSchema } from './contract';

const site = serviceHeaders.hunterSite.toLowerCase();
const address = serviceHeaders.originalAddress.toLowerCase();
const loginToken = serviceHeaders.loginToken.toLowerCase();

const input = {
  email: 'anna@example.com',
  salutation: '' as const,
  firstName: 'Anna',
  lastName: '  ',
  consents: ['PERSONALIZED_OFFERS', 'NEWSLETTER'],
  origin: 'onsite',
  originAddition: 'subsite',
};

for (const privateApi of [true, false]) {
  const base = privateApi ? '/service/newsletter/api/private' : '/service/newsletter/api/internal';
  describeCall(`POST ${base}/newsletter-subscribers`, {
    call: callNamed(newsletterCalls, `subscribeNewsletter (${privateApi ? 'private' : 'internal'})`),
    run: (client, options) =>
      subscribeNewsletter(client, input, {
        privateApi,
        site: 'HU',
        originalAddress: 'https://shop.test/subscribenewsletter',
        ...options,
      }),
    success: { answer: () => jsonAnswer({ id: 'ignored' }, 201), value: undefined },
    request: (req) => {
      expect(req.method).toBe('POST');
      expect(req.path).toBe(`${base}/newsletter-subscribers`);
      // salutation and the blank last name are omitted ("each of the three omitted when empty")
      expect(req.body).toEqual({
        email: 'anna@example.com',
        firstName: 'Anna',
        consents: ['PERSONALIZED_OFFERS', 'NEWSLETTER'],
        origin: 'onsite',
        originAddition: 'subsite',
      });
      expect(subscribeRequestSchema.safeParse(req.body).success).toBe(true);
      expect(req.headers['content-type']).toBe('application/json');
      expect(req.headers[site]).toBe('HU');
      expect(req.headers[address]).toBe('https://shop.test/subscribenewsletter');
      expect(req.credentials).toBe('include');
    },
    cases: [
      {
        name: `400 ${NEWSLETTER_EMAIL_INVALID} → http error with that code`,
        answer: () => jsonAnswer({ type: NEWSLETTER_EMAIL_INVALID, title: 'Invalid email' }, 400),
        expected: { ok: false, error: { kind: 'http', status: 400, code: NEWSLETTER_EMAIL_INVALID } },
      },
      {
        name: 'a body that is not JSON on success is not read (success assumed)',
        answer: () => textAnswer('OK'),
        expected: { ok: true, value: undefined },
      },
    ],
  });
}

describeCall('GET /service/newsletter/api/private/customers/base-data', {
  call: callNamed(newsletterCalls, 'fetchCustomerBaseData'),
  run: (client, options) => fetchCustomerBaseData(client, options),
  success: {
    answer: () => jsonAnswer({ email: 'anna@example.com', salutation: 'MRS', firstName: 'Anna', lastName: null }),
    value: { email: 'anna@example.com', salutation: 'MRS', firstName: 'Anna', lastName: null },
  },
  request: (req) => {
    expect(req.method).toBe('GET');
    expect(req.path).toBe('/service/newsletter/api/private/customers/base-data');
    expect(req.headers[loginToken]).toBe(tableTokens.loginToken);
    expect(req.credentials).toBeUndefined();
  },
  wrongShape: { email: 42 },
});

describeCall('GET /service/newsletter/api/private/newsletter-subscribers/{subscriberToken}', {
  call: callNamed(newsletterCalls, 'fetchSubscriber'),
  run: (client, options) => fetchSubscriber(client, 'tok/1', { site: 'TR', ...options }),
  success: {
    answer: () => jsonAnswer({ email: 'a@b.tr', status: 'WAITING_FOR_DOI' }),
    value: { email: 'a@b.tr', status: 'WAITING_FOR_DOI', consents: [], interests: [] },
  },
  request: (req) => {
    expect(req.method).toBe('GET');
    expect(req.path).toBe('/service/newsletter/api/private/newsletter-subscribers/tok%2F1');
    expect(req.headers[site]).toBe('TR');
    expect(req.headers).not.toHaveProperty(address);
  },
  wrongShape: { email: 'a@b.tr' },
  cases: [
    {
      name: '404 (unknown token) → http error',
      answer: () => emptyAnswer(404),
      expected: { ok: false, error: { kind: 'http', status: 404 } },
    },
  ],
});

describeCall('PUT /service/newsletter/api/private/newsletter-subscribers/{subscriberToken}/doi', {
  call: callNamed(newsletterCalls, 'confirmSubscriber'),
  run: (client, options) =>
    confirmSubscriber(client, 'tok1', { site: 'PL', originalAddress: 'https://shop.test/doi', ...options }),
  success: { answer: () => emptyAnswer(204), value: undefined },
  request: (req) => {
    expect(req.method).toBe('PUT');
    expect(req.path).toBe('/service/newsletter/api/private/newsletter-subscribers/tok1/doi');
    expect(req.body).toBeUndefined();
    expect(req.headers[site]).toBe('PL');
    expect(req.headers[address]).toBe('https://shop.test/doi');
  },
});

describeCall('PUT /service/newsletter/api/private/newsletter-subscribers/{subscriberToken}', {
  call: callNamed(newsletterCalls, 'updateSubscriber'),
  run: (client, options) =>
    updateSubscriber(client, 'tok1', { interests: ['COFFEE', 'KITCHEN'], consents: [] }, options),
  success: { answer: () => jsonAnswer({}), value: undefined },
  request: (req) => {
    expect(req.method).toBe('PUT');
    expect(req.path).toBe('/service/newsletter/api/private/newsletter-subscribers/tok1');
    expect(req.body).toEqual({ interests: ['COFFEE', 'KITCHEN'], consents: [] });
    expect(subscriberUpdateSchema.safeParse(req.body).success).toBe(true);
    expect(req.headers).not.toHaveProperty(site);
  },
});

describe('newsletterResultOf (outcome mapping)', () => {
  it.each([
    [{ ok: true as const, value: undefined }, 'SUCCESS'],
    [
      { ok: false as const, error: { kind: 'http' as const, status: 400, code: NEWSLETTER_EMAIL_INVALID } },
      'ERROR_INVALID_EMAIL',
    ],
    [
      { ok: false as const, error: { kind: 'http' as const, status: 400, code: 'urn:newsletter:other' } },
      'ERROR_GENERIC',
    ],
    [{ ok: false as const, error: { kind: 'http' as const, status: 500 } }, 'ERROR_GENERIC'],
    [{ ok: false as const, error: { kind: 'network' as const } }, 'ERROR_GENERIC'],
    [{ ok: false as const, error: { kind: 'timeout' as const } }, 'ERROR_GENERIC'],
  ])('%j → %s', (result, expected) => {
    expect(newsletterResultOf(result)).toBe(expected);
  });
});

describe('customer base data contract (what the form pre-fills)', () => {
  it.each([
    ['a list of texts', { legals: ['DNE', 'NEWSLETTER'] }, ['DNE', 'NEWSLETTER']],
    ['a list with other things in it: the texts', { legals: ['DNE', 3, null] }, ['DNE']],
    ['not a list: none', { legals: 'DNE' }, []],
    ['absent', {}, undefined],
  ])('legals, %s', (_name, answer, legals) => {
    expect(customerBaseDataSchema.parse(answer).legals).toEqual(legals);
  });
});

describe('subscribe request contract (max 256 / 40)', () => {
  const valid = { email: 'a@b.de', consents: [], origin: 'onsite', originAddition: 'subsite' };
  it.each([
    [valid, true],
    [{ ...valid, email: `${'a'.repeat(251)}@b.de` }, true],
    [{ ...valid, email: `${'a'.repeat(252)}@b.de` }, false],
    [{ ...valid, firstName: 'x'.repeat(40) }, true],
    [{ ...valid, firstName: 'x'.repeat(41) }, false],
    [{ ...valid, salutation: 'mr' }, false],
    [{ ...valid, salutation: 'DIVERS' }, true],
    [{ ...valid, extra: 1 }, false],
  ])('%#: valid %s', (body, ok) => {
    expect(subscribeRequestSchema.safeParse(body).success).toBe(ok);
  });
});
