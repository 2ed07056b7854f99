import { renderToString } from 'react-dom/server';
import { SafeHtml } from './SafeHtml';

/*
 * What SafeHtml keeps and what hostile markup loses is tested in Chromium (stories/primitives/SafeHtml.stories.tsx,
 * and the storefront's promotion e2e): happy-dom is no faithful DOM for DOMPurify (under it a <script> survived and a
 * <p> was lost), so a pass or a failure here would prove nothing about a browser.
 */
describe('SafeHtml on the server', () => {
  it('renders the empty element (no DOM to sanitise with), never the raw markup', () => {
    const html = renderToString(<SafeHtml as="span" html={'<script>alert(1)</script><b onclick="x">fett</b>'} />);
    expect(html).toBe('<span></span>');
  });
});
