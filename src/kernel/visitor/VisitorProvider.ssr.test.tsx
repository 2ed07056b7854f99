// @vitest-environment node
// The server renders the visitor not yet initialized, calls nothing, and reads no window, document or cookie.
import { renderToString } from 'react-dom/server';
import { createServiceClient, type FetchLike } from '../../services/http';
import { StorefrontProvider } from '../StorefrontProvider';
import { loadStorefrontMessages } from '../../compositions/messages';
import { VisitorProvider, useVisitor } from './index';

const messages = await loadStorefrontMessages('de-DE');

function VisitorProbe() {
  const initialized = useVisitor((v) => v.initialized);
  const signedIn = useVisitor((v) => v.loggedInOrRemembered);
  return <p data-initialized={initialized}>{signedIn ? 'signed in' : 'signed out'}</p>;
}

describe('VisitorProvider on the server', () => {
  it('renders the not-yet-initialized visitor with no call and no browser globals', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    const calls: unknown[] = [];
    const fetch: FetchLike = (input) => {
      calls.push(input);
      return new Response('{}');
    };
    const html = renderToString(
      <StorefrontProvider messages={messages} services={createServiceClient({ fetch })}>
        <VisitorProvider>
          <VisitorProbe />
        </VisitorProvider>
      </StorefrontProvider>,
    );
    expect(html).toBe('<p data-initialized="false">signed out</p>');
    expect(calls).toEqual([]);
  });
});
