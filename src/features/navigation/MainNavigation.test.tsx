/** @vitest-environment happy-dom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { PAGE_SCROLL_LOCK_ATTRIBUTE } from '../../primitives/internal/pageScrollLockAttribute';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { onTestFinished, vi } from 'vitest';
import { HEADER_TREE_PATH, createServiceClient, type FlyoutItem, type ThemeWorldsNavigation } from '../../services';
import { createReferenceServices } from '../../mocks';
import { StorefrontProvider } from '../../kernel';
import { createFlyoutHostStore } from '../../kernel/flyouts';
import { storefrontMessagesFor } from '../../compositions/messages/testing';
import {
  FLYOUT_HOVER_DELAY_MS,
  FOCUS_TRAP_DELAY_MS,
  NAVIGATION_MAX_LEVELS,
  NAVIGATION_TREE_DROPPED_LOG,
  NAVIGATION_TREE_EMPTY_LOG,
} from './constants';
import type { HeaderNavigation } from './load';
import { MainNavigation } from './MainNavigation';
import { NavigationPage, flyoutItem } from './testing';

const item = (
  id: string,
  name: string,
  url: string | undefined,
  children: FlyoutItem[] = [],
  extra: Partial<FlyoutItem> = {},
): FlyoutItem => flyoutItem(id, url, children, { name, ...extra });

/** A small header tree: coffee's first level item has no children, so its second is the preselected one. */
const desktop = (): FlyoutItem[] => [
  item('coffee', 'Kaffee', '/c/kaffee', [
    item('academy', 'Kaffeeakademie', '/kaffeeakademie', [], { newTab: true, flag: true }),
    item('beans', 'Kaffeebohnen', '/c/kaffee/kaffeebohnen', [
      item('espresso', 'Espresso', '/c/kaffee/kaffeebohnen/espresso', [
        item('dark', 'Dunkle Röstung', '/c/kaffee/kaffeebohnen/espresso/dunkel'),
      ]),
      item('crema', 'Caffè Crema', '/c/kaffee/kaffeebohnen/crema'),
    ]),
    item('machines', 'Maschinen', '/c/kaffee/maschinen', [item('pads', 'Padmaschinen', '/c/kaffee/maschinen/pads')]),
  ]),
  item('household', 'Haushalt', '/c/haushalt', [
    item('kitchen', 'Küche', '/c/haushalt/kueche', [item('pots', 'Töpfe', '/c/haushalt/kueche/toepfe')]),
  ]),
  item('gift', 'Geschenkkarten', '/c/geschenkkarte'),
];

const themeWorlds: ThemeWorldsNavigation = {
  overview: { title: 'Themenwelten', url: '/themenwelten' },
  sections: {
    new: {
      headline: 'Neu',
      themeworlds: [
        {
          url: '/themenwelten/herbst',
          title: 'Herbstzeit',
          loyaltyCard: false,
          availability: [],
          badges: [],
        },
      ],
    },
  },
  translations: {},
};

const navigationOf = (tree: FlyoutItem[] = desktop(), worlds: ThemeWorldsNavigation | null = themeWorlds) =>
  ({ themeWorlds: worlds, desktop: tree, mobile: [], categories: [] }) satisfies HeaderNavigation;

interface Options {
  /** The navigation the page brings; null: none, the navigation loads it. */
  navigation?: HeaderNavigation | 'failed' | null;
  currentPath?: string;
  /** The header is sticky (the new header) unless told otherwise. */
  sticky?: boolean;
}

function setup({ navigation = navigationOf(), currentPath, sticky = true }: Options = {}) {
  const reference = createReferenceServices();
  // A navigation that loads itself waits: the placeholders stay.
  reference.faults.set(`GET ${HEADER_TREE_PATH}`, { hang: true });
  const services = createServiceClient({ fetch: reference.browser().fetch, site: 'DE' });
  // The page's flyout host (the header's store on a shop page).
  const store = createFlyoutHostStore({ isSticky: sticky });
  const page = (children: ReactNode = <MainNavigation />) => (
    <StorefrontProvider site="DE" messages={storefrontMessagesFor('DE')} services={services}>
      <NavigationPage host={store} navigation={navigation ?? undefined} currentPath={currentPath}>
        <header>{children}</header>
        <main>
          <button type="button">Draußen</button>
        </main>
      </NavigationPage>
    </StorefrontProvider>
  );
  return { store, page };
}

