import { getWindow } from './environment';

/**
 * The page-wide custom events of the spec, by name → detail. Payloads the spec does not show are the simplest a shop
 * would need (docs/decisions.md, "Platform"):
 * - `cart-update` (refreshes the cart count): no detail.
 * - `count-changed` (fires when the cart count changes): the new count.
 * - `promotionFetched` ("emitted with value false" on failure): whether the promotion was fetched.
 * - `successfulSubmit` (after each newsletter submit): no detail.
 */
export interface CremaEventMap {
  'cart-update': undefined;
  'count-changed': { count: number };
  promotionFetched: boolean;
  successfulSubmit: undefined;
}
export type CremaEventName = keyof CremaEventMap;

type DetailArgs<N extends CremaEventName> = CremaEventMap[N] extends undefined
  ? [detail?: undefined]
  : [detail: CremaEventMap[N]];

/** Dispatches a typed CustomEvent on window (or `target`); false when there is no window. */
export function emit<N extends CremaEventName>(name: N, ...[detail]: DetailArgs<N>): boolean {
  const win = getWindow();
  if (!win) return false;
  win.dispatchEvent(new win.CustomEvent(name, { detail }));
  return true;
}

/** Listens to a typed event on window; returns the unsubscribe function (a no-op without a window). */
export function listen<N extends CremaEventName>(name: N, handler: (detail: CremaEventMap[N]) => void): () => void {
  const win = getWindow();
  if (!win) return () => {};
  // A CustomEvent without detail carries null; handlers of detail-less events get undefined, as typed.
  const listener = (event: Event) =>
    handler(((event as CustomEvent<CremaEventMap[N]>).detail ?? undefined) as CremaEventMap[N]);
  win.addEventListener(name, listener);
  return () => win.removeEventListener(name, listener);
}
