/** @vitest-environment happy-dom */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { vi } from 'vitest';
import { resolveSite } from '../../platform/site';
import { createServiceClient, type NavigationNode } from '../../services';
import { createReferenceServices } from '../../mocks';
import { headerShowOf } from '../../mocks/fixtures/navigation';
import { StorefrontProvider } from '../../kernel';
import { storefrontMessagesFor } from '../../compositions/messages/testing';
import { NAVIGATION_TREE_DROPPED_LOG } from './constants';
import { DrillDownFlyout } from './DrillDownFlyout';
import { NavigationPage } from './testing';

function page(children: ReactNode, { currentPath, site = 'DE' }: { currentPath?: string; site?: string } = {}) {
  const reference = createReferenceServices();
  const services = createServiceClient({ fetch: reference.browser().fetch, site: resolveSite(site).code });
  return (
    <StorefrontProvider site={site} messages={storefrontMessagesFor(site)} services={services}>
      <NavigationPage navigation="failed" currentPath={currentPath}>
        {children}
      </NavigationPage>
    </StorefrontProvider>
  );
}

/** The seeded header-backend tree of DE: coffee has three levels and a teaser. */
const nodes = headerShowOf('DE').navigation;
const coffee = nodes.find((node) => node.title === 'Kaffee')!;
/** Fashion (four levels deep) without its teaser. */
const fashion: NavigationNode = { ...nodes.find((node) => node.title === 'Mode')!, teaser: undefined };

/** Every address in a node's subtree, depth first. */
const hrefsOf = (node: NavigationNode): string[] => [
  ...(node.href ? [node.href] : []),
  ...node.children.flatMap(hrefsOf),
];

