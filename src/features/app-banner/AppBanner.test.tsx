/** @vitest-environment happy-dom */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { vi } from 'vitest';
import { AFFILIATE_COOKIE, NEW_APP_COOKIE } from '../../kernel/constants';
import { StorefrontProvider, type Stage } from '../../kernel';
import { storefrontMessagesFor } from '../../compositions/messages/testing';
import { AppBanner, type AppBannerProps } from './AppBanner';
import {
  APP_BANNER_CLOSED_STORAGE_KEY,
  PRODUCT_APP_COOKIE,
  SMART_APP_BANNER_META_NAME,
  smartAppBannerAppIds,
  storeLinks,
} from './constants';
import { appBannerDecision, type AppBannerDecision } from './decision';
import { userAgents, type UserAgentName } from './testing';

/** The browser the test runs as: its user agent and touch points. */
function asBrowser(name: UserAgentName) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgents[name].userAgent);
  vi.spyOn(navigator, 'maxTouchPoints', 'get').mockReturnValue(userAgents[name].maxTouchPoints);
}

const cookiesSet: string[] = [];
function setCookie(name: string) {
  document.cookie = `${name}=1; path=/`;
  cookiesSet.push(name);
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  for (const name of cookiesSet.splice(0)) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  localStorage.clear();
});

interface PageOptions extends AppBannerProps {
  stage?: Stage;
  site?: string;
  /** What follows the banner on the page (the header's bar). */
  after?: ReactNode;
}

function page({ stage = 'LIVE', site = 'de', after, ...props }: PageOptions = {}) {
  return (
    <StorefrontProvider site={site} messages={storefrontMessagesFor(site)} flags={{ stage }}>
      <header>
        <AppBanner {...props} />
        {after}
      </header>
    </StorefrontProvider>
  );
}

const banner = () => screen.queryByRole('group', { name: 'App-Hinweis' });
const metaTags = () => document.head.querySelectorAll(`meta[name="${SMART_APP_BANNER_META_NAME}"]`);
const serverDecision = (name: UserAgentName, stage: Stage = 'LIVE'): AppBannerDecision =>
  appBannerDecision({
    userAgent: userAgents[name].userAgent,
    cookies: {},
    closedFlagStored: false,
    reducedHeader: false,
    stage,
  });

