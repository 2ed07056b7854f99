import { parseSetCookie } from 'cookie';
import { vi } from 'vitest';
import {
  NEWSLETTER_EMAIL_INVALID,
  confirmSubscriber,
  createServiceClient,
  customerBaseDataSchema,
  fetchCustomerBaseData,
  fetchSubscriber,
  login,
  newsletterResultOf,
  serviceHeaders,
  subscribeNewsletter,
  subscriberSchema,
  updateSubscriber,
  type ServiceHeaderValues,
  type SiteCode,
  type SubscribeInput,
} from '../../services';
import { createReferenceServices } from '../app';
import { routeKey } from '../faults';
import {
  DOI_LINK_PARAM,
  UNCONFIRMED_DELETION_DAYS,
  findSubscriber,
  newsletterMailbox,
  newsletterProblemTypes,
  newsletterRoutes,
  registerNewsletterRoutes,
  seededSubscriberTokens,
} from './newsletter';
import {
  LOGIN_TOKEN_COOKIE,
  LOGIN_TOKEN_LIFETIME_S,
  MS_PER_SECOND,
  SEEDED_LOGIN,
  encodeToken,
  loginAccounts,
  registerLogin,
} from './login';

const START = new Date('2025-03-01T10:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;

function setup() {
  let now = START;
  const services = createReferenceServices({ routes: [registerNewsletterRoutes, registerLogin], now: () => now });
  const clientWith = (headers: ServiceHeaderValues) =>
    createServiceClient({ fetch: services.fetch, headers: () => headers });
  /** Cookies the login service set (a tiny jar: name → value). */
  const cookies = new Map<string, string>();
  const loginClient = createServiceClient({
    fetch: async (input, init) => {
      const res = await services.fetch(input, init);
      for (const line of res.headers.getSetCookie()) {
        const { name, value } = parseSetCookie(line);
        cookies.set(name, value ?? '');
      }
      return res;
    },
  });
  return {
    services,
    client: clientWith({}),
    clientWith,
    loginClient,
    cookies,
    state: services.state,
    advance: (ms: number) => {
      now = new Date(now.getTime() + ms);
    },
  };
}

const form = (email: string, extra: Partial<SubscribeInput> = {}): SubscribeInput => ({
  email,
  consents: ['NEWSLETTER'],
  origin: 'onsite',
  originAddition: 'subsite',
  ...extra,
});

const lastMail = (state: Parameters<typeof newsletterMailbox>[0]) => newsletterMailbox(state).at(-1)!;

describe('newsletter reference service: double opt-in', () => {
  it.each([true, false])(
    'subscribe (privateApi %s) → WAITING_FOR_DOI with a token; doi → SUBSCRIBED',
    async (privateApi) => {
      const { client, state } = setup();
      const address = 'https://shop.test/subscribenewsletter';
      const subscribed = await subscribeNewsletter(client, form('neu@example.de', { firstName: 'Nina' }), {
        privateApi,
        site: 'DE',
        originalAddress: address,
      });
      expect(subscribed).toEqual({ ok: true, value: undefined });
      expect(newsletterResultOf(subscribed)).toBe('SUCCESS');

      const mail = lastMail(state);
      expect(mail).toMatchObject({ kind: 'doi', to: 'neu@example.de', site: 'DE' });
      expect(new URL(mail.link!).searchParams.get(DOI_LINK_PARAM)).toBe(mail.token);
      expect(mail.link!.startsWith(address)).toBe(true);

      const read = await fetchSubscriber(client, mail.token, { site: 'DE' });
      expect(read).toEqual({
        ok: true,
        value: {
          email: 'neu@example.de',
          status: 'WAITING_FOR_DOI',
          firstName: 'Nina',
          consents: ['NEWSLETTER'],
          interests: [],
        },
      });

      expect(await confirmSubscriber(client, mail.token, { site: 'DE', originalAddress: address })).toEqual({
        ok: true,
        value: undefined,
      });
      expect(await fetchSubscriber(client, mail.token)).toMatchObject({ ok: true, value: { status: 'SUBSCRIBED' } });
      expect(lastMail(state)).toEqual({
        kind: 'welcome',
        to: 'neu@example.de',
        site: 'DE',
        token: mail.token,
        link: address,
      });
    },
  );

  it('a second doi is accepted and changes nothing (no second welcome mail)', async () => {
    const { client, state } = setup();
    await subscribeNewsletter(client, form('twice@example.de'), { privateApi: true });
    const { token } = lastMail(state);
    await confirmSubscriber(client, token);
    const mails = newsletterMailbox(state).length;
    expect(await confirmSubscriber(client, token)).toEqual({ ok: true, value: undefined });
    expect(newsletterMailbox(state)).toHaveLength(mails);
  });

  it('signing up again while waiting keeps the token and sends the mail again; once subscribed it stays so', async () => {
    const { client, state } = setup();
    await subscribeNewsletter(client, form('again@example.de'), { privateApi: true });
    const first = lastMail(state).token;
    await subscribeNewsletter(client, form('Again@Example.de '), { privateApi: true });
    expect(lastMail(state).token).toBe(first);
    await confirmSubscriber(client, first);
    const mails = newsletterMailbox(state).length;
    expect(
      await subscribeNewsletter(client, form('again@example.de', { consents: ['PERSONALIZED_OFFERS'] }), {
        privateApi: true,
      }),
    ).toEqual({ ok: true, value: undefined });
    expect(newsletterMailbox(state)).toHaveLength(mails);
    expect(await fetchSubscriber(client, first)).toMatchObject({
      ok: true,
      value: { status: 'SUBSCRIBED', consents: ['NEWSLETTER', 'PERSONALIZED_OFFERS'] },
    });
  });

  it('stores subscribers per site: the same email in AT is a new subscriber; a token is not valid on another site', async () => {
    const { client, state } = setup();
    await subscribeNewsletter(client, form('both@example.at'), { privateApi: true, site: 'DE' });
    const de = lastMail(state).token;
    await subscribeNewsletter(client, form('both@example.at'), { privateApi: true, site: 'AT' });
    const at = lastMail(state).token;
    expect(at).not.toBe(de);
    expect(findSubscriber(state, 'AT', 'both@example.at')?.token).toBe(at);
    expect(await fetchSubscriber(client, de, { site: 'AT' })).toEqual({
      ok: false,
      error: { kind: 'http', status: 404, code: newsletterProblemTypes.tokenInvalid },
    });
    expect(await fetchSubscriber(client, de, { site: 'DE' })).toMatchObject({ ok: true });
  });

  it('update changes the subscriber; the next read shows it', async () => {
    const { client } = setup();
    const token = seededSubscriberTokens.subscribedDe;
    const update = { interests: ['SPORT', 'MOBILE'], firstName: 'Paula', salutation: 'MRS' as const };
    expect(await updateSubscriber(client, token, update, { site: 'DE' })).toEqual({ ok: true, value: undefined });
    expect(await fetchSubscriber(client, token)).toMatchObject({
      ok: true,
      value: {
        status: 'SUBSCRIBED',
        interests: ['SPORT', 'MOBILE'],
        firstName: 'Paula',
        lastName: 'Becker',
        salutation: 'MRS',
      },
    });
  });

  it('every read answer is what the subscriber contract accepts', async () => {
    const { services } = setup();
    for (const token of Object.values(seededSubscriberTokens)) {
      const res = await services.fetch(newsletterRoutes.subscriber.replace(':subscriberToken', token));
      expect(subscriberSchema.safeParse(await res.json()).success).toBe(true);
    }
  });
});

describe(`reference only (not in the spec): GET ${newsletterRoutes.mailbox}`, () => {
  it('answers every mail the service sent, oldest first, as the mailbox holds them', async () => {
    const { services, client, state } = setup();
    const empty = await services.fetch(newsletterRoutes.mailbox);
    expect(empty.status).toBe(200);
    expect(await empty.json()).toEqual({ mails: [] });

    const address = 'https://shop.test/subscribenewsletter';
    await subscribeNewsletter(client, form('erst@example.de'), {
      privateApi: false,
      site: 'DE',
      originalAddress: address,
    });
    await subscribeNewsletter(client, form('ohne-adresse@example.cz'), { privateApi: false, site: 'CZ' });
    const { token } = newsletterMailbox(state)[0]!;
    await confirmSubscriber(client, token, { site: 'DE', originalAddress: address });

    const { mails } = (await (await services.fetch(newsletterRoutes.mailbox)).json()) as { mails: unknown[] };
    expect(mails).toEqual([
      { kind: 'doi', to: 'erst@example.de', site: 'DE', token, link: `${address}?${DOI_LINK_PARAM}=${token}` },
      { kind: 'doi', to: 'ohne-adresse@example.cz', site: 'CZ', token: expect.any(String) },
      { kind: 'welcome', to: 'erst@example.de', site: 'DE', token, link: address },
    ]);
    expect(mails).toEqual(JSON.parse(JSON.stringify(newsletterMailbox(state))));
  });
});

describe('newsletter reference service: errors', () => {
  it.each([
    ['no @', 'anna.example.de'],
    ['no top-level domain', 'anna@example'],
    ['a space', 'an na@example.de'],
    ['empty', ''],
    ['257 characters (max 256)', `${'a'.repeat(246)}@example.de`],
  ])(`%s → 400 ${NEWSLETTER_EMAIL_INVALID} → ERROR_INVALID_EMAIL`, async (_, email) => {
    const { client, state } = setup();
    const result = await subscribeNewsletter(client, form(email), { privateApi: true });
    expect(result).toEqual({ ok: false, error: { kind: 'http', status: 400, code: NEWSLETTER_EMAIL_INVALID } });
    expect(newsletterResultOf(result)).toBe('ERROR_INVALID_EMAIL');
    expect(newsletterMailbox(state)).toHaveLength(0);
  });

  it('accepts an email of exactly 256 characters', async () => {
    const { client } = setup();
    const email = `${'a'.repeat(245)}@example.de`;
    expect(email).toHaveLength(256);
    expect(await subscribeNewsletter(client, form(email), { privateApi: true })).toEqual({
      ok: true,
      value: undefined,
    });
  });

  it.each<[string, SiteCode, Partial<SubscribeInput>, string[]]>([
    ['HU without names and salutation', 'HU', {}, ['firstName', 'lastName', 'salutation']],
    ['HU without salutation', 'HU', { firstName: 'Eszter', lastName: 'Kovács' }, ['salutation']],
    ['TR without last name', 'TR', { firstName: 'Ayşe' }, ['lastName']],
    ['DE with a URL as name', 'DE', { firstName: 'www.spam.example' }, ['firstName']],
    ['AT with a domain as last name', 'AT', { lastName: 'anna.de' }, ['lastName']],
    ['DE with a forbidden character', 'DE', { firstName: 'Anna<script>' }, ['firstName']],
  ])(
    '%s → 400 field_invalid (per-country required fields, name characters) → ERROR_GENERIC',
    async (_, site, extra, fields) => {
      const { services, client } = setup();
      const result = await subscribeNewsletter(client, form('x@example.de', extra), { privateApi: true, site });
      expect(result).toEqual({
        ok: false,
        error: { kind: 'http', status: 400, code: newsletterProblemTypes.fieldInvalid },
      });
      expect(newsletterResultOf(result)).toBe('ERROR_GENERIC');
      const res = await services.fetch(newsletterRoutes.subscribePrivate, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [serviceHeaders.hunterSite]: site },
        body: JSON.stringify({ ...form('x@example.de'), ...extra }),
      });
      const body = (await res.json()) as { invalidParams: { name: string }[] };
      expect(body.invalidParams.map((p) => p.name).sort()).toEqual([...fields].sort());
    },
  );

  it.each<[SiteCode, Partial<SubscribeInput>]>([
    ['HU', { salutation: 'MRS', firstName: 'Eszter', lastName: 'Kovács' }],
    ['TR', { firstName: 'Ayşe', lastName: 'Demir' }],
    ['DE', {}],
    ['AT', { firstName: "O'Brien-Smith (Jr.)", lastName: 'St.Peter & Co, A. Müller´s' }],
  ])('%s with %j is accepted', async (site, extra) => {
    const { client } = setup();
    expect(await subscribeNewsletter(client, form('ok@example.de', extra), { privateApi: false, site })).toEqual({
      ok: true,
      value: undefined,
    });
  });

  it('a body that is not the contract → 400 invalid_request', async () => {
    const { services } = setup();
    const post = (body: string) =>
      services.fetch(newsletterRoutes.subscribeInternal, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
    for (const body of [
      '{"email": ',
      JSON.stringify({ ...form('a@example.de'), extra: 1 }),
      JSON.stringify({ email: 'a@example.de' }),
    ]) {
      const res = await post(body);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ type: newsletterProblemTypes.invalidRequest, status: 400 });
    }
  });

  it('unknown tokens → 404 token_invalid for read, doi and update', async () => {
    const { client } = setup();
    const error = { kind: 'http', status: 404, code: newsletterProblemTypes.tokenInvalid };
    expect(await fetchSubscriber(client, 'nope')).toEqual({ ok: false, error });
    expect(await confirmSubscriber(client, 'nope')).toEqual({ ok: false, error });
    expect(await updateSubscriber(client, 'nope', { interests: [] })).toEqual({ ok: false, error });
  });

  it('an update with invalid names → 400 field_invalid, nothing changes', async () => {
    const { client } = setup();
    const token = seededSubscriberTokens.subscribedDe;
    expect(await updateSubscriber(client, token, { firstName: 'http://x.example' })).toEqual({
      ok: false,
      error: { kind: 'http', status: 400, code: newsletterProblemTypes.fieldInvalid },
    });
    expect(await fetchSubscriber(client, token)).toMatchObject({ ok: true, value: { firstName: 'Paul' } });
  });
});

