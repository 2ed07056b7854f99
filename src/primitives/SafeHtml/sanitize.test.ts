import { hostileMarkup } from './testing';
import { sanitizeHtml } from './sanitize';

// In node, with no DOM at all: the sanitiser needs none, so what it returns here is what a browser gets.

describe('sanitizeHtml: the allow-list', () => {
  it('an address with "&amp;" keeps its query; the address written out is the one checked', () => {
    expect(sanitizeHtml('<a href="/suche?q=kaffee&amp;seite=2">Suche</a>')).toBe(
      '<a href="/suche?q=kaffee&amp;seite=2">Suche</a>',
    );
  });

  it('keeps emphasis, breaks, paragraphs, lists and links as they are', () => {
    const allowed =
      '<p>Gilt <strong>bis 31.12.</strong><br><em>nur</em> <b>online</b>, <i>ab</i> 10<sup>2</sup> <u>x</u><sub>1</sub></p><ol><li><a href="/agb">AGB</a></li></ol>';
    expect(sanitizeHtml(allowed)).toBe(allowed);
  });

  it('a link leaving the shop gets rel="noopener noreferrer"; one inside it, mailto and tel do not', () => {
    expect(
      sanitizeHtml(
        '<a href="https://example.org/">a</a><a href="//example.org/">b</a><a href="/\\example.org/">c</a>' +
          '<a href="/agb">d</a><a href="agb#x">e</a><a href="mailto:info@example.org">f</a><a href="tel:+4940">g</a>',
      ),
    ).toBe(
      '<a href="https://example.org/" rel="noopener noreferrer">a</a><a href="//example.org/" rel="noopener noreferrer">b</a>' +
        '<a href="/\\example.org/" rel="noopener noreferrer">c</a><a href="/agb">d</a><a href="agb#x">e</a>' +
        '<a href="mailto:info@example.org">f</a><a href="tel:+4940">g</a>',
    );
  });

  it('the CMS’s own rel, target and every other attribute go', () => {
    expect(sanitizeHtml('<a href="/x" target="_blank" rel="opener" title="t">x</a><p class="c" id="i">p</p>')).toBe(
      '<a href="/x">x</a><p>p</p>',
    );
  });
});

describe('sanitizeHtml: hostile markup keeps its text and loses everything active', () => {
  it('the shared hostile markup: no script, handler, style, frame, form or javascript:/data: address', () => {
    expect(sanitizeHtml(hostileMarkup)).toBe(
      '<p>Teilnahme ab 18.</p><a>Skript-Link</a><b>fett</b><a>Daten-Link</a><p>gestylt</p>',
    );
  });

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['upper-case JavaScript:', ' JaVaScRiPt:alert(1)'],
    ['a tab inside the scheme', 'java\tscript:alert(1)'],
    ['a line break inside the scheme', 'java\nscript:alert(1)'],
    ['a numeric character reference', 'java&#x09;script:alert(1)'],
    ['a numeric character reference without its ";"', 'javascript&#58alert(1)'],
    ['a named character reference', 'javascript&colon;alert(1)'],
    ['a reference that hides a host', '/&sol;evil.example/'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['a data: image', 'data:image/png;base64,AAAA'],
    ['vbscript:', 'vbscript:msgbox(1)'],
  ])('a link address with %s goes (the link text stays)', (_, href) => {
    expect(sanitizeHtml(`<a href="${href.replace(/"/g, '&quot;')}">Link</a>`)).toBe('<a>Link</a>');
  });

  it('script, style, svg, iframe and the like go with their content; an unclosed one takes the rest', () => {
    expect(sanitizeHtml('a<style>p{}</style>b<svg><script>x</script>y</svg>c<iframe>d</iframe>e')).toBe('abce');
    expect(sanitizeHtml('Text<script>alert(1)<b>fett</b>')).toBe('Text');
    expect(sanitizeHtml('a<script/x src="https://evil.example/">alert(1)</script >b')).toBe('ab');
  });

  it('comments, doctypes and processing instructions go; a "<" that starts no tag is text', () => {
    expect(sanitizeHtml('1 < 2 und 3 > 2<!-- <img src=x onerror=alert(1)> --><!doctype html><?php x ?>')).toBe(
      '1 &lt; 2 und 3 &gt; 2',
    );
  });

  it('an attribute value that hides a ">" does not end the tag early', () => {
    expect(sanitizeHtml('<b title="x>y" onclick="alert(1)">fett</b>')).toBe('<b>fett</b>');
  });
});

describe('sanitizeHtml: the result stays inside its element', () => {
  it('open elements are closed at the end, innermost first', () => {
    expect(sanitizeHtml('<b>fett <a href="https://example.org/">Link')).toBe(
      '<b>fett <a href="https://example.org/" rel="noopener noreferrer">Link</a></b>',
    );
  });

  it('a closing tag without its opening one goes; one that skips open elements closes them first', () => {
    expect(sanitizeHtml('</b></p></a>Text<i>x<b>y</i>z')).toBe('Text<i>x<b>y</b></i>z');
  });

  it('a link inside a link loses its tag', () => {
    expect(sanitizeHtml('<a href="/a">eins <a href="/b">zwei</a> drei</a>')).toBe('<a href="/a">eins zwei</a> drei');
  });

  it('in a run of text (inline), paragraphs and lists keep their text, separated, not their tags', () => {
    const inline = sanitizeHtml('<p>Gilt <b>bis 31.12.</b></p><ul><li>online</li></ul>', 'inline');
    expect(inline.replace(/\s+/g, ' ').trim()).toBe('Gilt <b>bis 31.12.</b> online');
  });
});
