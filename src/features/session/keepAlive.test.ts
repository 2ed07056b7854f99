import { createServiceClient, type FetchLike } from '../../services/http';
import { LOGIN_TOKEN_RENEW_PATH, LONG_TERM_TOKEN_PATH, login } from '../../services/login';
import { createReferenceServices } from '../../mocks';
import {
  DEMO_LOGIN_TOKEN_TIMES,
  SEEDED_LOGIN,
  decodeToken,
  encodeToken,
  longTermTokenPayloadSchema,
  loginTokenPayloadSchema,
  setLoginTokenTimes,
} from '../../mocks/routes/login';
import {
  LOGIN_TOKEN_CHECK_INTERVAL_MS,
  LOGIN_TOKEN_COOKIE,
  LOGIN_TOKEN_POLL_INTERVAL_MS,
  LONG_TERM_TOKEN_COOKIE,
  type LoginTokenOutcome,
} from './constants';
import { createLoginKeepAlive, type KeepAliveEnvironment, type LoginKeepAliveController } from './keepAlive';

const START_MS = Date.UTC(2025, 2, 1, 9, 0, 0);
const START_S = START_MS / 1000;
const MINUTE_MS = 60 * 1000;
const RENEW_ROUTE = `POST ${LOGIN_TOKEN_RENEW_PATH}` as const;

interface SetupOptions {
  /** The login-token times the reference services issue (default 30 minutes, due after 10). */
  times?: typeof DEMO_LOGIN_TOKEN_TIMES;
  appPlatform?: string | null;
  /** The page's clock ahead of the services' by this much. */
  skewMs?: number;
  visible?: boolean;
}

/**
 * The reference services on the fake clock, one browser (cookie jar) on them, and a fake page around that jar: its
 * visibility and the shopper's activity are the test's to change.
 */
function setup({ times, appPlatform, skewMs = 0, visible = true }: SetupOptions = {}) {
  vi.useFakeTimers();
  vi.setSystemTime(START_MS);
  const reference = createReferenceServices({ now: () => new Date(Date.now()) });
  if (times) setLoginTokenTimes(reference.state, times);
  const browser = reference.browser();
  const calls: string[] = [];
  const recording: FetchLike = (input, init) => {
    calls.push(`${init?.method ?? 'GET'} ${new URL(String(input), 'http://shop.local').pathname}`);
    return browser.fetch(input, init);
  };
  const services = createServiceClient({ fetch: recording });

  let pageVisible = visible;
  const visibilityListeners = new Set<() => void>();
  const activityListeners = new Set<() => void>();
  const environment: KeepAliveEnvironment = {
    now: () => Date.now() + skewMs,
    readCookie: vi.fn((name: string) => browser.jar.get(name)),
    isVisible: () => pageVisible,
    onVisibilityChange: (listener) => {
      visibilityListeners.add(listener);
      return () => visibilityListeners.delete(listener);
    },
    onActivity: (listener) => {
      activityListeners.add(listener);
      return () => activityListeners.delete(listener);
    },
  };
  const outcomes: LoginTokenOutcome[] = [];
  const keepAlive = createLoginKeepAlive({
    services,
    environment,
    appPlatform,
    onOutcome: (outcome) => outcomes.push(outcome),
  });
  made.push(keepAlive);

  return {
    reference,
    browser,
    services,
    keepAlive,
    outcomes,
    environment,
    phase: () => keepAlive.getState().phase,
    /** Calls of one route (`POST /service/...`) so far. */
    callsTo: (route: string) => calls.filter((call) => call === route).length,
    logIn: async (rememberMe = false) =>
      expect(await login(services, { ...SEEDED_LOGIN, rememberMe })).toEqual({ ok: true, value: 'SUCCESS' }),
    loginToken: () => decodeToken(browser.jar.get(LOGIN_TOKEN_COOKIE), loginTokenPayloadSchema),
    longTermToken: () => decodeToken(browser.jar.get(LONG_TERM_TOKEN_COOKIE), longTermTokenPayloadSchema),
    /** The shopper does something (a key, a pointer, a scroll). */
    act: () => activityListeners.forEach((listener) => listener()),
    setVisible: (next: boolean) => {
      pageVisible = next;
      visibilityListeners.forEach((listener) => listener());
    },
    listeners: () => visibilityListeners.size + activityListeners.size,
    /** Login-cookie reads so far: a look or an evaluation. */
    loginCookieReads: () =>
      vi.mocked(environment.readCookie).mock.calls.filter(([name]) => name === LOGIN_TOKEN_COOKIE).length,
  };
}