describe(`TR: unconfirmed sign-ups are deleted after ${UNCONFIRMED_DELETION_DAYS} days`, () => {
  it.each<[SiteCode, number, boolean]>([
    ['TR', UNCONFIRMED_DELETION_DAYS * DAY_MS - 1, true],
    ['TR', UNCONFIRMED_DELETION_DAYS * DAY_MS, false],
    ['DE', UNCONFIRMED_DELETION_DAYS * DAY_MS * 10, true],
  ])('%s after %i ms: still there %s', async (site, elapsed, kept) => {
    const { client, state, advance } = setup();
    await subscribeNewsletter(client, form('wait@example.com.tr', { firstName: 'Ali', lastName: 'Kaya' }), {
      privateApi: true,
      site,
    });
    const { token } = lastMail(state);
    advance(elapsed);
    const result = await confirmSubscriber(client, token, { site });
    expect(result.ok).toBe(kept);
    expect(findSubscriber(state, site, 'wait@example.com.tr') !== undefined).toBe(kept);
  });

  it('a confirmed TR subscriber stays', async () => {
    const { client, state, advance } = setup();
    await subscribeNewsletter(client, form('ok@example.com.tr', { firstName: 'Ali', lastName: 'Kaya' }), {
      privateApi: true,
      site: 'TR',
    });
    const { token } = lastMail(state);
    await confirmSubscriber(client, token);
    advance(UNCONFIRMED_DELETION_DAYS * DAY_MS * 2);
    expect(await fetchSubscriber(client, token, { site: 'TR' })).toMatchObject({
      ok: true,
      value: { status: 'SUBSCRIBED' },
    });
  });
});

