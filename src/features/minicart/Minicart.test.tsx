import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createReferenceServices, SESSION_COOKIE } from '../../mocks';
import { seedCart, type StoredCart } from '../../mocks/routes/cart';
import { resolveSite } from '../../platform/site';
import { CART_PATH } from '../../services/cart';
import { createServiceClient, type FetchLike } from '../../services/http';
import { StorefrontProvider } from '../../kernel';
import { loadStorefrontMessages } from '../../compositions/messages';
import { MinicartDialog, MinicartProvider, createMinicartStore } from './index';
import { deDE } from './messages/de-DE';

const messages = await loadStorefrontMessages('de-DE');
const SESSION = 'minicart-ui-session';
/** The title as the cart service writes it: a no-break space between number and unit (names, descriptions). */
const MILD = 'Caffè Crema mild, ganze Bohne, 1\u00a0kg';
/** The title as text matchers compare it: they collapse every white space, the no-break one too, to a space. */
const MILD_TEXT = MILD.replace(/\s/g, ' ');
const FROTHER = 'Elektrischer Milchaufschäumer';

function setup(contents: Partial<StoredCart>) {
  const reference = createReferenceServices();
  const browser = reference.browser();
  browser.jar.set(SESSION_COOKIE, SESSION);
  seedCart(reference.state, SESSION, contents);
  const puts: unknown[] = [];
  const fetch: FetchLike = (input, init) => {
    if (init?.method === 'PUT' && String(input).includes(CART_PATH)) puts.push(JSON.parse(String(init.body)));
    return browser.fetch(input, init);
  };
  const services = createServiceClient({ fetch, site: 'DE' });
  const store = createMinicartStore({ services, site: resolveSite('DE') });
  render(
    <StorefrontProvider messages={messages} services={services}>
      <MinicartProvider store={store}>
        <MinicartDialog defaultOpen trigger={<button type="button">{deDE['minicart.title']}</button>} />
      </MinicartProvider>
    </StorefrontProvider>,
  );
  return { reference, store, puts };
}

const dialog = () => screen.getByRole('dialog');
const quantityOf = async (title: string) =>
  (await within(dialog()).findAllByRole('spinbutton')).find((field) =>
    field
      .getAttribute('aria-describedby')
      ?.split(' ')
      .some((id) => document.getElementById(id)?.textContent === title),
  )!;

beforeEach(() => localStorage.clear());

