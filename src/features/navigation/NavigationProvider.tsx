'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { defineFeatureStore, type FeatureStoreProviderProps } from '../../kernel';
import { createNavigationStore, startNavigation, type Navigation, type NavigationInit } from './store';

const navigationStore = defineFeatureStore<Navigation, NavigationInit>({
  name: 'Navigation',
  create: createNavigationStore,
  start: startNavigation,
});

/** Whether a NavigationProvider is above (NavigationScope then uses it). */
const HasNavigation = createContext(false);

export type NavigationProviderProps = FeatureStoreProviderProps<Navigation> & NavigationInit;

/**
 * Holds the navigation of one page (its own store, or `store`): the `navigation` the server loaded and the page's
 * `currentPath` (the active menu path). After mount it loads the navigation when it was not given (the new or the old
 * header's, by the new-header flag). Inside a StorefrontProvider; the navigation's bars and menus also need the page's
 * flyout host (HeaderProvider is one).
 */
export function NavigationProvider({ children, ...props }: NavigationProviderProps): ReactNode {
  return (
    <navigationStore.Provider {...props}>
      <HasNavigation.Provider value>{children}</HasNavigation.Provider>
    </navigationStore.Provider>
  );
}

/** A slice of the navigation state: `useNavigation((n) => n.currentPath)`. Needs a NavigationProvider above. */
export const useNavigation = navigationStore.useSelector;

/** The page's navigation store (for effects that read the latest state). Needs a NavigationProvider above. */
export const useNavigationStore = navigationStore.useStoreApi;

/**
 * Its children inside the page's NavigationProvider, or inside one of their own when the page has none (the header's
 * default navigation under a page that gave no navigation: it loads after mount, as with an empty provider).
 */
export function NavigationScope({ children }: { children?: ReactNode }): ReactNode {
  return useContext(HasNavigation) ? children : <NavigationProvider>{children}</NavigationProvider>;
}
