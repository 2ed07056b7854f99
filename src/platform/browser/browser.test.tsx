import { act, render, screen } from '@testing-library/react';
import { Suspense, use } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { vi } from 'vitest';
import {
  emit,
  listen,
  newsletterSignUpEvent,
  pushDataLayer,
  readCookie,
  readCookies,
  readJson,
  readText,
  removeCookie,
  removeStored,
  usePageVisibility,
  useViewportPlatform,
  writeCookie,
  writeJson,
  writeText,
} from '.';

function clearCookies() {
  for (const name of Object.keys(readCookies())) removeCookie(name);
}

describe('cookies in the browser', () => {
  afterEach(clearCookies);

  it('writes, reads and removes through document.cookie', () => {
    expect(writeCookie('site', 'CH_FR')).toBe(true);
    expect(writeCookie('LoginToken', 'a=b; c')).toBe(true);
    expect(readCookie('site')).toBe('CH_FR');
    expect(readCookie('LoginToken')).toBe('a=b; c');
    expect(removeCookie('site')).toBe(true);
    expect(readCookie('site')).toBeUndefined();
    expect(readCookie('LoginToken')).toBe('a=b; c');
  });

  it('refuses a name the cookie grammar does not allow', () => {
    expect(writeCookie('bad name', 'x')).toBe(false);
  });

  it('a given header wins over document.cookie', () => {
    writeCookie('site', 'AT');
    expect(readCookie('site', 'site=HU')).toBe('HU');
  });
});

describe('storage', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('round-trips JSON in local and session storage', () => {
    expect(writeJson('local', 'recentSearchTerms', ['kaffee', 'tasse'])).toBe(true);
    expect(readJson('local', 'recentSearchTerms', [] as string[])).toEqual(['kaffee', 'tasse']);
    expect(writeText('session', 'k', 'v')).toBe(true);
    expect(readText('session', 'k')).toBe('v');
    expect(readText('local', 'k')).toBeUndefined();
    expect(removeStored('session', 'k')).toBe(true);
    expect(readText('session', 'k')).toBeUndefined();
  });

  it('a parse error or a rejected shape gives the default', () => {
    localStorage.setItem('broken', '{not json');
    expect(readJson('local', 'broken', ['default'])).toEqual(['default']);
    localStorage.setItem('wrong', '{"a":1}');
    const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');
    expect(readJson('local', 'wrong', [] as string[], isStrings)).toEqual([]);
    expect(readJson('local', 'absent', 7)).toBe(7);
  });

  it('a quota error returns false instead of throwing', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {},
    } as unknown as Storage;
    const local = vi.spyOn(window, 'localStorage', 'get').mockReturnValue(full);
    const session = vi.spyOn(window, 'sessionStorage', 'get').mockReturnValue(full);
    expect(writeText('local', 'k', 'v')).toBe(false);
    expect(writeJson('session', 'k', { a: 1 })).toBe(false);
    local.mockRestore();
    session.mockRestore();
    expect(writeText('local', 'k', 'v')).toBe(true);
  });

  it('a value JSON cannot hold returns false', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(writeJson('local', 'k', cyclic)).toBe(false);
    expect(writeJson('local', 'k', undefined)).toBe(false);
  });

  it('storage that throws on access (disabled) reads as absent', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(readJson('local', 'k', 'd')).toBe('d');
    expect(writeText('local', 'k', 'v')).toBe(false);
    expect(removeStored('local', 'k')).toBe(false);
    vi.restoreAllMocks();
  });
});

describe('typed custom events', () => {
  it.each([
    ['cart-update', undefined],
    ['count-changed', { count: 3 }],
    ['promotionFetched', false],
    ['successfulSubmit', undefined],
  ] as const)('%s carries %j', (name, detail) => {
    const handler = vi.fn();
    const off = listen(name, handler);
    expect((emit as (n: string, d?: unknown) => boolean)(name, detail)).toBe(true);
    expect(handler).toHaveBeenCalledExactlyOnceWith(detail);
    off();
    (emit as (n: string, d?: unknown) => boolean)(name, detail);
    expect(handler).toHaveBeenCalledOnce();
  });

  it('is a real DOM CustomEvent other code can listen to', () => {
    const seen = vi.fn();
    window.addEventListener('count-changed', (e) => seen((e as CustomEvent).detail));
    emit('count-changed', { count: 12 });
    expect(seen).toHaveBeenCalledWith({ count: 12 });
  });
});

