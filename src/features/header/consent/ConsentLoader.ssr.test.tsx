// @vitest-environment node
// The server renders nothing and reads no window or document.
import { renderToString } from 'react-dom/server';
import { StorefrontProvider } from '../../../kernel';
import { storefrontMessagesFor } from '../../../compositions/messages/testing';
import { ConsentLoader } from './index';

describe('ConsentLoader on the server', () => {
  it('renders an empty string with no browser globals', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    const html = renderToString(
      <StorefrontProvider site="cz" messages={storefrontMessagesFor('cz')} flags={{ stage: 'DEV' }}>
        <ConsentLoader nonce="abc" />
      </StorefrontProvider>,
    );
    expect(html).toBe('');
  });
});
