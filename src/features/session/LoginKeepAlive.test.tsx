import { StrictMode, type ReactNode } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { readCookies } from '../../platform/browser';
import { createServiceClient, type FetchLike } from '../../services/http';
import { LOGIN_TOKEN_RENEW_PATH, LONG_TERM_TOKEN_PATH, login } from '../../services/login';
import { createReferenceServices } from '../../mocks';
import { DEMO_LOGIN_TOKEN_TIMES, SEEDED_LOGIN, setLoginTokenTimes } from '../../mocks/routes/login';
import { StorefrontProvider } from '../../kernel';
import { loadStorefrontMessages } from '../../compositions/messages';
import { LOGIN_TOKEN_CHECK_INTERVAL_MS, LOGIN_TOKEN_COOKIE, type LoginTokenOutcome } from './constants';
import { LoginKeepAlive, useLoginKeepAlive, type LoginKeepAliveProps } from './index';

const messages = await loadStorefrontMessages('de-DE');

/**
 * The reference services (demo clock: 4-minute tokens due after 1 minute) behind this document's cookies: calls
 * carry document.cookie and the cookies the services set land in it, as in a browser.
 */
function setup() {
  const reference = createReferenceServices({ now: () => new Date(Date.now()) });
  setLoginTokenTimes(reference.state, DEMO_LOGIN_TOKEN_TIMES);
  // A page's fetch may not carry Cookie or Set-Cookie headers: the reference browser's jar carries them instead.
  const browser = reference.browser();
  const calls: string[] = [];
  const fetch: FetchLike = async (input, init) => {
    calls.push(`${init?.method ?? 'GET'} ${String(input)}`);
    browser.jar.clear();
    for (const [name, value] of Object.entries(readCookies())) browser.jar.set(name, value);
    const received = browser.setCookies.length;
    const response = await browser.fetch(input, init);
    for (const line of browser.setCookies.slice(received)) document.cookie = line;
    return response;
  };
  const services = createServiceClient({ fetch });
  const outcomes: LoginTokenOutcome[] = [];
  const page = (props: LoginKeepAliveProps = {}, extra?: ReactNode) => (
    <StorefrontProvider messages={messages} services={services}>
      <LoginKeepAlive onOutcome={(outcome) => outcomes.push(outcome)} {...props} />
      {extra}
    </StorefrontProvider>
  );
  return {
    services,
    outcomes,
    page,
    renewals: () => calls.filter((call) => call.includes(LOGIN_TOKEN_RENEW_PATH)).length,
    longTermRequests: () => calls.filter((call) => call.includes(LONG_TERM_TOKEN_PATH)).length,
    logIn: async () => expect(await login(services, { ...SEEDED_LOGIN })).toMatchObject({ value: 'SUCCESS' }),
  };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  fireEvent(document, new Event('visibilitychange'));
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(Date.UTC(2025, 2, 1, 9, 0, 0));
});

afterEach(() => {
  // happy-dom empties an expired cookie rather than dropping it; an empty login token is no token.
  for (const name of Object.keys(readCookies())) document.cookie = `${name}=; Max-Age=0; Path=/`;
  Reflect.deleteProperty(document, 'visibilityState');
  vi.useRealTimers();
});

describe('LoginKeepAlive', () => {
  it('renders nothing; after mount it renews a due token when the shopper was active (keys, pointer, scroll)', async () => {
    const { page, outcomes, renewals, logIn } = setup();
    await logIn();
    const { container } = render(page());
    expect(container).toBeEmptyDOMElement();

    fireEvent.keyDown(document.body, { key: 'a' });
    await advance(LOGIN_TOKEN_CHECK_INTERVAL_MS);
    expect(outcomes).toEqual([0]);
    expect(renewals()).toBe(1);

    render(<div data-testid="list" />);
    fireEvent.scroll(screen.getByTestId('list'));
    await advance(LOGIN_TOKEN_CHECK_INTERVAL_MS);
    expect(outcomes).toEqual([0, 0]);

    fireEvent.pointerDown(document.body);
    await advance(LOGIN_TOKEN_CHECK_INTERVAL_MS);
    expect(outcomes).toEqual([0, 0, 0]);
  });

  it('without activity nothing is renewed', async () => {
    const { page, outcomes, renewals, logIn } = setup();
    await logIn();
    render(page());
    await advance(2 * LOGIN_TOKEN_CHECK_INTERVAL_MS);
    expect(outcomes).toEqual([]);
    expect(renewals()).toBe(0);
  });

  it('stops while the page is hidden and checks at once when it is visible again', async () => {
    const { page, outcomes, logIn } = setup();
    await logIn();
    render(page());
    await advance(0);
    setVisibility('hidden');
    expect(vi.getTimerCount()).toBe(0);
    await advance(2 * LOGIN_TOKEN_CHECK_INTERVAL_MS);
    expect(outcomes).toEqual([]);
    setVisibility('visible');
    await advance(0);
    // Hidden for 6 minutes: the 4-minute token expired, and the browser dropped its cookie (Max-Age = its lifetime),
    // so the check at once finds it missing.
    expect(outcomes).toEqual([3]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('on a smartphone app platform nothing runs', async () => {
    const { page, outcomes, renewals, longTermRequests, logIn } = setup();
    await logIn();
    render(page({ appPlatform: 'SMARTPHONE' }));
    await advance(0);
    expect(vi.getTimerCount()).toBe(0);
    fireEvent.keyDown(document.body, { key: 'a' });
    await advance(LOGIN_TOKEN_CHECK_INTERVAL_MS);
    expect(outcomes).toEqual([]);
    expect(renewals()).toBe(0);
    expect(longTermRequests()).toBe(0);
  });

  it('unmounting leaves no timer and no listener behind', async () => {
    const { page, outcomes, renewals, logIn } = setup();
    await logIn();
    const { unmount } = render(page());
    await advance(0);
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    fireEvent.keyDown(document.body, { key: 'a' });
    setVisibility('hidden');
    setVisibility('visible');
    await advance(2 * LOGIN_TOKEN_CHECK_INTERVAL_MS);
    expect(vi.getTimerCount()).toBe(0);
    expect(outcomes).toEqual([]);
    expect(renewals()).toBe(0);
  });

  it('under StrictMode one keep-alive runs: one interval, one renewal per check', async () => {
    const { page, outcomes, renewals, logIn } = setup();
    await logIn();
    render(<StrictMode>{page()}</StrictMode>);
    await advance(0);
    expect(vi.getTimerCount()).toBe(1);
    fireEvent.keyDown(document.body, { key: 'a' });
    await advance(LOGIN_TOKEN_CHECK_INTERVAL_MS);
    expect(outcomes).toEqual([0]);
    expect(renewals()).toBe(1);
  });

  it('useLoginKeepAlive gives the phase and the last outcome', async () => {
    const { services, logIn } = setup();
    function Probe() {
      const { phase, lastOutcome } = useLoginKeepAlive();
      return <output>{`${phase} ${lastOutcome ?? '-'}`}</output>;
    }
    render(
      <StorefrontProvider messages={messages} services={services}>
        <Probe />
      </StorefrontProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('polling -');
    await logIn();
    await advance(10 * 1000);
    expect(screen.getByRole('status')).toHaveTextContent('checking -');
    document.cookie = `${LOGIN_TOKEN_COOKIE}=garbage; Path=/`;
    fireEvent.keyDown(document.body, { key: 'a' });
    await advance(LOGIN_TOKEN_CHECK_INTERVAL_MS);
    expect(screen.getByRole('status')).toHaveTextContent('stopped 3');
  });
});
