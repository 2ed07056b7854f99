// @vitest-environment node
// The server renders the mini cart's initial state: no call, no storage, no browser globals.
import { renderToString } from 'react-dom/server';
import { createServiceClient, type FetchLike } from '../../services/http';
import { StorefrontProvider } from '../../kernel';
import { loadStorefrontMessages } from '../../compositions/messages';
import { MinicartProvider, useMinicart } from './index';

const messages = await loadStorefrontMessages('de-DE');

function Probe() {
  const status = useMinicart((m) => m.status);
  const count = useMinicart((m) => m.cart?.numberOfArticles ?? 'none');
  return <p data-status={status}>{count}</p>;
}

describe('MinicartProvider on the server', () => {
  it('renders the idle mini cart with no call and no browser globals', () => {
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
          <Probe />
        </MinicartProvider>
      </StorefrontProvider>,
    );
    expect(html).toBe('<p data-status="idle">none</p>');
    expect(calls).toEqual([]);
  });
});
