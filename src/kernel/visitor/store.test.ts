import { REQUEST_TIMEOUT_MS, createServiceClient, type FetchLike } from '../../services/http';
import { login } from '../../services/login';
import { PSDATA_PATH, fetchPersonalData } from '../../services/personalData';
import { createReferenceServices, type Fault } from '../../mocks';
import { LOGIN_TOKEN_LIFETIME_S, MS_PER_SECOND, SEEDED_LOGIN } from '../../mocks/routes/login';
import { PERSONAL_DATA_FAILURE_LOG } from './constants';
import { createVisitorStore } from './store';

const PSDATA_ROUTE = `GET ${PSDATA_PATH}` as const;

/** One reference-services instance with a clock, and a browser (cookie jar) on it that counts psdata calls. */
function setup() {
  let now = new Date('2025-03-01T09:00:00Z');
  const reference = createReferenceServices({ now: () => now });
  const browser = reference.browser();
  const psdataCalls: string[] = [];
  const counting: FetchLike = (input, init) => {
    if (String(input).startsWith(PSDATA_PATH)) psdataCalls.push(String(input));
    return browser.fetch(input, init);
  };
  const services = createServiceClient({ fetch: counting });
  const logIn = async (rememberMe = false) =>
    expect(await login(services, { ...SEEDED_LOGIN, rememberMe })).toEqual({ ok: true, value: 'SUCCESS' });
  const advanceSeconds = (seconds: number) => {
    now = new Date(now.getTime() + seconds * MS_PER_SECOND);
  };
  return { reference, browser, services, psdataCalls, logIn, advanceSeconds };
}

const klara = {
  initialized: true,
  loggedInOrRemembered: true,
  customerName: 'Klara Kaffee',
  firstName: 'Klara',
  loyaltyBeans: 1250,
  communityMember: true,
  loyaltyCardMember: true,
  newsletterStatus: null,
};
const loggedOut = {
  initialized: true,
  loggedInOrRemembered: false,
  customerName: null,
  firstName: null,
  loyaltyBeans: null,
  communityMember: false,
  loyaltyCardMember: false,
  newsletterStatus: null,
};

describe('createVisitorStore', () => {
  it('calls nothing when created: not initialized, logged out', () => {
    const { services, psdataCalls } = setup();
    const store = createVisitorStore({ services });
    expect(store.getState()).toMatchObject({ ...loggedOut, initialized: false });
    expect(psdataCalls).toHaveLength(0);
  });

  it('a visitor without tokens is logged out (LOGGED_OUT)', async () => {
    const { services } = setup();
    const error = vi.spyOn(console, 'error');
    const store = createVisitorStore({ services });
    await store.getState().load();
    expect(store.getState()).toMatchObject(loggedOut);
    expect(error).not.toHaveBeenCalled();
  });

  it('after logging in (LOGGED_IN) holds the name, the beans and both member flags', async () => {
    const { services, logIn } = setup();
    await logIn();
    const store = createVisitorStore({ services });
    await store.getState().load();
    expect(store.getState()).toMatchObject(klara);
  });

  it('remembered (REMEMBERED: long-term token, login token expired) counts as signed in', async () => {
    const { services, logIn, advanceSeconds } = setup();
    await logIn(true);
    advanceSeconds(LOGIN_TOKEN_LIFETIME_S);
    expect(await fetchPersonalData(services)).toMatchObject({ value: { tracking: { loginStatus: 'REMEMBERED' } } });
    const store = createVisitorStore({ services });
    await store.getState().load();
    expect(store.getState()).toMatchObject(klara);
  });

  it('an expired login without the long-term token is logged out', async () => {
    const { services, logIn, advanceSeconds } = setup();
    await logIn(false);
    advanceSeconds(LOGIN_TOKEN_LIFETIME_S);
    const store = createVisitorStore({ services });
    await store.getState().load();
    expect(store.getState()).toMatchObject(loggedOut);
  });

  it('"cached in one shared promise": two loads share one promise and one call', async () => {
    const { services, psdataCalls, logIn } = setup();
    await logIn();
    const store = createVisitorStore({ services });
    const first = store.getState().load();
    const second = store.getState().load();
    expect(second).toBe(first);
    await first;
    expect(store.getState().load()).toBe(first);
    expect(psdataCalls).toHaveLength(1);
  });

  it('two stores never share state, even over one client', async () => {
    const { reference, services, psdataCalls, logIn } = setup();
    await logIn();
    const strangerServices = createServiceClient({ fetch: reference.browser().fetch });
    const mine = createVisitorStore({ services });
    const again = createVisitorStore({ services });
    const stranger = createVisitorStore({ services: strangerServices });
    await mine.getState().load();
    expect(again.getState().initialized).toBe(false);
    await stranger.getState().load();
    expect(mine.getState()).toMatchObject(klara);
    expect(stranger.getState()).toMatchObject(loggedOut);
    await again.getState().load();
    expect(psdataCalls).toHaveLength(2);
  });
});

describe('createVisitorStore: "Personal data load failure: visitor treated as logged out; error logged"', () => {
  it.each<[string, Fault, string]>([
    ['an http error (500)', { status: 500 }, 'http'],
    ['a malformed answer', { malformed: true }, 'invalid-response'],
    ['an answer of the wrong shape', { wrongShape: true }, 'invalid-response'],
    ['a dropped connection', { drop: true }, 'network'],
  ])('%s: a logged-in visitor is treated as logged out, logged once', async (_name, fault, kind) => {
    const { reference, services, logIn } = setup();
    await logIn();
    reference.faults.set(PSDATA_ROUTE, fault);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = createVisitorStore({ services });
    await Promise.all([store.getState().load(), store.getState().load()]);
    await store.getState().load();
    expect(store.getState()).toMatchObject(loggedOut);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith(PERSONAL_DATA_FAILURE_LOG, expect.objectContaining({ kind }));
  });

  it(`a call that hangs ends at the ${REQUEST_TIMEOUT_MS} ms timeout as logged out, logged once`, async () => {
    expect(REQUEST_TIMEOUT_MS).toBe(15000);
    const { reference, services, logIn } = setup();
    await logIn();
    reference.faults.set(PSDATA_ROUTE, { hang: true });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.useFakeTimers();
    try {
      const store = createVisitorStore({ services });
      const loading = store.getState().load();
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
      expect(store.getState().initialized).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await loading;
      expect(store.getState()).toMatchObject(loggedOut);
      expect(error).toHaveBeenCalledTimes(1);
      expect(error).toHaveBeenCalledWith(PERSONAL_DATA_FAILURE_LOG, { kind: 'timeout' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('a fetch that throws outright is a failure too, never a rejection', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = createVisitorStore({
      services: { timeoutMs: REQUEST_TIMEOUT_MS, send: () => Promise.reject(new Error('bug')) },
    });
    await expect(store.getState().load()).resolves.toBeUndefined();
    expect(store.getState()).toMatchObject(loggedOut);
    expect(error).toHaveBeenCalledTimes(1);
  });
});
