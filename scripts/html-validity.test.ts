import { acceptedErrors, assertJava, formatProblems, problemsOf, validateDocuments } from './html-validity.mjs';

const documentWith = (body: string) =>
  `<!doctype html>\n<html lang="de">\n<head>\n<meta charset="utf-8">\n<title>Test</title>\n</head>\n<body>\n${body}\n</body>\n</html>\n`;

/** One Java start of the real checker: seconds on a busy 2-core machine, far more than the project's 20 s default. */
const CHECKER_TIMEOUT_MS = 120_000;

describe('html-validity', () => {
  it(
    'the checker finds a div inside an h2 and names the document, line and message; a valid document has none',
    async () => {
      const problems = await validateDocuments([
        { name: 'heading with a div', html: documentWith('<h1>Kaffee</h1>\n<h2><div>x</div></h2>') },
        { name: 'valid page', html: documentWith('<h1>Kaffee</h1>\n<h2>Espresso</h2>') },
      ]);
      expect(problems).toEqual([
        expect.objectContaining({
          document: 'heading with a div',
          line: 9,
          column: 5,
          message: expect.stringContaining('Element “div” not allowed as child of element “h2”'),
        }),
      ]);
      expect(formatProblems(problems)).toMatch(/^heading with a div:9:5: Element “div” not allowed/);
    },
    CHECKER_TIMEOUT_MS,
  );

  it('reads errors from the report, fatal and non-document ones too, and leaves warnings out', () => {
    const report = JSON.stringify({
      messages: [
        { type: 'info', subType: 'warning', url: 'file:/tmp/a.html', lastLine: 3, message: 'Consider adding a lang' },
        {
          type: 'error',
          url: 'file:/tmp/a.html',
          lastLine: 7,
          firstColumn: 5,
          message: 'Element “meta” is missing required attribute “content”.',
          extract: 'ad><meta property="csp-nonce"><title',
          hiliteStart: 3,
          hiliteLength: 27,
        },
        { type: 'error', subType: 'fatal', url: 'file:/tmp/b.html', lastLine: 1, message: 'Stray end tag' },
        { type: 'non-document-error', url: 'file:/tmp/c.html', message: 'File not found' },
      ],
    });
    const names: Record<string, string> = { 'file:/tmp/a.html': 'DE HomePage /', 'file:/tmp/b.html': 'b' };
    const problems = problemsOf(report, (url) => names[url] ?? url);
    expect(problems).toEqual([
      {
        document: 'DE HomePage /',
        line: 7,
        column: 5,
        message: 'Element “meta” is missing required attribute “content”.',
        extract: 'ad><meta property="csp-nonce"><title',
        markup: '<meta property="csp-nonce">',
      },
      { document: 'b', line: 1, column: 0, message: 'Stray end tag', extract: '', markup: '' },
      { document: 'file:/tmp/c.html', line: 0, column: 0, message: 'File not found', extract: '', markup: '' },
    ]);
    expect(formatProblems(problems).split('\n')[0]).toBe(
      'DE HomePage /:7:5: Element “meta” is missing required attribute “content”.',
    );
  });

  it('accepts aria-hidden on a label only where an open modal layer put it (data-aria-hidden), with the reason', () => {
    const message =
      'The “aria-hidden” attribute must not be used on any “label” element that is associated with a labelable element.';
    const labelError = (label: string) => ({
      type: 'error',
      url: 'file:/tmp/story.html',
      lastLine: 8,
      message,
      extract: `<div>${label}Suche`,
      hiliteStart: 5,
      hiliteLength: label.length,
    });
    const report = {
      messages: [
        labelError('<label id="l" for="search" data-aria-hidden="true" aria-hidden="true">'),
        labelError('<label id="l" for="search" aria-hidden="true">'),
      ],
    };
    expect(problemsOf(report, () => 'story')).toEqual([
      expect.objectContaining({ message, markup: '<label id="l" for="search" aria-hidden="true">' }),
    ]);
    expect(acceptedErrors.map((rule) => rule.message)).toEqual([message]);
    for (const rule of acceptedErrors) expect(rule.reason.length).toBeGreaterThan(0);
  });

  it('without Java the gate fails and says Java is needed, never passes', async () => {
    const java = '/nonexistent/bin/java';
    expect(() => assertJava(java)).toThrow(/needs Java \(17 or newer\)/);
    await expect(validateDocuments([{ name: 'any', html: documentWith('<h1>x</h1>') }], { java })).rejects.toThrow(
      /needs Java/,
    );
  });
});
