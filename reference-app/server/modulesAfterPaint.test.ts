import { modulesAfterPaint } from './modulesAfterPaint';

/** Streams `parts` through the transform and reads the whole answer back. */
async function through(parts: string[]) {
  const encoder = new TextEncoder();
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of parts) controller.enqueue(encoder.encode(part));
      controller.close();
    },
  });
  const transform = modulesAfterPaint({ entry: '/assets/index.js', bootstrap: '/assets/bootstrap.js' });
  return new Response(source.pipeThrough(transform)).text();
}

const head =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/style.css" data-precedence="default"/>' +
  '<link rel="modulepreload" fetchPriority="low" nonce="n" href="/assets/bootstrap.js"/>' +
  '<link rel="modulepreload" href="/assets/first-load.js" crossorigin=""/>' +
  '<link rel="modulepreload" href="/assets/HomePage.js" crossorigin="" fetchPriority="low"/>' +
  '<link rel="modulepreload" href="/assets/first-load.js" crossorigin=""/>' +
  '<title>Crema</title></head>';
const body =
  '<body><a href="/assets/first-load.js">not a preload</a><link rel="modulepreload" href="/x.js"/></body></html>';

describe('modulesAfterPaint', () => {
  it("takes React's module preloads out of the head, but the bootstrap's, and lists them with the entry first", async () => {
    const html = await through([head, body]);
    expect(html).toContain('<link rel="stylesheet" href="/assets/style.css" data-precedence="default"/>');
    expect(html.match(/rel="modulepreload"[^>]*href="\/assets\/[^"]+"/g)).toEqual([
      'rel="modulepreload" fetchPriority="low" nonce="n" href="/assets/bootstrap.js"',
    ]);
    expect(html).toContain(
      '<meta name="crema-modules" content="/assets/index.js /assets/first-load.js /assets/HomePage.js"/></head>',
    );
  });

  it('leaves the body alone, and finds the head split across chunks', async () => {
    const html = await through([head.slice(0, 150), head.slice(150, 400), head.slice(400), body]);
    expect(html.endsWith(body)).toBe(true);
    expect(html).toContain('content="/assets/index.js /assets/first-load.js /assets/HomePage.js"');
  });

  it('passes a document without a head through unchanged', async () => {
    expect(await through(['<p>', 'no head', '</p>'])).toBe('<p>no head</p>');
  });
});
