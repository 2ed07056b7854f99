import { createStore, type StoreApi } from 'zustand/vanilla';
import { readCookies } from '../../platform/browser';
import { defaultHeaderPlatform, type HeaderPlatform, type SiteCode } from '../../platform/site';
import { fetchSearchCacheKey } from '../../services';
import type { FeatureStoreOptions } from '../../kernel';
import { closedFlyout, flyoutHostActions, type FlyoutState, type FlyoutTarget } from '../../kernel/flyouts';
import { CACHE_KEY_FAILURE_LOG } from './constants';
import { isReducedHeader } from '../../kernel/reduced';

/**
 * "Header state: site (default DE), isReducedVersion, platform (default CLASSIC), isSticky", with the flyout state and
 * whether the header is hidden by scrolling. The header's store is the page's flyout host (the kernel's `FlyoutHost`:
 * the flyout state, isSticky and the flyout actions); the navigation's state is the navigation's own. The cart count is
 * not the header's: it shows the count it is given (`Header`'s `cartCount`, from the mini cart's `useCartCount()`).
 */
export interface HeaderState {
  site: SiteCode;
  isReducedVersion: boolean;
  platform: HeaderPlatform;
  /** The new header is sticky; the old and the reduced header scroll with the page. */
  isSticky: boolean;
  flyout: FlyoutState;
  /** Hidden by scrolling down; only a sticky header hides. */
  hidden: boolean;
  /** The search cache key fetched at start (what it is used for is not given); null until known. */
  cacheKey: string | null;
}

export interface HeaderActions {
  /** A click on a header item or the search icon: opens its flyout, or closes it when it is already open. */
  toggleFlyout(target: FlyoutTarget): void;
  /** Opens a flyout (hover after the delay, keyboard), never closing it. */
  openFlyout(target: FlyoutTarget): void;
  closeFlyout(): void;
  /** Selects a parent item inside the open header-item flyout. */
  selectFlyoutParent(itemId: string | undefined): void;
  /** Sets the flyout state as decided elsewhere (the navigation's pointer rules, `flyoutIntent`). */
  setFlyout(flyout: FlyoutState): void;
  setPlatform(platform: HeaderPlatform): void;
  setHidden(hidden: boolean): void;
  /** Switches the reduced header on (a cookie found in the browser) or off. */
  setReduced(reduced: boolean): void;
  /** The cache-key call, "GET /service/searchfrontend/api/cachekey ... at header start". Never rejects. */
  loadCacheKey(): Promise<void>;
}

export type Header = HeaderState & HeaderActions;
export type HeaderStore = StoreApi<Header>;

/** What the page already knows when the header starts (its provider's props). */
export interface HeaderInit {
  /** The page shows the reduced header (checkout); the affiliate and new-app cookies add to it in the browser. */
  reduced?: boolean;
}

export type HeaderStoreOptions = Pick<FeatureStoreOptions, 'services' | 'site' | 'flags'>;

/** The header's state of one page (see the feature-store convention in src/kernel/featureStore.tsx). */
export function createHeaderStore(
  { services, site, flags }: HeaderStoreOptions,
  { reduced = false }: HeaderInit = {},
): HeaderStore {
  return createStore<Header>()((set, get) => ({
    site: site.code,
    isReducedVersion: reduced,
    platform: defaultHeaderPlatform,
    isSticky: flags.newHeader && !reduced,
    flyout: closedFlyout,
    hidden: false,
    cacheKey: null,

    // The header's store is the page's flyout host: the navigation opens and closes flyouts through it, and the top
    // banner closes when one opens (it subscribes: `useFlyoutOpened`).
    ...flyoutHostActions(
      () => get().flyout,
      (flyout) => set({ flyout }),
    ),
    setPlatform: (platform) => set({ platform }),
    setHidden: (hidden) => set({ hidden: hidden && get().isSticky }),
    setReduced: (isReducedVersion) =>
      set({ isReducedVersion, isSticky: flags.newHeader && !isReducedVersion, hidden: false }),

    loadCacheKey: async () => {
      const result = await fetchSearchCacheKey(services);
      if (result.ok) set({ cacheKey: result.value.cacheKey });
      else console.error(CACHE_KEY_FAILURE_LOG, result.error);
    },
  }));
}

/**
 * The header's browser work after mount: the reduced-header cookies; the search cache key. It asks nothing of the cart
 * (the count is the mini cart's) and listens to no window event.
 */
export function startHeader(store: HeaderStore): void {
  const header = store.getState();
  if (!header.isReducedVersion && isReducedHeader({}, readCookies())) header.setReduced(true);
  void header.loadCacheKey();
}
