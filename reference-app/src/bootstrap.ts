/**
 * The page's one module script (`bootstrapModules`), about 1 KiB with the names it shares: it runs as soon as it
 * arrives. From then on it keeps every press on a button that only script makes work (`type="button"`: the menu, a
 * flyout opener) and presses them again once the page has hydrated; links and form buttons work without script and are
 * left to the browser. Once the first frame is painted it loads the page's scripts (the client entry, which hydrates),
 * so the first paint needs only the HTML and the stylesheet.
 */
import { EARLY_PRESSES_MARK, PAGE_HYDRATED_EVENT, PAGE_MODULES_META } from './bootstrapNames';

const earlyPresses: HTMLElement[] = [];

function keepPress(event: MouseEvent) {
  const target = event.target instanceof Element ? event.target.closest('button[type="button"]') : null;
  if (target instanceof HTMLElement) earlyPresses.push(target);
}

/**
 * Once the page has hydrated (`PAGE_HYDRATED_EVENT`, from ./shell/ReplayEarlyPresses.tsx): presses the kept buttons
 * again, in order, now that React listens. A button the page no longer has is skipped.
 */
function replayEarlyPresses(): void {
  document.removeEventListener('click', keepPress, true);
  for (const button of earlyPresses.splice(0)) if (button.isConnected) button.click();
}

document.addEventListener('click', keepPress, true);
document.addEventListener(PAGE_HYDRATED_EVENT, replayEarlyPresses, { once: true });
performance.mark(EARLY_PRESSES_MARK);

/** After the first frame with the server's content has been painted; at once in a hidden tab, which paints none. */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden') resolve();
    else requestAnimationFrame(() => setTimeout(resolve));
  });
}

// The page's scripts start after the first paint: the modules the server listed (the client entry first, then what
// the page runs) are requested side by side, then the entry runs and hydrates the page.
await afterFirstPaint();
const [entry, ...modules] = (
  document.querySelector<HTMLMetaElement>(`meta[name="${PAGE_MODULES_META}"]`)?.content ?? ''
)
  .split(' ')
  .filter(Boolean);
for (const href of modules) {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  document.head.append(link);
}
if (entry) await import(/* @vite-ignore */ entry);
