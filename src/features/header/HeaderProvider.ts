'use client';

import { createElement, type ReactNode } from 'react';
import { defineFeatureStore, type FeatureStoreProviderProps } from '../../kernel';
import { FlyoutHostProvider } from '../../kernel/flyoutHost';
import { createHeaderStore, startHeader, type Header, type HeaderInit } from './store';

const headerStore = defineFeatureStore<Header, HeaderInit>({
  name: 'Header',
  create: createHeaderStore,
  start: startHeader,
});

/** The header's store as the page's flyout host (the navigation opens and closes its flyouts through it). */
function HeaderFlyoutHost({ children }: { children?: ReactNode }) {
  return createElement(FlyoutHostProvider, { store: headerStore.useStoreApi() }, children);
}

/**
 * Holds the header state of one page (its own store, or `store`): `reduced` for checkout pages. It is the page's
 * flyout host (the kernel's `FlyoutHostProvider`), so the navigation inside opens its flyouts in the header's state;
 * the navigation's own state (what the server loaded, the page's path) is `NavigationProvider`'s. After mount it loads
 * the search cache key. The cart count is not the header's (`Header`'s `cartCount`). Inside a StorefrontProvider.
 */
export function HeaderProvider({ children, ...props }: FeatureStoreProviderProps<Header> & HeaderInit): ReactNode {
  return createElement(headerStore.Provider, props, createElement(HeaderFlyoutHost, null, children));
}

/** A slice of the header state: `useHeader((h) => h.flyout)`. Needs a HeaderProvider above. */
export const useHeader = headerStore.useSelector;

/** The page's header store (for effects that subscribe to it). Needs a HeaderProvider above. */
export const useHeaderStore = headerStore.useStoreApi;
