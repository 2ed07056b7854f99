/**
 * The page's bootstrap module (React's `bootstrapModules`): the only script the server's HTML loads. It imports
 * statically only a small chunk (routing/bootstrap.ts and Vite's preload helper). The first paint needs only the
 * server's HTML and stylesheet; the page's scripts (about 170 KiB gzip) start after it, so on a slow connection they
 * do not take the bandwidth the stylesheet and the pictures need. Then the page hydrates (./hydrate.tsx).
 */
import { keepEarlyPresses, pageModulesMetaName } from './routing/bootstrap';

/** After the first frame with the server's content has been painted; at once in a hidden tab, which paints none. */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden') resolve();
    else requestAnimationFrame(() => setTimeout(resolve));
  });
}

keepEarlyPresses();
await afterFirstPaint();
// The modules this page runs at once (the server lists them: the shell, its locale's texts, its page component), all
// requested now, side by side, rather than one after the other as each import is found.
const listed = document.querySelector<HTMLMetaElement>(`meta[name="${pageModulesMetaName}"]`)?.content ?? '';
for (const href of listed.split(' ').filter(Boolean)) {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  document.head.append(link);
}
await import('./hydrate');