const nav = () => within(screen.getByRole('navigation', { name: 'Hauptnavigation' }));
const opener = (name: string) => nav().getByRole('button', { name });
const panelOf = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls')!)!;
const outside = () => screen.getByRole('button', { name: 'Draußen' });

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  delete (window as unknown as { AppBridge?: unknown }).AppBridge;
});

describe('top bar: the APG disclosure navigation', () => {
  it('the theme-world overview first, then the header tree; an item with a flyout is a button controlling its panel', () => {
    const { page } = setup();
    render(page());
    const entries = nav().getAllByRole('listitem');
    expect(entries.map((entry) => entry.firstElementChild!.textContent)).toEqual([
      'Themenwelten',
      'Kaffee',
      'Haushalt',
      'Geschenkkarten',
    ]);
    for (const name of ['Themenwelten', 'Kaffee', 'Haushalt']) {
      const button = opener(name);
      expect(button).toHaveAttribute('type', 'button');
      expect(button).toHaveAttribute('aria-expanded', 'false');
      const panel = panelOf(button);
      expect(panel).not.toBeNull();
      expect(panel).not.toBeVisible();
    }
    // No children: stays a link.
    expect(nav().getByRole('link', { name: 'Geschenkkarten' })).toHaveAttribute('href', '/c/geschenkkarte');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.queryByRole('menubar')).toBeNull();
  });

  it('on the server: every item and every panel link is an <a href> in the HTML, and there is no button', async () => {
    const { page } = setup();
    // As the storefront's server renders: the panels' lazy contents are all in place before the stream is read.
    const stream = await renderToReadableStream(page(<MainNavigation />));
    await stream.allReady;
    const page_ = await new Response(stream).text();
    const html = page_.slice(page_.indexOf('<nav'), page_.indexOf('</nav>'));
    expect(html).not.toContain('<button');
    // In place, not streamed in later by a script (the contents are lazy modules): complete without script.
    expect(html).not.toContain('<template');
    const hrefs = (items: FlyoutItem[]): string[] => items.flatMap((i) => [i.url!, ...hrefs(i.children)]);
    for (const href of ['/themenwelten', '/themenwelten/herbst', ...hrefs(desktop())])
      expect(html).toContain(`href="${href}"`);
    // Closed panels are in the HTML, hidden.
    expect(html.match(/<div[^>]*id="[^"]*-panel-\d+"[^>]*hidden=""/g)).toHaveLength(3);
  });

  it.each([
    ['loads', null],
    ['failed', 'failed'],
  ] as const)('while the navigation %s, the configured items stand in as links', (_, navigation) => {
    const { page } = setup({ navigation });
    render(page());
    expect(nav().queryAllByRole('button')).toEqual([]);
    const links = nav().getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Kaffee', 'Haushalt', 'Mode', 'Angebote']);
    for (const link of links) expect(link).toHaveAttribute('data-placeholder', 'true');
  });

  it('opening shows the content the panel holds already: the same elements, not built anew', async () => {
    const user = userEvent.setup();
    const { page } = setup();
    render(page());
    const coffee = opener('Kaffee');
    const panel = within(panelOf(coffee));
    // The content is a lazy module: in the closed panel once its chunk is in.
    const showAll = await panel.findByRole('link', { name: 'Alles aus Kaffee', hidden: true });
    const level = panel.getAllByRole('button', { hidden: true })[0]!;
    await user.click(coffee);
    expect(panel.getByRole('link', { name: 'Alles aus Kaffee' })).toBe(showAll);
    expect(panel.getAllByRole('button')[0]).toBe(level);
    await user.keyboard('{Escape}');
    await user.click(coffee);
    expect(panel.getByRole('link', { name: 'Alles aus Kaffee' })).toBe(showAll);
  });

  it('only one panel is open: opening another closes the first; clicking the open item closes it', async () => {
    const user = userEvent.setup();
    const { page } = setup();
    render(page());
    await user.click(opener('Kaffee'));
    expect(opener('Kaffee')).toHaveAttribute('aria-expanded', 'true');
    expect(panelOf(opener('Kaffee'))).toBeVisible();
    await user.click(opener('Haushalt'));
    expect(opener('Haushalt')).toHaveAttribute('aria-expanded', 'true');
    expect(opener('Kaffee')).toHaveAttribute('aria-expanded', 'false');
    expect(panelOf(opener('Kaffee'))).not.toBeVisible();
    await user.click(opener('Haushalt'));
    expect(opener('Haushalt')).toHaveAttribute('aria-expanded', 'false');
  });

  it('each panel starts with a "show all" link to its item\'s page', async () => {
    const user = userEvent.setup();
    const { page } = setup();
    render(page());
    await user.click(opener('Kaffee'));
    const links = within(panelOf(opener('Kaffee'))).getAllByRole('link');
    expect(links[0]).toHaveTextContent('Alles aus Kaffee');
    expect(links[0]).toHaveAttribute('href', '/c/kaffee');
    await user.click(opener('Themenwelten'));
    const worlds = within(panelOf(opener('Themenwelten'))).getAllByRole('link');
    expect(worlds[0]).toHaveTextContent('Alle Themenwelten ansehen');
    expect(worlds[0]).toHaveAttribute('href', '/themenwelten');
    expect(within(panelOf(opener('Themenwelten'))).getByRole('link', { name: /Herbstzeit/ })).toBeInTheDocument();
  });
});

