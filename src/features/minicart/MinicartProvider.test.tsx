import { StrictMode } from 'react';
import { render, screen } from '@testing-library/react';
import { emit } from '../../platform/browser';
import { createServiceClient, type FetchLike } from '../../services/http';
import { CART_PATH } from '../../services/cart';
import { createReferenceServices, SESSION_COOKIE } from '../../mocks';
import { seedCart } from '../../mocks/routes/cart';
import { StorefrontProvider } from '../../kernel';
import { loadStorefrontMessages } from '../../compositions/messages';
import { CART_STORAGE_KEY } from './constants';
import { MinicartProvider, useMinicart } from './index';

const messages = await loadStorefrontMessages('de-DE');

function setup() {
  const reference = createReferenceServices();
  const browser = reference.browser();
  browser.jar.set(SESSION_COOKIE, 'provider-session');
  seedCart(reference.state, 'provider-session', { articles: [{ productId: '400001', quantity: 3 }] });
  const urls: string[] = [];
  const fetch: FetchLike = (input, init) => {
    if (String(input).includes(CART_PATH)) urls.push(String(input));
    return browser.fetch(input, init);
  };
  return { services: createServiceClient({ fetch, site: 'DE' }), urls };
}

function Probe() {
  const status = useMinicart((m) => m.status);
  const count = useMinicart((m) => m.cart?.numberOfArticles ?? 'none');
  return <output aria-label={status}>{count}</output>;
}

beforeEach(() => localStorage.clear());

describe('MinicartProvider and useMinicart', () => {
  it('shows the cached count at first, then the server’s cart; cart-update reloads it', async () => {
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({
        site: 'DE',
        cart: { numberOfArticles: 7, articles: [{ article: { productId: '400001', quantity: 7 } }] },
      }),
    );
    const { services, urls } = setup();
    render(
      <StrictMode>
        <StorefrontProvider messages={messages} services={services}>
          <MinicartProvider>
            <Probe />
          </MinicartProvider>
        </StorefrontProvider>
      </StrictMode>,
    );
    expect(screen.getByRole('status', { name: 'loading' })).toHaveTextContent('7');
    expect(await screen.findByRole('status', { name: 'ready' })).toHaveTextContent('3');
    emit('cart-update');
    await vi.waitFor(() => expect(urls.at(-1)).toContain('forceReload=true'));
  });

  it('useMinicart outside its provider is a setup error naming the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Probe />)).toThrow('<MinicartProvider>');
  });
});
