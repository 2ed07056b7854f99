/**
 * The feature-store convention (DESIGN.md "Features"). Every feature that holds state has:
 *
 * 1. `createXStore({ services, site, flags, ... })`: a zustand vanilla store (`createStore` from 'zustand/vanilla'),
 *    plain TypeScript, no React; it takes what it needs of `FeatureStoreOptions`. Creating it does no browser work
 *    and calls no service: actions (`load()`, ...) start the work, and an action whose result the spec shares
 *    returns the one shared promise.
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

export interface FeatureStoreDefinition<S> {
  /** The feature's name as its exports spell it: 'Visitor' gives `VisitorProvider` and `useVisitor` in messages. */
  name: string;
  create: (options: FeatureStoreOptions) => StoreApi<S>;
  /** Browser work to start after mount (in an effect, never during render); may return a cleanup. */
  start?: (store: StoreApi<S>) => void | (() => void);
}

export interface FeatureStore<S> {
  Provider: (props: FeatureStoreProviderProps<S>) => ReactNode;
  /** The selected slice of the provider's store. */
  useSelector: <T>(selector: (state: S) => T) => T;
}

/** The provider and selector hook of a feature's store (see the convention above). */
export function defineFeatureStore<S>({ name, create, start }: FeatureStoreDefinition<S>): FeatureStore<S> {
  const StoreContext = createContext<StoreApi<S> | null>(null);
  StoreContext.displayName = `${name}Store`;

  function Provider({ store, children }: FeatureStoreProviderProps<S>) {
    const { services, site, flags } = useStorefront();
    const [own] = useState(() => store ?? create({ services, site, flags }));
    const active = store ?? own;
    useEffect(() => start?.(active), [active]);
    return <StoreContext.Provider value={active}>{children}</StoreContext.Provider>;
  }
  Provider.displayName = `${name}Provider`;

  function useSelector<T>(selector: (state: S) => T): T {
    const store = useContext(StoreContext);
    if (!store) throw new Error(`[crema] use${name} needs a <${name}Provider> above it.`);
    return useStore(store, selector);
  }

  return { Provider, useSelector };
}
