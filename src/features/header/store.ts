import { createStore, type StoreApi } from 'zustand/vanilla';
import { emit, listen, readCookies, readJson, writeJson } from '../../platform/browser';
import { defaultHeaderPlatform, type HeaderPlatform, type SiteCode } from '../../platform/site';
import { fetchCart, fetchSearchCacheKey } from '../../services';
import type { FeatureStoreOptions } from '../../kernel';
import { validCartCount } from './cartCount';
import {
  CACHE_KEY_FAILURE_LOG,
  CART_COUNT_FAILURE_LOG,
  CART_COUNT_INVALID_LOG,
  CART_COUNT_STORAGE_KEY,
  NAVIGATION_FAILURE_LOG,
  type CartCountSource,
} from './constants';
import { closedFlyout, openFlyout, selectParent, toggleFlyout, type FlyoutState, type FlyoutTarget } from './flyout';
import { loadHeaderNavigation, type HeaderNavigation } from './navigation';
import { isReducedHeader } from '../../kernel/reduced';

/** The new header's navigation: loading (placeholder items show), ready, or failed (placeholders stay). */
export type NavigationState = { status: 'loading' } | ({ status: 'ready' } & HeaderNavigation) | { status: 'failed' };

/**
 * "Header state: site (default DE), isReducedVersion, platform (default CLASSIC), isSticky", with the flyout state,
 * whether the header is hidden by scrolling, the cart count and the new header's navigation.
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
  /** The number of articles in the cart; null while nothing is known (no answer yet, nothing stored). */
  cartCount: number | null;
  /** Where the count comes from (the provider's `cartCountSource`). */
  cartCountSource: CartCountSource;
  navigation: NavigationState;
  /** The search cache key fetched at start (what it is used for is not given); null until known. */
  cacheKey: string | null;
  /** The page's path, for the active menu path; null when the page did not say. */
  currentPath: string | null;
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
  /**
   * Loads the cart count (GET /service/cart/api/cart), `forceReload` after a cart-update event. Never rejects: a
   * failure shows 0 and is logged; an answer older than a newer request's is dropped.
   */
  loadCartCount(options?: { forceReload?: boolean }): Promise<void>;
  /** Takes a count from elsewhere (the mini cart's count-changed event, storage); a non-count is 0, logged once. */
  setCartCount(count: unknown): void;
  /**
   * Loads the header's navigation (the new or the old header's, by the flag) when it is not known yet; a failure
   * keeps the placeholders (new header) or the plain configured links (old header) and is logged.
   */
  loadNavigation(): Promise<void>;
  /** The cache-key call, "GET /service/searchfrontend/api/cachekey ... at header start". Never rejects. */
  loadCacheKey(): Promise<void>;
}

export type Header = HeaderState & HeaderActions;
export type HeaderStore = StoreApi<Header>;

/** What the page already knows when the header starts (its provider's props). */
export interface HeaderInit {
  /** The page shows the reduced header (checkout); the affiliate and new-app cookies add to it in the browser. */
  reduced?: boolean;
  /**
   * The navigation the server loaded (so it is in the HTML), or 'failed' when that failed (placeholders, no retry).
   * Without it, the new header loads it after mount and shows placeholders until then.
   */
  navigation?: HeaderNavigation | 'failed';
  /**
   * The page's path (`/c/kaffee/kaffeebohnen`): the navigation marks the active menu path from it (its last segment
   * against the items). Given by the page, so the server and the hydrating render mark the same items.
   */
  currentPath?: string;
  /**
   * 'service' (default): the header loads the count itself and reloads it on cart-update. 'count-changed': a mini cart
   * on the page loads the cart and tells its count in a count-changed event, so the header only listens and the page
   * asks once.
   */
  cartCountSource?: CartCountSource;
}

export type HeaderStoreOptions = Pick<FeatureStoreOptions, 'services' | 'site' | 'flags'>;

