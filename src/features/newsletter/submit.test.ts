// A newsletter submission: the subscribe request per site, the outcome mapping against the reference newsletter service
// in process, the honeypot, the analytics payload, the pre-filled values and the double-opt-in link. Time is fake where
// the 15000 ms timeout is tested.
import { vi } from 'vitest';
import { newsletterSignUpEvent } from '../../platform/browser';
import { siteCodes, type SiteCode } from '../../platform/site';
import {
  createServiceClient,
  emptyCustomerBaseData,
  serviceHeaders,
  subscribeRequestSchema,
  toSubscribeRequest,
  type CustomerBaseData,
  type FetchLike,
} from '../../services';
import { textAnswer } from '../../services/http/testing';
import { createReferenceServices, routeKey, type Fault } from '../../mocks';
import {
  DOI_LINK_PARAM,
  findSubscriber,
  newsletterMailbox,
  newsletterProblemTypes,
  newsletterRoutes,
  seededSubscriberTokens,
} from '../../mocks/routes/newsletter';
import { DEFAULT_ORIGIN, DEFAULT_ORIGIN_ADDITION } from '../../services/newsletter/constants';
import { initialNewsletterValues, type NewsletterFormValues } from './schema';
import {
  confirmNewsletterLink,
  personalisedOffersGiven,
  prefilledValues,
  submitNewsletter,
  subscribeInputOf,
} from './submit';

const PAGE = 'https://shop.test/subscribenewsletter';
/** "Request timeout 15000 ms". */
const TIMEOUT_MS = 15000;

/** Everything filled: what each site sends of it is the point of the table below. */
const filled: NewsletterFormValues = {
  email: '  anna@example.de ',
  salutation: 'mrs',
  firstName: ' Anna ',
  lastName: 'Kovács',
  personalisedOffers: true,
  newsletterLegal: true,
  website: '',
};

/** A form each site's rules accept: names in HU and TR, salutation in HU, the legal checkbox in TR. */
const validFor = (site: SiteCode): NewsletterFormValues => ({
  ...initialNewsletterValues,
  email: 'anna@example.de',
  ...(site === 'HU' || site === 'TR' ? { firstName: 'Anna', lastName: 'Kovács' } : {}),
  ...(site === 'HU' ? { salutation: 'mrs' as const } : {}),
  ...(site === 'TR' ? { newsletterLegal: true } : {}),
});

