'use client';

import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { FlyoutItem } from '../../services';
import { Icon } from '../../primitives/Icon';
import { Modal } from '../../primitives/Modal';
import { Tiles } from '../../primitives/Tiles';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { useFlyoutHost } from '../../kernel/flyoutHost';
import { trackNavigationClick } from '../../platform/tracking';
// The menu button's flyout id and the configured items, style-free (this module is a lazy chunk of its own).
import { MENU_ITEM_ID, useConfiguredItems } from './configuredItems';
import { isInPath, type ActivePath } from './activePath';
import { isGridLevel, levelsOf, openingPath, popLevel, pushLevel, type DrillDownLevel } from './drillDown';
import { useNavigationMessages } from './messages';
import { useNavigation } from './NavigationProvider';
import { addressOf, labelOf } from './tree';
import { activeMark, useActivePath, useSanitisedTree } from './useNavigationTree';
import * as styles from './MobileDrillDown.css';
import { NavigationLink, NewFlag } from './NavigationLink';

/** Where focus goes after the level changed: the new level's title (push) or the item that had opened it (back). */
type FocusTarget = { kind: 'title' } | { kind: 'item'; index: number };

/** The id of the theme-world overview item (the main navigation's first item). */
const OVERVIEW_ID = 'themeWorlds';

/**
 * The drill-down's top list: the theme-world overview first (title and url from the theme-world flyout's overview, else
 * the catalog's default title without a link), then the header tree's mobile items, made safe to render. While the
 * navigation loads and after it failed, the configured items ("the header keeps its default placeholder items").
 */
function useMenuTree(): readonly FlyoutItem[] {
  const { t } = useNavigationMessages();
  const navigation = useNavigation((n) => n.navigation);
  const placeholders = useConfiguredItems(true);
  const ready = navigation.status === 'ready';
  const mobile = useSanitisedTree(ready ? navigation.mobile : noItems, { logEmpty: ready });
  const overview = ready ? navigation.themeWorlds?.overview : undefined;
  const overviewTitle = overview?.title ?? t('themeWorld.overview');
  const overviewUrl = overview?.url;
  const menu = useMemo(
    (): FlyoutItem[] => [
      { id: OVERVIEW_ID, name: overviewTitle, url: overviewUrl, newTab: false, flag: false, children: [] },
      ...mobile,
    ],
    [mobile, overviewTitle, overviewUrl],
  );
  return ready ? menu : placeholders;
}
const noItems: readonly FlyoutItem[] = [];

/** The element that opens the menu: the header's menu button, which names the panel in its aria-controls. */
function openerOf(id: string): HTMLElement | undefined {
  return [...document.querySelectorAll<HTMLElement>('[aria-controls]')].find(
    (element) => element.getAttribute('aria-controls') === id,
  );
}

export interface MobileDrillDownProps {
  /** The panel's id: the menu button's aria-controls (focus returns to that button when the panel closes). */
  id: string;
}

/**
 * The phones' menu (a drill-down): a modal panel sliding in from the start edge, open while the page's flyout is the
 * menu's. Choosing an item with children pushes its level (its title becomes the dialog's title and takes focus), a
 * back button pops it (focus returns to the item that opened it); the level at depth 2 is a grid of tiles, the others
 * lists. Each pushed level starts with a "show all" link to its parent's page. Escape, the close button and the
 * backdrop close it; focus returns to the menu button. The menu opens at the level that shows the current page's link
 * (`openingPath`), with the active path marked. Inside a NavigationProvider and the page's flyout host
 * (HeaderProvider).
 */