describe('data layer', () => {
  afterEach(() => {
    delete window.dataLayer;
  });

  it('creates window.dataLayer when absent and pushes in order', () => {
    expect(window.dataLayer).toBeUndefined();
    pushDataLayer({ event: 'navigation_click', click_type: 'flyout', click_target: '/c/kaffee' });
    pushDataLayer({ event: 'OneTrustGroupsUpdated', OnetrustActiveGroups: ',C0001,' });
    expect(window.dataLayer).toEqual([
      { event: 'navigation_click', click_type: 'flyout', click_target: '/c/kaffee' },
      { event: 'OneTrustGroupsUpdated', OnetrustActiveGroups: ',C0001,' },
    ]);
  });

  it('keeps an existing data layer', () => {
    window.dataLayer = [{ gtm: 'start' }];
    pushDataLayer({ event: 'ga_event', event_category: 'app_banner', event_action: 'close' });
    pushDataLayer({ event: 'promotion_click', position: 0 });
    expect(window.dataLayer).toHaveLength(3);
  });

  it('the newsletter sign_up event, pushed after every submission', () => {
    pushDataLayer(newsletterSignUpEvent('onsite', 'subsite'));
    expect(window.dataLayer).toEqual([
      {
        event: 'sign_up',
        event_name: 'sign_up',
        subject: 'newsletter',
        origin: 'onsite:subsite',
        event_type: 'ga4',
        emitter: 'newsletterservice',
      },
    ]);
  });
});

function Platform({ ssrDefault }: { ssrDefault?: 'MATCH' | 'TABLET' | 'CLASSIC' }) {
  return <p>{useViewportPlatform(ssrDefault)}</p>;
}
function Visibility() {
  return <p>{usePageVisibility() ? 'visible' : 'hidden'}</p>;
}

function resizeTo(width: number) {
  act(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    window.dispatchEvent(new Event('resize'));
  });
}

describe('useViewportPlatform', () => {
  const initialWidth = window.innerWidth;
  afterEach(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: initialWidth });
  });

  it('renders the SSR default on the server', () => {
    expect(renderToString(<Platform ssrDefault="MATCH" />)).toBe('<p>MATCH</p>');
    expect(renderToString(<Platform />)).toBe('<p>CLASSIC</p>');
  });

  it('follows the width across 980 and 1440', () => {
    resizeTo(979);
    render(<Platform />);
    expect(screen.getByText('MATCH')).toBeInTheDocument();
    resizeTo(980);
    expect(screen.getByText('TABLET')).toBeInTheDocument();
    resizeTo(1439);
    expect(screen.getByText('TABLET')).toBeInTheDocument();
    resizeTo(1440);
    expect(screen.getByText('CLASSIC')).toBeInTheDocument();
  });

  it("a client-only mount renders the viewport's platform at once, never the server default first", () => {
    resizeTo(500);
    const rendered: string[] = [];
    function Recorder() {
      const platform = useViewportPlatform();
      rendered.push(platform);
      return <p>{platform}</p>;
    }
    render(<Recorder />);
    expect(rendered[0]).toBe('MATCH');
    expect(screen.getByText('MATCH')).toBeInTheDocument();
  });

  it("hydrates with the server default, then moves to the viewport's platform as a transition", async () => {
    // A transition that suspends keeps what is on screen; a synchronous update (useSyncExternalStore's after
    // hydration) would replace it with the fallback. So the server's CLASSIC stays until the phone layout is ready.
    const never = new Promise<never>(() => {});
    function Layout() {
      const platform = useViewportPlatform();
      if (platform === 'MATCH') use(never);
      return <p>{platform}</p>;
    }
    const tree = (
      <Suspense fallback={<p>loading</p>}>
        <Layout />
      </Suspense>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    expect(container.textContent).toBe('CLASSIC');
    resizeTo(500);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, tree, { onRecoverableError: recoverable });
    });
    expect(container.textContent).toBe('CLASSIC');
    expect(recoverable).not.toHaveBeenCalled();
    container.remove();
  });

  it("shows the viewport's platform after hydrating", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Platform />);
    document.body.append(container);
    resizeTo(500);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Platform />, { onRecoverableError: recoverable });
    });
    expect(container.textContent).toBe('MATCH');
    expect(recoverable).not.toHaveBeenCalled();
    resizeTo(1500);
    expect(container.textContent).toBe('CLASSIC');
    container.remove();
  });

  it('a crossing and its reversal before React renders end at the reversal', () => {
    resizeTo(1500);
    render(<Platform />);
    act(() => {
      for (const width of [500, 1500]) {
        Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
        window.dispatchEvent(new Event('resize'));
      }
    });
    expect(screen.getByText('CLASSIC')).toBeInTheDocument();
  });

  it('unsubscribes on unmount', () => {
    const remove = vi.spyOn(window, 'removeEventListener');
    const { unmount } = render(<Platform />);
    unmount();
    expect(remove).toHaveBeenCalledWith('resize', expect.any(Function));
  });
});

describe('usePageVisibility', () => {
  it('is visible on the server', () => {
    expect(renderToString(<Visibility />)).toBe('<p>visible</p>');
  });

  it('follows visibilitychange', () => {
    let state: DocumentVisibilityState = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => state);
    render(<Visibility />);
    expect(screen.getByText('visible')).toBeInTheDocument();
    act(() => {
      state = 'hidden';
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(screen.getByText('hidden')).toBeInTheDocument();
    act(() => {
      state = 'visible';
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(screen.getByText('visible')).toBeInTheDocument();
  });
});