describe('pointer rules (hover 300 ms, touch tap-tap, click outside)', () => {
  it(`hover opens after exactly ${FLYOUT_HOVER_DELAY_MS} ms, not at ${FLYOUT_HOVER_DELAY_MS - 1}`, () => {
    vi.useFakeTimers();
    const { page } = setup();
    render(page());
    fireEvent.pointerOver(opener('Kaffee'), { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(FLYOUT_HOVER_DELAY_MS - 1));
    expect(opener('Kaffee')).toHaveAttribute('aria-expanded', 'false');
    act(() => vi.advanceTimersByTime(1));
    expect(opener('Kaffee')).toHaveAttribute('aria-expanded', 'true');
    expect(panelOf(opener('Kaffee'))).toBeVisible();
  });

  it('leaving before the delay cancels; leaving an open item keeps it open (on the way into the panel)', () => {
    vi.useFakeTimers();
    const { page } = setup();
    render(page());
    fireEvent.pointerOver(opener('Kaffee'), { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(FLYOUT_HOVER_DELAY_MS - 1));
    fireEvent.pointerOut(opener('Kaffee'), { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(FLYOUT_HOVER_DELAY_MS));
    expect(opener('Kaffee')).toHaveAttribute('aria-expanded', 'false');

    fireEvent.pointerOver(opener('Kaffee'), { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(FLYOUT_HOVER_DELAY_MS));
    fireEvent.pointerOut(opener('Kaffee'), { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(FLYOUT_HOVER_DELAY_MS));
    expect(opener('Kaffee')).toHaveAttribute('aria-expanded', 'true');
  });

  it('hovering another item switches after the delay', () => {
    vi.useFakeTimers();
    const { page } = setup();
    render(page());
    fireEvent.pointerOver(opener('Kaffee'), { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(FLYOUT_HOVER_DELAY_MS));
    fireEvent.pointerOut(opener('Kaffee'), { pointerType: 'mouse' });
    fireEvent.pointerOver(opener('Haushalt'), { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(FLYOUT_HOVER_DELAY_MS - 1));
    expect(opener('Kaffee')).toHaveAttribute('aria-expanded', 'true');
    act(() => vi.advanceTimersByTime(1));
    expect(opener('Haushalt')).toHaveAttribute('aria-expanded', 'true');
    expect(opener('Kaffee')).toHaveAttribute('aria-expanded', 'false');
  });

  it('touch: a touch does not hover; the first tap opens, the second follows the link', () => {
    vi.useFakeTimers();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const { page } = setup();
    render(page());
    const coffee = opener('Kaffee');
    fireEvent.pointerOver(coffee, { pointerType: 'touch' });
    act(() => vi.advanceTimersByTime(FLYOUT_HOVER_DELAY_MS));
    expect(coffee).toHaveAttribute('aria-expanded', 'false');

    fireEvent.pointerDown(coffee, { pointerType: 'touch' });
    fireEvent.click(coffee);
    expect(coffee).toHaveAttribute('aria-expanded', 'true');
    expect(assign).not.toHaveBeenCalled();

    fireEvent.pointerDown(coffee, { pointerType: 'touch' });
    fireEvent.click(coffee);
    expect(assign).toHaveBeenCalledWith('/c/kaffee');
  });

  it('a mouse click on the open item closes it instead of following', () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const { page } = setup();
    render(page());
    const coffee = opener('Kaffee');
    for (const expanded of ['true', 'false']) {
      fireEvent.pointerDown(coffee, { pointerType: 'mouse' });
      fireEvent.click(coffee);
      expect(coffee).toHaveAttribute('aria-expanded', expanded);
    }
    expect(assign).not.toHaveBeenCalled();
  });

  it('a press outside closes; a press on another top-bar item switches instead', async () => {
    const user = userEvent.setup();
    const { page } = setup();
    render(page());
    await user.click(opener('Kaffee'));
    await user.click(opener('Haushalt'));
    expect(opener('Haushalt')).toHaveAttribute('aria-expanded', 'true');
    await user.click(outside());
    expect(opener('Haushalt')).toHaveAttribute('aria-expanded', 'false');
    expect(outside()).toHaveFocus();
  });

  it('the backdrop dims the page below the header; a click on it closes and returns focus', async () => {
    const user = userEvent.setup();
    const { page, store } = setup();
    render(page());
    opener('Kaffee').focus();
    await user.keyboard('{Enter}');
    const backdrop = document.querySelector<HTMLElement>('nav > [aria-hidden="true"]')!;
    expect(backdrop).not.toBeNull();
    await user.click(backdrop);
    expect(store.getState().flyout).toEqual({ kind: 'closed' });
    expect(document.querySelector('nav > [aria-hidden="true"]')).toBeNull();
    await waitFor(() => expect(opener('Kaffee')).toHaveFocus());
  });
});

describe('keyboard and focus (focus trapped after about 300 ms, Escape returns focus)', () => {
  it("Enter opens and moves focus to the panel's first link; Escape closes and focus returns to the opener", async () => {
    const user = userEvent.setup();
    const { page } = setup();
    render(page());
    act(() => opener('Kaffee').focus());
    await user.keyboard('{Enter}');
    expect(opener('Kaffee')).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Alles aus Kaffee' })).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(opener('Kaffee')).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(opener('Kaffee')).toHaveFocus());
  });

  it('a pointer opening leaves focus where it is', async () => {
    const user = userEvent.setup();
    const { page } = setup();
    render(page());
    await user.click(opener('Kaffee'));
    expect(opener('Kaffee')).toHaveFocus();
  });

  it(`focus is trapped in the panel after ${FOCUS_TRAP_DELAY_MS} ms, not before`, () => {
    // The browser's own rule for `hidden`, which happy-dom's computed style lacks: the focus trap skips what is not
    // shown (the unselected grids) when it looks for the panel's last control.
    const userAgentRule = document.head.appendChild(document.createElement('style'));
    userAgentRule.textContent = '[hidden] { display: none }';
    onTestFinished(() => userAgentRule.remove());
    vi.useFakeTimers();
    const { page } = setup();
    render(page());
    const coffee = opener('Kaffee');
    act(() => coffee.focus());
    // A click without a pointer press before it: Enter or Space.
    fireEvent.click(coffee);
    const panel = within(panelOf(coffee));
    const first = panel.getByRole('link', { name: 'Alles aus Kaffee' });
    // The last control of the panel: the preselected grid's last link.
    const last = panel.getByRole('link', { name: 'Caffè Crema' });
    expect(first).toHaveFocus();

    // Before the delay, Tab on the last control is the browser's (out of the panel, to the next top-bar item) and
    // focus may leave for the top bar (which keeps the flyout open).
    act(() => vi.advanceTimersByTime(FOCUS_TRAP_DELAY_MS - 1));
    act(() => last.focus());
    expect(fireEvent.keyDown(last, { key: 'Tab' })).toBe(true);
    act(() => opener('Haushalt').focus());
    expect(opener('Haushalt')).toHaveFocus();
    expect(coffee).toHaveAttribute('aria-expanded', 'true');

    // After it, Tab wraps around inside, and focus sent out comes back.
    act(() => first.focus());
    act(() => vi.advanceTimersByTime(1));
    act(() => last.focus());
    expect(fireEvent.keyDown(last, { key: 'Tab' })).toBe(false);
    expect(first).toHaveFocus();
    act(() => opener('Haushalt').focus());
    expect(first).toHaveFocus();
  });
});

describe('scroll lock (only "in sticky or app platform mode")', () => {
  // The page's root carries the lock (its rule in Navigation.css.ts: overflow hidden, the scrollbar's room kept).
  const locked = () => document.documentElement.hasAttribute(PAGE_SCROLL_LOCK_ATTRIBUTE);

  it('a sticky header locks the page while a flyout is open, and restores it on close', async () => {
    const user = userEvent.setup();
    const { page } = setup({ sticky: true });
    render(page());
    await user.click(opener('Kaffee'));
    await waitFor(() => expect(locked()).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(locked()).toBe(false));
  });

  it('a header that is not sticky leaves the page scrolling', async () => {
    const user = userEvent.setup();
    const { page } = setup({ sticky: false });
    render(page());
    await user.click(opener('Kaffee'));
    expect(panelOf(opener('Kaffee'))).toBeVisible();
    // Past the frame after the opening, where a sticky header's lock is set.
    const afterNextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
    await act(async () => {
      await afterNextFrame();
      await afterNextFrame();
    });
    expect(locked()).toBe(false);
  });

  it('in the app (window.AppBridge) the page is locked even when the header is not sticky', async () => {
    (window as unknown as { AppBridge?: unknown }).AppBridge = { back: () => {} };
    const user = userEvent.setup();
    const { page } = setup({ sticky: false });
    render(page());
    await user.click(opener('Kaffee'));
    await waitFor(() => expect(locked()).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(locked()).toBe(false));
  });
});

describe('desktop flyout (a level list beside a content grid)', () => {
  async function openCoffee() {
    const user = userEvent.setup();
    const { page, store } = setup();
    render(page());
    await user.click(opener('Kaffee'));
    return { user, store, panel: within(panelOf(opener('Kaffee'))) };
  }

  it('preselects the first level item having children and shows its grid: heading links with their links under them', async () => {
    const { panel } = await openCoffee();
    const beans = panel.getByRole('button', { name: 'Kaffeebohnen' });
    expect(beans).toHaveAttribute('aria-expanded', 'true');
    const grid = document.getElementById(beans.getAttribute('aria-controls')!)!;
    expect(grid).toBeVisible();
    expect(within(grid).getByRole('link', { name: 'Alles aus Kaffeebohnen' })).toHaveAttribute(
      'href',
      '/c/kaffee/kaffeebohnen',
    );
    expect(within(grid).getByRole('link', { name: 'Espresso' })).toHaveAttribute(
      'href',
      '/c/kaffee/kaffeebohnen/espresso',
    );
    expect(within(grid).getByRole('link', { name: 'Dunkle Röstung' })).toHaveAttribute(
      'href',
      '/c/kaffee/kaffeebohnen/espresso/dunkel',
    );
    const machines = panel.getByRole('button', { name: 'Maschinen' });
    expect(machines).toHaveAttribute('aria-expanded', 'false');
    // Every grid is in the page; the unselected ones hidden.
    expect(document.getElementById(machines.getAttribute('aria-controls')!)).not.toBeVisible();
  });

  it("choosing a level item with children selects it (the flyout state's selected parent)", async () => {
    const { user, store, panel } = await openCoffee();
    await user.click(panel.getByRole('button', { name: 'Maschinen' }));
    expect(store.getState().flyout).toEqual({ kind: 'items', itemId: 'coffee', selectedParentId: 'machines' });
    expect(panel.getByRole('button', { name: 'Maschinen' })).toHaveAttribute('aria-expanded', 'true');
    expect(panel.getByRole('button', { name: 'Kaffeebohnen' })).toHaveAttribute('aria-expanded', 'false');
    expect(panel.getByRole('link', { name: 'Padmaschinen' })).toBeVisible();
    expect(panel.queryByRole('link', { name: 'Espresso' })).toBeNull();
  });

  it('a level item without children is a link that navigates: newTab in a new tab with rel noopener noreferrer, flag as "Neu"', async () => {
    window.dataLayer = [];
    const { user, panel } = await openCoffee();
    const academy = panel.getByRole('link', { name: 'Kaffeeakademie Neu (öffnet in neuem Tab)' });
    expect(academy).toHaveAttribute('href', '/kaffeeakademie');
    expect(academy).toHaveAttribute('target', '_blank');
    expect(academy).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(academy).getByText('Neu')).toBeVisible();
    academy.addEventListener('click', (event) => event.preventDefault());
    await user.click(academy);
    expect(window.dataLayer).toContainEqual({
      event: 'navigation_click',
      click_type: 'navigation',
      click_target: '/kaffeeakademie',
    });
  });

  it('a flagged top item shows the label in its button', () => {
    const tree = desktop();
    tree[1] = { ...tree[1]!, flag: true };
    const { page } = setup({ navigation: navigationOf(tree) });
    render(page());
    expect(nav().getByRole('button', { name: 'Haushalt Neu' })).toBeInTheDocument();
  });

  it("shows the category promotion it is given, for the item's category slug, from the flyout's first opening on", async () => {
    const user = userEvent.setup();
    const { page } = setup();
    const CategoryPromotion = ({ slug }: { slug: string }) => <p>{`Aktion für ${slug}`}</p>;
    render(page(<MainNavigation categoryPromotion={CategoryPromotion} />));
    // Panels of every item are in the page; their promotions are not, until the flyout opens.
    expect(screen.queryByText(/^Aktion für/)).toBeNull();
    await user.click(opener('Kaffee'));
    expect(await within(panelOf(opener('Kaffee'))).findByText('Aktion für kaffee')).toBeVisible();
    expect(screen.queryByText('Aktion für haushalt')).toBeNull();
    // Closed and opened again, the promotion it loaded stays.
    await user.click(opener('Kaffee'));
    expect(screen.getByText('Aktion für kaffee')).toBeInTheDocument();
  });
});

describe('active path: aria-current "page" on the page\'s link, "true" on its ancestors', () => {
  it.each([
    ['/c/kaffee/kaffeebohnen/espresso', { Kaffee: 'true', Kaffeebohnen: 'true', Espresso: 'page' }],
    ['/c/kaffee/kaffeebohnen/espresso/dunkel', { Kaffee: 'true', Espresso: 'true', 'Dunkle Röstung': 'page' }],
    // The top item of the page is a button: the page's own link is its panel's "show all".
    ['/c/kaffee', { Kaffee: 'true', 'Alles aus Kaffee': 'page', Kaffeebohnen: null }],
    ['/c/kaffee/kaffeebohnen', { Kaffee: 'true', Kaffeebohnen: 'true', 'Alles aus Kaffeebohnen': 'page' }],
    ['/c/geschenkkarte', { Geschenkkarten: 'page', Kaffee: null }],
    ['/themenwelten', { Themenwelten: 'true', 'Alle Themenwelten ansehen': 'page', Kaffee: null }],
    ['/c/mode', { Kaffee: null, Haushalt: null }],
  ])('on %s', (currentPath, marks) => {
    const { page } = setup({ currentPath });
    render(page());
    const header = screen.getByRole('banner');
    for (const [name, mark] of Object.entries(marks)) {
      // Closed panels are hidden: their links are found with `hidden`.
      const [element] = [
        ...within(header).queryAllByRole('button', { name, hidden: true }),
        ...within(header).queryAllByRole('link', { name, hidden: true }),
      ];
      expect(element).toBeDefined();
      if (mark === null) expect(element).not.toHaveAttribute('aria-current');
      else expect(element).toHaveAttribute('aria-current', mark);
    }
  });
});

describe('APG disclosure navigation: aria-current="page" only on the link to the current page', () => {
  it.each([
    ['/c/kaffee', '/c/kaffee'],
    ['/c/kaffee/kaffeebohnen', '/c/kaffee/kaffeebohnen'],
    ['/c/kaffee/kaffeebohnen/espresso', '/c/kaffee/kaffeebohnen/espresso'],
    ['/c/kaffee/maschinen/pads', '/c/kaffee/maschinen/pads'],
    ['/themenwelten', '/themenwelten'],
  ])(
    'on %s: every element marked "page" is a link to %s; no button is; the buttons on the path are "true"',
    (currentPath, href) => {
      const { page } = setup({ currentPath });
      render(page());
      const header = screen.getByRole('banner');
      const pageMarks = [...header.querySelectorAll('[aria-current="page"]')];
      expect(pageMarks.length).toBeGreaterThan(0);
      for (const element of pageMarks) {
        expect(element.tagName).toBe('A');
        expect(element).toHaveAttribute('href', href);
      }
      // A button opens a panel or a level: it is on the way to the current page, never the page itself.
      const buttons = [...header.querySelectorAll('button[aria-current]')];
      expect(buttons.length).toBeGreaterThan(0);
      for (const button of buttons) expect(button).toHaveAttribute('aria-current', 'true');
    },
  );
});

describe('bad trees (bad input: renders what it can, logs once, never throws)', () => {
  const countCalls = (text: string) => vi.mocked(console.error).mock.calls.filter(([t]) => t === text).length;

  it('an empty tree: only the theme-world overview, logged once', () => {
    const { page } = setup({ navigation: navigationOf([]) });
    const { rerender } = render(page());
    rerender(page());
    expect(nav().getAllByRole('listitem')).toHaveLength(1);
    expect(opener('Themenwelten')).toBeInTheDocument();
    expect(countCalls(NAVIGATION_TREE_EMPTY_LOG)).toBe(1);
  });

  it('items without name, or without address and children, are dropped; the rest renders; logged once', () => {
    const tree = [
      item('nameless', '', '/c/x'),
      item('nowhere', 'Nirgendwo', undefined),
      ...desktop(),
      item('empty-parent', 'Leer', undefined, [item('x', '', '/c/y')]),
    ];
    const { page } = setup({ navigation: navigationOf(tree) });
    const { rerender } = render(page());
    rerender(page());
    expect(
      nav()
        .getAllByRole('listitem')
        .map((li) => li.firstElementChild!.textContent),
    ).toEqual(['Themenwelten', 'Kaffee', 'Haushalt', 'Geschenkkarten']);
    expect(countCalls(NAVIGATION_TREE_DROPPED_LOG)).toBe(1);
  });

  it('a very deep tree renders down to the depth limit, logged once', () => {
    let deepest = item('level-40', 'Ebene 40', '/c/ebene-40');
    for (let depth = 39; depth >= 0; depth--)
      deepest = item(`level-${depth}`, `Ebene ${depth}`, `/c/ebene-${depth}`, [deepest]);
    const { page } = setup({ navigation: navigationOf([deepest]) });
    render(page());
    expect(opener('Ebene 0')).toBeInTheDocument();
    expect(document.querySelector(`a[href="/c/ebene-${NAVIGATION_MAX_LEVELS - 1}"]`)).not.toBeNull();
    expect(document.querySelector(`a[href="/c/ebene-${NAVIGATION_MAX_LEVELS}"]`)).toBeNull();
    expect(countCalls(NAVIGATION_TREE_DROPPED_LOG)).toBe(1);
  });

  it('a repeated object (a cycle) renders once, logged once', async () => {
    const loop = item('loop', 'Schleife', '/c/schleife');
    const child = item('child', 'Kind', '/c/schleife/kind', [loop]);
    loop.children.push(child, loop);
    const { page } = setup({ navigation: navigationOf([loop, loop]) });
    render(page());
    expect(nav().getAllByRole('button', { name: 'Schleife' })).toHaveLength(1);
    await userEvent.click(opener('Schleife'));
    expect(within(panelOf(opener('Schleife'))).getByRole('link', { name: 'Kind' })).toBeInTheDocument();
    expect(countCalls(NAVIGATION_TREE_DROPPED_LOG)).toBe(1);
  });
});
