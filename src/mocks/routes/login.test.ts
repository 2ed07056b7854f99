import { createServiceClient } from '../../services/http/client';
import { LOGIN_PATH, login, loginResultOf, renewLoginToken, requestLongTermToken } from '../../services/login';
import { createReferenceServices } from '../app';
import {
  DEMO_LOGIN_TOKEN_TIMES,
  LOGIN_TOKEN_COOKIE,
  LOGIN_TOKEN_LIFETIME_S,
  LOGIN_TOKEN_RENEW_AFTER_S,
  LONG_TERM_TOKEN_COOKIE,
  LONG_TERM_TOKEN_LIFETIME_S,
  MS_PER_SECOND,
  SEEDED_LOGIN,
  decodeToken,
  encodeToken,
  loginTokenPayloadSchema,
  longTermTokenPayloadSchema,
  defaultLoginTokenTimes,
  loginTokenTimes,
  registerLogin,
  setLoginTokenTimes,
} from './login';
import { withCookies } from '../testing';

const START = new Date('2025-03-01T09:00:00Z');
const startSeconds = START.getTime() / MS_PER_SECOND;

function setup() {
  let now = START;
  const services = createReferenceServices({ routes: [registerLogin], now: () => now });
  const browser = withCookies(services.fetch);
  const client = createServiceClient({ fetch: browser.fetch });
  const advanceSeconds = (seconds: number) => {
    now = new Date(now.getTime() + seconds * MS_PER_SECOND);
  };
  const loginToken = () => decodeToken(browser.jar.get(LOGIN_TOKEN_COOKIE), loginTokenPayloadSchema);
  const longTermToken = () => decodeToken(browser.jar.get(LONG_TERM_TOKEN_COOKIE), longTermTokenPayloadSchema);
  return { services, browser, client, advanceSeconds, loginToken, longTermToken };
}

