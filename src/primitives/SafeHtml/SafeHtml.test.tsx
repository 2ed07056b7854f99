/** @vitest-environment node */
import { renderToString } from 'react-dom/server';
import { hostileMarkup } from './testing';
import { SafeHtml } from './SafeHtml';

// On the server, with no DOM at all: the sanitised markup is in the server's HTML (what the sanitiser keeps and drops
// in detail: sanitize.test.ts).
describe('SafeHtml on the server', () => {
  it('renders the sanitised markup in its element: the clean text, nothing active', () => {
    const html = renderToString(<SafeHtml data-testid="legal" html={hostileMarkup} />);
    expect(html).toBe(
      '<div data-testid="legal"><p>Teilnahme ab 18.</p><a>Skript-Link</a><b>fett</b><a>Daten-Link</a><p>gestylt</p></div>',
    );
    expect(html).not.toMatch(/<(script|img|iframe|style|svg|form|input)|\son\w+=|javascript:|data:|__pwned/i);
  });

  it('keeps the allowed markup; a link leaving the shop gets rel="noopener noreferrer"', () => {
    const html = renderToString(
      <SafeHtml
        html={'<p>Gilt <strong>bis 31.12.</strong></p><a href="/agb">AGB</a> <a href="https://example.org/">P</a>'}
      />,
    );
    expect(html).toBe(
      '<div><p>Gilt <strong>bis 31.12.</strong></p><a href="/agb">AGB</a> <a href="https://example.org/" rel="noopener noreferrer">P</a></div>',
    );
  });

  it('as a span: a run of text, without paragraphs or lists (they could not stand in the text around it)', () => {
    const html = renderToString(
      <SafeHtml as="span" html={'<p><b onclick="x">fett</b></p><script>alert(1)</script>'} />,
    );
    expect(html).toBe('<span> <b>fett</b> </span>');
  });
});