describe('subscribeInputOf: the subscribe request per site', () => {
  const salutationShown: readonly SiteCode[] = ['AT', 'HU'];
  const namesShown: readonly SiteCode[] = ['AT', 'HU', 'TR'];

  it.each(siteCodes)('%s sends only the fields it shows', (site) => {
    expect(subscribeInputOf(filled, site)).toEqual({
      email: 'anna@example.de',
      ...(salutationShown.includes(site) ? { salutation: 'MRS' } : {}),
      ...(namesShown.includes(site) ? { firstName: 'Anna', lastName: 'Kovács' } : {}),
      consents: site === 'TR' ? ['NEWSLETTER', 'DNE', 'COMMERCIAL_ELECTRONIC_MESSAGES'] : ['NEWSLETTER', 'DNE'],
      origin: 'onsite',
      originAddition: 'subsite',
    });
    expect(subscribeRequestSchema.safeParse(toSubscribeRequest(subscribeInputOf(filled, site))).success).toBe(true);
  });

  it.each([
    ['mr', 'MR'],
    ['mrs', 'MRS'],
    ['divers', 'DIVERS'],
    ['company', 'COMPANY'],
  ] as const)('salutation %s is sent as %s (AT, HU)', (salutation, sent) => {
    for (const site of salutationShown) expect(subscribeInputOf({ ...filled, salutation }, site).salutation).toBe(sent);
  });

  it('the prompt sends no salutation', () => {
    expect(subscribeInputOf({ ...filled, salutation: '' }, 'AT')).not.toHaveProperty('salutation');
  });

  it('consents: NEWSLETTER always; DNE only when chosen; the TR legal value only in TR and only when checked', () => {
    const none = { ...filled, personalisedOffers: false, newsletterLegal: false };
    expect(subscribeInputOf(none, 'DE').consents).toEqual(['NEWSLETTER']);
    expect(subscribeInputOf(none, 'TR').consents).toEqual(['NEWSLETTER']);
    expect(subscribeInputOf({ ...none, newsletterLegal: true }, 'TR').consents).toEqual([
      'NEWSLETTER',
      'COMMERCIAL_ELECTRONIC_MESSAGES',
    ]);
    expect(subscribeInputOf({ ...none, newsletterLegal: true }, 'HU').consents).toEqual(['NEWSLETTER']);
  });

  it.each(siteCodes)('%s: DNE is removed when the given legals already include it', (site) => {
    const { consents } = subscribeInputOf(filled, site, { legals: ['DNE'] });
    expect(consents).not.toContain('DNE');
    expect(consents).toContain('NEWSLETTER');
    expect(subscribeInputOf(filled, site, { legals: ['OTHER'] }).consents).toContain('DNE');
  });

  it('origin defaults to onsite and its addition to subsite; given ones are kept', () => {
    expect(subscribeInputOf(filled, 'DE')).toMatchObject({ origin: 'onsite', originAddition: 'subsite' });
    expect(subscribeInputOf(filled, 'DE', {}, { origin: 'NEWSLETTER', originAddition: 'footer' })).toMatchObject({
      origin: 'NEWSLETTER',
      originAddition: 'footer',
    });
    expect(subscribeInputOf(filled, 'DE', {}, { origin: 'SHOPPING_CART' })).toMatchObject({
      origin: 'SHOPPING_CART',
      originAddition: 'subsite',
    });
  });

  it('personalisedOffersGiven: the offers consent is given when the legals include DNE', () => {
    expect(personalisedOffersGiven({ legals: ['DNE'] })).toBe(true);
    expect(personalisedOffersGiven({ legals: ['NEWSLETTER'] })).toBe(false);
    expect(personalisedOffersGiven({})).toBe(false);
  });
});

interface Sent {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
  /** The answer's status and body text, once it came (not for a dropped connection). */
  answer?: { status: number; text: string };
}

/** The reference services in process, behind a fetch that records what the client sent. */
function setup() {
  const reference = createReferenceServices();
  const sent: Sent[] = [];
  let answer: ((request: Sent) => Response | undefined) | undefined;
  const fetch = vi.fn<FetchLike>(async (input, init) => {
    const request: Sent = {
      method: init?.method ?? 'GET',
      path: new URL(String(input), 'http://reference.local').pathname,
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
    };
    sent.push(request);
    const response = answer?.(request) ?? (await reference.fetch(input, init));
    request.answer = { status: response.status, text: await response.clone().text() };
    return response;
  });
  const services = createServiceClient({ fetch });
  return {
    reference,
    services,
    fetch,
    sent,
    /** A hand-made answer in place of the service's (a body the fault table cannot send). */
    answerWith: (own: (request: Sent) => Response | undefined) => {
      answer = own;
    },
    fault: (privateApi: boolean, fault: Fault) =>
      reference.faults.set(
        routeKey('POST', privateApi ? newsletterRoutes.subscribePrivate : newsletterRoutes.subscribeInternal),
        fault,
      ),
    submit: (values: NewsletterFormValues, site: SiteCode, privateApi = false) =>
      submitNewsletter(values, { services, site, privateApi, originalAddress: PAGE }),
  };
}