describe('AppBanner: the banner ("Shown only on Android, or on iOS in Chrome")', () => {
  it('on Android: a named group with title, text, rating 5 of 5 and 89k, the install link and the close button', () => {
    asBrowser('androidChrome');
    render(page());
    const group = banner()!;
    expect(group).toHaveTextContent('Die Crema App');
    expect(group).toHaveTextContent('Jetzt kostenlos herunterladen und mobil einkaufen.');
    expect(screen.getByRole('img', { name: 'Bewertet mit 5 von 5 Sternen, 89k Bewertungen' })).toHaveTextContent('89k');
    expect(group.querySelectorAll('[data-fill="full"]')).toHaveLength(5);
    const install = screen.getByRole('link', { name: 'Installieren (öffnet in neuem Tab)' });
    expect(install).toHaveAttribute('href', storeLinks.android());
    expect(install).toHaveAttribute('target', '_blank');
    expect(install).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('button', { name: 'App-Hinweis schließen' })).toBeInTheDocument();
    // Not a landmark: it sits inside the header's banner landmark.
    expect(screen.queryByRole('region')).toBeNull();
    expect(metaTags()).toHaveLength(0);
  });

  it('on iOS in Chrome: the App Store link of the host’s app id', () => {
    asBrowser('iphoneChrome');
    const { unmount } = render(page({ stage: 'DEV' }));
    expect(screen.getByRole('link', { name: /Installieren/ })).toHaveAttribute(
      'href',
      storeLinks.ios(smartAppBannerAppIds.DEV),
    );
    unmount();
    render(page({ stage: 'LIVE' }));
    expect(screen.getByRole('link', { name: /Installieren/ })).toHaveAttribute(
      'href',
      storeLinks.ios(smartAppBannerAppIds.LIVE),
    );
  });

  it('speaks the site’s language (TR)', () => {
    asBrowser('samsungInternet');
    render(page({ site: 'tr' }));
    expect(screen.getByRole('group', { name: 'Uygulama bildirimi' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Yükle (yeni sekmede açılır)' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '5 üzerinden 5 yıldız, 89k değerlendirme' })).toBeInTheDocument();
  });

  it.each(['macSafari', 'windowsChrome', 'windowsFirefox'] as const)('nothing on a desktop browser (%s)', (name) => {
    asBrowser(name);
    render(page());
    expect(banner()).toBeNull();
    expect(metaTags()).toHaveLength(0);
  });
});

describe('AppBanner: nothing inside the app or on a reduced header', () => {
  it.each(['androidChrome', 'iphoneChrome', 'iphoneSafari'] as const)('%s with the product app cookie', (name) => {
    asBrowser(name);
    setCookie(PRODUCT_APP_COOKIE);
    render(page());
    expect(banner()).toBeNull();
    expect(metaTags()).toHaveLength(0);
  });

  it.each(['androidChrome', 'iphoneSafari'] as const)('%s on a page with the reduced header (checkout)', (name) => {
    asBrowser(name);
    render(page({ reducedHeader: true }));
    expect(banner()).toBeNull();
    expect(metaTags()).toHaveLength(0);
  });

  it.each([AFFILIATE_COOKIE, NEW_APP_COOKIE])('with the %s cookie, which reduces the header', (cookie) => {
    asBrowser('androidChrome');
    setCookie(cookie);
    render(page());
    expect(banner()).toBeNull();
  });

  it('nothing when the closed flag is stored', () => {
    asBrowser('androidChrome');
    localStorage.setItem(APP_BANNER_CLOSED_STORAGE_KEY, 'true');
    render(page());
    expect(banner()).toBeNull();
  });
});

describe('AppBanner: the smart-app-banner meta tag on iOS in other browsers', () => {
  it.each([
    ['LIVE', smartAppBannerAppIds.LIVE],
    ['DEV', smartAppBannerAppIds.DEV],
  ] as const)('iPhone Safari on the %s host: app-id=%s in the head, no banner', (stage, id) => {
    asBrowser('iphoneSafari');
    render(page({ stage }));
    expect(banner()).toBeNull();
    expect(metaTags()).toHaveLength(1);
    expect(metaTags()[0]).toHaveAttribute('content', `app-id=${id}`);
    expect(metaTags()[0]!.parentElement).toBe(document.head);
  });

  it.each(['iphoneFirefox', 'ipadSafari', 'ipadSafariDesktopMode'] as const)('%s too', (name) => {
    asBrowser(name);
    render(page());
    expect(metaTags()).toHaveLength(1);
    expect(banner()).toBeNull();
  });

  it('the tag leaves the head with the component', () => {
    asBrowser('iphoneSafari');
    const { unmount } = render(page());
    unmount();
    expect(metaTags()).toHaveLength(0);
  });
});

describe('AppBanner: closing ("Closing stores a closed flag in local storage and hides the banner for good")', () => {
  const after = (
    <>
      <button type="button" disabled>
        Disabled
      </button>
      <a href="/hidden" hidden>
        Hidden
      </a>
      <a href="/">Logo</a>
    </>
  );

  it('by keyboard: stores the flag, hides the banner, and focus goes where Tab would have gone next', async () => {
    asBrowser('androidChrome');
    render(page({ after }));
    const close = screen.getByRole('button', { name: 'App-Hinweis schließen' });
    close.focus();
    await userEvent.keyboard('{Enter}');
    expect(localStorage.getItem(APP_BANNER_CLOSED_STORAGE_KEY)).toBe('true');
    expect(banner()).toBeNull();
    expect(screen.getByRole('link', { name: 'Logo' })).toHaveFocus();
  });

  it('for good: the next page (a new render) shows no banner', async () => {
    asBrowser('iphoneChrome');
    const first = render(page({ after }));
    await userEvent.click(screen.getByRole('button', { name: 'App-Hinweis schließen' }));
    first.unmount();
    render(page({ after }));
    expect(banner()).toBeNull();
  });

  it('with nothing focusable after it, focus stays on the page and nothing throws', async () => {
    asBrowser('androidChrome');
    render(page());
    await userEvent.click(screen.getByRole('button', { name: 'App-Hinweis schließen' }));
    expect(banner()).toBeNull();
    expect(document.activeElement).toBe(document.body);
  });

  it('without storage (privacy settings) it still hides on this page', async () => {
    asBrowser('androidChrome');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    render(page({ after }));
    await userEvent.click(screen.getByRole('button', { name: 'App-Hinweis schließen' }));
    expect(banner()).toBeNull();
    expect(screen.getByRole('link', { name: 'Logo' })).toHaveFocus();
  });

  it('closed in another tab: the banner goes here too', () => {
    asBrowser('androidChrome');
    render(page());
    expect(banner()).not.toBeNull();
    localStorage.setItem(APP_BANNER_CLOSED_STORAGE_KEY, 'true');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: APP_BANNER_CLOSED_STORAGE_KEY, newValue: 'true' }));
    });
    expect(banner()).toBeNull();
  });
});

