'use client';

import { startTransition, useEffect, useRef, useState, useSyncExternalStore } from 'react';

const subscribeNothing = () => () => {};

/**
 * False on the server and while hydrating, true after: for markup that may only differ once hydrated (a control that
 * works only with script, a style attribute the strict CSP drops from server HTML). Server and hydrating render agree,
 * so React never sees a mismatch. A component mounted on the client (not hydrated) is true at once.
 *
 * The switch after hydration is a transition, rendered in slices: with useSyncExternalStore alone (false on the
 * server, true in the browser) React re-renders every such component synchronously in the task that ends hydration.
 * React asks for the server's value only while a component hydrates, which is how it is told apart from a client mount.
 */
export function useHydrated(): boolean {
  const hydrating = useRef(false);
  const mountedOnClient = useSyncExternalStore(
    subscribeNothing,
    () => !hydrating.current,
    () => {
      hydrating.current = true;
      return false;
    },
  );
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    if (!mountedOnClient) startTransition(() => setHydrated(true));
  }, [mountedOnClient]);
  return mountedOnClient || hydrated;
}