describe('reference login service', () => {
  describe('POST login', () => {
    it('logs the seeded customer in and sets a LoginToken cookie with exp, ren and lid', async () => {
      const { client, loginToken, longTermToken } = setup();
      expect(await login(client, { ...SEEDED_LOGIN })).toEqual({ ok: true, value: 'SUCCESS' });
      expect(loginToken()).toEqual({
        exp: startSeconds + LOGIN_TOKEN_LIFETIME_S,
        ren: startSeconds + LOGIN_TOKEN_RENEW_AFTER_S,
        lid: expect.stringMatching(/^login-/),
      });
      expect(longTermToken()).toBeUndefined();
    });

    it('binds a long-term token to the login when rememberMe', async () => {
      const { client, loginToken, longTermToken } = setup();
      await login(client, { ...SEEDED_LOGIN, rememberMe: true });
      expect(longTermToken()).toEqual({ exp: startSeconds + LONG_TERM_TOKEN_LIFETIME_S, lid: loginToken()?.lid });
    });

    it('accepts the email in any case and with spaces', async () => {
      const { client } = setup();
      expect(await login(client, { email: ' Kaffee@Example.org ', password: SEEDED_LOGIN.password })).toEqual({
        ok: true,
        value: 'SUCCESS',
      });
    });

    it.each([
      ['a wrong password', { email: SEEDED_LOGIN.email, password: 'wrong' }],
      ['an unknown customer', { email: 'tee@example.org', password: SEEDED_LOGIN.password }],
    ])('answers 401 (UNAUTHORIZED) for %s, without a cookie', async (_, body) => {
      const { client, browser } = setup();
      const result = await login(client, body);
      expect(result).toEqual({ ok: true, value: 'UNAUTHORIZED' });
      expect(loginResultOf(result)).toBe('UNAUTHORIZED');
      expect(browser.jar.has(LOGIN_TOKEN_COOKIE)).toBe(false);
    });

    it('answers 400 for a bad body and 403 without the CSRF marker: SERVICE_UNAVAILABLE', async () => {
      const { client, browser } = setup();
      const bad = await login(client, { email: '', password: 'x' });
      expect(bad).toEqual({ ok: false, error: { kind: 'http', status: 400, code: 'BAD_REQUEST' } });
      expect(loginResultOf(bad)).toBe('SERVICE_UNAVAILABLE');
      const raw = await browser.fetch(LOGIN_PATH, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(SEEDED_LOGIN),
      });
      expect(raw.status).toBe(403);
    });
  });

  describe('POST logintoken/renew', () => {
    it('answers 200 while the token is not yet due, 201 with a fresh cookie once due, 401 once expired', async () => {
      const { client, advanceSeconds, loginToken } = setup();
      await login(client, { ...SEEDED_LOGIN });
      const first = loginToken();

      expect(await renewLoginToken(client)).toEqual({ ok: true, value: { status: 200 } });
      expect(loginToken()).toEqual(first);

      advanceSeconds(LOGIN_TOKEN_RENEW_AFTER_S);
      expect(await renewLoginToken(client)).toEqual({ ok: true, value: { status: 201 } });
      const renewed = loginToken();
      expect(renewed).toEqual({
        exp: startSeconds + LOGIN_TOKEN_RENEW_AFTER_S + LOGIN_TOKEN_LIFETIME_S,
        ren: startSeconds + 2 * LOGIN_TOKEN_RENEW_AFTER_S,
        lid: first?.lid,
      });

      advanceSeconds(LOGIN_TOKEN_LIFETIME_S);
      expect(await renewLoginToken(client)).toEqual({
        ok: false,
        error: { kind: 'http', status: 401, code: 'TOKEN_EXPIRED' },
      });
    });

    it('answers 401 TOKEN_UNKNOWN without a cookie, for garbage and for a login it never made', async () => {
      const { client, browser } = setup();
      const unknown = { ok: false, error: { kind: 'http', status: 401, code: 'TOKEN_UNKNOWN' } };
      expect(await renewLoginToken(client)).toEqual(unknown);
      browser.jar.set(LOGIN_TOKEN_COOKIE, 'not-a-token');
      expect(await renewLoginToken(client)).toEqual(unknown);
      browser.jar.set(LOGIN_TOKEN_COOKIE, encodeToken({ exp: startSeconds + 1, ren: startSeconds, lid: 'login-x' }));
      expect(await renewLoginToken(client)).toEqual(unknown);
    });
  });

  describe('the demo clock: "login tokens that expire and renew on a short clock"', () => {
    it('gives 30-minute tokens due after 10 minutes unless told otherwise', () => {
      const { services } = setup();
      expect(loginTokenTimes(services.state)).toEqual({ lifetimeS: 30 * 60, renewAfterS: 10 * 60 });
      expect(defaultLoginTokenTimes).toEqual({
        lifetimeS: LOGIN_TOKEN_LIFETIME_S,
        renewAfterS: LOGIN_TOKEN_RENEW_AFTER_S,
      });
    });

    it('with the demo times: a 4-minute token due after 1 minute, renewed (201) and expired on that clock', async () => {
      expect(DEMO_LOGIN_TOKEN_TIMES).toEqual({ lifetimeS: 4 * 60, renewAfterS: 60 });
      const { services, client, browser, advanceSeconds, loginToken } = setup();
      setLoginTokenTimes(services.state, DEMO_LOGIN_TOKEN_TIMES);
      await login(client, { ...SEEDED_LOGIN });
      expect(loginToken()).toMatchObject({ exp: startSeconds + 240, ren: startSeconds + 60 });
      expect(browser.setCookies.at(-1)).toMatch(/Max-Age=240/);

      advanceSeconds(59);
      expect(await renewLoginToken(client)).toEqual({ ok: true, value: { status: 200 } });
      advanceSeconds(1);
      expect(await renewLoginToken(client)).toEqual({ ok: true, value: { status: 201 } });
      expect(loginToken()).toMatchObject({ exp: startSeconds + 60 + 240, ren: startSeconds + 120 });

      advanceSeconds(240);
      expect(await renewLoginToken(client)).toEqual({
        ok: false,
        error: { kind: 'http', status: 401, code: 'TOKEN_EXPIRED' },
      });
    });

    it('tokens issued before a change keep their times; another instance keeps the defaults', async () => {
      const { services, client, loginToken } = setup();
      await login(client, { ...SEEDED_LOGIN });
      const issued = loginToken();
      setLoginTokenTimes(services.state, DEMO_LOGIN_TOKEN_TIMES);
      expect(loginToken()).toEqual(issued);
      expect(loginTokenTimes(setup().services.state)).toEqual(defaultLoginTokenTimes);
    });

    it.each([
      ['renewal not before expiry', { lifetimeS: 60, renewAfterS: 60 }],
      ['a zero lifetime', { lifetimeS: 0, renewAfterS: 0 }],
      ['a negative renewal', { lifetimeS: 60, renewAfterS: -1 }],
      ['fractions of a second', { lifetimeS: 60.5, renewAfterS: 30 }],
      ['not a number', { lifetimeS: Number.NaN, renewAfterS: 30 }],
    ])('refuses %s as a setup error, keeping the times it had', (_, times) => {
      const { services } = setup();
      expect(() => setLoginTokenTimes(services.state, times)).toThrow(/setLoginTokenTimes/);
      expect(loginTokenTimes(services.state)).toEqual(defaultLoginTokenTimes);
    });
  });

  describe('GET longtermtoken', () => {
    it('sets an unbound long-term token for a visitor, a bound one after login', async () => {
      const { client, loginToken, longTermToken } = setup();
      expect(await requestLongTermToken(client)).toEqual({ ok: true, value: undefined });
      expect(longTermToken()).toEqual({ exp: startSeconds + LONG_TERM_TOKEN_LIFETIME_S });
      await login(client, { ...SEEDED_LOGIN });
      await requestLongTermToken(client);
      expect(longTermToken()?.lid).toBe(loginToken()?.lid);
    });
  });

  it('tokens round-trip through encodeToken/decodeToken as an unsecured JWT', () => {
    const payload = { exp: 2, ren: 1, lid: 'login-1' };
    const token = encodeToken(payload);
    expect(token.split('.')).toHaveLength(3);
    expect(decodeToken(token, loginTokenPayloadSchema)).toEqual(payload);
    expect(decodeToken('a.%%%.', loginTokenPayloadSchema)).toBeUndefined();
  });

  it('a fault on POST login gives the typed error (SERVICE_UNAVAILABLE)', async () => {
    const { services, client, browser } = setup();
    services.faults.set(`POST ${LOGIN_PATH}`, { status: 503 });
    const result = await login(client, { ...SEEDED_LOGIN });
    expect(result).toEqual({ ok: false, error: { kind: 'http', status: 503, code: 'INJECTED_FAULT' } });
    expect(loginResultOf(result)).toBe('SERVICE_UNAVAILABLE');
    expect(browser.jar.has(LOGIN_TOKEN_COOKIE)).toBe(false);
  });
});
