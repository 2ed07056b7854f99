/**
 * The page's first module script, before the client entry (`bootstrapModules`): a chunk of its own with no imports, so
 * it runs as soon as it arrives, long before the entry's graph (React, the client components) has loaded. From then
 * on it keeps every press on a button that only script makes work (`type="button"`: the menu, a flyout opener), and
 * presses them again once the page has hydrated. Links and form buttons work without script and are left to
 * the browser.
 */
import { EARLY_PRESSES_MARK, PAGE_HYDRATED_EVENT } from './earlyPressEvents';

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