const node = (title: string, href: string | undefined, children: NavigationNode[] = []): NavigationNode => ({
  title,
  href,
  children,
});

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('DrillDownFlyout ("nested category list, a teaser list on the side, and a close button")', () => {
  it('the node’s title, a "show all" link, then every level of its categories as nested lists of links', () => {
    render(page(<DrillDownFlyout node={fashion} onClose={() => {}} />));
    expect(screen.getByRole('heading', { level: 2, name: 'Mode' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alles aus Mode' })).toHaveAttribute('href', '/c/mode');
    // Four levels under fashion: Damen > Oberteile > Pullover.
    const women = screen.getByRole('link', { name: 'Damen' });
    const tops = screen.getByRole('link', { name: 'Oberteile' });
    const pullovers = screen.getByRole('link', { name: 'Pullover' });
    expect(pullovers).toHaveAttribute('href', '/c/mode/damen/oberteile/pullover');
    // Each subcategory sits in a list inside its parent's list item.
    expect(tops.closest('li')!.parentElement!.closest('li')).toContainElement(women);
    expect(pullovers.closest('li')!.parentElement!.closest('li')).toContainElement(tops);
    // The first level is a list named by the title.
    expect(screen.getByRole('list', { name: 'Mode' })).toContainElement(women);
    const links = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(links).toEqual(hrefsOf(fashion));
  });

  it('a category without an address but with subcategories is a label naming its list, not a dead link', () => {
    const tree = node('Kaffee', '/c/kaffee', [
      node('Nach Sorte', undefined, [node('Espresso', '/c/espresso'), node('Filter', '/c/filter')]),
    ]);
    render(page(<DrillDownFlyout node={tree} onClose={() => {}} />));
    expect(screen.queryByRole('link', { name: 'Nach Sorte' })).toBeNull();
    const group = screen.getByRole('list', { name: 'Nach Sorte' });
    expect(
      within(group)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Espresso', 'Filter']);
  });

  it('the close button (named "Schließen", an icon) calls onClose', async () => {
    const onClose = vi.fn();
    render(page(<DrillDownFlyout node={coffee} onClose={onClose} />));
    const close = screen.getByRole('button', { name: 'Schließen' });
    expect(close.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(close);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('a node whose target opens a new window: target, rel noopener noreferrer and the new-tab hint', () => {
    const tree = node('Service', '/c/service', [
      { ...node('Kaffeeakademie', '/kaffeeakademie'), target: '_blank' },
      { ...node('Kontakt', '/contact'), target: '_self' },
    ]);
    render(page(<DrillDownFlyout node={tree} onClose={() => {}} />));
    const academy = screen.getByRole('link', { name: 'Kaffeeakademie (öffnet in neuem Tab)' });
    expect(academy).toHaveAttribute('target', '_blank');
    expect(academy).toHaveAttribute('rel', 'noopener noreferrer');
    const contact = screen.getByRole('link', { name: 'Kontakt' });
    expect(contact).not.toHaveAttribute('target');
    expect(contact).not.toHaveAttribute('rel');
  });
});

describe('teasers ("teaser (title, and a list of items each with link title, image src and title)")', () => {
  it('beside the categories: the title as a heading, each item one link with its image, title and link title', () => {
    render(page(<DrillDownFlyout node={coffee} onClose={() => {}} />));
    const section = screen.getByRole('region', { name: coffee.teaser!.title });
    expect(within(section).getByRole('heading', { level: 3, name: 'Unsere Empfehlung' })).toBeInTheDocument();
    const links = within(section).getAllByRole('link');
    expect(links).toHaveLength(coffee.teaser!.items.length);
    coffee.teaser!.items.forEach((item, index) => {
      const link = links[index]!;
      // The item title makes each name unique; the link title says what it does.
      expect(link).toHaveAccessibleName(`${item.title} ${item.link.title}`);
      expect(link).toHaveAttribute('href', item.link.href);
      const img = link.querySelector('img')!;
      expect(img.getAttribute('src')).toContain(item.image.src.split('/').at(-1));
      // The seeded alt is the title, which the link already says: the image is not read twice.
      expect(img).toHaveAttribute('alt', '');
    });
  });

  it('an image alt the link does not say is kept; an empty title gets the catalog heading "Empfehlungen"', () => {
    const tree: NavigationNode = {
      ...node('Kaffee', '/c/kaffee', [node('Espresso', '/c/espresso')]),
      teaser: {
        title: ' ',
        items: [
          {
            title: 'Espresso Milano',
            link: { title: 'Jetzt entdecken', href: '/c/espresso' },
            image: { src: '/img/teaser/espresso.svg', alt: 'Eine Tasse Espresso auf einem Holztisch' },
          },
        ],
      },
    };
    render(page(<DrillDownFlyout node={tree} onClose={() => {}} />));
    const section = screen.getByRole('region', { name: 'Empfehlungen' });
    expect(within(section).getByRole('img', { name: 'Eine Tasse Espresso auf einem Holztisch' })).toBeInTheDocument();
  });

  it('without teasers (or none usable) there is no teaser section', () => {
    render(
      page(
        <>
          <DrillDownFlyout node={fashion} onClose={() => {}} />
          <DrillDownFlyout
            node={{
              ...node('Haushalt', '/c/haushalt', [node('Küche', '/c/kueche')]),
              teaser: { title: 'Leer', items: [{ title: '', link: { title: 'x', href: '' }, image: { src: '' } }] },
            }}
            onClose={() => {}}
          />
        </>,
      ),
    );
    expect(fashion.teaser).toBeUndefined();
    expect(screen.queryByRole('region')).toBeNull();
  });
});

describe('active path (aria-current "page" on the page\'s link, "true" on its ancestors)', () => {
  it.each([
    ['/c/kaffee/kaffeebohnen/espresso', { Espresso: 'page', Kaffeebohnen: 'true' }],
    ['/c/kaffee/kaffeebohnen', { Kaffeebohnen: 'page' }],
    ['/c/kaffee', { 'Alles aus Kaffee': 'page' }],
    ['/c/haushalt', {}],
  ])('on %s: %o', (currentPath, marks: Record<string, string>) => {
    render(page(<DrillDownFlyout node={coffee} onClose={() => {}} />, { currentPath }));
    const marked = Object.fromEntries(
      screen
        .getAllByRole('link')
        .filter((link) => link.hasAttribute('aria-current'))
        .map((link) => [link.textContent, link.getAttribute('aria-current')]),
    );
    expect(marked).toEqual(marks);
  });
});

describe('server first (every category reachable through links, without script)', () => {
  it('renders on the server with every link of the node and its teasers, no style attribute', () => {
    const html = renderToString(page(<DrillDownFlyout node={coffee} onClose={() => {}} />));
    const host = document.createElement('div');
    host.innerHTML = html;
    const hrefs = [...host.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([...hrefsOf(coffee), ...coffee.teaser!.items.map((item) => item.link.href)]);
    expect(html).not.toContain('style=');
  });
});

describe('bad input ("renders what it can, logs once, and never throws")', () => {
  it('a cycle, a nameless node, a node without target, children that are no list: the rest renders, logged once', () => {
    const loop = node('Schleife', '/c/schleife');
    loop.children = [loop];
    const tree = node('Kaffee', '/c/kaffee', [
      loop,
      node('', '/c/ohne-titel'),
      node('Ohne Ziel', undefined),
      { ...node('Kaputt', '/c/kaputt'), children: 'nichts' as unknown as NavigationNode[] },
      node('Gut', '/c/gut'),
    ]);
    const { rerender } = render(page(<DrillDownFlyout node={tree} onClose={() => {}} />));
    expect(screen.getAllByRole('link').map((l) => l.textContent)).toEqual([
      'Alles aus Kaffee',
      'Schleife',
      'Kaputt',
      'Gut',
    ]);
    rerender(page(<DrillDownFlyout node={tree} onClose={() => {}} />));
    const logs = vi.mocked(console.error).mock.calls.filter(([text]) => text === NAVIGATION_TREE_DROPPED_LOG);
    expect(logs).toHaveLength(1);
  });

  it.each([
    ['null', null],
    ['a string', 'Kaffee'],
    ['a node without children or title', { href: '/c/x' }],
    ['a node with a broken teaser', { ...node('Kaffee', '/c/kaffee'), teaser: { title: 3, items: 'none' } }],
  ])('%s renders the close button and nothing that breaks', async (_, value) => {
    const onClose = vi.fn();
    render(page(<DrillDownFlyout node={value as unknown as NavigationNode} onClose={onClose} />));
    await userEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(onClose).toHaveBeenCalled();
    expect(screen.queryByRole('region')).toBeNull();
  });
});
