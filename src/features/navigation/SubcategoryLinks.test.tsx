/** @vitest-environment happy-dom */
import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createServiceClient, type NavigationNode } from '../../services';
import { createReferenceServices } from '../../mocks';
import { StorefrontProvider } from '../../kernel';
import { storefrontMessagesFor } from '../../compositions/messages/testing';
import type { HeaderNavigation } from './load';
import { SubcategoryLinks } from './SubcategoryLinks';
import { NavigationProvider } from './NavigationProvider';
import { flyoutItem } from './testing';

const item = flyoutItem;
const desktop = [
  item('Kaffee', '/c/kaffee', [
    item('Kaffeebohnen', '/c/kaffee/kaffeebohnen', [item('Espresso', '/c/kaffee/kaffeebohnen/espresso')]),
    item('Kapseln', '/c/kaffee/kapseln'),
    item('Ohne Ziel', undefined),
  ]),
];
const themeWorlds: HeaderNavigation['themeWorlds'] = {
  overview: { title: 'Themenwelten', url: '/themenwelten' },
  sections: {
    new: {
      headline: 'Neu',
      themeworlds: [{ url: '/c/herbst', title: 'Herbstzeit', loyaltyCard: false, availability: [], badges: [] }],
    },
  },
  translations: {},
};

function page(currentPath: string, navigation: Partial<HeaderNavigation> | 'failed') {
  const services = createServiceClient({ fetch: createReferenceServices().browser().fetch, site: 'DE' });
  return (
    <StorefrontProvider site="DE" messages={storefrontMessagesFor('DE')} services={services}>
      <NavigationProvider
        currentPath={currentPath}
        navigation={
          navigation === 'failed'
            ? 'failed'
            : { themeWorlds: null, desktop: [], mobile: [], categories: [], ...navigation }
        }
      >
        <SubcategoryLinks title="Seite" />
      </NavigationProvider>
    </StorefrontProvider>
  );
}

describe('SubcategoryLinks (every category reachable through links, without script)', () => {
  it("lists the current category's children of the header tree as links, in the server HTML too", () => {
    render(page('/c/kaffee', { desktop }));
    const nav = screen.getByRole('navigation', { name: 'Kategorien in Seite' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Kaffeebohnen', '/c/kaffee/kaffeebohnen'],
      ['Kapseln', '/c/kaffee/kapseln'],
    ]);
    expect(renderToString(page('/c/kaffee/kaffeebohnen', { desktop }))).toContain(
      'href="/c/kaffee/kaffeebohnen/espresso"',
    );
  });

  it("uses the old header's header-backend tree when there is no header tree", () => {
    const categories: NavigationNode[] = [
      {
        title: 'Haushalt',
        href: '/c/haushalt',
        children: [{ title: 'Küche', href: '/c/haushalt/kueche', children: [] }],
      },
    ];
    render(page('/c/haushalt', { categories }));
    expect(screen.getByRole('link', { name: 'Küche' })).toHaveAttribute('href', '/c/haushalt/kueche');
  });

  it('lists the theme worlds on the theme-world overview', () => {
    render(page('/themenwelten', { desktop, themeWorlds }));
    expect(screen.getByRole('link', { name: 'Herbstzeit' })).toHaveAttribute('href', '/c/herbst');
  });

  it.each([
    ['a leaf category', '/c/kaffee/kapseln', { desktop }],
    ['a page outside the tree', '/checkout', { desktop }],
    ['a failed navigation', '/c/kaffee', 'failed' as const],
  ])('renders nothing for %s', (_name, path, navigation) => {
    const { container } = render(page(path, navigation));
    expect(container).toBeEmptyDOMElement();
  });
});
