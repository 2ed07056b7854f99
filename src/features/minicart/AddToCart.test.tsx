import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createReferenceServices, SESSION_COOKIE } from '../../mocks';
import { ITEM_LIMIT, seedCart, type StoredCart } from '../../mocks/routes/cart';
import { resolveSite } from '../../platform/site';
import { CART_PATH, type Cart } from '../../services/cart';
import { createServiceClient, type FetchLike } from '../../services/http';
import { StorefrontProvider } from '../../kernel';
import { loadStorefrontMessages } from '../../compositions/messages';
import { AddToCartButton, addOneChange, whenCartKnown } from './AddToCart';
import { CART_STORAGE_KEY, MESSAGE_LIFETIME_MS } from './constants';
import { MinicartProvider, createMinicartStore } from './index';
import { deDE } from './messages/de-DE';

const messages = await loadStorefrontMessages('de-DE');
const SESSION = 'add-to-cart-session';
const MILD = { productId: '400001', tcm: 'tcm:cart-400001', title: 'Caffè Crema mild, ganze Bohne, 1 kg' };
const CAPSULES = { productId: '400003', tcm: 'tcm:cart-400003', title: 'Kaffeekapseln Barista Caffè Crema, 30 Stück' };
const LABEL = deDE['minicart.addToCart'];
const nameOf = (title: string) => `${LABEL} ${title}`;
const inCart = (count: number) => `${count} im Warenkorb`;
const ITEM_LIMIT_TEXT = `Von diesem Artikel können Sie maximal ${ITEM_LIMIT} Stück pro Einkauf bestellen.`;

/** A held answer: the call waits at the gate until it is opened. */
function gate() {
  let open!: () => void;
  const closed = new Promise<void>((resolve) => (open = resolve));
  return { closed, open };
}

interface SetupOptions {
  contents?: Partial<StoredCart>;
  /** Holds the cart's GET answers until opened. */
  holdGet?: ReturnType<typeof gate>;
  /** Holds the cart's PUT answers until opened (the PUT is recorded when it is sent). */
  holdPut?: ReturnType<typeof gate>;
}

/** The reference cart service in a browser with a session; every PUT body is recorded as it is sent. */
function services({ contents, holdGet, holdPut }: SetupOptions = {}) {
  const reference = createReferenceServices();
  const browser = reference.browser();
  browser.jar.set(SESSION_COOKIE, SESSION);
  if (contents) seedCart(reference.state, SESSION, contents);
  const puts: unknown[] = [];
  /** The gates the next calls wait at (a test may set them later). */
  const holds = { get: holdGet, put: holdPut };
  const fetch: FetchLike = async (input, init) => {
    if (String(input).includes(CART_PATH)) {
      if (init?.method === 'PUT') {
        puts.push(JSON.parse(String(init.body)));
        await holds.put?.closed;
      } else {
        await holds.get?.closed;
      }
    }
    return browser.fetch(input, init);
  };
  const client = createServiceClient({ fetch, site: 'DE' });
  return { reference, client, puts, holds };
}

function setup(options: SetupOptions & { children?: ReactNode } = {}) {
  const { reference, client, puts, holds } = services(options);
  const store = createMinicartStore({ services: client, site: resolveSite('DE') });
  render(
    <StorefrontProvider messages={messages} services={client}>
      <MinicartProvider store={store}>{options.children ?? <AddToCartButton {...MILD} />}</MinicartProvider>
    </StorefrontProvider>,
  );
  const ready = () => waitFor(() => expect(store.getState().status).toBe('ready'));
  return { reference, store, puts, holds, ready };
}

const setArticle = (product: typeof MILD, quantity: number) => ({
  setArticle: { productId: product.productId, tcm: product.tcm, quantity },
});
const button = (title = MILD.title) => screen.getByRole('button', { name: nameOf(title) });

beforeEach(() => localStorage.clear());
afterEach(() => vi.useRealTimers());

