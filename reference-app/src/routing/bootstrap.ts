/**
 * What the bootstrap module (reference-app/src/entry-client.tsx) shares with the server's page and with the
 * hydrating module: a module of its own (its own small chunk, vite.config.ts), so the bootstrap imports nothing else
 * statically, and nothing here runs on import.
 */

/** The meta element listing the modules the page runs, which the bootstrap requests once the page has painted. */
export const pageModulesMetaName = 'crema-modules';

/**
 * Presses on buttons that only script makes work (`type="button"`: the menu, a flyout opener) before React listens
 * (the scripts load after the first paint). Links and form buttons work without script and are left to the browser.
 */
const earlyPresses: HTMLElement[] = [];

function keepPress(event: MouseEvent) {
  const target = event.target instanceof Element ? event.target.closest('button[type="button"]') : null;
  if (target instanceof HTMLElement) earlyPresses.push(target);
}

/** From the bootstrap's start: keeps every press on a script-only button until the page hydrates. */
export function keepEarlyPresses(): void {
  document.addEventListener('click', keepPress, true);
}

/**
 * Right after `hydrateRoot`: presses the kept buttons again, in order, now that React listens (it hydrates a pressed
 * button's part first, then handles the press). A button the page no longer has is skipped.
 */
export function replayEarlyPresses(): void {
  document.removeEventListener('click', keepPress, true);
  for (const button of earlyPresses.splice(0)) if (button.isConnected) button.click();
}