describe('submitNewsletter against the reference service (POST /newsletter-subscribers, outcome mapping)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each(siteCodes)('%s: an accepted sign-up (202) is SUCCESS and waits for the double opt-in', async (site) => {
    const { submit, reference, sent } = setup();
    await expect(submit(validFor(site), site)).resolves.toEqual({ result: 'SUCCESS', bot: false });
    expect(sent).toHaveLength(1);
    expect(findSubscriber(reference.state, site, 'anna@example.de')?.status).toBe('WAITING_FOR_DOI');
    const [mail] = newsletterMailbox(reference.state);
    expect(mail).toMatchObject({ kind: 'doi', to: 'anna@example.de', site });
    const link = new URL(mail?.link ?? '');
    expect(`${link.origin}${link.pathname}`).toBe(PAGE);
    expect(link.searchParams.get(DOI_LINK_PARAM)).toBe(mail?.token);
  });

  it.each([
    [true, '/service/newsletter/api/private/newsletter-subscribers'],
    [false, '/service/newsletter/api/internal/newsletter-subscribers'],
  ])('privateApi %s → POST %s with X-Hunter-Site and X-Original-Address', async (privateApi, path) => {
    const { submit, sent } = setup();
    await expect(submit(validFor('HU'), 'HU', privateApi)).resolves.toEqual({ result: 'SUCCESS', bot: false });
    const [request] = sent;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe(path);
    expect(request?.headers.get(serviceHeaders.hunterSite)).toBe('HU');
    expect(request?.headers.get(serviceHeaders.originalAddress)).toBe(PAGE);
    expect(request?.headers.get('content-type')).toBe('application/json');
    expect(request?.body).toEqual({
      email: 'anna@example.de',
      salutation: 'MRS',
      firstName: 'Anna',
      lastName: 'Kovács',
      consents: ['NEWSLETTER'],
      origin: 'onsite',
      originAddition: 'subsite',
    });
  });

  it('an empty salutation and empty or blank names are left out of the body', async () => {
    const { submit, sent } = setup();
    const values = { ...validFor('AT'), salutation: '' as const, firstName: '', lastName: '   ' };
    await expect(submit(values, 'AT')).resolves.toEqual({ result: 'SUCCESS', bot: false });
    expect(sent[0]?.body).toEqual({
      email: 'anna@example.de',
      consents: ['NEWSLETTER'],
      origin: 'onsite',
      originAddition: 'subsite',
    });
  });

  it('urn:newsletter:email_invalid → ERROR_INVALID_EMAIL (an address the form allows but the service does not)', async () => {
    const { submit, reference, sent } = setup();
    const values = { ...validFor('DE'), email: 'anna@localhost' };
    await expect(submit(values, 'DE')).resolves.toEqual({ result: 'ERROR_INVALID_EMAIL', bot: false });
    expect(JSON.parse(sent[0]?.answer?.text ?? '')).toMatchObject({ type: 'urn:newsletter:email_invalid' });
    expect(findSubscriber(reference.state, 'DE', 'anna@localhost')).toBeUndefined();
  });

  it('another problem type → ERROR_GENERIC (HU without the required names)', async () => {
    const { submit, sent } = setup();
    const values = { ...validFor('HU'), firstName: '', lastName: '' };
    await expect(submit(values, 'HU')).resolves.toEqual({ result: 'ERROR_GENERIC', bot: false });
    // The service did answer with a problem, of another type than email_invalid.
    expect(sent[0]?.answer?.status).toBe(400);
    expect(JSON.parse(sent[0]?.answer?.text ?? '')).toMatchObject({ type: newsletterProblemTypes.fieldInvalid });
  });

  it.each<[string, Fault]>([
    ['a 500 from the fault table', { status: 500 }],
    ['a 503', { status: 503 }],
    ['a dropped connection', { drop: true }],
  ])('%s → ERROR_GENERIC', async (_name, fault) => {
    for (const privateApi of [true, false]) {
      const { submit, fault: inject, reference } = setup();
      inject(privateApi, fault);
      await expect(submit(validFor('DE'), 'DE', privateApi)).resolves.toEqual({ result: 'ERROR_GENERIC', bot: false });
      expect(findSubscriber(reference.state, 'DE', 'anna@example.de')).toBeUndefined();
    }
  });

  it('an error answer whose body is malformed JSON (its type unreadable) → ERROR_GENERIC', async () => {
    const { submit, answerWith } = setup();
    answerWith(() => textAnswer('{"type": "urn:newsletter:email_inv', 400));
    await expect(submit(validFor('DE'), 'DE')).resolves.toEqual({ result: 'ERROR_GENERIC', bot: false });
  });

  it('a malformed body on a 200 is not read: success assumed', async () => {
    const { submit, fault } = setup();
    fault(false, { malformed: true });
    await expect(submit(validFor('DE'), 'DE')).resolves.toEqual({ result: 'SUCCESS', bot: false });
  });

  it('a service that hangs → ERROR_GENERIC at 15000 ms, not before', async () => {
    vi.useFakeTimers();
    const { submit, fault } = setup();
    fault(false, { hang: true });
    let outcome: unknown;
    void submit(validFor('DE'), 'DE').then((result) => {
      outcome = result;
    });
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS - 1);
    expect(outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toEqual({ result: 'ERROR_GENERIC', bot: false });
  });

  it('the honeypot filled: SUCCESS with bot true, and no call at all', async () => {
    const { submit, fetch, reference } = setup();
    await expect(submit({ ...validFor('TR'), website: 'bot@example.com' }, 'TR', true)).resolves.toEqual({
      result: 'SUCCESS',
      bot: true,
    });
    expect(fetch).not.toHaveBeenCalled();
    expect(newsletterMailbox(reference.state)).toEqual([]);
  });

  it('a honeypot of only spaces is empty: a person’s sign-up', async () => {
    const { submit, fetch } = setup();
    await expect(submit({ ...validFor('DE'), website: '   ' }, 'DE')).resolves.toEqual({
      result: 'SUCCESS',
      bot: false,
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('the sign-up analytics event', () => {
  it('for the default origin: sign_up, newsletter, "onsite:subsite", ga4, newsletterservice', () => {
    expect(newsletterSignUpEvent(DEFAULT_ORIGIN, DEFAULT_ORIGIN_ADDITION)).toEqual({
      event: 'sign_up',
      event_name: 'sign_up',
      subject: 'newsletter',
      origin: 'onsite:subsite',
      event_type: 'ga4',
      emitter: 'newsletterservice',
    });
  });

  it('carries a given origin as "origin:addition"', () => {
    expect(newsletterSignUpEvent('NEWSLETTER', 'footer').origin).toBe('NEWSLETTER:footer');
  });
});

describe('prefilledValues (the form from a signed-in customer’s base data, GET /customers/base-data)', () => {
  it('fills email, salutation (MR → mr) and names; the rest stays initial', () => {
    expect(
      prefilledValues({ email: 'paul@example.de', salutation: 'MR', firstName: 'Paul', lastName: 'Becker' }),
    ).toEqual({
      ...initialNewsletterValues,
      email: 'paul@example.de',
      salutation: 'mr',
      firstName: 'Paul',
      lastName: 'Becker',
    });
  });

  it.each([
    ['MRS', 'mrs'],
    ['DIVERS', 'divers'],
    ['COMPANY', 'company'],
  ] as const)('salutation %s → %s', (salutation, option) => {
    expect(prefilledValues({ salutation }).salutation).toBe(option);
  });

  it.each<[string, CustomerBaseData]>([
    ['missing fields', { email: 'paul@example.de' }],
    ['null fields', { email: 'paul@example.de', salutation: null, firstName: null, lastName: null }],
  ])('%s are empty', (_name, data) => {
    expect(prefilledValues(data)).toEqual({ ...initialNewsletterValues, email: 'paul@example.de' });
  });

  it('a failed call’s empty defaults give the initial values', () => {
    expect(prefilledValues(emptyCustomerBaseData)).toEqual(initialNewsletterValues);
  });
});

describe('confirmNewsletterLink (PUT /newsletter-subscribers/{subscriberToken}/doi, "Leider ist dieser Link nicht mehr gültig.")', () => {
  const doiRoute = routeKey('PUT', newsletterRoutes.doi);
  const CONFIRM_PAGE = 'https://shop.test/newsletter/confirm';

  it('a waiting subscriber’s token → confirmed, subscribed, with X-Hunter-Site and X-Original-Address sent', async () => {
    const { services, reference, sent } = setup();
    const token = seededSubscriberTokens.waitingDe;
    await expect(confirmNewsletterLink(services, token, { site: 'DE', originalAddress: CONFIRM_PAGE })).resolves.toBe(
      'confirmed',
    );
    expect(sent[0]?.method).toBe('PUT');
    expect(sent[0]?.path).toBe(`/service/newsletter/api/private/newsletter-subscribers/${token}/doi`);
    expect(sent[0]?.headers.get(serviceHeaders.hunterSite)).toBe('DE');
    expect(sent[0]?.headers.get(serviceHeaders.originalAddress)).toBe(CONFIRM_PAGE);
    expect(findSubscriber(reference.state, 'DE', 'lena.wagner@example.de')?.status).toBe('SUBSCRIBED');
    // A second click on the same link is still confirmed.
    await expect(confirmNewsletterLink(services, token, { site: 'DE' })).resolves.toBe('confirmed');
  });

  it('the token a sign-up mailed → confirmed', async () => {
    const { services, submit, reference } = setup();
    await submit(validFor('TR'), 'TR');
    const [mail] = newsletterMailbox(reference.state);
    await expect(confirmNewsletterLink(services, mail?.token ?? '', { site: 'TR' })).resolves.toBe('confirmed');
  });

  it('an unknown token → link-invalid', async () => {
    const { services } = setup();
    await expect(confirmNewsletterLink(services, 'no-such-token', { site: 'DE' })).resolves.toBe('link-invalid');
  });

  it.each(['', '   '])('an empty token (%j) → link-invalid, without a call', async (token) => {
    const { services, fetch } = setup();
    await expect(confirmNewsletterLink(services, token, { site: 'DE' })).resolves.toBe('link-invalid');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('another site’s token (X-Hunter-Site DE, a TR token) → link-invalid, and it stays unconfirmed', async () => {
    const { services, reference } = setup();
    await expect(confirmNewsletterLink(services, seededSubscriberTokens.waitingTr, { site: 'DE' })).resolves.toBe(
      'link-invalid',
    );
    expect(findSubscriber(reference.state, 'TR', 'ayse.demir@example.com.tr')?.status).toBe('WAITING_FOR_DOI');
  });

  it.each<[string, Fault]>([
    ['a 500', { status: 500 }],
    ['a dropped connection', { drop: true }],
  ])('%s → failed (the technical error)', async (_name, fault) => {
    const { services, reference } = setup();
    reference.faults.set(doiRoute, fault);
    await expect(confirmNewsletterLink(services, seededSubscriberTokens.waitingDe, { site: 'DE' })).resolves.toBe(
      'failed',
    );
  });

  it('a service that hangs → failed at 15000 ms', async () => {
    vi.useFakeTimers();
    try {
      const { services, reference } = setup();
      reference.faults.set(doiRoute, { hang: true });
      let outcome: unknown;
      void confirmNewsletterLink(services, seededSubscriberTokens.waitingDe, { site: 'DE' }).then((result) => {
        outcome = result;
      });
      await vi.advanceTimersByTimeAsync(TIMEOUT_MS - 1);
      expect(outcome).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      expect(outcome).toBe('failed');
    } finally {
      vi.useRealTimers();
    }
  });
});
