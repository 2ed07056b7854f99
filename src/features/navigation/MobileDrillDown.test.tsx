/** @vitest-environment happy-dom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { resolveSite } from '../../platform/site';
import { HEADER_TREE_PATH, createServiceClient, type FlyoutItem } from '../../services';
import { createReferenceServices } from '../../mocks';
import { StorefrontProvider } from '../../kernel';
import { storefrontMessagesFor } from '../../compositions/messages/testing';
import {
  MOBILE_GRID_DEPTH,
  NAVIGATION_MAX_LEVELS,
  NAVIGATION_TREE_DROPPED_LOG,
  NAVIGATION_TREE_EMPTY_LOG,
} from './constants';
import { loadHeaderNavigation, type HeaderNavigation } from './load';
import { MenuButton } from './MenuButton';
import { MobileDrillDown } from './MobileDrillDown';
import * as styles from './MobileDrillDown.css';
import { NavigationPage, flyoutItem } from './testing';

const PANEL_ID = 'mobile-menu';

interface Options {
  navigation?: HeaderNavigation | 'failed';
  currentPath?: string;
  site?: string;
  /** Prepares the reference services (faults) before the navigation starts. */
  prepare?: (reference: ReturnType<typeof createReferenceServices>) => void;
}

function setup({ navigation, currentPath, site = 'DE', prepare }: Options = {}) {
  const reference = createReferenceServices();
  prepare?.(reference);
  const services = createServiceClient({ fetch: reference.browser().fetch, site: resolveSite(site).code });
  return render(
    <StorefrontProvider site={site} messages={storefrontMessagesFor(site)} services={services}>
      <NavigationPage navigation={navigation} currentPath={currentPath}>
        <MenuButton controls={PANEL_ID} />
        <MobileDrillDown id={PANEL_ID} />
      </NavigationPage>
    </StorefrontProvider>,
  );
}

/**
 * The DE navigation of the reference services (header tree and theme worlds): the seeded tree and the theme-world
 * overview.
 */
async function referenceNavigation(site = 'DE'): Promise<HeaderNavigation> {
  const reference = createReferenceServices();
  const services = createServiceClient({ fetch: reference.browser().fetch, site: resolveSite(site).code });
  const loaded = await loadHeaderNavigation(services, resolveSite(site).code);
  if (!loaded.ok) throw new Error('reference navigation did not load');
  return loaded.value;
}

const item = flyoutItem;
const navigationOf = (mobile: FlyoutItem[]): HeaderNavigation => ({
  themeWorlds: null,
  desktop: [],
  mobile,
  categories: [],
});

// While the dialog is open the page behind is hidden from assistive technology: the menu button is found with hidden.
const menuButton = () => screen.getByRole('button', { name: /^(Menü (öffnen|schließen)|Otevřít menu)$/, hidden: true });
const dialog = () => screen.getByRole('dialog');
const level = () => dialog().querySelector<HTMLElement>('[data-depth]')!;
/** The level's entries (buttons, links and text), in order, by their visible text. */
const entryNames = () =>
  [...level().querySelectorAll<HTMLElement>('[data-drill-index]')].map((entry) => entry.textContent);

