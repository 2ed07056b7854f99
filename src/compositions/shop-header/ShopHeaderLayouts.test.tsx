import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { vi } from 'vitest';
import { resolveSite } from '../../platform/site';
import { createServiceClient, fetchPersonalData, login } from '../../services';
import { createReferenceServices } from '../../mocks';
import { LOGIN_TOKEN_COOKIE, SEEDED_LOGIN } from '../../mocks/routes/login';
import { PageLayout, StorefrontProvider, defaultFlags, type StorefrontFlags } from '../../kernel';
import { storefrontMessagesFor } from '../messages/testing';
import { VisitorProvider } from '../../kernel/visitor';
import { SCROLL_DEBOUNCE_MS, STICKY_SCROLL_MARGIN_PX, headerLinks } from '../../kernel/constants';
import { Header, HeaderProvider, createHeaderStore, type HeaderInit, type HeaderStore } from '../../features/header';
import { MinicartProvider } from '../../features/minicart';
import { NavigationProvider, type NavigationInit } from '../../features/navigation';
import { ShopHeader } from './ShopHeader';
import { trackGaEvent } from '../../platform/tracking';

interface Options extends HeaderInit, NavigationInit {
  site?: string;
  flags?: Partial<StorefrontFlags>;
  pageType?: string;
  store?: (services: ReturnType<typeof createServiceClient>) => HeaderStore;
}

function setup({ site = 'DE', flags, pageType = 'HomePage', store, navigation, currentPath, ...init }: Options = {}) {
  const reference = createReferenceServices();
  const browser = reference.browser();
  const services = createServiceClient({ fetch: browser.fetch, site: resolveSite(site).code });
  const page = (children: ReactNode = <ShopHeader />) => (
    <StorefrontProvider site={site} messages={storefrontMessagesFor(site)} flags={flags} services={services}>
      <VisitorProvider>
        <MinicartProvider>
          <HeaderProvider {...init} store={store?.(services)}>
            <NavigationProvider navigation={navigation} currentPath={currentPath}>
              <PageLayout pageType={pageType} header={children} footer={<p>Fuß</p>}>
                <h1>Seite</h1>
              </PageLayout>
            </NavigationProvider>
          </HeaderProvider>
        </MinicartProvider>
      </VisitorProvider>
    </StorefrontProvider>
  );
  return { reference, browser, services, page };
}

