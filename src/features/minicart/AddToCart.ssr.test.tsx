// @vitest-environment node
// The server renders the add-to-cart button with its name and its empty status: no call, no storage, no browser
// globals.
import { renderToString } from 'react-dom/server';
import { createServiceClient, type FetchLike } from '../../services/http';
import { StorefrontProvider } from '../../kernel';
import { loadStorefrontMessages } from '../../compositions/messages';
import { AddToCartButton } from './AddToCart';
import { MinicartProvider } from './index';

const messages = await loadStorefrontMessages('de-DE');
const TITLE = 'Caffè Crema mild, ganze Bohne, 1 kg';

describe('AddToCartButton on the server', () => {
  it('renders the label, the hidden title and an empty status with no call and no storage', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof localStorage).toBe('undefined');
    const calls: unknown[] = [];
    const fetch: FetchLike = (input) => {
      calls.push(input);
      return new Response('{}');
    };
    const html = renderToString(
      <StorefrontProvider messages={messages} services={createServiceClient({ fetch })}>
        <MinicartProvider>
          <AddToCartButton productId="400001" tcm="tcm:cart-400001" title={TITLE} />
        </MinicartProvider>
      </StorefrontProvider>,
    );
    expect(html).toMatch(
      /<button type="button"[^>]*>In den Warenkorb<span class="[^"]*visuallyHidden[^"]*"> (<!-- -->)?Caffè/,
    );
    expect(html).not.toContain('aria-busy');
    expect(html).toMatch(/<p role="status" class="[^"]+"><\/p>/);
    expect(html).not.toContain('role="alert"');
    expect(calls).toEqual([]);
  });
});
