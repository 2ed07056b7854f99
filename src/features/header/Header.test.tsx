// The header alone: what its slots are given lands in its bar, and it knows no other feature (the shop's header, with
// navigation, search and mini cart in the slots, is tested in src/compositions/shop-header).
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { createReferenceServices } from '../../mocks';
import { createServiceClient } from '../../services';
import { PageLayout, StorefrontProvider, type StorefrontFlags } from '../../kernel';
import { storefrontMessagesFor } from '../../compositions/messages/testing';
import { VisitorProvider } from '../../kernel/visitor';
import { Header, type HeaderProps } from './Header';
import { HeaderProvider } from './HeaderProvider';

function renderHeader(props: HeaderProps, flags?: Partial<StorefrontFlags>) {
  const services = createServiceClient({ fetch: createReferenceServices().browser().fetch, site: 'DE' });
  return render(
    <StorefrontProvider site="DE" messages={storefrontMessagesFor('DE')} flags={flags} services={services}>
      <VisitorProvider>
        <HeaderProvider>
          <PageLayout pageType="HomePage" header={<Header {...props} />} footer={<p>Fuß</p>}>
            <h1>Seite</h1>
          </PageLayout>
        </HeaderProvider>
      </VisitorProvider>
    </StorefrontProvider>,
  );
}

const skipLinkNames = () =>
  within(screen.getByRole('banner'))
    .getAllByRole('link')
    .filter((link) => link.getAttribute('href')?.startsWith('#'))
    .map((link) => link.getAttribute('href'));

describe('Header: its slots', () => {
  it('new header: navigation, menu button, search and benefits land in the bar; nothing of another feature without them', () => {
    const slot = (name: string): ReactNode => <span data-testid={name}>{name}</span>;
    renderHeader({
      navigation: slot('navigation'),
      menuButton: slot('menuButton'),
      search: <input id="search" aria-label="Suche" />,
      appBanner: slot('appBanner'),
      topPromotion: slot('topPromotion'),
      benefits: slot('benefits'),
    });
    const banner = within(screen.getByRole('banner'));
    for (const name of ['navigation', 'menuButton', 'appBanner', 'topPromotion', 'benefits'])
      expect(banner.getByTestId(name)).toBeInTheDocument();
    expect(banner.getByRole('textbox', { name: 'Suche' })).toBeInTheDocument();
    // The skip link to the search leads to the box the slot brought.
    expect(skipLinkNames()).toEqual(['#search', '#main', '#footer']);
  });

  it('without a search there is no skip link to one, and no navigation of its own', () => {
    renderHeader({});
    expect(skipLinkNames()).toEqual(['#main', '#footer']);
    expect(screen.queryByRole('navigation', { name: 'Hauptnavigation' })).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('the cart icon is a link to the cart page without a dialog, and the trigger of the dialog it is given', async () => {
    const { unmount } = renderHeader({ cartCount: 2 });
    expect(screen.getByRole('link', { name: 'Warenkorb, 2 Artikel' })).toHaveAttribute(
      'href',
      '/service/cartfrontend/cart',
    );
    unmount();
    const dialog = (trigger: ReactElement) => <div data-testid="dialog">{trigger}</div>;
    renderHeader({ cartCount: 2, cartDialog: dialog });
    expect(
      within(await screen.findByTestId('dialog')).getByRole('button', { name: 'Warenkorb, 2 Artikel' }),
    ).toBeInTheDocument();
  });

  it('old header: the search icon opens the search slot in its flyout and moves focus into it; Escape returns', async () => {
    renderHeader({ search: <input aria-label="Suchbegriff" /> }, { newHeader: false });
    const toggle = screen.getByRole('button', { name: 'Suche öffnen' });
    expect(screen.queryByRole('textbox', { name: 'Suchbegriff' })).toBeNull();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('textbox', { name: 'Suchbegriff' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});
