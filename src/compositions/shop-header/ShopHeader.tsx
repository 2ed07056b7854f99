'use client';

import { lazy, useCallback, useId, type ReactElement } from 'react';
import { skipLinkTargets, useStorefront } from '../../kernel';
import { AppBanner, type AppBannerDecision } from '../../features/app-banner';
import {
  Header,
  headerIconClassNames,
  useHeader,
  useHeaderStore,
  type HeaderProps,
  type HeaderSlots,
} from '../../features/header';
// Modules by path where a feature's index would also bring a part that loads lazily here (the mini cart's dialog, the
// phones' menu) into the page's first-load script.
import { LazyMinicartDialog } from '../../features/minicart/LazyMinicartDialog';
import { useCartCount } from '../../features/minicart/MinicartProvider';
import { ClassicNavigation } from '../../features/navigation/ClassicNavigation';
import { MainNavigation } from '../../features/navigation/MainNavigation';
import { MenuButton } from '../../features/navigation/MenuButton';
import { NavigationScope } from '../../features/navigation/NavigationProvider';
import { PromotionSlot, type HeaderPromotions } from '../../features/promotion';
import { HEADER_BENEFITS_PROMOTION_ID, TOP_BANNER_PLACEMENT } from '../../services';

/**
 * The parts that load lazily, each its own chunk, out of the page's first-load script: the phones' menu (with Radix's
 * dialog; closed it renders nothing, so the server's HTML loses nothing, and a tap on the menu button before it is in
 * is kept: the open flyout is the header's state), the search combobox (downshift and the suggestions; the server's box
 * is a form that posts to /search, so it works before), and the desktop flyouts' category promotion (loaded when a
 * flyout first opens). The header renders each inside a deferred part.
 */
const MobileDrillDown = lazy(() =>
  import('../../features/navigation/MobileDrillDown').then((m) => ({ default: m.MobileDrillDown })),
);
const SearchBox = lazy(() => import('../../features/search/SearchBox').then((m) => ({ default: m.SearchBox })));
const CategoryPromotion = lazy(() => import('../../features/promotion/CategoryPromotion'));

/** The cart button opens the mini cart once the page is interactive (its dialog loads lazily). */
const minicartDialog = (trigger: ReactElement) => <LazyMinicartDialog trigger={trigger} />;

export interface ShopHeaderProps extends HeaderSlots {
  /**
   * The page's `?query=` value ("/search?query={term} ... the query also pre-fills the search box"), as the server read
   * it; the search box sanitises it. Without it the box starts empty.
   */
  searchQuery?: string;
  /**
   * The top banner and the header benefits as the server loaded them (`loadHeaderPromotions` of `crema/server`): shown
   * at once, refetched in preview mode. Without it the header shows no promotions.
   */
  promotions?: HeaderPromotions;
  /**
   * The app-install banner's decision as the server took it from the request (`appBannerDecision` of `crema/server`);
   * the browser decides again with the stored closed flag. Without it the header shows no app banner.
   */
  appBannerDecision?: AppBannerDecision;
}

/**
 * The shop's header: the header's slots filled with the shop's features. The navigation's top bar (the main navigation
 * with its desktop flyouts and their category promotions in the new header, the four configured items with their
 * drill-down flyouts in the old one), the phones' menu button and drill-down menu, the search box, the cart button with
 * the mini cart's count and dialog, and, when the page brings them, the top banner, the header benefits and the app
 * banner. Any slot given here takes the place of the shop's part.
 *
 * Inside a StorefrontProvider, a HeaderProvider (the layout, hiding and the open flyout) and a MinicartProvider (the
 * cart and its count); a NavigationProvider above gives the navigation the server loaded and the page's path, without
 * one the navigation loads after mount.
 */
export function ShopHeader({ searchQuery, promotions, appBannerDecision, ...slots }: ShopHeaderProps) {
  const { flags } = useStorefront();
  const reduced = useHeader((h) => h.isReducedVersion);
  const store = useHeaderStore();
  const id = useId();
  const menuId = `${id}-menu`;
  // The open suggestion list is the new header's search flyout (the flyout state "search box"): opening it tells the
  // page (the top banner closes) and keeps the header from hiding while it is open.
  const onSearchOpenChange = useCallback(
    (open: boolean) => {
      const { flyout, openFlyout, closeFlyout } = store.getState();
      if (open) openFlyout({ kind: 'search' });
      else if (flyout.kind === 'search') closeFlyout();
    },
    [store],
  );
  const shop: HeaderProps = flags.newHeader
    ? {
        navigation: <MainNavigation categoryPromotion={CategoryPromotion} />,
        menuButton: (
          <MenuButton
            controls={menuId}
            className={headerIconClassNames.button}
            labelClassName={headerIconClassNames.label}
          />
        ),
        menuFlyout: <MobileDrillDown id={menuId} />,
        // The skip link "to search" lands on this box's input.
        search: (
          <SearchBox
            variant="flyout"
            inputId={skipLinkTargets.search}
            initialQuery={searchQuery}
            onOpenChange={onSearchOpenChange}
          />
        ),
      }
    : {
        navigation: <ClassicNavigation />,
        // The old header's search flyout (its search icon is the skip link's target).
        search: <SearchBox variant="overlay" inputId={`${id}-search`} initialQuery={searchQuery} />,
      };
  if (appBannerDecision) shop.appBanner = <AppBanner initialDecision={appBannerDecision} reducedHeader={reduced} />;
  if (promotions) {
    shop.topPromotion = <PromotionSlot id={TOP_BANNER_PLACEMENT} initial={promotions.banner} />;
    shop.benefits = <PromotionSlot id={HEADER_BENEFITS_PROMOTION_ID} initial={promotions.benefits} />;
  }
  shop.cartDialog = minicartDialog;
  // A slot given takes the shop's part's place; one given as undefined leaves it.
  for (const [slot, part] of Object.entries(slots) as [keyof HeaderSlots, never][])
    if (part !== undefined) shop[slot] = part;
  return (
    <NavigationScope>
      <HeaderWithCartCount {...shop} />
    </NavigationScope>
  );
}

/**
 * The header with the mini cart's count: only this re-renders when the count changes, so the slots' elements keep
 * their identity and a deferred part still waiting to hydrate (the search box, typed into before its script) is not
 * given new props, which would make React drop its server HTML and render it anew.
 */
function HeaderWithCartCount(props: HeaderProps) {
  return <Header {...props} cartCount={useCartCount()} />;
}