async function openMenu(user = userEvent.setup()) {
  await user.click(menuButton());
  await screen.findByRole('dialog');
  return user;
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('MobileDrillDown: the dialog ("a modal slide-in (dialog semantics, focus trapped, Escape closes)")', () => {
  it('is closed until the menu button opens it: a modal dialog named "Menü", the button’s aria-controls target', async () => {
    setup({ navigation: await referenceNavigation() });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    await openMenu();
    const panel = screen.getByRole('dialog', { name: 'Menü' });
    expect(panel).toHaveAttribute('aria-modal', 'true');
    expect(panel).toHaveAttribute('id', PANEL_ID);
    expect(menuButton()).toHaveAttribute('aria-controls', PANEL_ID);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(panel.className).toMatch(/placement_start/);
    // Focus is inside, on the close button first.
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Schließen' })).toHaveFocus());
  });

  it('Escape closes it and focus returns to the menu button', async () => {
    setup({ navigation: await referenceNavigation() });
    const user = await openMenu();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
  });

  it('the close button and the backdrop close it, focus back on the menu button', async () => {
    setup({ navigation: await referenceNavigation() });
    const user = await openMenu();
    await user.click(within(dialog()).getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(menuButton()).toHaveFocus();

    await openMenu(user);
    // A click on the backdrop (the strip of the page beside the panel) reaches the dialog outside its box.
    vi.spyOn(dialog(), 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 320, 700));
    fireEvent.click(dialog(), { clientX: 350, clientY: 20 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(menuButton()).toHaveFocus();
  });

  it('keeps focus inside: Tab from the last entry wraps to the close button', async () => {
    setup({ navigation: navigationOf([item('Geschenkkarten', '/c/geschenkkarte')]) });
    const user = await openMenu();
    const close = within(dialog()).getByRole('button', { name: 'Schließen' });
    await waitFor(() => expect(close).toHaveFocus());
    await user.tab(); // the theme-world overview has no address without the theme-world call: only text
    expect(within(dialog()).getByRole('link', { name: 'Geschenkkarten' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
  });
});

describe('levels ("Choosing an item with children pushes a level and a back button appears; back pops a level")', () => {
  it('the top level: the theme-world overview first, then the mobile items; items with children are buttons', async () => {
    const navigation = await referenceNavigation();
    setup({ navigation });
    await openMenu();
    // Each entry shows its name, a flag's 'new' label and (hidden) the new-tab hint.
    const shown = (m: FlyoutItem) => `${m.name}${m.flag ? ' Neu' : ''}${m.newTab ? ' (öffnet in neuem Tab)' : ''}`;
    expect(entryNames()).toEqual([navigation.themeWorlds!.overview!.title, ...navigation.mobile.map(shown)]);
    const panel = within(dialog());
    expect(panel.getByRole('link', { name: navigation.themeWorlds!.overview!.title })).toHaveAttribute(
      'href',
      navigation.themeWorlds!.overview!.url,
    );
    expect(panel.getByRole('button', { name: 'Kaffee' })).toBeInTheDocument();
    expect(panel.getByRole('link', { name: 'Geschenkkarten' })).toHaveAttribute('href', '/c/geschenkkarte');
    expect(panel.queryByRole('button', { name: /^Zurück/ })).toBeNull();
    expect(level()).toHaveAttribute('data-depth', '0');
  });

  it('push: the level’s title names the dialog and takes focus; back and "show all" appear; back returns focus to the item', async () => {
    setup({ navigation: await referenceNavigation() });
    const user = await openMenu();
    await user.click(within(dialog()).getByRole('button', { name: 'Kaffee' }));

    expect(screen.getByRole('dialog', { name: 'Kaffee' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Kaffee' }).firstElementChild).toHaveFocus());
    expect(level()).toHaveAttribute('data-depth', '1');
    const panel = within(dialog());
    expect(panel.getByRole('button', { name: 'Zurück zu Menü' })).toBeInTheDocument();
    expect(panel.getByRole('link', { name: 'Alles aus Kaffee' })).toHaveAttribute('href', '/c/kaffee');
    expect(entryNames()).toEqual(['Kaffeebohnen', 'Gemahlener Kaffee', 'Kapseln & Pads', 'Kaffeezubehör']);

    // Keyboard: Enter on an item with children pushes the next level.
    act(() => panel.getByRole('button', { name: 'Kaffeebohnen' }).focus());
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Kaffeebohnen' })).toBeInTheDocument();
    expect(level()).toHaveAttribute('data-depth', '2');
    expect(within(dialog()).getByRole('link', { name: 'Alles aus Kaffeebohnen' })).toHaveAttribute(
      'href',
      '/c/kaffee/kaffeebohnen',
    );

    await user.click(within(dialog()).getByRole('button', { name: 'Zurück zu Kaffee' }));
    expect(screen.getByRole('dialog', { name: 'Kaffee' })).toBeInTheDocument();
    await waitFor(() => expect(within(dialog()).getByRole('button', { name: 'Kaffeebohnen' })).toHaveFocus());

    await user.click(within(dialog()).getByRole('button', { name: 'Zurück zu Menü' }));
    expect(screen.getByRole('dialog', { name: 'Menü' })).toBeInTheDocument();
    await waitFor(() => expect(within(dialog()).getByRole('button', { name: 'Kaffee' })).toHaveFocus());
    expect(within(dialog()).queryByRole('button', { name: /^Zurück/ })).toBeNull();
  });

  it(`the level at depth ${MOBILE_GRID_DEPTH} is a grid, the levels above and below it lists`, async () => {
    setup({ navigation: await referenceNavigation() });
    const user = await openMenu();
    const listOf = () => level().querySelector('ul')!;
    expect(listOf()).toHaveClass(styles.list);
    await user.click(within(dialog()).getByRole('button', { name: 'Mode' }));
    expect(listOf()).toHaveClass(styles.list);
    await user.click(within(dialog()).getByRole('button', { name: 'Damen' }));
    expect(level()).toHaveAttribute('data-depth', String(MOBILE_GRID_DEPTH));
    expect(listOf()).toHaveClass(styles.grid);
    expect(listOf()).not.toHaveClass(styles.list);
    expect(within(listOf()).getAllByRole('listitem')).toHaveLength(2);
    expect(within(listOf()).getByRole('button', { name: 'Oberteile' })).toHaveClass(styles.tile);
    await user.click(within(dialog()).getByRole('button', { name: 'Oberteile' }));
    expect(level()).toHaveAttribute('data-depth', '3');
    expect(listOf()).toHaveClass(styles.list);
    expect(within(listOf()).getByRole('link', { name: 'Pullover' })).toHaveClass(styles.row);
  });

  it('a new-tab item opens in a new tab with rel noopener noreferrer and says so; a flagged item shows "Neu"', async () => {
    setup({ navigation: await referenceNavigation() });
    const user = await openMenu();
    // Kaffeeakademie: newTab and flag in the seeded tree.
    const academy = within(dialog()).getByRole('link', { name: 'Kaffeeakademie Neu (öffnet in neuem Tab)' });
    expect(academy).toHaveAttribute('href', '/kaffeeakademie');
    expect(academy).toHaveAttribute('target', '_blank');
    expect(academy).toHaveAttribute('rel', 'noopener noreferrer');
    const coffee = within(dialog()).getByRole('link', { name: 'Geschenkkarten' });
    expect(coffee).not.toHaveAttribute('target');
    expect(coffee).not.toHaveAttribute('rel');

    await user.click(within(dialog()).getByRole('button', { name: 'Kaffee' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Kaffeezubehör' }));
    expect(within(dialog()).getByRole('link', { name: 'Milchaufschäumer Neu' })).not.toHaveAttribute('target');
  });

  it('every opening starts afresh, not where the last one was left', async () => {
    setup({ navigation: await referenceNavigation() });
    const user = await openMenu();
    await user.click(within(dialog()).getByRole('button', { name: 'Kaffee' }));
    expect(level()).toHaveAttribute('data-depth', '1');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await openMenu(user);
    expect(screen.getByRole('dialog', { name: 'Menü' })).toBeInTheDocument();
    expect(level()).toHaveAttribute('data-depth', '0');
  });
});

describe('active path and where the menu opens', () => {
  it('on a leaf page it opens at the leaf’s level, the leaf the page, its ancestors in the path', async () => {
    setup({ navigation: await referenceNavigation(), currentPath: '/c/kaffee/kaffeebohnen/espresso' });
    const user = await openMenu();
    expect(screen.getByRole('dialog', { name: 'Kaffeebohnen' })).toBeInTheDocument();
    expect(within(dialog()).getByRole('link', { name: 'Espresso' })).toHaveAttribute('aria-current', 'page');
    expect(within(dialog()).getByRole('link', { name: 'Filterkaffee' })).not.toHaveAttribute('aria-current');
    expect(within(dialog()).getByRole('link', { name: 'Alles aus Kaffeebohnen' })).not.toHaveAttribute('aria-current');
    await user.click(within(dialog()).getByRole('button', { name: 'Zurück zu Kaffee' }));
    expect(within(dialog()).getByRole('button', { name: 'Kaffeebohnen' })).toHaveAttribute('aria-current', 'true');
    expect(within(dialog()).getByRole('button', { name: 'Kaffeezubehör' })).not.toHaveAttribute('aria-current');
    await user.click(within(dialog()).getByRole('button', { name: 'Zurück zu Menü' }));
    expect(within(dialog()).getByRole('button', { name: 'Kaffee' })).toHaveAttribute('aria-current', 'true');
    expect(within(dialog()).getByRole('button', { name: 'Haushalt' })).not.toHaveAttribute('aria-current');
  });

  it('on a category page with subcategories it opens at them, its "show all" link the page', async () => {
    setup({ navigation: await referenceNavigation(), currentPath: '/c/kaffee' });
    await openMenu();
    expect(screen.getByRole('dialog', { name: 'Kaffee' })).toBeInTheDocument();
    expect(within(dialog()).getByRole('link', { name: 'Alles aus Kaffee' })).toHaveAttribute('aria-current', 'page');
    expect(within(dialog()).getByRole('button', { name: 'Zurück zu Menü' })).toBeInTheDocument();
  });

  it('on a page outside the tree it opens at the top, nothing marked', async () => {
    setup({ navigation: await referenceNavigation(), currentPath: '/cart' });
    await openMenu();
    expect(screen.getByRole('dialog', { name: 'Menü' })).toBeInTheDocument();
    expect(dialog().querySelector('[aria-current]')).toBeNull();
  });
});

describe('navigation not there ("the header keeps its default placeholder items")', () => {
  it('failed: the configured items as plain links', async () => {
    setup({ navigation: 'failed' });
    await openMenu();
    const links = within(dialog()).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Kaffee', '/c/kaffee'],
      ['Haushalt', '/c/haushalt'],
      ['Mode', '/c/mode'],
      ['Angebote', '/c/angebote'],
    ]);
    expect(within(dialog()).queryAllByRole('button', { name: /^(?!Schließen)/ })).toEqual([]);
  });

  it('loading: the configured items, in the site’s language', async () => {
    setup({ site: 'CZ', prepare: (reference) => reference.faults.set(`GET ${HEADER_TREE_PATH}`, { hang: true }) });
    await openMenu();
    expect(
      within(dialog())
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Káva', 'Domácnost', 'Móda', 'Akce']);
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
  });
});

describe('bad trees ("Bad input ... renders what it can, logs once, and never throws")', () => {
  it('a cycle, a nameless item, an item without target, a non-list of children: the rest renders, logged once', async () => {
    const loop = item('Schleife', '/c/schleife');
    loop.children = [loop];
    const bad = [
      loop,
      item('', '/c/ohne-namen'),
      item('Ohne Ziel', undefined),
      { ...item('Kaputt', '/c/kaputt'), children: 'nichts' as unknown as FlyoutItem[] },
      item('Gut', '/c/gut'),
    ];
    setup({ navigation: navigationOf(bad) });
    const user = await openMenu();
    expect(entryNames()).toEqual(['Themenwelten', 'Schleife', 'Kaputt', 'Gut']);
    // The loop's own children are gone (the repeated object), so it is a link, not a button.
    expect(within(dialog()).getByRole('link', { name: 'Schleife' })).toHaveAttribute('href', '/c/schleife');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await openMenu(user);
    const logs = vi.mocked(console.error).mock.calls.filter(([text]) => text === NAVIGATION_TREE_DROPPED_LOG);
    expect(logs).toHaveLength(1);
  });

  it(`a tree deeper than ${NAVIGATION_MAX_LEVELS} levels is cut there; an empty tree shows the overview and is logged`, async () => {
    let deep = item(`Ebene ${NAVIGATION_MAX_LEVELS + 2}`, '/c/tief');
    for (let depth = NAVIGATION_MAX_LEVELS + 1; depth >= 1; depth--)
      deep = item(`Ebene ${depth}`, `/c/ebene-${depth}`, [deep]);
    const { unmount } = setup({ navigation: navigationOf([deep]) });
    const user = await openMenu();
    for (let depth = 1; depth < NAVIGATION_MAX_LEVELS; depth++)
      await user.click(within(dialog()).getByRole('button', { name: `Ebene ${depth}` }));
    expect(level()).toHaveAttribute('data-depth', String(NAVIGATION_MAX_LEVELS - 1));
    expect(within(dialog()).getByRole('link', { name: `Ebene ${NAVIGATION_MAX_LEVELS}` })).toBeInTheDocument();
    unmount();

    setup({ navigation: navigationOf([]) });
    await openMenu();
    expect(entryNames()).toEqual(['Themenwelten']);
    await waitFor(() => expect(console.error).toHaveBeenCalledWith(NAVIGATION_TREE_EMPTY_LOG));
  });
});
