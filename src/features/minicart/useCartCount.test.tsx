// useCartCount: the mini cart's count as the header's badge takes it (`<Header cartCount={useCartCount()} />`). The
// cart comes from the reference cart service in process; the header's badge rules (hidden at 0, '9+' above 9) are the
// header's tests.
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { vi } from 'vitest';
import { emit } from '../../platform/browser';
import { CART_PATH, changeCart } from '../../services/cart';
import { createServiceClient, type FetchLike } from '../../services/http';
import { jsonAnswer } from '../../services/http/testing';
import { createReferenceServices, SESSION_COOKIE } from '../../mocks';
import { seedCart } from '../../mocks/routes/cart';
import { StorefrontProvider } from '../../kernel';
import { loadStorefrontMessages } from '../../compositions/messages';
import { CART_LOAD_FAILURE_LOG, CART_STORAGE_KEY } from './constants';
import { MinicartProvider, useCartCount } from './index';

const messages = await loadStorefrontMessages('de-DE');
const SESSION = 'cart-count-session';

/** The shopper's cart holds 3 pieces of one article. `hold`: cart answers wait until `release()`. */
function setup({ hold = false } = {}) {
  const reference = createReferenceServices();
  const browser = reference.browser();
  browser.jar.set(SESSION_COOKIE, SESSION);
  seedCart(reference.state, SESSION, { articles: [{ productId: '400001', quantity: 3 }] });
  const waiting: (() => void)[] = [];
  let answer: (() => Response) | undefined;
  const fetch: FetchLike = async (input, init) => {
    if (!String(input).includes(CART_PATH)) return browser.fetch(input, init);
    if (hold) await new Promise<void>((resume) => waiting.push(resume));
    return answer ? answer() : browser.fetch(input, init);
  };
  const services = createServiceClient({ fetch, site: 'DE' });
  const page = (
    <StorefrontProvider messages={messages} services={services}>
      <MinicartProvider>
        <CountProbe />
      </MinicartProvider>
    </StorefrontProvider>
  );
  return {
    reference,
    services,
    page,
    release: () => waiting.splice(0).forEach((resume) => resume()),
    /** Every later cart call gets this answer instead of the service's. */
    answerWith: (next: () => Response) => {
      answer = next;
    },
  };
}

function CountProbe() {
  const count = useCartCount();
  return <output>{count === null ? 'unknown' : count}</output>;
}

const shown = () => screen.getByRole('status');
const loadFailureLogs = () => vi.mocked(console.error).mock.calls.filter(([text]) => text === CART_LOAD_FAILURE_LOG);

/** A cart as the cart service would send it, with this count. */
const cartWithCount = (numberOfArticles: unknown) => ({
  cart: { numberOfArticles, articles: [{ article: { productId: '400001', quantity: 3 } }] },
});

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('useCartCount (the count the header shows)', () => {
  it('is null while nothing is known: on the server, and in the browser until the cart answers', async () => {
    const { page, release } = setup({ hold: true });
    expect(renderToString(page)).toContain('unknown');
    render(page);
    expect(shown()).toHaveTextContent('unknown');
    act(release);
    await vi.waitFor(() => expect(shown()).toHaveTextContent('3'));
  });

  it("gives the cached cart's count at once after hydration, then the loaded cart's", async () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ site: 'DE', ...cartWithCount(7) }));
    const { page, release } = setup({ hold: true });
    // The server knows no cache: the hydrating render says the same as the server's HTML.
    expect(renderToString(page)).toContain('unknown');
    render(page);
    expect(shown()).toHaveTextContent('7');
    act(release);
    await vi.waitFor(() => expect(shown()).toHaveTextContent('3'));
  });

  it('a failed load gives 0 (a cached count too), logged once', async () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ site: 'DE', ...cartWithCount(4) }));
    const { page, reference } = setup();
    reference.faults.set(`GET ${CART_PATH}`, { status: 500 });
    render(page);
    await vi.waitFor(() => expect(shown()).toHaveTextContent(/^0$/));
    expect(loadFailureLogs()).toEqual([
      [CART_LOAD_FAILURE_LOG, expect.objectContaining({ kind: 'http', status: 500 })],
    ]);
  });

  it.each([-1, 2.5, '3', null])(
    'a count of %s from the service (negative or not a whole number) gives 0, logged once',
    async (count) => {
      const { page, answerWith } = setup();
      answerWith(() => jsonAnswer(cartWithCount(count)));
      render(page);
      await vi.waitFor(() => expect(shown()).toHaveTextContent(/^0$/));
      expect(loadFailureLogs()).toEqual([
        [
          CART_LOAD_FAILURE_LOG,
          {
            kind: 'invalid-response',
            issues: [expect.objectContaining({ path: ['cart', 'numberOfArticles'] })],
          },
        ],
      ]);
    },
  );

  it('a cart-update event reloads the cart: the count changes', async () => {
    const { page, services } = setup();
    render(page);
    await vi.waitFor(() => expect(shown()).toHaveTextContent('3'));
    // Another part of the page adds 2 pieces and says so.
    expect(
      await changeCart(services, { setArticle: { productId: '400001', tcm: 'tcm:cart-400001', quantity: 5 } }),
    ).toMatchObject({ ok: true });
    expect(shown()).toHaveTextContent('3');
    act(() => void emit('cart-update'));
    await vi.waitFor(() => expect(shown()).toHaveTextContent('5'));
  });

  it('outside a MinicartProvider it is a setup error naming the provider', () => {
    expect(() => render(<CountProbe />)).toThrow('<MinicartProvider>');
  });
});
