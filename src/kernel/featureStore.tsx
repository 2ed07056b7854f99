'use client';

/**
 * The feature-store convention (docs/architecture.md, "The feature module"). Every feature that holds state has:
 *
 * 1. `createXStore({ services, site, flags, ... }, init)`: a zustand vanilla store (`createStore` from
 *    'zustand/vanilla'), plain TypeScript, no React; it takes what it needs of `FeatureStoreOptions`, and the
 *    provider's `init` props (what the page already knows: server data, the page's own settings), read once when the
 *    store is made. Creating it does no browser work and calls no service: actions (`load()`, ...) start the work, and
 *    an action whose result is shared (the personal data, "cached in one shared promise") returns the one shared
 *    promise.
 * 2. `XProvider`: creates the store once per mount, so one per server request, per page in the browser, per story
 *    and per test; never at module scope, where one visitor's state would reach the next request. It takes an
 *    injected `store` instead (tests, stories, a page that made it earlier). Browser work starts in an effect, so
 *    the server and the hydrating render show the store's initial state.
 * 3. `useX(selector)`: a slice of the state through zustand's `useStore`, re-rendering only when the slice changes
 *    (a selector that builds a new object or array needs zustand's `useShallow`). Used outside `XProvider` it throws
 *    a setup error naming the provider.
 *
 * `defineFeatureStore` makes 2 and 3 from 1, so a feature writes only its store and names the two exports.
 */
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import { useStorefront, type Storefront } from './StorefrontProvider';

/**
 * What every store is created with: the parts of the storefront that stay the same while a page lives (the viewport
 * platform changes, so a store that needs it reads it in a component).
 */
export type FeatureStoreOptions = Pick<Storefront, 'services' | 'site' | 'flags'>;

export interface FeatureStoreProviderProps<S> {
  /** A store made elsewhere (tests, stories); without it the provider makes its own, once. */
  store?: StoreApi<S>;
  children?: ReactNode;
}

/** Nothing to start a store with. */
export type NoInit = Record<never, never>;

export interface FeatureStoreDefinition<S, I extends object = NoInit> {
  /** The feature's name as its exports spell it: 'Visitor' gives `VisitorProvider` and `useVisitor` in messages. */
  name: string;
  /**
   * Makes the store. `init` is the rest of the provider's props (e.g. the page's server data), read when the store is
   * made: later changes to them do not reach a store that exists (as with React's `useState` initial value).
   */
  create: (options: FeatureStoreOptions, init: I) => StoreApi<S>;
  /** Browser work to start after mount (in an effect, never during render); may return a cleanup. */
  start?: (store: StoreApi<S>) => void | (() => void);
}

export interface FeatureStore<S, I extends object = NoInit> {
  Provider: (props: FeatureStoreProviderProps<S> & I) => ReactNode;
  /** The selected slice of the provider's store. */
  useSelector: <T>(selector: (state: S) => T) => T;
  /** The provider's store itself, for effects that subscribe or read the latest state (no re-render). */
  useStoreApi: () => StoreApi<S>;
}

/** The provider and selector hook of a feature's store (see the convention above). */
export function defineFeatureStore<S, I extends object = NoInit>({
  name,
  create,
  start,
}: FeatureStoreDefinition<S, I>): FeatureStore<S, I> {
  const StoreContext = createContext<StoreApi<S> | null>(null);
  StoreContext.displayName = `${name}Store`;

  function Provider({ store, children, ...init }: FeatureStoreProviderProps<S> & I) {
    const { services, site, flags } = useStorefront();
    const [own] = useState(() => store ?? create({ services, site, flags }, init as unknown as I));
    const active = store ?? own;
    useEffect(() => start?.(active), [active]);
    return <StoreContext.Provider value={active}>{children}</StoreContext.Provider>;
  }
  Provider.displayName = `${name}Provider`;

  function useStoreApi(): StoreApi<S> {
    const store = useContext(StoreContext);
    if (!store) throw new Error(`[crema] use${name} needs a <${name}Provider> above it.`);
    return store;
  }

  function useSelector<T>(selector: (state: S) => T): T {
    return useStore(useStoreApi(), selector);
  }

  return { Provider, useSelector, useStoreApi };
}