/** The header's state of one page (see the feature-store convention in src/kernel/featureStore.tsx). */
export function createHeaderStore(
  { services, site, flags }: HeaderStoreOptions,
  { reduced = false, navigation, currentPath, cartCountSource = 'service' }: HeaderInit = {},
): HeaderStore {
  let cartRequest = 0;
  let invalidCountLogged = false;
  return createStore<Header>()((set, get) => {
    /**
     * Every flyout change goes through here: opening a flyout, or switching to another one, tells the page
     * (`flyout-opened`), so the top banner closes (the banner "closes ... when an icon flyout or the navigation opens";
     * the promotions feature listens).
     */
    const setFlyout = (flyout: FlyoutState) => {
      const before = get().flyout;
      if (flyout === before) return;
      set({ flyout });
      const opened =
        flyout.kind !== 'closed' &&
        (before.kind !== flyout.kind ||
          (flyout.kind === 'items' && before.kind === 'items' && before.itemId !== flyout.itemId));
      if (opened)
        emit('flyout-opened', flyout.kind === 'items' ? { kind: 'items', itemId: flyout.itemId } : { kind: 'search' });
    };
    const applyCount = (value: unknown) => {
      const count = validCartCount(value);
      if (count === undefined && !invalidCountLogged) {
        invalidCountLogged = true;
        console.error(CART_COUNT_INVALID_LOG, value);
      }
      set({ cartCount: count ?? 0 });
      writeJson('local', CART_COUNT_STORAGE_KEY, count ?? 0);
    };
    return {
      site: site.code,
      isReducedVersion: reduced,
      platform: defaultHeaderPlatform,
      isSticky: flags.newHeader && !reduced,
      flyout: closedFlyout,
      hidden: false,
      cartCount: null,
      cartCountSource,
      navigation:
        navigation === undefined
          ? { status: 'loading' }
          : navigation === 'failed'
            ? { status: 'failed' }
            : { status: 'ready', ...navigation },
      cacheKey: null,
      currentPath: currentPath ?? null,

      toggleFlyout: (target) => setFlyout(toggleFlyout(get().flyout, target)),
      openFlyout: (target) => setFlyout(openFlyout(get().flyout, target)),
      closeFlyout: () => setFlyout(closedFlyout),
      selectFlyoutParent: (itemId) => setFlyout(selectParent(get().flyout, itemId)),
      setFlyout,
      setPlatform: (platform) => set({ platform }),
      setHidden: (hidden) => set({ hidden: hidden && get().isSticky }),
      setReduced: (isReducedVersion) =>
        set({ isReducedVersion, isSticky: flags.newHeader && !isReducedVersion, hidden: false }),

      loadCartCount: async ({ forceReload = false } = {}) => {
        const request = ++cartRequest;
        const result = await fetchCart(services, { forceReload });
        if (request !== cartRequest) return;
        if (!result.ok) {
          console.error(CART_COUNT_FAILURE_LOG, result.error);
          set({ cartCount: 0 });
          return;
        }
        // 304: nothing changed since the last answer; the count shown stays.
        if (result.value.kind === 'cart') applyCount(result.value.cart.numberOfArticles);
      },
      setCartCount: (count) => {
        // A count from elsewhere is newer than any answer still on its way.
        cartRequest++;
        applyCount(count);
      },

      loadNavigation: async () => {
        if (get().navigation.status !== 'loading') return;
        const result = await loadHeaderNavigation(services, site.code, flags.newHeader ? 'new' : 'old');
        if (result.ok) set({ navigation: { status: 'ready', ...result.value } });
        else {
          console.error(NAVIGATION_FAILURE_LOG, result.error);
          set({ navigation: { status: 'failed' } });
        }
      },

      loadCacheKey: async () => {
        const result = await fetchSearchCacheKey(services);
        if (result.ok) set({ cacheKey: result.value.cacheKey });
        else console.error(CACHE_KEY_FAILURE_LOG, result.error);
      },
    };
  });
}

/**
 * The header's browser work after mount: the last known count from storage at once, then the cart count, refreshed on
 * every cart-update event (with `cartCountSource: 'service'`) and taken from the mini cart's count-changed event; the
 * reduced-header cookies; the navigation when the server did not bring it; the search cache key. Returns the cleanup.
 */
export function startHeader(store: HeaderStore): () => void {
  const header = store.getState();
  const stored = readJson(
    'local',
    CART_COUNT_STORAGE_KEY,
    null,
    (value): value is number => validCartCount(value) !== undefined,
  );
  if (stored !== null) store.setState({ cartCount: stored });
  if (!header.isReducedVersion && isReducedHeader({}, readCookies())) header.setReduced(true);
  const ownCount = header.cartCountSource === 'service';
  if (ownCount) void header.loadCartCount();
  void header.loadNavigation();
  void header.loadCacheKey();
  const stopUpdates = ownCount
    ? listen('cart-update', () => void store.getState().loadCartCount({ forceReload: true }))
    : () => {};
  const stopCounts = listen('count-changed', (detail) => store.getState().setCartCount(detail?.count));
  return () => {
    stopUpdates();
    stopCounts();
  };
}
