// The shop's header as the storefront wires it: the mini cart opened from the header's cart button (loaded lazily),
// the header's badge the mini cart's count (`useCartCount()`), one cart call per page. A `cartDialog` given in its
// place is checked too.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createReferenceServices, SESSION_COOKIE } from '../../mocks';
import { seedCart, type StoredCart } from '../../mocks/routes/cart';
import { CART_PATH } from '../../services/cart';
import { createServiceClient, type FetchLike } from '../../services/http';
import { HeaderProvider, headerLinks, type CartDialogSlot } from '../../features/header';
import { PageLayout, StorefrontProvider } from '../../kernel';
import { loadStorefrontMessages } from '../messages';
import { VisitorProvider } from '../../kernel/visitor';
import { MinicartDialog, MinicartProvider } from '../../features/minicart';
import { ShopHeader } from './ShopHeader';

const messages = await loadStorefrontMessages('de-DE');
const SESSION = 'minicart-header-session';
/** The title as the cart service writes it: a no-break space between number and unit (names, descriptions). */
const MILD = 'Caffè Crema mild, ganze Bohne, 1\u00a0kg';
/** The title as text matchers compare it: they collapse every white space, the no-break one too, to a space. */
const MILD_TEXT = MILD.replace(/\s/g, ' ');

const dialogOfOwn = (trigger: ReactElement) => <MinicartDialog trigger={trigger} />;

function setup(contents: Partial<StoredCart>, cartDialog?: CartDialogSlot) {
  const reference = createReferenceServices();
  const browser = reference.browser();
  browser.jar.set(SESSION_COOKIE, SESSION);
  seedCart(reference.state, SESSION, contents);
  const cartCalls: string[] = [];
  const fetch: FetchLike = (input, init) => {
    if (String(input).includes(CART_PATH)) cartCalls.push(`${init?.method ?? 'GET'} ${String(input)}`);
    return browser.fetch(input, init);
  };
  const services = createServiceClient({ fetch, site: 'DE' });
  const page = (
    <StorefrontProvider messages={messages} services={services}>
      <VisitorProvider>
        <MinicartProvider>
          <HeaderProvider>
            <PageLayout pageType="HomePage" header={<ShopHeader cartDialog={cartDialog} />} footer={<p>Fuß</p>}>
              <h1>Seite</h1>
            </PageLayout>
          </HeaderProvider>
        </MinicartProvider>
      </VisitorProvider>
    </StorefrontProvider>
  );
  return { reference, page, cartCalls };
}

const header = () => screen.getByRole('banner');

beforeEach(() => localStorage.clear());

describe('the mini cart from the header', () => {
  it('on the server (and without script) the cart icon is the link to the cart page', () => {
    const { page } = setup({});
    const html = renderToString(page);
    expect(html).toContain(`href="${headerLinks.cart}"`);
    expect(html).not.toContain('aria-haspopup="dialog"');
  });

  it('hydrated, the cart icon is a button that opens the mini cart; the badge comes from the mini cart (one GET)', async () => {
    const { page, cartCalls } = setup({ articles: [{ productId: '400001', quantity: 2 }] });
    render(page);
    const button = await within(header()).findByRole('button', { name: 'Warenkorb, 2 Artikel' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(cartCalls).toEqual([expect.stringMatching(/^GET /)]);

    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading')).toHaveTextContent('Warenkorb');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it("the slot's function form: the consumer's own dialog around the cart button", async () => {
    const { page } = setup({ articles: [{ productId: '400001', quantity: 2 }] }, dialogOfOwn);
    render(page);
    await userEvent.click(await within(header()).findByRole('button', { name: 'Warenkorb, 2 Artikel' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText(MILD_TEXT);
  });

  it('keyboard: Enter opens, Tab stays inside, Escape closes and returns focus to the cart button', async () => {
    const { page } = setup({ articles: [{ productId: '400001', quantity: 2 }] });
    render(page);
    const button = await within(header()).findByRole('button', { name: 'Warenkorb, 2 Artikel' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText(MILD_TEXT);
    for (let step = 0; step < 12; step++) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('the close button returns focus to the cart button too', async () => {
    const { page } = setup({});
    render(page);
    const button = await within(header()).findByRole('button', { name: 'Warenkorb, keine Artikel' });
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schließen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('the badge follows an edit in the mini cart at once, and its rollback', async () => {
    const { page, reference } = setup({ articles: [{ productId: '400001', quantity: 2 }] });
    render(page);
    await userEvent.click(await within(header()).findByRole('button', { name: 'Warenkorb, 2 Artikel' }));
    const dialog = await screen.findByRole('dialog');
    const field = await within(dialog).findByRole('spinbutton', { description: MILD });
    // Refused after a while, so the optimistic count can be seen first (long enough for a loaded machine).
    reference.faults.set(`PUT ${CART_PATH}`, { status: 500, latencyMs: 1000 });
    field.focus();
    await userEvent.keyboard('{ArrowUp}');
    // Optimistic: 3 at once in the header (the dialog hides the rest of the page from the tree: the attribute).
    expect(document.querySelector('[data-cart-count]')).toHaveAttribute('data-cart-count', '3');
    // Refused: back to 2, and the message says the change failed.
    await within(dialog).findByText(/nicht geändert werden/, undefined, { timeout: 5000 });
    expect(document.querySelector('[data-cart-count]')).toHaveAttribute('data-cart-count', '2');
    expect(field).toHaveValue('2');
  });

  it('a cart-update event reloads the cart once (the mini cart), not twice', async () => {
    const { page, cartCalls } = setup({});
    render(page);
    await within(header()).findByRole('button', { name: 'Warenkorb, keine Artikel' });
    act(() => void window.dispatchEvent(new CustomEvent('cart-update')));
    await vi.waitFor(() => expect(cartCalls).toHaveLength(2));
    expect(cartCalls[1]).toContain('forceReload=true');
  });
});
