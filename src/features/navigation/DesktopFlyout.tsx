'use client';

import { memo, Suspense, useId, useMemo, useState, type ComponentType } from 'react';
import { categorySlugOf, type FlyoutItem } from '../../services';
import { Tiles } from '../../primitives/Tiles';
import { useHydrated } from '../../primitives/internal/useHydrated';
import { useFlyoutHost } from '../../kernel/flyoutHost';
import type { ActivePath } from './activePath';
import { useNavigationMessages } from './messages';
import { NavigationLink, NewFlag } from './NavigationLink';
import { firstWithChildren, itemKeys } from './tree';
import { activeMark, buttonMark } from './useNavigationTree';
import * as styles from './Navigation.css';

export interface DesktopFlyoutProps {
  /** The top-bar item whose flyout this is, made safe to render (`sanitiseTree`): its children are the level list. */
  item: FlyoutItem;
  /** The item's key in the page's flyout state: its `selectedParentId` names the selected level item. */
  itemKey: string;
  /** The active menu path over the tree `item` belongs to (the same objects), for aria-current. */
  active: ActivePath<FlyoutItem>;
  /**
   * The category promotion beside the grid (promotion type CATEGORY), given the item's category slug; rendered when
   * the flyout first opens, inside a Suspense boundary (a lazily loaded component fits). Without it, none.
   */
  categoryPromotion?: ComponentType<{ slug: string }>;
}

/**
 * The desktop flyout: the top item's name as the panel's heading and a "show all" link to its page, then the level list
 * (the top item's children) beside the content grid of the selected level item. The selected item is the flyout state's
 * `selectedParentId`, else the first item having children ("preselected"). A level item with children is a button
 * selecting it (aria-expanded, aria-controls its grid); one without is a link (a new tab with newTab). The grid shows
 * the selected item's children as columns: each a heading link with its own children as links under it (deeper levels
 * nested). Every level item's grid is in the HTML, the unselected ones hidden. Before hydration the level items are
 * links too, so the server HTML holds links only. Inside a NavigationProvider and the page's flyout host
 * (HeaderProvider).
 */
export function DesktopFlyout({ item, itemKey, active, categoryPromotion: CategoryPromotion }: DesktopFlyoutProps) {
  const hydrated = useHydrated();
  const open = useFlyoutHost((h) => h.flyout.kind === 'items' && h.flyout.itemId === itemKey);
  const opened = useOpenedOnce(open);
  const slug = item.url ? categorySlugOf(item.url) : undefined;
  const baseId = useId();
  const selectedParentId = useFlyoutHost((h) =>
    h.flyout.kind === 'items' && h.flyout.itemId === itemKey ? h.flyout.selectedParentId : undefined,
  );
  const selectParent = useFlyoutHost((h) => h.selectFlyoutParent);
  const levels = item.children;
  const keys = useMemo(() => itemKeys(levels), [levels]);

  const chosen = keys.findIndex((key, index) => key === selectedParentId && levels[index]!.children.length > 0);
  const preselected = firstWithChildren(levels);
  const selected = chosen >= 0 ? chosen : preselected === undefined ? -1 : levels.indexOf(preselected);
  const gridId = (index: number) => `${baseId}-grid-${index}`;

  return (
    <div className={styles.desktopFlyout}>
      <div className={styles.panelHead}>
        <h2 className={styles.panelTitle}>{item.name}</h2>
        <ShowAll item={item} active={active} />
      </div>
      <div className={styles.levels}>
        <ul className={styles.levelList}>
          {levels.map((level, index) => (
            <li key={keys[index]}>
              {level.children.length > 0 && hydrated ? (
                <button
                  type="button"
                  className={styles.levelItem}
                  aria-expanded={index === selected}
                  aria-controls={gridId(index)}
                  aria-current={buttonMark(activeMark(active, level))}
                  onClick={() => selectParent(keys[index])}
                >
                  {level.name}
                  {level.flag && <NewFlag />}
                </button>
              ) : (
                <NavigationLink
                  className={level.url ? styles.levelItem : styles.levelLabel}
                  item={level}
                  current={activeMark(active, level)}
                />
              )}
            </li>
          ))}
        </ul>
        {levels.map((level, index) =>
          level.children.length === 0 ? null : (
            <Grid key={keys[index]} id={gridId(index)} level={level} hidden={index !== selected} active={active} />
          ),
        )}
        {/* Promotion type CATEGORY: the item's category promotion beside the grid, fetched when the flyout first opens
            (panels of every item are in the page; their promotions are not). Empty (no promotion) it takes no room. */}
        {opened && slug && CategoryPromotion && (
          <div className={styles.flyoutPromotion}>
            <Suspense fallback={null}>
              <CategoryPromotion slug={slug} />
            </Suspense>
          </div>
        )}
      </div>
    </div>
  );
}

