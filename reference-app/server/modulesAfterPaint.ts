import { PAGE_MODULES_META } from '../src/bootstrapNames';

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*?\shref="([^"]+)"[^>]*>/g;

/**
 * Takes React's module preloads out of the HTML's head and lists them, the client entry first, in one meta element
 * the page's bootstrap module reads once the first frame is painted: the first paint needs only the HTML and the
 * stylesheet, so on a slow connection the page's scripts (about 155 KiB gzip) do not take the bandwidth the stylesheet
 * and the pictures need. React places the preloads itself (the plugin preloads every client reference's chunks while
 * the payload renders, and `bootstrapModules` each module's) and has no option to leave them out. The bootstrap's own
 * preload stays.
 */
export function modulesAfterPaint({ entry, bootstrap }: { entry: string; bootstrap: string }) {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let head = '';
  let done = false;
  return new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      if (done) return controller.enqueue(chunk);
      head += decoder.decode(chunk, { stream: true });
      const end = head.indexOf('</head>');
      if (end === -1) return;
      done = true;
      const modules = [entry];
      const kept = head.slice(0, end).replace(MODULE_PRELOAD, (link, href: string) => {
        if (href === bootstrap) return link;
        if (!modules.includes(href)) modules.push(href);
        return '';
      });
      controller.enqueue(
        encoder.encode(`${kept}<meta name="${PAGE_MODULES_META}" content="${modules.join(' ')}"/>${head.slice(end)}`),
      );
    },
    flush(controller) {
      if (!done && head) controller.enqueue(encoder.encode(head + decoder.decode()));
    },
  });
}
