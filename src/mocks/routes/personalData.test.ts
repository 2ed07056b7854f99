import { createServiceClient } from '../../services/http/client';
import { login } from '../../services/login';
import { PSDATA_PATH, fetchPersonalData } from '../../services/personalData';
import { createReferenceServices } from '../app';
import {
  LOGIN_TOKEN_COOKIE,
  LOGIN_TOKEN_LIFETIME_S,
  MS_PER_SECOND,
  SEEDED_LOGIN,
  loginAccounts,
  registerLogin,
} from './login';
import { newsletterMailbox, registerNewsletterRoutes } from './newsletter';
import { registerPersonalData } from './personalData';
import { confirmSubscriber, subscribeNewsletter } from '../../services/newsletter';
import { withCookies } from '../testing';

function setup() {
  let now = new Date('2025-03-01T09:00:00Z');
  const services = createReferenceServices({
    routes: [registerLogin, registerPersonalData, registerNewsletterRoutes],
    now: () => now,
  });
  const browser = withCookies(services.fetch);
  const client = createServiceClient({ fetch: browser.fetch });
  const advanceSeconds = (seconds: number) => {
    now = new Date(now.getTime() + seconds * MS_PER_SECOND);
  };
  return { services, browser, client, advanceSeconds };
}

const klara = {
  firstname: 'Klara',
  lastname: 'Kaffee',
  loyaltyBeans: 1250,
  statuses: { isCommunityMember: true, isLoyaltyCardMember: true },
};

describe('reference personal-data service', () => {
  it('is logged out without a token, and never cached', async () => {
    const { browser, client } = setup();
    expect(await fetchPersonalData(client)).toEqual({
      ok: true,
      value: { tracking: { loginStatus: 'LOGGED_OUT' }, customer: null, newsletterStatus: null },
    });
    expect((await browser.fetch(PSDATA_PATH)).headers.get('cache-control')).toBe('no-store');
  });

  it('is logged in with the customer fields once the LoginToken cookie is there', async () => {
    const { client } = setup();
    await login(client, { ...SEEDED_LOGIN });
    expect(await fetchPersonalData(client)).toEqual({
      ok: true,
      value: { tracking: { loginStatus: 'LOGGED_IN' }, customer: klara, newsletterStatus: null },
    });
  });

  it('reads the login token from the X-LoginToken header the client sends, too', async () => {
    const { services, browser, client } = setup();
    await login(client, { ...SEEDED_LOGIN });
    const token = browser.jar.get(LOGIN_TOKEN_COOKIE);
    const headerOnly = createServiceClient({ fetch: services.fetch, headers: () => ({ loginToken: token }) });
    expect(await fetchPersonalData(headerOnly)).toMatchObject({
      ok: true,
      value: { tracking: { loginStatus: 'LOGGED_IN' } },
    });
  });

  it('is logged out once the login token expired, remembered with a bound long-term token', async () => {
    const forgotten = setup();
    await login(forgotten.client, { ...SEEDED_LOGIN });
    forgotten.advanceSeconds(LOGIN_TOKEN_LIFETIME_S);
    expect(await fetchPersonalData(forgotten.client)).toMatchObject({
      ok: true,
      value: { tracking: { loginStatus: 'LOGGED_OUT' }, customer: null },
    });

    const remembered = setup();
    await login(remembered.client, { ...SEEDED_LOGIN, rememberMe: true });
    remembered.advanceSeconds(LOGIN_TOKEN_LIFETIME_S);
    expect(await fetchPersonalData(remembered.client)).toEqual({
      ok: true,
      value: { tracking: { loginStatus: 'REMEMBERED' }, customer: klara, newsletterStatus: null },
    });
  });

  it('shows the account newsletter status', async () => {
    const { services, client } = setup();
    await login(client, { ...SEEDED_LOGIN });
    const account = loginAccounts(services.state)[0];
    if (account) account.newsletterStatus = 'WAITING_FOR_DOI';
    expect(await fetchPersonalData(client)).toMatchObject({ ok: true, value: { newsletterStatus: 'WAITING_FOR_DOI' } });
  });

  it("follows the site's subscriber with the account's email: WAITING_FOR_DOI, then SUBSCRIBED", async () => {
    const { services, browser, client } = setup();
    await login(client, { ...SEEDED_LOGIN });
    const status = async (site: 'DE' | 'AT') => {
      const result = await fetchPersonalData(createServiceClient({ fetch: browser.fetch, site }));
      return result.ok ? result.value.newsletterStatus : 'failed';
    };
    expect(await status('DE')).toBeNull();
    const input = { email: SEEDED_LOGIN.email, consents: ['NEWSLETTER'], origin: 'onsite', originAddition: 'subsite' };
    await subscribeNewsletter(client, input, { privateApi: true, site: 'DE' });
    expect(await status('DE')).toBe('WAITING_FOR_DOI');
    await confirmSubscriber(client, newsletterMailbox(services.state).at(-1)!.token, { site: 'DE' });
    expect(await status('DE')).toBe('SUBSCRIBED');
    // Another country's shop has its own subscribers.
    expect(await status('AT')).toBeNull();
  });

  it('a fault on psdata gives the typed error', async () => {
    const { services, client } = setup();
    services.faults.set(`GET ${PSDATA_PATH}`, { wrongShape: true });
    expect(await fetchPersonalData(client)).toMatchObject({ ok: false, error: { kind: 'invalid-response' } });
  });
});