describe('customer base data by X-LoginToken', () => {
  /** Logs the seeded customer in through the login service and returns the LoginToken cookie's value. */
  async function loggedIn(setupResult: ReturnType<typeof setup>) {
    const result = await login(setupResult.loginClient, { email: SEEDED_LOGIN.email, password: SEEDED_LOGIN.password });
    expect(result).toEqual({ ok: true, value: 'SUCCESS' });
    const token = setupResult.cookies.get(LOGIN_TOKEN_COOKIE);
    expect(token).toBeTruthy();
    return token!;
  }

  it("a known login token → the customer's email and names", async () => {
    const s = setup();
    const loginToken = await loggedIn(s);
    const account = loginAccounts(s.state)[0]!;
    const result = await fetchCustomerBaseData(s.clientWith({ loginToken }));
    expect(result).toEqual({
      ok: true,
      value: { email: account.email, firstName: account.firstname, lastName: account.lastname },
    });
    if (result.ok) expect(customerBaseDataSchema.safeParse(result.value).success).toBe(true);
  });

  it('an expired login token → 401 login_required', async () => {
    const s = setup();
    const loginToken = await loggedIn(s);
    s.advance(LOGIN_TOKEN_LIFETIME_S * MS_PER_SECOND);
    expect(await fetchCustomerBaseData(s.clientWith({ loginToken }))).toEqual({
      ok: false,
      error: { kind: 'http', status: 401, code: newsletterProblemTypes.loginRequired },
    });
  });

  it.each([
    ['no token', undefined],
    ['a token of an unknown login', encodeToken({ exp: START.getTime(), ren: 0, lid: 'login-unknown' })],
    ['garbage', 'not-a-token'],
  ])('%s → 401 login_required', async (_, loginToken) => {
    const { clientWith } = setup();
    expect(await fetchCustomerBaseData(clientWith({ loginToken }))).toEqual({
      ok: false,
      error: { kind: 'http', status: 401, code: newsletterProblemTypes.loginRequired },
    });
  });
});

