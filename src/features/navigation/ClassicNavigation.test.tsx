/** @vitest-environment happy-dom */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { vi } from 'vitest';
import { HEADER_SHOW_PATH, createServiceClient, type NavigationNode } from '../../services';
import { createReferenceServices } from '../../mocks';
import { StorefrontProvider, defaultFlags } from '../../kernel';
import { createFlyoutHostStore } from '../../kernel/flyouts';
import { storefrontMessagesFor } from '../../compositions/messages/testing';
import { ClassicNavigation } from './ClassicNavigation';
import type { HeaderNavigation } from './load';
import { NavigationPage } from './testing';

const node = (title: string, href: string | undefined, children: NavigationNode[] = []): NavigationNode => ({
  title,
  href,
  children,
});

/** The header-backend tree (GET /service/header-backend/api/show): coffee and fashion, no household or offers. */
const categories = (): NavigationNode[] => [
  node('Kaffee', '/c/kaffee', [
    node('Kaffeebohnen', '/c/kaffee/kaffeebohnen', [node('Espresso', '/c/kaffee/kaffeebohnen/espresso')]),
  ]),
  node('Mode', '/c/mode', [node('Damen', '/c/mode/damen')]),
];

const navigationOf = (nodes: NavigationNode[] = categories()): HeaderNavigation => ({
  themeWorlds: null,
  desktop: [],
  mobile: [],
  categories: nodes,
});

function setup({ navigation, currentPath }: { navigation?: HeaderNavigation | 'failed'; currentPath?: string } = {}) {
  const reference = createReferenceServices();
  // Without navigation from the page, the navigation's own call waits: the items stay links.
  reference.faults.set(`GET ${HEADER_SHOW_PATH}`, { hang: true });
  const services = createServiceClient({ fetch: reference.browser().fetch, site: 'DE' });
  const flags = { ...defaultFlags, newHeader: false };
  // The old header scrolls with the page: its flyout host is not sticky.
  const store = createFlyoutHostStore({ isSticky: false });
  const page = (children: ReactNode = <ClassicNavigation />) => (
    <StorefrontProvider site="DE" messages={storefrontMessagesFor('DE')} services={services} flags={flags}>
      <NavigationPage host={store} navigation={navigation} currentPath={currentPath}>
        <header>{children}</header>
      </NavigationPage>
    </StorefrontProvider>
  );
  return { store, page };
}

const nav = () => within(screen.getByRole('navigation', { name: 'Hauptnavigation' }));

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('old header navigation (four configured items; drill-down flyouts)', () => {
  it('an item standing for a top node of the tree opens its drill-down flyout; the others stay links', async () => {
    const user = userEvent.setup();
    const { page } = setup({ navigation: navigationOf() });
    render(page());
    expect(
      nav()
        .getAllByRole('listitem')
        .map((li) => li.firstElementChild!.textContent),
    ).toEqual(['Kaffee', 'Haushalt', 'Mode', 'Angebote']);
    expect(nav().getByRole('link', { name: 'Haushalt' })).toHaveAttribute('href', '/c/haushalt');
    expect(nav().getByRole('link', { name: 'Angebote' })).toHaveAttribute('href', '/c/angebote');
    const coffee = nav().getByRole('button', { name: 'Kaffee' });
    const panel = document.getElementById(coffee.getAttribute('aria-controls')!)!;
    expect(panel).not.toBeVisible();
    await user.click(coffee);
    expect(panel).toBeVisible();
    expect(within(panel).getByRole('heading', { name: 'Kaffee' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Espresso' })).toHaveAttribute(
      'href',
      '/c/kaffee/kaffeebohnen/espresso',
    );
  });

  it("the drill-down flyout's close button closes it and returns focus to its item", async () => {
    const user = userEvent.setup();
    const { page } = setup({ navigation: navigationOf() });
    render(page());
    const fashion = nav().getByRole('button', { name: 'Mode' });
    fashion.focus();
    await user.keyboard('{Enter}');
    const panel = within(document.getElementById(fashion.getAttribute('aria-controls')!)!);
    await waitFor(() => expect(panel.getByRole('link', { name: 'Alles aus Mode' })).toHaveFocus());
    await user.click(panel.getByRole('button', { name: 'Schließen' }));
    expect(fashion).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(fashion).toHaveFocus());
  });

  it.each([
    ['loads', undefined],
    ['failed', 'failed'],
  ] as const)('while the tree %s, all four are links', (_, navigation) => {
    const { page } = setup({ navigation });
    render(page());
    expect(nav().queryAllByRole('button')).toEqual([]);
    expect(
      nav()
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/c/kaffee', '/c/haushalt', '/c/mode', '/c/angebote']);
  });

  it('on the server: the items are links, the drill-down panels are in the HTML (hidden)', () => {
    const { page } = setup({ navigation: navigationOf() });
    const html = renderToString(page());
    const document = new DOMParser().parseFromString(html, 'text/html');
    const items = [...document.querySelectorAll('nav > ul > li')];
    expect(items.map((li) => [li.firstElementChild!.tagName, li.firstElementChild!.getAttribute('href')])).toEqual([
      ['A', '/c/kaffee'],
      ['A', '/c/haushalt'],
      ['A', '/c/mode'],
      ['A', '/c/angebote'],
    ]);
    expect(document.querySelector('[aria-expanded]')).toBeNull();
    expect(document.querySelectorAll('nav > ul > li > div[hidden]')).toHaveLength(2);
    for (const href of ['/c/kaffee', '/c/kaffee/kaffeebohnen', '/c/kaffee/kaffeebohnen/espresso', '/c/mode/damen'])
      expect(html).toContain(`href="${href}"`);
  });

  it.each([
    // A button is never the page itself (APG disclosure navigation): the page's link is the flyout's "show all".
    ['/c/kaffee', 'true'],
    ['/c/kaffee/kaffeebohnen/espresso', 'true'],
    ['/c/mode', null],
  ])('active path: on %s the coffee item is aria-current=%s', (currentPath, mark) => {
    const { page } = setup({ navigation: navigationOf(), currentPath });
    render(page());
    const coffee = nav().getByRole('button', { name: 'Kaffee' });
    if (mark === null) expect(coffee).not.toHaveAttribute('aria-current');
    else expect(coffee).toHaveAttribute('aria-current', mark);
  });

  it('without its tree, the configured item of the page is still marked', () => {
    const { page } = setup({ navigation: 'failed', currentPath: '/c/kaffee' });
    render(page());
    expect(nav().getByRole('link', { name: 'Kaffee' })).toHaveAttribute('aria-current', 'page');
  });
});