/** True from the first time `open` is true: what a flyout loads on opening stays for the next opening. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened;
}

/** "Alles aus {title}": the item's own page, the first link of its panel or grid (none when it has no page). */
function ShowAll({ item, active }: { item: FlyoutItem; active: ActivePath<FlyoutItem> }) {
  const { t } = useNavigationMessages();
  if (!item.url) return null;
  return (
    <NavigationLink className={styles.showAll} item={{ ...item, flag: false }} current={activeMark(active, item)}>
      {t('navigation.showAll', { title: item.name })}
    </NavigationLink>
  );
}

/**
 * A level item's content grid: its own page's link, then its children as columns. Memoised: choosing a level changes
 * two grids (the one hidden, the one shown), and every other grid of the flyout, with its columns, stays as it is (a
 * level opens within one frame in a 2,000-node tree).
 */
const Grid = memo(function Grid({
  id,
  level,
  hidden,
  active,
}: {
  id: string;
  level: FlyoutItem;
  hidden: boolean;
  active: ActivePath<FlyoutItem>;
}) {
  return (
    <div id={id} className={styles.grid} hidden={hidden}>
      <ShowAll item={level} active={active} />
      <Tiles as="ul" columns={{ base: 2, xxl: 3 }} space="l" className={styles.columns}>
        {level.children.map((child, childIndex) => (
          <Column key={`${childIndex}:${child.id}`} item={child} active={active} />
        ))}
      </Tiles>
    </div>
  );
});

/**
 * A column of the grid: the level item's child as its head (the tree's third level), its children listed under it.
 * Memoised: a grid shown or hidden again keeps its columns (most of its nodes) as they are.
 */
const Column = memo(function Column({ item, active }: { item: FlyoutItem; active: ActivePath<FlyoutItem> }) {
  const labelId = useId();
  return (
    <>
      {item.url ? (
        <NavigationLink className={styles.columnHead} item={item} current={activeMark(active, item)} />
      ) : (
        <span id={labelId} className={styles.columnLabel}>
          {item.name}
        </span>
      )}
      {item.children.length > 0 && (
        <LinkList items={item.children} active={active} labelledBy={item.url ? undefined : labelId} />
      )}
    </>
  );
});

function LinkList({
  items,
  active,
  labelledBy,
}: {
  items: readonly FlyoutItem[];
  active: ActivePath<FlyoutItem>;
  labelledBy?: string;
}) {
  return (
    <ul className={styles.linkList} aria-labelledby={labelledBy}>
      {items.map((item, index) => (
        <li key={`${index}:${item.id}`} className={styles.linkItem}>
          <ListedItem item={item} active={active} />
        </li>
      ))}
    </ul>
  );
}

function ListedItem({ item, active }: { item: FlyoutItem; active: ActivePath<FlyoutItem> }) {
  const labelId = useId();
  return (
    <>
      {item.url ? (
        <NavigationLink className={styles.link} item={item} current={activeMark(active, item)} />
      ) : (
        <span id={labelId} className={styles.label}>
          {item.name}
        </span>
      )}
      {item.children.length > 0 && (
        <LinkList items={item.children} active={active} labelledBy={item.url ? undefined : labelId} />
      )}
    </>
  );
}