const made: LoginKeepAliveController[] = [];
afterEach(() => {
  for (const keepAlive of made.splice(0)) keepAlive.dispose();
  vi.useRealTimers();
});

const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms);

type Page = ReturnType<typeof setup>;

/** Stopped for good: no timer, no listener, and nothing brings it back. */
async function expectStoppedForGood(page: Page) {
  const { outcomes, keepAlive } = page;
  expect(page.phase()).toBe('stopped');
  expect(vi.getTimerCount()).toBe(0);
  expect(page.listeners()).toBe(0);
  const before = outcomes.length;
  const renewals = page.callsTo(RENEW_ROUTE);
  page.act();
  page.setVisible(false);
  page.setVisible(true);
  keepAlive.start();
  await advance(4 * LOGIN_TOKEN_CHECK_INTERVAL_MS);
  expect(outcomes).toHaveLength(before);
  expect(page.callsTo(RENEW_ROUTE)).toBe(renewals);
  expect(page.phase()).toBe('stopped');
}

describe('createLoginKeepAlive', () => {
  it('reads nothing, calls nothing and sets no timer until started', async () => {
    const page = setup();
    await page.logIn();
    expect(page.environment.readCookie).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
    expect(page.phase()).toBe('idle');
    await advance(LOGIN_TOKEN_CHECK_INTERVAL_MS);
    expect(page.outcomes).toEqual([]);
  });

  describe('the check and poll intervals', () => {
    it('with a login token: a check every 3 minutes, nothing at 2:59.999, a check at 3:00 and at 6:00', async () => {
      const page = setup();
      await page.logIn();
      page.keepAlive.start();
      expect(page.phase()).toBe('checking');
      page.act();
      await advance(LOGIN_TOKEN_CHECK_INTERVAL_MS - 1);
      expect(page.outcomes).toEqual([]);
      await advance(1);
      expect(page.outcomes).toEqual([4]);
      expect(page.keepAlive.getState()).toEqual({
        phase: 'checking',
        lastOutcome: 4,
        checkedAt: START_MS + 3 * MINUTE_MS,
        outcomes: 1,
      });
      page.act();
      await advance(LOGIN_TOKEN_CHECK_INTERVAL_MS - 1);
      expect(page.outcomes).toEqual([4]);
      await advance(1);
      expect(page.outcomes).toEqual([4, 4]);
    });

    it('without a login token: polls every 10 seconds (nothing at 9.999 s), no outcome while polling', async () => {
      const page = setup();
      page.keepAlive.start();
      expect(page.phase()).toBe('polling');
      const atStart = page.loginCookieReads();
      page.act();
      await advance(LOGIN_TOKEN_POLL_INTERVAL_MS - 1);
      expect(page.loginCookieReads()).toBe(atStart);
      await advance(1);
      expect(page.loginCookieReads()).toBe(atStart + 1);
      await advance(5 * LOGIN_TOKEN_POLL_INTERVAL_MS);
      expect(page.loginCookieReads()).toBe(atStart + 6);
      await advance(LOGIN_TOKEN_CHECK_INTERVAL_MS);
      expect(page.outcomes).toEqual([]);
      expect(page.phase()).toBe('polling');
      expect(vi.getTimerCount()).toBe(1);
    });

    it('switches from polling to 3-minute checks when a login token appears', async () => {
      const page = setup();
      page.keepAlive.start();
      await advance(15 * 1000);
      await page.logIn();
      expect(page.phase()).toBe('polling');
      await advance(5 * 1000 - 1);
      expect(page.phase()).toBe('polling');
      await advance(1);
      expect(page.phase()).toBe('checking');
      expect(vi.getTimerCount()).toBe(1);
      page.act();
      // The first check is 3 minutes after the switch at 0:20, not after the start.
      await advance(LOGIN_TOKEN_CHECK_INTERVAL_MS - 1);
      expect(page.outcomes).toEqual([]);
      await advance(1);
      expect(page.outcomes).toEqual([4]);
    });
  });

  describe('outcomes (0 renewed (201), 1 renewed (200), 2 server error, 3 missing or unknown, 4 not yet due, 5 expired)', () => {
    it('0: a due token is renewed (201, a fresh cookie) and the checks go on', async () => {
      const page = setup({ times: DEMO_LOGIN_TOKEN_TIMES });
      await page.logIn();
      const issued = page.loginToken();
      page.keepAlive.start();
      page.act();
      await advance(LOGIN_TOKEN_CHECK_INTERVAL_MS);
      expect(page.outcomes).toEqual([0]);
      expect(page.callsTo(RENEW_ROUTE)).toBe(1);
      expect(page.loginToken()).toEqual({ exp: START_S + 3 * 60 + 240, ren: START_S + 3 * 60 + 60, lid: issued?.lid });
      expect(page.phase()).toBe('checking');
      page.act();
      await advance(LOGIN_TOKEN_CHECK_INTERVAL_MS);
      expect(page.outcomes).toEqual([0, 0]);
      expect(page.callsTo(RENEW_ROUTE)).toBe(2);
    });

    it('1: the service answers 200 (the page thought the token due; the service does not): the timer stops', async () => {
      const page = setup({ skewMs: 10 * MINUTE_MS });
      await page.logIn();
      page.keepAlive.start();
      page.act();
      await advance(LOGIN_TOKEN_CHECK_INTERVAL_MS);
      expect(page.outcomes).toEqual([1]);
      expect(page.callsTo(RENEW_ROUTE)).toBe(1);
      await expectStoppedForGood(page);
    });

    it.each([
      ['a 500', { status: 500 }],
      ['a dropped connection', { drop: true }],
    ])('2: %s is a server error; the checks go on', async (_, fault) => {
      const page = setup({ times: DEMO_LOGIN_TOKEN_TIMES });
      await page.logIn();
      page.reference.faults.set(RENEW_ROUTE, fault);
      page.keepAlive.start();
      page.act();
      await advance(LOGIN_TOKEN_CHECK_INTERVAL_MS);
      expect(page.outcomes).toEqual([2]);
      expect(page.phase()).toBe('checking');
      page.reference.faults.clear(RENEW_ROUTE);
      page.act();
      await advance(LOGIN_TOKEN_CHECK_INTERVAL_MS);
      // The first token (issued at 0:00, 4 minutes) expired at 4:00.
      expect(page.outcomes).toEqual([2, 5]);
    });

    it('2: a renewal that hangs ends at the 15000 ms timeout as a server error', async () => {
      const page = setup({ times: DEMO_LOGIN_TOKEN_TIMES });
      await page.logIn();
      page.reference.faults.set(RENEW_ROUTE, { hang: true });
      page.keepAlive.start();
      page.act();
      await advance(LOGIN_TOKEN_CHECK_INTERVAL_MS + 15000 - 1);
      expect(page.outcomes).toEqual([]);
      await advance(1);
      expect(page.outcomes).toEqual([2]);
      expect(page.phase()).toBe('checking');
    });

    it('2: a token the service does not know (401) is a server error too: the checks go on', async () => {
      const page = setup();
      page.browser.jar.set(LOGIN_TOKEN_COOKIE, encodeToken({ exp: START_S + 3600, ren: START_S, lid: 'login-x' }));
      page.keepAlive.start();
      page.act();
      await advance(LOGIN_TOKEN_CHECK_INTERVAL_MS);
      expect(page.outcomes).toEqual([2]);
      expect(page.phase()).toBe('checking');
    });

    it('3: the login token is gone (logged out elsewhere): no call, the timer stops', async () => {
      const page = setup({ times: DEMO_LOGIN_TOKEN_TIMES });
      await page.logIn();
      page.keepAlive.start();
      page.browser.jar.delete(LOGIN_TOKEN_COOKIE);
      page.act();
      await advance(LOGIN_TOKEN_CHECK_INTERVAL_MS);
      expect(page.outcomes).toEqual([3]);
      expect(page.callsTo(RENEW_ROUTE)).toBe(0);
      await expectStoppedForGood(page);
    });

    it.each([
      ['garbage', 'abc.defgh.ijk'],
      ['a payload without ren', `x.${Buffer.from(`{"exp":${START_S + 3600}}`).toString('base64url')}.`],
      ['a huge value', 'x'.repeat(100_000)],
    ])('3: a tampered login token (%s) is unknown: no call, the timer stops, nothing throws', async (_, value) => {
      const page = setup();
      page.browser.jar.set(LOGIN_TOKEN_COOKIE, value);
      page.keepAlive.start();
      page.act();
      await advance(LOGIN_TOKEN_CHECK_INTERVAL_MS);
      expect(page.outcomes).toEqual([3]);
      expect(page.callsTo(RENEW_ROUTE)).toBe(0);
      await expectStoppedForGood(page);
    });

    it('4: a token not yet due: no call, the checks go on', async () => {
      const page = setup();
      await page.logIn();
      page.keepAlive.start();
      for (let check = 1; check <= 3; check += 1) {
        page.act();
        await advance(LOGIN_TOKEN_CHECK_INTERVAL_MS);
      }
      expect(page.outcomes).toEqual([4, 4, 4]);
      expect(page.callsTo(RENEW_ROUTE)).toBe(0);
      // Due at 10:00 (ren): the fourth check, at 12:00, renews.
      page.act();
      await advance(LOGIN_TOKEN_CHECK_INTERVAL_MS);
      expect(page.outcomes).toEqual([4, 4, 4, 0]);
    });

    it('5: a token that expired while the shopper was away: no call, the timer stops', async () => {
      const page = setup({ times: DEMO_LOGIN_TOKEN_TIMES });
      await page.logIn();
      page.keepAlive.start();
      await advance(LOGIN_TOKEN_CHECK_INTERVAL_MS);
      expect(page.outcomes).toEqual([]);
      page.act();
      await advance(LOGIN_TOKEN_CHECK_INTERVAL_MS);
      expect(page.outcomes).toEqual([5]);
      expect(page.callsTo(RENEW_ROUTE)).toBe(0);
      await expectStoppedForGood(page);
    });
  });

  describe('renewal only "if the user was active"', () => {
    it('without activity since the last check nothing is evaluated and nothing renewed, even when due', async () => {
      const page = setup({ times: DEMO_LOGIN_TOKEN_TIMES });
      await page.logIn();
      page.keepAlive.start();
      const reads = page.loginCookieReads();
      await advance(LOGIN_TOKEN_CHECK_INTERVAL_MS);
      expect(page.loginCookieReads()).toBe(reads);
      expect(page.outcomes).toEqual([]);
      expect(page.callsTo(RENEW_ROUTE)).toBe(0);
      expect(page.phase()).toBe('checking');
    });

    it('activity counts once: the check after it evaluates, the one after that does not without new activity', async () => {
      const page = setup({ times: DEMO_LOGIN_TOKEN_TIMES });
      await page.logIn();
      page.keepAlive.start();
      await advance(MINUTE_MS);
      page.act();
      page.act();
      await advance(2 * MINUTE_MS);
      expect(page.outcomes).toEqual([0]);
      await advance(LOGIN_TOKEN_CHECK_INTERVAL_MS);
      expect(page.outcomes).toEqual([0]);
      page.act();
      await advance(LOGIN_TOKEN_CHECK_INTERVAL_MS);
      // The token renewed at 3:00 (4 minutes) expired at 7:00, since the check at 6:00 had no activity to renew for.
      expect(page.outcomes).toEqual([0, 5]);
    });
  });

  describe('"When the page becomes hidden the timer stops; when visible again it resumes"', () => {
    it('hidden: no timer and no check; visible: a check at once (returning counts as activity), then every 3 minutes', async () => {
      const page = setup({ times: DEMO_LOGIN_TOKEN_TIMES });
      await page.logIn();
      page.keepAlive.start();
      page.act();
      await advance(MINUTE_MS);
      page.setVisible(false);
      expect(page.phase()).toBe('paused');
      expect(vi.getTimerCount()).toBe(0);
      await advance(2 * MINUTE_MS);
      expect(page.outcomes).toEqual([]);

      await advance(30 * 1000);
      page.setVisible(true);
      expect(page.phase()).toBe('checking');
      await advance(0);
      // 3:30: the token (due at 1:00, expiring at 4:00) is renewed at once.
      expect(page.outcomes).toEqual([0]);
      page.act();
      await advance(LOGIN_TOKEN_CHECK_INTERVAL_MS - 1);
      expect(page.outcomes).toEqual([0]);
      await advance(1);
      expect(page.outcomes).toEqual([0, 0]);
    });

    it('a token that expired while hidden is reported (5) as soon as the page is visible', async () => {
      const page = setup({ times: DEMO_LOGIN_TOKEN_TIMES });
      await page.logIn();
      page.keepAlive.start();
      page.setVisible(false);
      await advance(10 * MINUTE_MS);
      expect(page.outcomes).toEqual([]);
      page.setVisible(true);
      await advance(0);
      expect(page.outcomes).toEqual([5]);
      await expectStoppedForGood(page);
    });

    it('polling pauses too, and on return looks for the login token at once', async () => {
      const page = setup();
      page.keepAlive.start();
      await advance(0);
      page.setVisible(false);
      expect(vi.getTimerCount()).toBe(0);
      const reads = page.loginCookieReads();
      await advance(10 * LOGIN_TOKEN_POLL_INTERVAL_MS);
      expect(page.loginCookieReads()).toBe(reads);
      await page.logIn();
      page.setVisible(true);
      expect(page.phase()).toBe('checking');
      await advance(0);
      expect(page.outcomes).toEqual([4]);
    });

    it('checks resume as checks: a login token gone while hidden is outcome 3 at once, and the timer stops', async () => {
      const page = setup();
      await page.logIn();
      page.keepAlive.start();
      page.setVisible(false);
      page.browser.jar.delete(LOGIN_TOKEN_COOKIE);
      page.setVisible(true);
      await advance(0);
      expect(page.outcomes).toEqual([3]);
      await expectStoppedForGood(page);
    });

    it('an emptied login token cookie is no token: the keep-alive polls', async () => {
      const page = setup();
      page.browser.jar.set(LOGIN_TOKEN_COOKIE, '');
      page.keepAlive.start();
      expect(page.phase()).toBe('polling');
    });

    it('a page that starts hidden waits until it is visible', async () => {
      const page = setup({ visible: false });
      await page.logIn();
      page.keepAlive.start();
      expect(page.phase()).toBe('paused');
      expect(vi.getTimerCount()).toBe(0);
      expect(page.callsTo(`GET ${LONG_TERM_TOKEN_PATH}`)).toBe(0);
      page.setVisible(true);
      expect(page.phase()).toBe('checking');
      expect(page.callsTo(`GET ${LONG_TERM_TOKEN_PATH}`)).toBe(1);
    });

    it('a repeated visible (no hidden in between) changes nothing', async () => {
      const page = setup();
      await page.logIn();
      page.keepAlive.start();
      page.setVisible(true);
      await advance(0);
      expect(page.outcomes).toEqual([]);
    });
  });

  describe('"Renewal is skipped for smartphone and tablet app platforms"', () => {
    it.each(['MATCH', 'SMARTPHONE', 'TABLET', 'smartphone', ' Tablet '])(
      'on the %s app platform nothing runs: no timer, no listener, no call, even when due and active',
      async (appPlatform) => {
        const page = setup({ times: DEMO_LOGIN_TOKEN_TIMES, appPlatform });
        await page.logIn();
        page.keepAlive.start();
        expect(page.phase()).toBe('skipped');
        expect(vi.getTimerCount()).toBe(0);
        expect(page.listeners()).toBe(0);
        page.act();
        await advance(3 * LOGIN_TOKEN_CHECK_INTERVAL_MS);
        expect(page.outcomes).toEqual([]);
        expect(page.callsTo(RENEW_ROUTE)).toBe(0);
        expect(page.callsTo(`GET ${LONG_TERM_TOKEN_PATH}`)).toBe(0);
      },
    );

    it.each([['CLASSIC'], [null], [undefined], ['unknown-app']])('on %s it renews', async (appPlatform) => {
      const page = setup({ times: DEMO_LOGIN_TOKEN_TIMES, appPlatform });
      await page.logIn();
      page.keepAlive.start();
      page.act();
      await advance(LOGIN_TOKEN_CHECK_INTERVAL_MS);
      expect(page.outcomes).toEqual([0]);
    });
  });

  describe('"The long-term token is requested when it is missing, expired or not bound to a login"', () => {
    const LONG_TERM_ROUTE = `GET ${LONG_TERM_TOKEN_PATH}`;

    it('missing: requested once when the keep-alive starts, bound to the login; not again at later checks', async () => {
      const page = setup();
      await page.logIn();
      page.keepAlive.start();
      await advance(0);
      expect(page.callsTo(LONG_TERM_ROUTE)).toBe(1);
      expect(page.longTermToken()?.lid).toBe(page.loginToken()?.lid);
      for (let check = 1; check <= 3; check += 1) {
        page.act();
        await advance(LOGIN_TOKEN_CHECK_INTERVAL_MS);
      }
      expect(page.callsTo(LONG_TERM_ROUTE)).toBe(1);
    });

    it('present, unexpired and bound (a remembered login): not requested', async () => {
      const page = setup();
      await page.logIn(true);
      page.keepAlive.start();
      await advance(LOGIN_TOKEN_CHECK_INTERVAL_MS);
      expect(page.callsTo(LONG_TERM_ROUTE)).toBe(0);
    });

    it.each([
      ['expired', { exp: START_S, lid: 'login-1' }],
      ['not bound to a login', { exp: START_S + 86400 }],
    ])('%s: requested when the keep-alive starts', async (_, payload) => {
      const page = setup();
      await page.logIn();
      page.browser.jar.set(LONG_TERM_TOKEN_COOKIE, encodeToken(payload));
      page.keepAlive.start();
      await advance(0);
      expect(page.callsTo(LONG_TERM_ROUTE)).toBe(1);
      expect(page.longTermToken()).toEqual({ exp: START_S + 90 * 86400, lid: page.loginToken()?.lid });
    });

    it('a login while polling: requested again when the login token appears, then bound to that login', async () => {
      const page = setup();
      page.keepAlive.start();
      await advance(0);
      // A visitor: the token it gets is not bound to a login.
      expect(page.callsTo(LONG_TERM_ROUTE)).toBe(1);
      expect(page.longTermToken()?.lid).toBeUndefined();
      await advance(LOGIN_TOKEN_POLL_INTERVAL_MS);
      expect(page.callsTo(LONG_TERM_ROUTE)).toBe(1);
      await page.logIn();
      await advance(LOGIN_TOKEN_POLL_INTERVAL_MS);
      expect(page.callsTo(LONG_TERM_ROUTE)).toBe(2);
      expect(page.longTermToken()?.lid).toBe(page.loginToken()?.lid);
    });

    it('a failing request is ignored: no outcome, nothing thrown, the keep-alive goes on', async () => {
      const page = setup();
      await page.logIn();
      page.reference.faults.set(`GET ${LONG_TERM_TOKEN_PATH}`, { drop: true });
      page.keepAlive.start();
      page.act();
      await advance(LOGIN_TOKEN_CHECK_INTERVAL_MS);
      expect(page.callsTo(LONG_TERM_ROUTE)).toBe(1);
      expect(page.outcomes).toEqual([4]);
    });
  });

  describe('start and dispose', () => {
    it('dispose ends timers and listeners and aborts a renewal under way without an outcome', async () => {
      const page = setup({ times: DEMO_LOGIN_TOKEN_TIMES });
      await page.logIn();
      page.reference.faults.set(RENEW_ROUTE, { latencyMs: 1000 });
      page.keepAlive.start();
      page.act();
      await advance(LOGIN_TOKEN_CHECK_INTERVAL_MS);
      expect(page.callsTo(RENEW_ROUTE)).toBe(1);
      page.keepAlive.dispose();
      await advance(0);
      expect(vi.getTimerCount()).toBe(0);
      expect(page.listeners()).toBe(0);
      expect(page.phase()).toBe('idle');
      await advance(LOGIN_TOKEN_CHECK_INTERVAL_MS);
      expect(page.outcomes).toEqual([]);
    });

    it('starts again after dispose (React StrictMode mounts twice): one interval, not two', async () => {
      const page = setup();
      await page.logIn();
      page.keepAlive.start();
      page.keepAlive.dispose();
      page.keepAlive.start();
      page.keepAlive.start();
      await advance(0);
      expect(vi.getTimerCount()).toBe(1);
      expect(page.listeners()).toBe(2);
      page.act();
      await advance(LOGIN_TOKEN_CHECK_INTERVAL_MS);
      expect(page.outcomes).toEqual([4]);
    });

    it('one renewal at a time: a check while one is under way does not send another', async () => {
      const page = setup({ times: DEMO_LOGIN_TOKEN_TIMES });
      await page.logIn();
      page.reference.faults.set(RENEW_ROUTE, { latencyMs: 1000 });
      page.keepAlive.start();
      page.act();
      await advance(LOGIN_TOKEN_CHECK_INTERVAL_MS);
      page.setVisible(false);
      page.setVisible(true);
      await advance(1000);
      expect(page.callsTo(RENEW_ROUTE)).toBe(1);
      expect(page.outcomes).toEqual([0]);
    });

    it('a stopped keep-alive stays stopped through dispose and start', async () => {
      const page = setup();
      page.browser.jar.set(LOGIN_TOKEN_COOKIE, 'garbage');
      page.keepAlive.start();
      page.act();
      await advance(LOGIN_TOKEN_CHECK_INTERVAL_MS);
      page.keepAlive.dispose();
      page.keepAlive.start();
      expect(page.phase()).toBe('stopped');
      expect(vi.getTimerCount()).toBe(0);
    });
  });
});