const banner = () => screen.getByRole('banner');

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Header layouts', () => {
  it('new header: logo to /, search box with the skip-link id, store finder, user and cart links, sticky', async () => {
    const { page } = setup();
    render(page());
    expect(banner()).toHaveAttribute('data-layout', 'new');
    expect(banner()).toHaveAttribute('data-sticky', 'true');
    expect(screen.getByRole('link', { name: /Crema/ })).toHaveAttribute('href', headerLinks.home);
    // The combobox loads lazily (its server HTML is in place on a storefront page).
    expect(await screen.findByRole('combobox', { name: 'Suche' })).toHaveAttribute('id', 'search');
    // "Search text: maximum length 200 characters".
    expect(screen.getByRole('combobox', { name: 'Suche' })).toHaveAttribute('maxlength', '200');
    expect(screen.getByRole('link', { name: 'Filialfinder' })).toHaveAttribute('href', '/service/storefinder/search');
    expect(screen.getByRole('link', { name: 'Anmelden' })).toHaveAttribute('href', '/usermenu');
    // The count is the mini cart's (an empty cart here); once interactive, the cart icon opens the mini cart.
    expect(await screen.findByRole('button', { name: 'Warenkorb, keine Artikel' })).toBeInTheDocument();
  });

  it('new header: placeholder items while loading, then the theme-world overview and the header tree', async () => {
    const { page } = setup();
    render(page());
    const nav = () => within(screen.getAllByRole('navigation', { name: 'Hauptnavigation' })[0]!);
    expect(nav().getByRole('link', { name: 'Kaffee' })).toHaveAttribute('data-placeholder', 'true');
    expect(nav().getAllByRole('link')).toHaveLength(4);
    // Items with a flyout are disclosure buttons once loaded (the navigation's own tests cover them); the others links.
    expect(await nav().findByRole('button', { name: 'Themenwelten' })).toHaveAttribute('aria-expanded', 'false');
    expect(nav().getByRole('button', { name: 'Kaffee' })).toHaveAttribute('aria-expanded', 'false');
    expect(nav().getByRole('link', { name: 'Geschenkkarten' })).toHaveAttribute('href', '/c/geschenkkarte');
    expect(nav().getByRole('link', { name: 'Geschenkkarten' })).not.toHaveAttribute('data-placeholder');
  });

  it('new header: a failed navigation fetch keeps the placeholders and is logged', async () => {
    const { page, reference } = setup();
    reference.faults.set('GET /service/header/api/header-tree', { status: 500 });
    render(page());
    await vi.waitFor(() =>
      expect(console.error).toHaveBeenCalledWith(expect.stringContaining('Navigation fetch'), expect.anything()),
    );
    const nav = within(screen.getAllByRole('navigation', { name: 'Hauptnavigation' })[0]!);
    expect(nav.getAllByRole('link').map((l) => l.textContent)).toEqual(['Kaffee', 'Haushalt', 'Mode', 'Angebote']);
  });

  it('new header on phones: the menu button opens the mobile drill-down (a dialog it controls)', async () => {
    const { page } = setup({ navigation: { themeWorlds: null, desktop: [], mobile: [], categories: [] } });
    render(page());
    const button = screen.getByRole('button', { name: 'Menü öffnen' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(button);
    // The menu is a lazy module: it opens once its chunk is in.
    const menu = await screen.findByRole('dialog', { name: 'Menü' });
    expect(menu).toHaveAttribute('id', button.getAttribute('aria-controls'));
    // The page behind the modal is hidden from assistive technology; the button says the menu is open.
    expect(screen.getByRole('button', { name: 'Menü schließen', hidden: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    // Without the theme-world call's overview, its configured default title (and no address) stands first.
    expect(within(menu).getByText('Themenwelten')).toBeInTheDocument();
  });

  it('old header: four configured items in the site language, search icon opens the search flyout, Escape closes', async () => {
    const { page } = setup({ site: 'CZ', flags: { newHeader: false } });
    render(page());
    expect(banner()).toHaveAttribute('data-layout', 'old');
    expect(banner()).toHaveAttribute('data-sticky', 'false');
    const nav = within(screen.getByRole('navigation', { name: 'Hlavní navigace' }));
    expect(nav.getAllByRole('link').map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Káva', '/c/kava'],
      ['Domácnost', '/c/domacnost'],
      ['Móda', '/c/moda'],
      ['Akce', '/c/akce'],
    ]);
    const toggle = screen.getByRole('button', { name: 'Otevřít vyhledávání' });
    expect(toggle).toHaveAttribute('id', 'search');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('combobox')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});

describe('search in the header', () => {
  it('new header: the search box; its open suggestion list is the search flyout', async () => {
    localStorage.setItem('recentSearchTerms', JSON.stringify(['Espresso']));
    let store: HeaderStore | undefined;
    const { page } = setup({
      store: (services) => (store = createHeaderStore({ services, site: resolveSite('DE'), flags: defaultFlags })),
    });
    render(page());
    const box = screen.getByRole('combobox', { name: 'Suche' });
    await userEvent.click(box);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(store!.getState().flyout).toEqual({ kind: 'search' });
    await userEvent.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(store!.getState().flyout.kind).toBe('closed');
  });

  it('the page query pre-fills the box, sanitised (a term of only digits and spaces loses its spaces)', () => {
    const { page } = setup();
    render(page(<ShopHeader searchQuery="12 34 5" />));
    expect(screen.getByRole('combobox', { name: 'Suche' })).toHaveValue('12345');
  });

  it('old header: the first Escape closes the suggestion list, the next the flyout', async () => {
    localStorage.setItem('recentSearchTerms', JSON.stringify(['Espresso']));
    const { page } = setup({ flags: { newHeader: false } });
    render(page());
    const toggle = screen.getByRole('button', { name: 'Suche öffnen' });
    await userEvent.click(toggle);
    const box = screen.getByRole('combobox', { name: 'Suche' });
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});

describe('active menu path (the last path segment against the items)', () => {
  const coffee = {
    id: 'coffee',
    name: 'Kaffee',
    url: '/c/kaffee',
    newTab: false,
    flag: false,
    children: [
      { id: 'beans', name: 'Kaffeebohnen', url: '/c/kaffee/kaffeebohnen', newTab: false, flag: false, children: [] },
    ],
  };
  const navigation = { themeWorlds: null, desktop: [coffee], mobile: [], categories: [] };
  // Coffee has children: its flyout's disclosure button. A button is never the current page (only a link is): on its
  // own page it is marked on the path ("true").
  const coffeeLink = () =>
    within(screen.getAllByRole('navigation', { name: 'Hauptnavigation' })[0]!).getByRole('button', { name: 'Kaffee' });

  it.each([
    ['/c/kaffee', 'true'],
    ['/c/kaffee/kaffeebohnen', 'true'],
    ['/c/mode', null],
    ['/', null],
  ])('on %s the coffee item is aria-current=%s', (currentPath, expected) => {
    const { page } = setup({ navigation, currentPath });
    render(page());
    if (expected === null) expect(coffeeLink()).not.toHaveAttribute('aria-current');
    else expect(coffeeLink()).toHaveAttribute('aria-current', expected);
  });

  it('the old header marks its configured item', () => {
    const { page } = setup({ site: 'CZ', flags: { newHeader: false }, currentPath: '/c/kava' });
    render(page());
    const nav = within(screen.getByRole('navigation', { name: 'Hlavní navigace' }));
    expect(nav.getByRole('link', { name: 'Káva' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Móda' })).not.toHaveAttribute('aria-current');
  });
});

describe('skip links', () => {
  it('are the first thing Tab reaches: search, main content, footer', async () => {
    const { page } = setup();
    render(page());
    const links = within(screen.getByRole('navigation', { name: 'Sprunglinks' })).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Zur Suche springen', '#search'],
      ['Zum Inhalt springen', '#main'],
      ['Zum Seitenende springen', '#footer'],
    ]);
    await userEvent.tab();
    expect(links[0]).toHaveFocus();
    for (const link of links) expect(document.getElementById(link.getAttribute('href')!.slice(1))).not.toBeNull();
  });

  it('the reduced header has no search, so no link to it', () => {
    const { page } = setup({ reduced: true });
    render(page());
    const links = within(screen.getByRole('navigation', { name: 'Sprunglinks' })).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['#main', '#footer']);
  });
});

describe('visitor (LOGGED_IN and REMEMBERED count as signed in)', () => {
  it('logged out: the sign-in variant linking to /usermenu', async () => {
    const { page } = setup();
    render(page());
    const user = screen.getByRole('link', { name: 'Anmelden' });
    expect(user).toHaveAttribute('data-visitor', 'signed-out');
    expect(user.querySelector('[data-icon]')).toHaveAttribute('data-icon', 'user');
  });

  it('LOGGED_IN: the signed-in icon, greeting by first name, still the account link', async () => {
    const { page, services } = setup();
    expect(await login(services, { ...SEEDED_LOGIN })).toMatchObject({ ok: true });
    render(page());
    const user = await screen.findByRole('link', { name: /Mein Konto/ });
    expect(user).toHaveAttribute('data-visitor', 'signed-in');
    expect(user).toHaveAttribute('href', '/usermenu');
    expect(user).toHaveTextContent('Hallo Klara');
    expect(user.querySelector('[data-icon]')).toHaveAttribute('data-icon', 'user-signed-in');
  });

  it('REMEMBERED counts as signed in (a long-term token without a login token)', async () => {
    const { page, services, browser } = setup();
    expect(await login(services, { ...SEEDED_LOGIN, rememberMe: true })).toMatchObject({ ok: true });
    browser.jar.delete(LOGIN_TOKEN_COOKIE);
    expect(await fetchPersonalData(services)).toMatchObject({ value: { tracking: { loginStatus: 'REMEMBERED' } } });
    render(page());
    expect(await screen.findByRole('link', { name: /Mein Konto/ })).toHaveAttribute('data-visitor', 'signed-in');
  });

  it('a failed personal-data load leaves the sign-in variant', async () => {
    const { page, reference } = setup();
    reference.faults.set('GET /service/customerfrontenddata/api/v1/psdata', { malformed: true });
    render(page());
    await vi.waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(screen.getByRole('link', { name: 'Anmelden' })).toHaveAttribute('data-visitor', 'signed-out');
  });
});

describe("cart badge (the count it is given: hidden at 0, '9+' above 9)", () => {
  /** The badge beside the cart link, or null when it is hidden. */
  const badgeOf = (link: HTMLElement) => link.parentElement!.querySelector('[data-count]');

  it.each([
    [0, null, 'Warenkorb, keine Artikel'],
    [5, '5', 'Warenkorb, 5 Artikel'],
    [9, '9', 'Warenkorb, 9 Artikel'],
    [10, '9+', 'Warenkorb, 10 Artikel'],
    [120, '9+', 'Warenkorb, 120 Artikel'],
  ])('count %i: badge %s, name "%s"', (count, badge, name) => {
    const { page } = setup();
    render(page(<Header cartCount={count} />));
    const link = screen.getByRole('link', { name });
    expect(link).toHaveAttribute('data-cart-count', String(count));
    const shown = badgeOf(link);
    if (badge === null) expect(shown).toBeNull();
    else expect(shown).toHaveTextContent(badge);
  });

  it.each([null, undefined])('count %s: unknown, no badge, the name without a count', (count) => {
    const { page } = setup();
    render(page(<Header cartCount={count} />));
    const link = screen.getByRole('link', { name: 'Warenkorb' });
    expect(link).not.toHaveAttribute('data-cart-count');
    expect(badgeOf(link)).toBeNull();
  });

  it('follows the count it is given (12 shows 9+), in the old header too', () => {
    const { page } = setup({ flags: { newHeader: false } });
    const { rerender } = render(page(<Header cartCount={3} />));
    expect(badgeOf(screen.getByRole('link', { name: 'Warenkorb, 3 Artikel' }))).toHaveTextContent('3');
    rerender(page(<Header cartCount={12} />));
    expect(badgeOf(screen.getByRole('link', { name: 'Warenkorb, 12 Artikel' }))).toHaveTextContent('9+');
  });

  it.each([
    ['CZ', 'Košík, 3 položky'],
    ['HU', 'Kosár, 3 termék'],
    ['TR', 'Sepet, 3 ürün'],
    ['CH_FR', 'Panier, 3 articles'],
  ])('the cart link says the count in %s ("%s")', (site, name) => {
    const { page } = setup({ site });
    render(page(<Header cartCount={3} />));
    expect(screen.getByRole('link', { name })).toBeInTheDocument();
  });
});

describe('hide on scroll (30 px margin, 50 ms debounce)', () => {
  const scrollTo = (y: number) => {
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
  };
  const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

  it('hides on scroll down past 30 px after the 50 ms debounce, shows on scroll up', () => {
    vi.useFakeTimers();
    const { page } = setup({ navigation: 'failed' });
    render(page());
    scrollTo(STICKY_SCROLL_MARGIN_PX);
    wait(SCROLL_DEBOUNCE_MS);
    expect(banner()).toHaveAttribute('data-hidden', 'false');
    scrollTo(STICKY_SCROLL_MARGIN_PX + 1);
    wait(SCROLL_DEBOUNCE_MS - 1);
    expect(banner()).toHaveAttribute('data-hidden', 'false');
    wait(1);
    expect(banner()).toHaveAttribute('data-hidden', 'true');
    scrollTo(600);
    wait(SCROLL_DEBOUNCE_MS);
    expect(banner()).toHaveAttribute('data-hidden', 'true');
    scrollTo(500);
    wait(SCROLL_DEBOUNCE_MS);
    expect(banner()).toHaveAttribute('data-hidden', 'false');
  });

  it('a burst of scroll events is one reading, 50 ms after the last', () => {
    vi.useFakeTimers();
    const { page } = setup({ navigation: 'failed' });
    render(page());
    for (const y of [100, 200, 300]) {
      scrollTo(y);
      wait(SCROLL_DEBOUNCE_MS - 10);
    }
    expect(banner()).toHaveAttribute('data-hidden', 'false');
    wait(10);
    expect(banner()).toHaveAttribute('data-hidden', 'true');
  });

  it.each(['basket', 'ProductDetailPage'])('does not hide on %s pages', (pageType) => {
    vi.useFakeTimers();
    const { page } = setup({ navigation: 'failed', pageType });
    render(page());
    scrollTo(800);
    wait(SCROLL_DEBOUNCE_MS);
    expect(banner()).toHaveAttribute('data-hidden', 'false');
  });

  it('does not hide while a flyout is open, nor in the old header', async () => {
    vi.useFakeTimers();
    const { page } = setup({ navigation: 'failed' });
    render(page());
    const header = banner();
    fireEvent.click(screen.getByRole('button', { name: 'Menü öffnen' }));
    scrollTo(800);
    wait(SCROLL_DEBOUNCE_MS);
    expect(header).toHaveAttribute('data-hidden', 'false');
  });

  it('the old header is not sticky and never hides', () => {
    vi.useFakeTimers();
    const { page } = setup({ flags: { newHeader: false } });
    render(page());
    scrollTo(800);
    wait(SCROLL_DEBOUNCE_MS);
    expect(banner()).toHaveAttribute('data-hidden', 'false');
  });

  it('reappears when focus moves into it (WCAG 2.4.11), and does not hide while focus is inside', () => {
    vi.useFakeTimers();
    const { page } = setup({ navigation: 'failed' });
    render(page());
    scrollTo(800);
    wait(SCROLL_DEBOUNCE_MS);
    expect(banner()).toHaveAttribute('data-hidden', 'true');
    act(() => screen.getByRole('link', { name: 'Filialfinder' }).focus());
    expect(banner()).toHaveAttribute('data-hidden', 'false');
    scrollTo(1200);
    wait(SCROLL_DEBOUNCE_MS);
    expect(banner()).toHaveAttribute('data-hidden', 'false');
  });
});

describe('reduced header', () => {
  it('hides navigation, search and icons; shows the secure-purchase hint and the payment row', () => {
    const { page } = setup({ reduced: true, site: 'TR' });
    render(page());
    expect(banner()).toHaveAttribute('data-layout', 'reduced');
    expect(screen.queryByRole('navigation', { name: /navigasyon/i })).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('link', { name: /Sepet/ })).toBeNull();
    expect(screen.getByText('Güvenli alışveriş')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: /Ödeme/ })).getByText('BKM Express')).toBeInTheDocument();
  });

  it('the back button calls the app bridge when it exists, else history back', async () => {
    const { page } = setup({ reduced: true });
    render(page());
    const historyBack = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    const back = screen.getByRole('button', { name: 'Zurück' });
    await userEvent.click(back);
    expect(historyBack).toHaveBeenCalledTimes(1);
    const bridge = { back: vi.fn() };
    (window as unknown as { AppBridge?: typeof bridge }).AppBridge = bridge;
    try {
      await userEvent.click(back);
      expect(bridge.back).toHaveBeenCalledTimes(1);
      expect(historyBack).toHaveBeenCalledTimes(1);
    } finally {
      delete (window as unknown as { AppBridge?: typeof bridge }).AppBridge;
    }
  });
});

describe('tracking: navigation_click', () => {
  it('pushes navigation_click with click_type and click_target', async () => {
    window.dataLayer = [];
    const { page } = setup({ navigation: 'failed' });
    render(page());
    const link = screen.getByRole('link', { name: 'Filialfinder' });
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(window.dataLayer).toContainEqual({
      event: 'navigation_click',
      click_type: 'icon',
      click_target: 'storeFinder',
    });
  });
});

describe('tracking: ga_event', () => {
  it('carries category and action, and the label only when there is one', () => {
    window.dataLayer = [];
    trackGaEvent('app_banner', 'close');
    trackGaEvent('app_banner', 'install', 'android');
    expect(window.dataLayer).toEqual([
      { event: 'ga_event', event_category: 'app_banner', event_action: 'close' },
      { event: 'ga_event', event_category: 'app_banner', event_action: 'install', event_label: 'android' },
    ]);
  });
});

describe("the shop header's navigation", () => {
  it('without a NavigationProvider on the page, it loads the navigation itself (the placeholders until then)', async () => {
    const reference = createReferenceServices();
    const services = createServiceClient({ fetch: reference.browser().fetch, site: 'DE' });
    render(
      <StorefrontProvider site="DE" messages={storefrontMessagesFor('DE')} services={services}>
        <VisitorProvider>
          <MinicartProvider>
            <HeaderProvider>
              <ShopHeader />
            </HeaderProvider>
          </MinicartProvider>
        </VisitorProvider>
      </StorefrontProvider>,
    );
    const nav = () => within(screen.getAllByRole('navigation', { name: 'Hauptnavigation' })[0]!);
    expect(nav().getByRole('link', { name: 'Kaffee' })).toHaveAttribute('data-placeholder', 'true');
    expect(await nav().findByRole('button', { name: 'Kaffee' })).toHaveAttribute('aria-expanded', 'false');
  });

  it("a desktop flyout shows its item's category promotion (promotion type CATEGORY) once it opens", async () => {
    const coffee = { id: 'coffee', name: 'Kaffee', url: '/c/kaffee', newTab: false, flag: false };
    const beans = { ...coffee, id: 'beans', name: 'Kaffeebohnen', url: '/c/kaffee/kaffeebohnen', children: [] };
    const { page } = setup({
      navigation: { themeWorlds: null, desktop: [{ ...coffee, children: [beans] }], mobile: [], categories: [] },
    });
    render(page());
    const nav = within(screen.getAllByRole('navigation', { name: 'Hauptnavigation' })[0]!);
    expect(screen.queryByRole('heading', { name: 'Frisch geröstet' })).toBeNull();
    await userEvent.click(await nav.findByRole('button', { name: 'Kaffee' }));
    expect(await screen.findByRole('heading', { name: 'Frisch geröstet', level: 3 })).toBeInTheDocument();
  });
});

describe('on the server', () => {
  it('renders the whole header before any script, from the page data, touching no browser API', () => {
    const { page } = setup({
      navigation: {
        themeWorlds: { overview: { title: 'Themenwelten', url: '/themenwelten' }, sections: {}, translations: {} },
        desktop: [],
        mobile: [],
        categories: [],
      },
    });
    const html = renderToString(page());
    expect(html).toContain('Zur Suche springen');
    expect(html).toContain('href="/themenwelten"');
    expect(html).toContain('data-sticky="true"');
    expect(html).toContain('aria-label="Warenkorb"');
  });
});
