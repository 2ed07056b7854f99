// @vitest-environment node
// The server renders the mini cart's opener and its content without a call and without browser globals.
import { renderToString } from 'react-dom/server';
import { createServiceClient, type FetchLike } from '../../services/http';
import { StorefrontProvider } from '../../kernel';
import { loadStorefrontMessages } from '../../compositions/messages';
import { MinicartContent, MinicartDialog, MinicartFooter, MinicartProvider } from './index';

const messages = await loadStorefrontMessages('de-DE');

describe('MinicartDialog on the server', () => {
  it('renders the trigger, the loading content and the cart link with no call and no browser globals', () => {
    expect(typeof window).toBe('undefined');
    const calls: unknown[] = [];
    const fetch: FetchLike = (input) => {
      calls.push(input);
      return new Response('{}');
    };
    const html = renderToString(
      <StorefrontProvider messages={messages} services={createServiceClient({ fetch })}>
        <MinicartProvider>
          <MinicartDialog trigger={<button type="button">Warenkorb</button>} />
          <MinicartContent />
          <MinicartFooter />
        </MinicartProvider>
      </StorefrontProvider>,
    );
    expect(html).toContain('aria-haspopup="dialog"');
    expect(html).toContain('Wird geladen');
    expect(html).toContain('href="/service/cartfrontend/cart"');
    expect(calls).toEqual([]);
  });
});