describe('AddToCartButton', () => {
  it('sends quantity 1 for a product not in the cart, then 2, and the status says the count', async () => {
    const { puts, ready } = setup();
    await ready();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await userEvent.click(button());
    expect(await screen.findByRole('status')).toHaveTextContent(inCart(1));
    await userEvent.click(button());
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(inCart(2)));
    expect(puts).toEqual([setArticle(MILD, 1), setArticle(MILD, 2)]);
  });

  it('two adds before the first answer send 1 then 2 (a product page button and its tile)', async () => {
    const holdPut = gate();
    const { puts, ready } = setup({
      holdPut,
      children: (
        <>
          <AddToCartButton {...MILD} />
          <AddToCartButton {...MILD} />
        </>
      ),
    });
    await ready();
    const [page, tile] = screen.getAllByRole('button', { name: nameOf(MILD.title) });
    await userEvent.click(page!);
    await userEvent.click(tile!);
    expect(page).toHaveAttribute('aria-busy', 'true');
    expect(tile).toHaveAttribute('aria-busy', 'true');
    holdPut.open();
    await waitFor(() => expect(puts).toEqual([setArticle(MILD, 1), setArticle(MILD, 2)]));
    await waitFor(() =>
      expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual([inCart(2), inCart(2)]),
    );
  });

  it('is busy while its edit is on the way, takes no second click then, and says only a confirmed count', async () => {
    const { puts, holds, ready } = setup();
    await ready();
    await userEvent.click(button());
    expect(await screen.findByText(inCart(1))).toBeInTheDocument();
    const holdPut = gate();
    holds.put = holdPut;
    await userEvent.click(button());
    expect(button()).toHaveAttribute('aria-busy', 'true');
    // The cart shows 2 at once (optimistic), but the status waits for the server's answer.
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await userEvent.click(button());
    holdPut.open();
    expect(await screen.findByText(inCart(2))).toBeInTheDocument();
    expect(button()).not.toHaveAttribute('aria-busy');
    expect(puts).toEqual([setArticle(MILD, 1), setArticle(MILD, 2)]);
  });

  it('adds one to the quantity the cart holds: 3 sends 4', async () => {
    const { puts, ready } = setup({ contents: { articles: [{ productId: MILD.productId, quantity: 3 }] } });
    await ready();
    await userEvent.click(button());
    expect(await screen.findByText(inCart(4))).toBeInTheDocument();
    expect(puts).toEqual([setArticle(MILD, 4)]);
  });

  it('reads a quantity held as an object, and counts only the product itself', () => {
    const cart: Cart = {
      numberOfArticles: 5,
      articles: [
        { article: { productId: CAPSULES.productId, quantity: 2 } },
        { article: { productId: MILD.productId, quantity: { quantity: 3, unit: 'piece' } } },
      ],
      freeArticles: [],
      giftCards: [],
      partnerProducts: [],
      subscriptions: [],
      defectiveArticles: [],
      defectiveGiftCards: [],
      defectivePartnerProducts: [],
      defectiveSubscriptions: [],
    };
    expect(addOneChange(cart, MILD.productId, MILD.tcm)).toEqual(setArticle(MILD, 4));
    expect(addOneChange(cart, '400004', 'tcm:cart-400004')).toEqual({
      setArticle: { productId: '400004', tcm: 'tcm:cart-400004', quantity: 1 },
    });
  });

  it('before the cart is known a click waits for it, then sends the right quantity', async () => {
    const holdGet = gate();
    const { puts, store } = setup({ holdGet, contents: { articles: [{ productId: MILD.productId, quantity: 3 }] } });
    expect(store.getState().status).toBe('loading');
    await userEvent.click(button());
    expect(button()).toHaveAttribute('aria-busy', 'true');
    expect(puts).toEqual([]);
    holdGet.open();
    expect(await screen.findByText(inCart(4))).toBeInTheDocument();
    expect(puts).toEqual([setArticle(MILD, 4)]);
  });

  it('does not count on the cart the browser stored: it waits for the server\u2019s', async () => {
    // The stored cart says 1 piece; the server holds 3 (changed on another device).
    const stored: Cart = {
      numberOfArticles: 1,
      articles: [{ article: { productId: MILD.productId, tcm: MILD.tcm, quantity: 1 } }],
      freeArticles: [],
      giftCards: [],
      partnerProducts: [],
      subscriptions: [],
      defectiveArticles: [],
      defectiveGiftCards: [],
      defectivePartnerProducts: [],
      defectiveSubscriptions: [],
    };
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ site: 'DE', cart: stored }));
    const holdGet = gate();
    const { puts, store } = setup({ holdGet, contents: { articles: [{ productId: MILD.productId, quantity: 3 }] } });
    expect(store.getState().cart?.numberOfArticles).toBe(1);
    await userEvent.click(button());
    expect(puts).toEqual([]);
    holdGet.open();
    expect(await screen.findByText(inCart(4))).toBeInTheDocument();
    expect(puts).toEqual([setArticle(MILD, 4)]);
  });

  it('sends nothing when the cart cannot be read, and shows the read error under the button', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { reference, client, puts } = services();
    reference.faults.set(`GET ${CART_PATH}`, { status: 500 });
    render(
      <StorefrontProvider messages={messages} services={client}>
        <MinicartProvider>
          <AddToCartButton {...MILD} />
        </MinicartProvider>
      </StorefrontProvider>,
    );
    // Clicked while the read is still out: the click waits for it, and it fails.
    await userEvent.click(button());
    expect(await screen.findByRole('alert')).toHaveTextContent(deDE['minicart.error.read']);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(button()).not.toHaveAttribute('aria-busy');
    await userEvent.click(button());
    expect(await screen.findByRole('alert')).toHaveTextContent(deDE['minicart.error.read']);
    expect(puts).toEqual([]);
  });

  it('names the button by its visible label followed by the title, so tiles differ (WCAG 2.5.3)', async () => {
    setup({
      children: (
        <>
          <AddToCartButton {...MILD} />
          <AddToCartButton {...CAPSULES} />
        </>
      ),
    });
    const names = screen.getAllByRole('button').map((b) => b.textContent);
    expect(names).toEqual([nameOf(MILD.title), nameOf(CAPSULES.title)]);
    expect(button(MILD.title)).toHaveAccessibleName(nameOf(MILD.title));
    expect(button(CAPSULES.title)).toHaveAccessibleName(nameOf(CAPSULES.title));
    // The title is for assistive technology only: the visible text is the label.
    expect(within(button(MILD.title)).getByText(MILD.title).className).toMatch(/visuallyHidden/);
  });

  it('adds with Enter and with Space', async () => {
    const { puts, ready } = setup();
    await ready();
    button().focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText(inCart(1))).toBeInTheDocument();
    await userEvent.keyboard(' ');
    expect(await screen.findByText(inCart(2))).toBeInTheDocument();
    expect(puts).toEqual([setArticle(MILD, 1), setArticle(MILD, 2)]);
  });
});

