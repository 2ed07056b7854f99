'use client';

import { defineFeatureStore } from '../../kernel';
import { createHeaderStore, startHeader, type Header, type HeaderInit } from './store';

const headerStore = defineFeatureStore<Header, HeaderInit>({
  name: 'Header',
  create: createHeaderStore,
  start: startHeader,
});

/**
 * Holds the header state of one page (its own store, or `store`): `reduced` for checkout pages, and the
 * `navigation` the server loaded. After mount it loads the cart count, the search cache key and, when not given, the
 * navigation. Inside a StorefrontProvider.
 */
export const HeaderProvider = headerStore.Provider;

/** A slice of the header state: `useHeader((h) => h.flyout)`. Needs a HeaderProvider above. */
export const useHeader = headerStore.useSelector;

/** The page's header store (for effects that subscribe to it). Needs a HeaderProvider above. */
export const useHeaderStore = headerStore.useStoreApi;
