import { createStore, type StoreApi } from 'zustand/vanilla';
import type { FeatureStoreOptions } from '../../kernel';
import { NAVIGATION_FAILURE_LOG } from './constants';
import { loadHeaderNavigation, type HeaderNavigation } from './load';

/** The navigation: loading (placeholder items show), ready, or failed (placeholders stay). */
export type NavigationState = { status: 'loading' } | ({ status: 'ready' } & HeaderNavigation) | { status: 'failed' };

/** The navigation's state of one page: what it shows and the page's path (for the active menu path). */
export interface Navigation {
  navigation: NavigationState;
  /** The page's path, for the active menu path; null when the page did not say. */
  currentPath: string | null;
  /**
   * Loads the header's navigation (the new or the old header's, by the new-header flag) when it is not known yet; a
   * failure keeps the placeholders (new header) or the plain configured links (old header) and is logged.
   */
  loadNavigation(): Promise<void>;
}

export type NavigationStore = StoreApi<Navigation>;

/** What the page already knows when the navigation starts (its provider's props). */
export interface NavigationInit {
  /**
   * The navigation the server loaded (so it is in the HTML), or 'failed' when that failed (placeholders, no retry).
   * Without it, the navigation loads after mount and shows placeholders until then.
   */
  navigation?: HeaderNavigation | 'failed';
  /**
   * The page's path (`/c/kaffee/kaffeebohnen`): the navigation marks the active menu path from it (its last segment
   * against the items). Given by the page, so the server and the hydrating render mark the same items.
   */
  currentPath?: string;
}

export type NavigationStoreOptions = Pick<FeatureStoreOptions, 'services' | 'site' | 'flags'>;

/** The navigation's state of one page (see the feature-store convention in src/kernel/featureStore.tsx). */
export function createNavigationStore(
  { services, site, flags }: NavigationStoreOptions,
  { navigation, currentPath }: NavigationInit = {},
): NavigationStore {
  return createStore<Navigation>()((set, get) => ({
    navigation:
      navigation === undefined
        ? { status: 'loading' }
        : navigation === 'failed'
          ? { status: 'failed' }
          : { status: 'ready', ...navigation },
    currentPath: currentPath ?? null,

    loadNavigation: async () => {
      if (get().navigation.status !== 'loading') return;
      const result = await loadHeaderNavigation(services, site.code, flags.newHeader ? 'new' : 'old');
      if (result.ok) set({ navigation: { status: 'ready', ...result.value } });
      else {
        console.error(NAVIGATION_FAILURE_LOG, result.error);
        set({ navigation: { status: 'failed' } });
      }
    },
  }));
}

/** The navigation's browser work after mount: loading the navigation when the server did not bring it. */
export function startNavigation(store: NavigationStore): void {
  void store.getState().loadNavigation();
}
