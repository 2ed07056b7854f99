/**
 * The browser globals, or undefined on the server (and in any runtime without them). Read only inside functions that
 * run in effects or handlers, never at module load or during render.
 */
export function getWindow(): (Window & typeof globalThis) | undefined {
  return typeof window === 'undefined' ? undefined : window;
}

export function getDocument(): Document | undefined {
  return typeof document === 'undefined' ? undefined : document;
}
