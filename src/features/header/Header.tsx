'use client';

import { useEffect, useId, useMemo, useRef, type ReactNode, type RefObject } from 'react';
import { ContentBlock } from '../../primitives/ContentBlock';
import { skipLinkTargets, useStorefront } from '../../kernel';
import { Deferred } from '../../kernel/deferred';
import * as styles from './Header.css';
import { CartLink, SearchToggle, StoreFinderLink, UserLink, type CartDialogSlot } from './HeaderIcons';
import { useHeader, useHeaderStore } from './HeaderProvider';
import { Logo } from './Logo';
import { ReducedHeader } from './ReducedHeader';
import { SkipLinks, type SkipLinkTarget } from './SkipLinks';
import { useHideOnScroll } from './useHideOnScroll';
import { useScrollAwayTop } from './useScrollAwayTop';

/**
 * The header's slots: the header draws the bar (logo, icons, cart button, skip links), its layouts and its state
 * (hiding, the open flyout); what goes into the bar comes from outside, so the header knows no other feature. The
 * shop's header (`ShopHeader`) fills them with the navigation, the search box, the mini cart, the promotions and the app
 * banner. `search`, `menuFlyout` and the old header's search flyout are rendered as deferred parts: each may be a
 * `React.lazy` element, its server HTML kept until its chunk is in.
 */
export interface HeaderSlots {
  /**
   * The top bar's navigation: in the new header the main navigation (hidden on phones, where the menu takes its place),
   * in the old header the four configured items.
   */
  navigation?: ReactNode;
  /** New header: the phones' menu button (it controls `menuFlyout`). */
  menuButton?: ReactNode;
  /** New header: the phones' menu flyout. */
  menuFlyout?: ReactNode;
  /**
   * The search box. In the new header it sits in the bar and must carry `id={skipLinkTargets.search}` on its input,
   * the skip link's target; in the old header it fills the search flyout that the search icon opens (focus moves into
   * it when the flyout opens).
   */
  search?: ReactNode;
  /** The search flyout: suggestions under the new header's box, shown while it is open; the old header's whole flyout. */
  searchFlyout?: ReactNode;
  /** New header: the app-install banner, above the bar. */
  appBanner?: ReactNode;
  /** New header: the top promotion (banner), above the bar. */
  topPromotion?: ReactNode;
  /** Below the bar (both layouts): the header benefits. */
  benefits?: ReactNode;
  /**
   * Both layouts: the dialog the cart icon opens once the page is interactive, a function given the cart button as its
   * trigger (`(trigger) => <LazyMinicartDialog trigger={trigger} />`). Without it, and always before hydration, the cart
   * icon is a link to the cart page.
   */
  cartDialog?: CartDialogSlot;
}

export interface HeaderProps extends HeaderSlots {
  /**
   * The cart's article count, from the mini cart's `useCartCount()`; null or absent: unknown, no badge. The badge is
   * hidden at 0 and shows '9+' above 9; the cart's name says the count.
   */
  cartCount?: number | null;
}

const fullTargets: readonly SkipLinkTarget[] = ['search', 'main', 'footer'];
const reducedTargets: readonly SkipLinkTarget[] = ['main', 'footer'];

/**
 * The header: the new header (sticky, navigation in the bar) when the new-header flag is on, otherwise the old header
 * (configured items, search flyout); the reduced header on checkout pages and with an affiliate or new-app cookie.
 * Skip links come first. Renders the `<header>` banner itself, inside a HeaderProvider; its parts come through its
 * slots (`ShopHeader` fills them with the shop's features).
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
      {/* The skip link to the search only where there is a search. */}
      <SkipLinks targets={reduced || !(slots.search ?? slots.searchFlyout) ? reducedTargets : fullTargets} />
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

function Icons({
  search,
  cartDialog,
  cartCount,
}: {
  search?: ReactNode;
  cartDialog?: CartDialogSlot;
  cartCount?: number | null;
}) {
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
        <CartLink dialog={cartDialog} count={cartCount} />
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
  navigation,
  menuButton,
  menuFlyout,
  search,
  searchFlyout,
  appBanner,
  topPromotion,
  benefits,
  cartDialog,
  cartCount,
}: HeaderProps & { header: RefObject<HTMLElement | null> }) {
  const aboveBar = useRef<HTMLDivElement>(null);
  useScrollAwayTop(header, aboveBar);
  const searchOpen = useHeader((h) => h.flyout.kind === 'search');
  // The deferred parts keep their element while their slot does: a re-render of the header (a new cart count) must not
  // give a part still waiting to hydrate new props, or React drops its server HTML (and what was typed into it).
  const deferredSearch = useMemo(() => search && <Deferred>{search}</Deferred>, [search]);
  const deferredMenu = useMemo(() => menuFlyout && <Deferred>{menuFlyout}</Deferred>, [menuFlyout]);
  return (
    <>
      {/* Full width above the bar: banners bring their own backgrounds. They scroll away; the bar sticks. */}
      <div ref={aboveBar}>
        {appBanner}
        {topPromotion}
      </div>
      <ContentBlock gutter>
        <div className={styles.bar}>
          <div className={styles.areaMenu}>{menuButton}</div>
          <div className={styles.areaLogo}>
            <Logo />
          </div>
          <div className={styles.areaSearch}>{deferredSearch}</div>
          <div className={styles.areaIcons}>
            <Icons cartDialog={cartDialog} cartCount={cartCount} />
          </div>
          {navigation && <div className={styles.areaDesktopNav}>{navigation}</div>}
        </div>
        {deferredMenu}
        {searchOpen && searchFlyout}
        {benefits}
      </ContentBlock>
    </>
  );
}

/** Moves focus to the first field in `element` (the old header's search flyout). */
const focusFirstField = (element: HTMLElement | null) =>
  element?.querySelector<HTMLElement>('input, [tabindex]')?.focus();

/** Focuses the first field in `within` when it mounts: with a lazily loaded box, once that box is in. */
function FocusFirstField({ within }: { within: RefObject<HTMLElement | null> }) {
  useEffect(() => focusFirstField(within.current), [within]);
  return null;
}

/**
 * "The old header has four navigation items whose titles come from configuration, plus search, store finder, user and
 * cart icons and a flyout search."
 */
function OldHeaderLayout({ navigation, search, searchFlyout, benefits, cartDialog, cartCount }: HeaderProps) {
  const flyoutId = `${useId()}-search`;
  const searchOpen = useHeader((h) => h.flyout.kind === 'search');
  const closeFlyout = useHeader((h) => h.closeFlyout);
  const panel = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const flyout = searchFlyout ?? search;
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
        {navigation && <div className={styles.areaNav}>{navigation}</div>}
        <div className={styles.areaIcons}>
          {/* The search icon is the skip link's target here: the box lives in its flyout. */}
          <Icons
            search={flyout && <SearchToggle ref={toggle} id={skipLinkTargets.search} controls={flyoutId} />}
            cartDialog={cartDialog}
            cartCount={cartCount}
          />
        </div>
      </div>
      {flyout && (
        <div ref={panel} id={flyoutId} className={styles.flyoutPanel} hidden={!searchOpen}>
          {searchOpen && (
            <Deferred>
              {flyout}
              <FocusFirstField within={panel} />
            </Deferred>
          )}
        </div>
      )}
      {benefits}
    </ContentBlock>
  );
}
