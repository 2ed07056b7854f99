'use client';

import { lazy, useCallback, useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { ContentBlock } from '../../primitives/ContentBlock';
import { skipLinkTargets, useStorefront } from '../../kernel';
import * as styles from './Header.css';
import { CartLink, SearchToggle, StoreFinderLink, UserLink, type CartDialogSlot } from './HeaderIcons';
import { useHeader, useHeaderStore } from './HeaderProvider';
import { Logo } from './Logo';
import { MobileMenuButton } from './NavigationBar';
import { ClassicNavigation } from '../navigation/ClassicNavigation';
import { MainNavigation } from '../navigation/MainNavigation';
import { ReducedHeader } from './ReducedHeader';
import { SkipLinks, type SkipLinkTarget } from './SkipLinks';
import { useHideOnScroll } from './useHideOnScroll';
import { useScrollAwayTop } from './useScrollAwayTop';
import { Deferred } from '../../kernel/deferred';

/**
 * The phones' menu loads lazily: it and Radix's dialog stay out of the page's first-load script. Closed, it renders
 * nothing, so the server's HTML loses nothing; the menu button's state is the header's store, so a tap on it before the
 * chunk is in is kept, and the menu opens as soon as it has arrived.
 */
const MobileDrillDown = lazy(() =>
  import('../navigation/MobileDrillDown').then((m) => ({ default: m.MobileDrillDown })),
);

/**
 * The search combobox loads lazily as well (downshift and the suggestions, about 17 KiB gzip): the server's box is a
 * form that posts to /search, so it works before; text typed and focus taken meanwhile are taken over when it hydrates.
 */
const SearchBox = lazy(() => import('../search/SearchBox').then((m) => ({ default: m.SearchBox })));

/**
 * The slots other features fill (each has a working default where the header needs one to be usable): the search
 * feature's combobox, the promotions feature's banner and app banner; the navigation's top bar is the default.
 */
export interface HeaderSlots {
  /**
   * New header: the top bar's navigation (default: the main navigation, the theme-world overview and the header
   * tree's items with their flyouts; placeholders while loading).
   */
  navigation?: ReactNode;
  /** New header: the menu flyout (default: on phones, the mobile items under a menu button). */
  menuFlyout?: ReactNode;
  /**
   * The search box. It must carry `id={skipLinkTargets.search}` on its input in the new header, the skip link's
   * target. Default: the search feature's `SearchBox` (`flyout` in the new header, `overlay` in the old one's flyout).
   */
  search?: ReactNode;
  /** The search flyout: suggestions under the new header's box; the old header's whole search flyout. */
  searchFlyout?: ReactNode;
  /** New header: the app-install banner, above the bar. */
  appBanner?: ReactNode;
  /** New header: the top promotion (banner), above the bar. */
  topPromotion?: ReactNode;
  /** Below the bar (both layouts): the header benefits. */
  benefits?: ReactNode;
  /**
   * Both layouts: the dialog the cart icon opens once the page is interactive: `"minicart"` (the mini cart, loaded
   * lazily), or a function given the cart button as its trigger. Without it, and always before hydration, the cart
   * icon is a link to the cart page.
   */
  cartDialog?: CartDialogSlot;
}

export interface HeaderProps extends HeaderSlots {
  /**
   * The page's `?query=` value ("/search?query={term} ... the query also pre-fills the search box"), as the server read
   * it; the default search box sanitises it. Without it the box starts empty.
   */
  searchQuery?: string;
}

const fullTargets: readonly SkipLinkTarget[] = ['search', 'main', 'footer'];
const reducedTargets: readonly SkipLinkTarget[] = ['main', 'footer'];

/**
 * The shop's header: the new header (sticky, header-tree navigation) when the new-header flag is on, otherwise the old
 * header (four configured items, search flyout); the reduced header on checkout pages and with an affiliate or new-app
 * cookie. Skip links come first. Renders the `<header>` banner itself, inside a HeaderProvider.
 */
export function Header(slots: HeaderProps) {
  const { flags, platform } = useStorefront();
  const store = useHeaderStore();
  const reduced = useHeader((h) => h.isReducedVersion);
  const sticky = useHeader((h) => h.isSticky);
  const hidden = useHeader((h) => h.hidden);
  const setPlatform = useHeader((h) => h.setPlatform);
  const setHidden = useHeader((h) => h.setHidden);
  const ref = useRef<HTMLElement>(null);
  useEffect(() => setPlatform(platform), [platform, setPlatform]);
  useHideOnScroll(ref, store, sticky);

  return (
    <header
      ref={ref}
      className={styles.header}
      data-sticky={sticky}
      data-hidden={hidden}
      data-layout={reduced ? 'reduced' : flags.newHeader ? 'new' : 'old'}
      // WCAG 2.4.11: whatever gets focus in the header is shown.
      onFocus={() => hidden && setHidden(false)}
    >
      <SkipLinks targets={reduced ? reducedTargets : fullTargets} />
      {reduced ? (
        <ContentBlock gutter>
          <ReducedHeader />
        </ContentBlock>
      ) : flags.newHeader ? (
        <NewHeaderLayout {...slots} header={ref} />
      ) : (
        <OldHeaderLayout {...slots} />
      )}
    </header>
  );
}

function Icons({ search, cartDialog }: { search?: ReactNode; cartDialog?: CartDialogSlot }) {
  return (
    <ul className={styles.iconList}>
      {search && <li>{search}</li>}
      <li>
        <StoreFinderLink />
      </li>
      <li>
        <UserLink />
      </li>
      <li>
        <CartLink dialog={cartDialog} />
      </li>
    </ul>
  );
}

/**
 * "The new header is driven by a navigation tree ..., is sticky, and has search and menu flyouts, an app install banner
 * and a top promotion."
 */
function NewHeaderLayout({
  header,
  searchQuery,
  navigation,
  menuFlyout,
  search,
  searchFlyout,
  appBanner,
  topPromotion,
  benefits,
  cartDialog,
}: HeaderProps & { header: RefObject<HTMLElement | null> }) {
  const menuId = `${useId()}-menu`;
  const aboveBar = useRef<HTMLDivElement>(null);
  useScrollAwayTop(header, aboveBar);
  const searchOpen = useHeader((h) => h.flyout.kind === 'search');
  const store = useHeaderStore();
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
  return (
    <>
      {/* Full width above the bar: banners bring their own backgrounds. They scroll away; the bar sticks. */}
      <div ref={aboveBar}>
        {appBanner}
        {topPromotion}
      </div>
      <ContentBlock gutter>
        <div className={styles.bar}>
          <div className={styles.areaMenu}>{menuFlyout ? null : <MobileMenuButton controls={menuId} />}</div>
          <div className={styles.areaLogo}>
            <Logo />
          </div>
          <div className={styles.areaSearch}>
            {search ?? (
              <Deferred>
                <SearchBox
                  variant="flyout"
                  inputId={skipLinkTargets.search}
                  initialQuery={searchQuery}
                  onOpenChange={onSearchOpenChange}
                />
              </Deferred>
            )}
          </div>
          <div className={styles.areaIcons}>
            <Icons cartDialog={cartDialog} />
          </div>
          {navigation ?? <MainNavigation className={styles.areaDesktopNav} />}
        </div>
        {menuFlyout ?? (
          <Deferred>
            <MobileDrillDown id={menuId} />
          </Deferred>
        )}
        {searchOpen && searchFlyout}
        {benefits}
      </ContentBlock>
    </>
  );
}

/** Moves focus to the first field in `element` (the old header's search flyout). */
const focusFirstField = (element: HTMLElement | null) =>
  element?.querySelector<HTMLElement>('input, [tabindex]')?.focus();

/** Focuses the first field in `within` when it mounts: with its lazily loaded box, once that box is in. */
function FocusFirstField({ within }: { within: RefObject<HTMLElement | null> }) {
  useEffect(() => focusFirstField(within.current), [within]);
  return null;
}

/**
 * "The old header has four navigation items whose titles come from configuration, plus search, store finder, user and
 * cart icons and a flyout search."
 */
function OldHeaderLayout({ searchQuery, search, searchFlyout, benefits, cartDialog }: HeaderProps) {
  const flyoutId = `${useId()}-search`;
  const searchOpen = useHeader((h) => h.flyout.kind === 'search');
  const closeFlyout = useHeader((h) => h.closeFlyout);
  const panel = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  // Opening the search flyout moves focus into its box; Escape closes it and returns focus to the search icon.
  useEffect(() => {
    const element = panel.current;
    if (!searchOpen || !element) return;
    focusFirstField(element);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // An open suggestion list takes the first Escape (the combobox closes it); the next one closes the flyout.
      if (event.target instanceof Element && event.target.getAttribute('aria-expanded') === 'true') return;
      closeFlyout();
      toggle.current?.focus();
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, [searchOpen, closeFlyout]);
  return (
    <ContentBlock gutter>
      <div className={styles.classicBar}>
        <div className={styles.areaLogo}>
          <Logo />
        </div>
        <ClassicNavigation className={styles.areaNav} />
        <div className={styles.areaIcons}>
          {/* The search icon is the skip link's target here: the box lives in its flyout. */}
          <Icons
            search={<SearchToggle ref={toggle} id={skipLinkTargets.search} controls={flyoutId} />}
            cartDialog={cartDialog}
          />
        </div>
      </div>
      <div ref={panel} id={flyoutId} className={styles.flyoutPanel} hidden={!searchOpen}>
        {searchOpen &&
          (searchFlyout ?? search ?? (
            <Deferred>
              <SearchBox variant="overlay" inputId={`${flyoutId}-input`} initialQuery={searchQuery} />
              <FocusFirstField within={panel} />
            </Deferred>
          ))}
      </div>
      {benefits}
    </ContentBlock>
  );
}
