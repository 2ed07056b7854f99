'use client';

import { defineFeatureStore } from '../../kernel';
import { createMinicartStore, knownCartCount, startMinicart, type Minicart, type MinicartInit } from './store';

const minicartStore = defineFeatureStore<Minicart, MinicartInit>({
  name: 'Minicart',
  create: createMinicartStore,
  start: startMinicart,
});

/**
 * Holds the mini cart of one page (its own store, or `store`). After mount it shows the cached cart, loads the cart,
 * reloads it on every cart-update event and follows the cart other tabs store. `cart`: the visitor's cart the server
 * already read for this page (shown at once, not loaded again). Inside a StorefrontProvider.
 */
export const MinicartProvider = minicartStore.Provider;

/** A slice of the mini cart: `useMinicart((m) => m.cart)`. Needs a MinicartProvider above. */
export const useMinicart = minicartStore.useSelector;

/** The page's mini cart store (for effects that subscribe to it). Needs a MinicartProvider above. */
export const useMinicartStore = minicartStore.useStoreApi;

/**
 * The cart's article count, for the header's badge (`<Header cartCount={useCartCount()} />`): null while nothing is
 * known (on the server and until the cached or loaded cart is in), the cached cart's count at once after hydration,
 * then the loaded cart's, optimistic edits included; 0 after a failed load (logged by the store). Reloaded on every
 * cart-update event. Needs a MinicartProvider above.
 */
export const useCartCount = (): number | null => useMinicart(knownCartCount);
