import { createStore, type StoreApi } from 'zustand/vanilla';
import { fetchPersonalData } from '../../services/personalData';
import type { FeatureStoreOptions } from '../featureStore';
import { PERSONAL_DATA_FAILURE_LOG } from './constants';
import { loggedOutVisitor, uninitializedVisitor, visitorFromPersonalData, type VisitorState } from './visitor';

export interface VisitorActions {
  /**
   * Loads the personal data and fills the state. The psdata call's "result parsed as JSON and cached in one shared
   * promise for reuse": every call returns the first call's promise, so the header, cart and footer make one request.
   * Never rejects: a failure leaves the visitor logged out, initialized, and is logged once.
   */
  load(): Promise<void>;
}

export type Visitor = VisitorState & VisitorActions;
export type VisitorStore = StoreApi<Visitor>;

export type VisitorStoreOptions = Pick<FeatureStoreOptions, 'services'>;

/**
 * The visitor's state, one store per page (see the feature-store convention in
 * src/kernel/featureStore.tsx). Creating it calls nothing; `load()` does.
 */
export function createVisitorStore({ services }: VisitorStoreOptions): VisitorStore {
  let loading: Promise<void> | undefined;
  return createStore<Visitor>()((set) => {
    const failed = (error: unknown) => {
      console.error(PERSONAL_DATA_FAILURE_LOG, error);
      set(loggedOutVisitor);
    };
    return {
      ...uninitializedVisitor,
      load: () =>
        (loading ??= fetchPersonalData(services).then(
          (result) => (result.ok ? set(visitorFromPersonalData(result.value)) : failed(result.error)),
          // The client turns every outcome into a value; a throw here is a bug elsewhere, still not the visitor's.
          failed,
        )),
    };
  });
}
