// @vitest-environment node
// The server renders no panel (the staff check runs in the browser, after mount), calls nothing, and reads no window,
// document or cookie; the panel's UI rendered directly shows only its trigger, with no renewal on the server.
import { renderToString } from 'react-dom/server';
import { createServiceClient, type FetchLike } from '../../services/http';
import { StorefrontProvider } from '../../kernel';
import { loadStorefrontMessages } from '../../compositions/messages';
import { en } from './messages/en';
import { PreviewPanel, PreviewSettings } from './index';

const messages = await loadStorefrontMessages('de-DE');

function serverRender(node: React.ReactNode) {
  const calls: unknown[] = [];
  const fetch: FetchLike = (input) => {
    calls.push(input);
    return Promise.resolve(new Response('{}'));
  };
  const html = renderToString(
    <StorefrontProvider messages={messages} services={createServiceClient({ fetch })}>
      {node}
    </StorefrontProvider>,
  );
  return { html, calls };
}

describe('the preview panel on the server', () => {
  it('PreviewPanel renders nothing and calls nothing', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    expect(serverRender(<PreviewPanel />)).toEqual({ html: '', calls: [] });
  });

  it('PreviewSettings renders its trigger only (the modal closed), and calls nothing', () => {
    const { html, calls } = serverRender(
      <PreviewSettings check={{ status: 'true', dateTime: null, abTestName: 'checkout', abTestGroup: 'B' }} />,
    );
    expect(html).toContain(en['preview.open']);
    expect(html).not.toContain(en['preview.submit']);
    expect(html).not.toContain('role="dialog"');
    expect(calls).toEqual([]);
  });
});
