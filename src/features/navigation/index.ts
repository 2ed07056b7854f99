/**
 * The main navigation: the new header's top bar with the theme-world and desktop flyouts, the old header's bar with its
 * drill-down flyouts, the phones' drill-down menu and a listing page's subcategory links. The header renders the bars
 * in its navigation slot; everything here reads the header's state (inside a HeaderProvider).
 */
export { MainNavigation, THEME_WORLDS_ITEM_ID, type MainNavigationProps } from './MainNavigation';
export { ClassicNavigation, type ClassicNavigationProps } from './ClassicNavigation';
// The flyouts' contents and the phones' menu, for a shop that places them itself.
export { MobileDrillDown } from './MobileDrillDown';
export { ThemeWorldFlyout } from './ThemeWorldFlyout';
export { DrillDownFlyout } from './DrillDownFlyout';
export { SubcategoryLinks } from './SubcategoryLinks';
export {
  FLYOUT_HOVER_DELAY_MS,
  FOCUS_TRAP_DELAY_MS,
  NAVIGATION_TREE_DROPPED_LOG,
  NAVIGATION_TREE_EMPTY_LOG,
} from './constants';
