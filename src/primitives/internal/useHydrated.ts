import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => {};

/**
 * False on the server and while hydrating, true after: for markup that may only differ once hydrated (a control that
 * works only with script, a style attribute the strict CSP drops from server HTML). Server and hydrating render agree,
 * so React never sees a mismatch; the switch happens in the render right after hydration.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
