/**
 * Constants of the main navigation, each named once, with the rule's own words where quoted. Where no value is given
 * (the depth limit for bad input, the log texts), the choice is recorded in docs/decisions.md ("Navigation").
 */

/**
 * Hovering an item selects it; its flyout opens after 300 ms ("flyout hover delay 300 ms"). A behaviour delay, not an
 * animation: it stays the same with reduced motion.
 */
export const FLYOUT_HOVER_DELAY_MS = 300;

/** "Focus trap delay 300 ms": keyboard focus is trapped in an open flyout after about 300 ms. */
export const FOCUS_TRAP_DELAY_MS = 300;

/**
 * Mobile drill-down: "A level at depth 2 is shown as a grid." Depth counts from 0, the mobile menu's top list; its
 * items' children are depth 1, their children depth 2.
 */
export const MOBILE_GRID_DEPTH = 2;

/**
 * Bad input ("a very deep tree in the response"): levels below this many are dropped (depth 0 to 7 stay). No limit is
 * given: chosen as twice the deepest seeded branch (4 levels, under fashion) so a real tree never loses a level, while
 * a runaway tree stays far from any stack limit and from levels nobody can reach in a flyout.
 */
export const NAVIGATION_MAX_LEVELS = 8;

/**
 * Why an item of a navigation tree was not rendered (bad input):
 * - `repeated`: the same object reached a second time (a cycle, or one object in two places);
 * - `tooDeep`: at depth `NAVIGATION_MAX_LEVELS` or below;
 * - `noName`: no name (flyout item) or title (node): a link or button without a name cannot be announced;
 * - `noTarget`: no address and no children left: nothing to follow, nothing to open.
 */
export const droppedReasons = ['repeated', 'tooDeep', 'noName', 'noTarget'] as const;
export type DroppedReason = (typeof droppedReasons)[number];

/** Bad input: the navigation "renders what it can, logs once": the text logged once with the list of dropped items. */
export const NAVIGATION_TREE_DROPPED_LOG =
  '[crema] Navigation tree: items dropped (repeated, too deep, without name or without target); the rest renders.';

/** Bad input, "an empty tree": logged once; the theme-world overview still shows. */
export const NAVIGATION_TREE_EMPTY_LOG = '[crema] Navigation tree is empty: no category items to show.';

/** "Navigation fetch failure: logged; the header keeps its default placeholder items". */
export const NAVIGATION_FAILURE_LOG = '[crema] Navigation fetch failure: the header keeps its placeholder items.';

/**
 * "The old header has four navigation items whose titles come from configuration". Their titles and addresses are
 * per-locale texts (`navigation.classicNav.{id}` and `navigation.classicNav.{id}.url`); the new header shows the same
 * items as its "default placeholder items" while the navigation loads and when it fails.
 */
export const configuredNavigationItems = ['coffee', 'household', 'fashion', 'sale'] as const;
export type ConfiguredNavigationItem = (typeof configuredNavigationItems)[number];