describe('MinicartDialog', () => {
  it('changes a quantity through the store and shows the new quantity before the server answers', async () => {
    const { reference, puts } = setup({ articles: [{ productId: '400001', quantity: 2 }] });
    const field = await quantityOf(MILD);
    expect(field).toHaveValue('2');
    reference.faults.set(`PUT ${CART_PATH}`, { hang: true });
    field.focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(field).toHaveValue('3');
    await vi.waitFor(() =>
      expect(puts).toEqual([{ setArticle: { productId: '400001', tcm: 'tcm:cart-400001', quantity: 3 } }]),
    );
    expect(within(dialog()).getByRole('list')).toHaveAttribute('aria-busy', 'true');
    expect(within(dialog()).getByRole('heading')).toHaveTextContent('3 Artikel');
  });

  it('replaces a removed line by its deleted entry, focus on its undo; undo brings the line back', async () => {
    const { reference, store } = setup({
      articles: [
        { productId: '400001', quantity: 2 },
        { productId: '400003', quantity: 1 },
      ],
    });
    await quantityOf(MILD);
    await userEvent.click(within(dialog()).getByRole('button', { name: `${MILD} entfernen` }));
    const undo = within(dialog()).getByRole('button', { name: 'Rückgängig' });
    expect(undo).toHaveFocus();
    const entries = within(dialog()).getAllByRole('listitem');
    // In place: the first line's entry is still the first.
    expect(entries[0]).toHaveTextContent(`${MILD_TEXT} wurde entfernt.`);
    expect(within(dialog()).queryByRole('spinbutton', { description: MILD })).toBeNull();
    // Focus inside the entry pauses its 10 s (WCAG 2.2.1).
    expect(store.getState().deleted[0]!.expiresAt).toBeNull();
    await vi.waitFor(() => expect(store.getState().busy).toBe(false));

    // Held answer: what shows is the store's at once, not the server's.
    reference.faults.set(`PUT ${CART_PATH}`, { hang: true });
    await userEvent.click(undo);
    expect(within(dialog()).queryByText(`${MILD_TEXT} wurde entfernt.`)).toBeNull();
    const field = await quantityOf(MILD);
    expect(field).toHaveValue('2');
    expect(field).toHaveFocus();
    expect(within(dialog()).getAllByRole('listitem')[0]).toHaveTextContent(MILD_TEXT);
  });

  it('shows the limit message with its limit when the server refuses a quantity', async () => {
    setup({ articles: [{ productId: '400001', quantity: 10 }] });
    const field = await quantityOf(MILD);
    field.focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(
      await within(dialog()).findByText('Von diesem Artikel können Sie maximal 10 Stück pro Einkauf bestellen.'),
    ).toBeInTheDocument();
    await vi.waitFor(() => expect(field).toHaveValue('10'));
  });

  it('a message and a deleted entry closed away while held run on (their pauses end with them)', async () => {
    const { store } = setup({
      articles: [
        { productId: '400001', quantity: 10 },
        { productId: '400003', quantity: 1 },
      ],
    });
    const field = await quantityOf(MILD);
    field.focus();
    await userEvent.keyboard('{ArrowUp}');
    const message = await within(dialog()).findByText(/maximal 10 Stück/);
    await userEvent.click(
      within(dialog()).getByRole('button', { name: 'Kaffeekapseln Barista Caffè Crema, 30 Stück entfernen' }),
    );
    // Focus is on the deleted entry's undo (its pause); the pointer rests on the message (its pause).
    await userEvent.hover(message);
    await vi.waitFor(() => expect(store.getState().busy).toBe(false));
    expect(store.getState().messages[0]!.expiresAt).toBeNull();
    expect(store.getState().deleted[0]!.expiresAt).toBeNull();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.getState().messages[0]!.expiresAt).not.toBeNull();
    expect(store.getState().deleted[0]!.expiresAt).not.toBeNull();
  });

  it('blocks checkout and says why, tied to the still focusable checkout link', async () => {
    setup({ articles: [{ productId: '400005', quantity: 1 }] });
    await quantityOf(FROTHER);
    expect(within(dialog()).getByText('Nicht verfügbar')).toBeInTheDocument();
    const checkout = within(dialog()).getByRole('link', { name: 'Zur Kasse' });
    expect(checkout).toHaveAttribute('aria-disabled', 'true');
    expect(checkout).not.toHaveAttribute('href');
    expect(checkout).toHaveAttribute('tabindex', '0');
    expect(checkout).toHaveAccessibleDescription(deDE['minicart.checkoutBlocked.unavailable']);
  });

  it('allows checkout for an available cart and links the cart page', async () => {
    setup({ articles: [{ productId: '400001', quantity: 1 }] });
    await quantityOf(MILD);
    expect(within(dialog()).getByRole('link', { name: 'Zur Kasse' })).toHaveAttribute('href', '/checkout');
    expect(within(dialog()).getByRole('link', { name: 'Zum Warenkorb' })).toHaveAttribute(
      'href',
      '/service/cartfrontend/cart',
    );
  });

  it('shows the retry-later message when the cart cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reference = createReferenceServices();
    reference.faults.set(`GET ${CART_PATH}`, { status: 500 });
    const services = createServiceClient({ fetch: reference.browser().fetch, site: 'DE' });
    render(
      <StorefrontProvider messages={messages} services={services}>
        <MinicartProvider>
          <MinicartDialog defaultOpen trigger={<button type="button">{deDE['minicart.title']}</button>} />
        </MinicartProvider>
      </StorefrontProvider>,
    );
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(deDE['minicart.error.read']);
    expect(within(dialog()).queryByRole('link', { name: 'Zur Kasse' })).toBeNull();
    expect(within(dialog()).getByRole('link', { name: 'Zum Warenkorb' })).toBeInTheDocument();
  });
});
