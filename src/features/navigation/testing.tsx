/** Test helpers of the navigation (never imported by the components). */
import { useState } from 'react';
import type { FlyoutItem } from '../../services';
import { FlyoutHostProvider } from '../../kernel/flyoutHost';
import { createFlyoutHostStore, type FlyoutHostStore } from '../../kernel/flyouts';
import { NavigationProvider, type NavigationProviderProps } from './NavigationProvider';

/**
 * A flyout item ("Navigation item": id, name, url, newTab, flag, children) named by its id, in the same tab, without
 * 'new' flag; `extra` overrides any field (`{ name }`, `{ newTab: true, flag: true }`).
 */
export const flyoutItem = (
  id: string,
  url: string | undefined,
  children: FlyoutItem[] = [],
  extra: Partial<FlyoutItem> = {},
): FlyoutItem => ({ id, name: id, url, newTab: false, flag: false, children, ...extra });

export interface NavigationPageProps extends NavigationProviderProps {
  /** The page's flyout host (a test reads its flyout); default: a sticky host of its own, as the new header's. */
  host?: FlyoutHostStore;
}

/**
 * What the navigation needs of a page, as a shop page has it without the header: the page's flyout host (on a shop
 * page, HeaderProvider's store) and the NavigationProvider with what the server loaded and the page's path. Inside a
 * StorefrontProvider.
 */
export function NavigationPage({ host, children, ...init }: NavigationPageProps) {
  const [store] = useState(() => host ?? createFlyoutHostStore({ isSticky: true }));
  return (
    <FlyoutHostProvider store={store}>
      <NavigationProvider {...init}>{children}</NavigationProvider>
    </FlyoutHostProvider>
  );
}
