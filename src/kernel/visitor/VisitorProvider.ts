'use client';

import type { ReactNode } from 'react';
import { defineFeatureStore, type FeatureStoreProviderProps, type NoInit } from '../featureStore';
import { createVisitorStore, type Visitor } from './store';

const visitorStore = defineFeatureStore<Visitor>({
  name: 'Visitor',
  create: createVisitorStore,
  // "Personal data is loaded when the header starts": after mount, in the browser only.
  start: (store) => void store.getState().load(),
});

/**
 * Holds the visitor state of one page (its own store, or `store`) and loads the personal data after hydration.
 * Inside a StorefrontProvider.
 */
export const VisitorProvider: (props: FeatureStoreProviderProps<Visitor> & NoInit) => ReactNode = visitorStore.Provider;

/** A slice of the visitor state: `useVisitor((v) => v.loggedInOrRemembered)`. Needs a VisitorProvider above. */
export const useVisitor = visitorStore.useSelector;