describe('AddToCartButton: the limit message (ITEM_LIMIT, shown 7.5 s)', () => {
  /** Lets the in-process services answer without moving the fake clock. */
  async function settle(check: () => void) {
    for (let i = 0; i < 100; i += 1) {
      try {
        check();
        return;
      } catch {
        await act(() => vi.advanceTimersByTimeAsync(0));
      }
    }
    check();
  }
  const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

  /** 10 pieces (the reference cart's ITEM_LIMIT) in the cart, one more asked: the limit message under the button. */
  async function hitTheLimit() {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { puts, ready, store } = setup({
      contents: { articles: [{ productId: MILD.productId, quantity: ITEM_LIMIT }] },
    });
    await ready();
    vi.useFakeTimers();
    fireEvent.click(button());
    await settle(() => expect(screen.getByRole('alert')).toHaveTextContent(ITEM_LIMIT_TEXT));
    expect(puts).toEqual([setArticle(MILD, ITEM_LIMIT + 1)]);
    const alert = screen.getByRole('alert');
    // Under the button, in the button's own block.
    expect(button().compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(button().parentElement).toContainElement(alert);
    // It is the store's message, shown where the shopper clicked.
    expect(store.getState().messages).toMatchObject([
      { messageId: 'minicart.error.itemLimit', values: { limit: ITEM_LIMIT } },
    ]);
    // Refused: the count stays, and the status confirms nothing.
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(store.getState().cart?.numberOfArticles).toBe(ITEM_LIMIT);
    return { store };
  }

  it('shows the limit with 10 and goes after 7500 ms', async () => {
    await hitTheLimit();
    wait(MESSAGE_LIFETIME_MS - 1);
    expect(screen.getByRole('alert')).toHaveTextContent(ITEM_LIMIT_TEXT);
    wait(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('stays while hovered and goes with the time it had left after the pointer leaves', async () => {
    const { store } = await hitTheLimit();
    wait(1000);
    const notification = screen.getByRole('alert').parentElement!;
    fireEvent.pointerEnter(notification);
    wait(MESSAGE_LIFETIME_MS * 2);
    expect(screen.getByRole('alert')).toHaveTextContent(ITEM_LIMIT_TEXT);
    fireEvent.pointerLeave(notification);
    wait(MESSAGE_LIFETIME_MS - 1000 - 1);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    wait(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(store.getState().messages).toEqual([]);
  });

  it('stays while focused, and the close button takes it away (in the store too)', async () => {
    const { store } = await hitTheLimit();
    const close = screen.getByRole('button', { name: deDE['minicart.dismiss'] });
    act(() => close.focus());
    wait(MESSAGE_LIFETIME_MS * 2);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    fireEvent.click(close);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(store.getState().messages).toEqual([]);
  });
});

describe('whenCartKnown', () => {
  it('loads the cart of a store nothing has asked yet, then resolves with it', async () => {
    const { client } = services({ contents: { articles: [{ productId: MILD.productId, quantity: 2 }] } });
    const store = createMinicartStore({ services: client, site: resolveSite('DE') });
    expect(store.getState().status).toBe('idle');
    const known = whenCartKnown(store);
    expect(store.getState().status).toBe('loading');
    expect((await known)?.numberOfArticles).toBe(2);
  });

  it('resolves with null when the cart cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { reference, client } = services();
    reference.faults.set(`GET ${CART_PATH}`, { status: 500 });
    const store = createMinicartStore({ services: client, site: resolveSite('DE') });
    expect(await whenCartKnown(store)).toBeNull();
    expect(store.getState().status).toBe('failed');
  });
});