describe('newsletter faults (one of each kind on one route)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });
  const route = routeKey('GET', newsletterRoutes.subscriber);
  const token = seededSubscriberTokens.waitingDe;

  it.each([
    ['500', { status: 500 }, { kind: 'http', status: 500, code: 'INJECTED_FAULT' }],
    ['dropped connection', { drop: true }, { kind: 'network' }],
  ])('%s → typed error', async (_, fault, error) => {
    const { services, client } = setup();
    services.faults.set(route, fault);
    expect(await fetchSubscriber(client, token)).toEqual({ ok: false, error });
  });

  it.each([
    ['malformed JSON', { malformed: true }],
    ['wrong shape', { wrongShape: true }],
  ])('%s → invalid-response', async (_, fault) => {
    const { services, client } = setup();
    services.faults.set(route, fault);
    expect(await fetchSubscriber(client, token)).toMatchObject({ ok: false, error: { kind: 'invalid-response' } });
  });

  it('hang → timeout exactly at 15000 ms', async () => {
    vi.useFakeTimers();
    const { services, client } = setup();
    services.faults.set(route, { hang: true });
    let settled = false;
    const pending = fetchSubscriber(client, token).finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(client.timeoutMs - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toEqual({ ok: false, error: { kind: 'timeout' } });
  });

  it('a fault on doi leaves the subscriber waiting', async () => {
    const { services, client } = setup();
    services.faults.set(routeKey('PUT', newsletterRoutes.doi), { status: 503 });
    expect(await confirmSubscriber(client, token)).toEqual({
      ok: false,
      error: { kind: 'http', status: 503, code: 'INJECTED_FAULT' },
    });
    services.faults.clear();
    expect(await fetchSubscriber(client, token)).toMatchObject({ ok: true, value: { status: 'WAITING_FOR_DOI' } });
  });
});