describe("AppBanner: tracking (the data layer's ga_event)", () => {
  beforeEach(() => {
    window.dataLayer = [];
  });
  afterEach(() => {
    delete window.dataLayer;
  });

  it('install pushes ga_event app_banner / install, labelled with the system', async () => {
    asBrowser('androidChrome');
    render(page());
    const install = screen.getByRole('link', { name: /Installieren/ });
    install.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(install);
    expect(window.dataLayer).toEqual([
      { event: 'ga_event', event_category: 'app_banner', event_action: 'install', event_label: 'android' },
    ]);
  });

  it('close pushes ga_event app_banner / close, labelled with the system', async () => {
    asBrowser('iphoneChrome');
    render(page());
    await userEvent.click(screen.getByRole('button', { name: 'App-Hinweis schließen' }));
    expect(window.dataLayer).toEqual([
      { event: 'ga_event', event_category: 'app_banner', event_action: 'close', event_label: 'ios' },
    ]);
  });
});

describe('AppBanner: hydrating the server HTML', () => {
  /** Renders the server's HTML into the document, then hydrates it as the browser. */
  async function hydrate(options: PageOptions) {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(options));
    document.body.append(container);
    const before = container.querySelector('[role="group"]') !== null;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, page(options));
    });
    const cleanup = () => {
      act(() => root?.unmount());
      container.remove();
    };
    return { container, before, errors, cleanup };
  }

  it('the server’s banner stays, with no hydration mismatch', async () => {
    asBrowser('androidChrome');
    const { container, before, errors, cleanup } = await hydrate({ initialDecision: serverDecision('androidChrome') });
    expect(before).toBe(true);
    expect(container.querySelector('[role="group"]')).not.toBeNull();
    expect(errors).not.toHaveBeenCalled();
    cleanup();
  });

  it('hidden right after hydration when the closed flag is stored (the server cannot see it)', async () => {
    asBrowser('androidChrome');
    localStorage.setItem(APP_BANNER_CLOSED_STORAGE_KEY, 'true');
    const { container, before, errors, cleanup } = await hydrate({ initialDecision: serverDecision('androidChrome') });
    expect(before).toBe(true);
    expect(container.querySelector('[role="group"]')).toBeNull();
    expect(errors).not.toHaveBeenCalled();
    cleanup();
  });

  it('without the server’s decision, the browser decides after hydration', async () => {
    asBrowser('androidChrome');
    const { container, before, cleanup } = await hydrate({});
    expect(before).toBe(false);
    expect(container.querySelector('[role="group"]')).not.toBeNull();
    cleanup();
  });

  it('a decision that is not one (tampered page data) shows nothing and does not throw', async () => {
    asBrowser('windowsChrome');
    const tampered = { kind: 'banner', os: 'android', storeUrl: 'javascript:alert(1)' } as unknown as AppBannerDecision;
    const { container, before, cleanup } = await hydrate({ initialDecision: tampered });
    expect(before).toBe(false);
    expect(container.innerHTML).toBe('<header></header>');
    cleanup();
  });
});