export function MobileDrillDown({ id }: MobileDrillDownProps) {
  const { t } = useNavigationMessages();
  const open = useFlyoutHost((h) => h.flyout.kind === 'items' && h.flyout.itemId === MENU_ITEM_ID);
  const closeFlyout = useFlyoutHost((h) => h.closeFlyout);
  const tree = useMenuTree();
  const active = useActivePath(tree);

  const [path, setPath] = useState<number[]>(() => (open ? openingPath(tree, active) : []));
  // Each opening starts where the page is, not where the last visit left off.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setPath(openingPath(tree, active));
  }

  const levels = levelsOf(tree, path);
  const level = levels.at(-1)!;
  const above = levels.at(-2);
  const titleOf = (of: DrillDownLevel<FlyoutItem>) => (of.parent && labelOf(of.parent)) ?? t('navigation.menuTitle');

  const titleRef = useRef<HTMLSpanElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<FocusTarget | null>(null);
  useEffect(() => {
    const target = pendingFocus.current;
    pendingFocus.current = null;
    if (target?.kind === 'title') titleRef.current?.focus();
    else if (target?.kind === 'item')
      bodyRef.current?.querySelector<HTMLElement>(`[data-drill-index="${target.index}"]`)?.focus();
  }, [path]);

  const push = (index: number) => {
    pendingFocus.current = { kind: 'title' };
    setPath(pushLevel(path, index));
  };
  const back = () => {
    const index = path.at(-1);
    if (index !== undefined) pendingFocus.current = { kind: 'item', index };
    setPath(popLevel(path));
  };

  return (
    <Modal.Root open={open} onOpenChange={(next) => !next && closeFlyout()}>
      <Modal.Content
        id={id}
        placement="start"
        size="S"
        // Programmatic focus only (tabIndex -1): after a push it tells screen-reader users which level they are in.
        title={
          <span ref={titleRef} tabIndex={-1} className={styles.title}>
            {titleOf(level)}
          </span>
        }
        closeLabel={t('common.close')}
        onCloseAutoFocus={(event) => {
          // The menu button is no Radix trigger: send focus back to it ourselves (closing "returns focus" to the
          // element that had it).
          const opener = openerOf(id);
          if (!opener) return;
          event.preventDefault();
          opener.focus();
        }}
      >
        <div ref={bodyRef} className={styles.level} data-depth={level.depth}>
          {above && (
            <button type="button" className={styles.back} onClick={back}>
              <Icon name="chevron-left" size="small" />
              {t('navigation.backTo', { title: titleOf(above) })}
            </button>
          )}
          {level.parent && <ShowAll parent={level.parent} active={active} />}
          <LevelItems level={level} active={active} onPush={push} />
        </div>
      </Modal.Content>
    </Modal.Root>
  );
}

/** A pushed level's first link: the page of the item that opened it, when it has one. */
function ShowAll({ parent, active }: { parent: FlyoutItem; active: ActivePath<FlyoutItem> }) {
  const { t } = useNavigationMessages();
  const url = addressOf(parent);
  if (url === undefined) return null;
  return (
    <a
      className={styles.showAll}
      href={url}
      aria-current={active.items.at(-1) === parent ? 'page' : undefined}
      onClick={() => trackNavigationClick('navigation', url)}
      {...(parent.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {t('navigation.showAll', { title: labelOf(parent) ?? '' })}
      {parent.newTab && <VisuallyHidden> {t('navigation.newTabHint')}</VisuallyHidden>}
    </a>
  );
}

/** The level's items: a list, or at depth 2 a grid of two columns of tiles. */
function LevelItems({
  level,
  active,
  onPush,
}: {
  level: DrillDownLevel<FlyoutItem>;
  active: ActivePath<FlyoutItem>;
  onPush: (index: number) => void;
}) {
  const grid = isGridLevel(level.depth);
  const entries = level.items.map((item, index) => (
    <Entry key={`${index}:${item.id}`} item={item} index={index} active={active} grid={grid} onPush={onPush} />
  ));
  return grid ? (
    <Tiles as="ul" columns={2} space="s" className={styles.grid}>
      {entries}
    </Tiles>
  ) : (
    <ul className={styles.list}>
      {level.items.map((item, index) => (
        <li key={`${index}:${item.id}`}>{entries[index]}</li>
      ))}
    </ul>
  );
}

/** One item: a button pushing its level when it has children, else a link (or, without an address, its name). */
function Entry({
  item,
  index,
  active,
  grid,
  onPush,
}: {
  item: FlyoutItem;
  index: number;
  active: ActivePath<FlyoutItem>;
  grid: boolean;
  onPush: (index: number) => void;
}) {
  const className = grid ? styles.tile : styles.row;
  const name: ReactNode = (
    <span className={styles.name}>
      {labelOf(item)}
      {item.flag && <NewFlag />}
    </span>
  );
  if (item.children.length > 0)
    return (
      <button
        type="button"
        className={className}
        data-drill-index={index}
        // Its page is the next level's "show all" link: here it is only on the way there.
        aria-current={isInPath(active, item) ? 'true' : undefined}
        onClick={() => onPush(index)}
      >
        {name}
        <Icon name="chevron-right" size="small" />
      </button>
    );
  // A leaf: its link (or, without address, its name as text).
  return (
    <NavigationLink
      item={{ ...item, url: addressOf(item) }}
      className={className}
      current={activeMark(active, item)}
      data={{ 'data-drill-index': index }}
    >
      <span className={styles.name}>{labelOf(item)}</span>
    </NavigationLink>
  );
}
