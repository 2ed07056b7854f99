// @vitest-environment node
// On the server the keep-alive renders nothing, reads no window, document or cookie, sets no timer and calls nothing.
import { renderToString } from 'react-dom/server';
import { createServiceClient, type FetchLike } from '../../services/http';
import { StorefrontProvider } from '../../kernel';
import { loadStorefrontMessages } from '../../compositions/messages';
import { LoginKeepAlive, useLoginKeepAlive } from './index';

const messages = await loadStorefrontMessages('de-DE');

function Probe() {
  const { phase } = useLoginKeepAlive();
  return <p>{phase}</p>;
}

describe('LoginKeepAlive on the server', () => {
  it('renders nothing (the hook: idle), with no call, no timer and no browser globals', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    vi.useFakeTimers();
    try {
      const calls: unknown[] = [];
      const fetch: FetchLike = (input) => {
        calls.push(input);
        return new Response(null, { status: 201 });
      };
      const html = renderToString(
        <StorefrontProvider messages={messages} services={createServiceClient({ fetch })}>
          <LoginKeepAlive />
          <Probe />
        </StorefrontProvider>,
      );
      expect(html).toBe('<p>idle</p>');
      expect(calls).toEqual([]);
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
