/**
 * The main navigation: the new header's top bar with the theme-world and desktop flyouts, the old header's bar with its
 * drill-down flyouts, the phones' menu button and drill-down menu and a listing page's subcategory links. Its state is
 * its own (NavigationProvider: what the server loaded, the page's path); the open flyout is the page's flyout host's
 * (the kernel's; HeaderProvider is one), so the navigation needs no header. The header renders the bars in its
 * navigation slot.
 */
export {
  NavigationProvider,
  NavigationScope,
  useNavigation,
  useNavigationStore,
  type NavigationProviderProps,
} from './NavigationProvider';
export {
  createNavigationStore,
  startNavigation,
  type Navigation,
  type NavigationInit,
  type NavigationState,
  type NavigationStore,
} from './store';
export { headerNavigationSchema, loadHeaderNavigation, type HeaderNavigation, type NavigationLayout } from './load';
export { MainNavigation, THEME_WORLDS_ITEM_ID, type MainNavigationProps } from './MainNavigation';
export { ClassicNavigation, type ClassicNavigationProps } from './ClassicNavigation';
export { MenuButton, type MenuButtonProps } from './MenuButton';
// The flyouts' contents and the phones' menu, for a shop that places them itself.
export { MobileDrillDown } from './MobileDrillDown';
export { ThemeWorldFlyout } from './ThemeWorldFlyout';
export { DrillDownFlyout } from './DrillDownFlyout';
export { SubcategoryLinks } from './SubcategoryLinks';
export {
  FLYOUT_HOVER_DELAY_MS,
  FOCUS_TRAP_DELAY_MS,
  NAVIGATION_FAILURE_LOG,
  NAVIGATION_TREE_DROPPED_LOG,
  NAVIGATION_TREE_EMPTY_LOG,
} from './constants';
