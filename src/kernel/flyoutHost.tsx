'use client';

/**
 * The page's flyout host in React (./flyouts: the host's state and actions). The header's store is the page's host
 * (HeaderProvider renders `FlyoutHostProvider` with it); the navigation's bars and menus read and change the flyout
 * through `useFlyoutHost`, so they need no header, only a host above them.
 */
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { flyoutOpened, type FlyoutHost, type FlyoutHostStore } from './flyouts';

const FlyoutHostContext = createContext<FlyoutHostStore | null>(null);
FlyoutHostContext.displayName = 'FlyoutHostStore';

export interface FlyoutHostProviderProps {
  /** The page's flyout host: the header's store, or `createFlyoutHostStore()`. */
  store: FlyoutHostStore;
  children?: ReactNode;
}

/** Makes `store` the flyout host of everything inside (HeaderProvider renders it with the header's store). */
export function FlyoutHostProvider({ store, children }: FlyoutHostProviderProps) {
  return <FlyoutHostContext.Provider value={store}>{children}</FlyoutHostContext.Provider>;
}

/** The page's flyout host store (for effects that read the latest state). Needs a FlyoutHostProvider above. */
export function useFlyoutHostStore(): FlyoutHostStore {
  const store = useContext(FlyoutHostContext);
  if (!store)
    throw new Error('[crema] useFlyoutHost needs a <FlyoutHostProvider> above it (HeaderProvider renders one).');
  return store;
}

/** A slice of the page's flyout host: `useFlyoutHost((h) => h.flyout)`. Needs a FlyoutHostProvider above. */
export function useFlyoutHost<T>(selector: (host: FlyoutHost) => T): T {
  return useStore(useFlyoutHostStore(), selector);
}

/**
 * Calls `onOpened` each time a flyout opens on the page's flyout host, or another takes the open one's place
 * (`flyoutOpened`): the top banner closes then. Nothing happens without a host above (a part placed outside a header).
 * `onOpened` should keep its identity between renders (a `useCallback`).
 */
export function useFlyoutOpened(onOpened: () => void): void {
  const store = useContext(FlyoutHostContext);
  useEffect(
    () =>
      store?.subscribe((host, before) => {
        if (flyoutOpened(before.flyout, host.flyout)) onOpened();
      }),
    [store, onOpened],
  );
}
