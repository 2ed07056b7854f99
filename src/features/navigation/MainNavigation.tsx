'use client';

import { lazy, useMemo, type ComponentType } from 'react';
import type { FlyoutItem } from '../../services';
import { Deferred } from '../../kernel/deferred';
// The configured items (the placeholders) and the menu's flyout id, style-free (the phones' menu needs them too).
import { MENU_ITEM_ID, useConfiguredItems } from './configuredItems';
import { FlyoutBar, type BarEntry } from './FlyoutBar';
import { useNavigationMessages } from './messages';
import { useNavigation } from './NavigationProvider';
import { hasThemeWorlds } from './themeWorlds';
import { itemKeys } from './tree';
import { activeMark, useActivePath, useSanitisedTree } from './useNavigationTree';

/**
 * The panels' contents load lazily (not in the page's first-load script). The server renders them in place
 * (a server that awaits every lazy part, as the reference storefront's does), so each panel's links are in the HTML and open natively; an opener clicked
 * before the chunk is in opens its panel with the server's content (the open state is the page's flyout host), and
 * React hydrates the content when the chunk has arrived.
 */
const DesktopFlyout = lazy(() => import('./DesktopFlyout').then((m) => ({ default: m.DesktopFlyout })));
const ThemeWorldPanel = lazy(() => import('./ThemeWorldPanel').then((m) => ({ default: m.ThemeWorldPanel })));

/** The theme-world overview's key in the flyout state (the main navigation's first item). */
export const THEME_WORLDS_ITEM_ID = 'themeWorlds';

const noItems: readonly FlyoutItem[] = [];

export interface MainNavigationProps {
  /** The nav element's class (its place in the header's grid). */
  className?: string;
  /**
   * Promotion type CATEGORY: a desktop flyout shows this beside its grid, given the item's category slug, fetched when
   * the flyout first opens (the header passes the promotions feature's, loaded lazily). Without it, no promotion.
   */
  categoryPromotion?: ComponentType<{ slug: string }>;
}

/**
 * The new header's main navigation (an APG disclosure navigation): the theme-world overview first (title and url from
 * the theme-world flyout's overview, otherwise the catalog's default title), its flyout the theme worlds; then the
 * header tree's desktop items, each with children opening its desktop flyout, the others links. The tree is made safe
 * to render once per navigation (what was dropped is logged once). While the navigation loads and after it failed, the
 * configured items stand in as links. Marks the active menu path of the page. Inside a NavigationProvider and the
 * page's flyout host (HeaderProvider).
 */
export function MainNavigation({ className, categoryPromotion }: MainNavigationProps) {
  const { t } = useNavigationMessages();
  const navigation = useNavigation((n) => n.navigation);
  const placeholders = useConfiguredItems(true);
  const ready = navigation.status === 'ready';
  const desktop = useSanitisedTree(ready ? navigation.desktop : noItems, { logEmpty: ready });
  const themeWorlds = ready ? navigation.themeWorlds : null;
  const overviewTitle = themeWorlds?.overview?.title ?? t('themeWorld.overview');
  const overviewUrl = themeWorlds?.overview?.url;

  const tree = useMemo((): FlyoutItem[] => {
    const overview = {
      id: THEME_WORLDS_ITEM_ID,
      name: overviewTitle,
      url: overviewUrl,
      newTab: false,
      flag: false,
      children: [],
    };
    return [overview, ...desktop];
  }, [overviewTitle, overviewUrl, desktop]);
  const active = useActivePath(ready ? tree : placeholders);

  const entries = useMemo((): BarEntry[] => {
    const [overview, ...items] = tree as [FlyoutItem, ...FlyoutItem[]];
    const keys = itemKeys(items, [THEME_WORLDS_ITEM_ID, MENU_ITEM_ID]);
    return [
      {
        key: THEME_WORLDS_ITEM_ID,
        item: overview,
        current: activeMark(active, overview),
        panel:
          themeWorlds !== null && hasThemeWorlds(themeWorlds) ? (
            <Deferred>
              <ThemeWorldPanel overview={overview} themeWorlds={themeWorlds} current={activeMark(active, overview)} />
            </Deferred>
          ) : undefined,
      },
      ...items.map((item, index) => ({
        key: keys[index]!,
        item,
        current: activeMark(active, item),
        panel:
          item.children.length > 0 ? (
            <Deferred>
              <DesktopFlyout item={item} itemKey={keys[index]!} active={active} categoryPromotion={categoryPromotion} />
            </Deferred>
          ) : undefined,
      })),
    ];
  }, [tree, themeWorlds, active, categoryPromotion]);

  const placeholderEntries = placeholders.map((item): BarEntry => ({
    key: item.id,
    item,
    placeholder: true,
    current: activeMark(active, item),
  }));

  return <FlyoutBar entries={ready ? entries : placeholderEntries} className={className} />;
}
