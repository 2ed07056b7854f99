'use client';

/**
 * Hooks the navigation's panels share: a tree made safe to render (logged once), and the active menu path of the
 * page. Inside a NavigationProvider.
 */
import { useEffect, useMemo } from 'react';
import { activePath, isCurrent, isInPath, type ActivePath } from './activePath';
import { NAVIGATION_TREE_DROPPED_LOG, NAVIGATION_TREE_EMPTY_LOG } from './constants';
import { useNavigation } from './NavigationProvider';
import { sanitiseTree, type TreeItem } from './tree';

/** The trees already logged: each bad tree is logged once however many panels render it (bad input "logs once"). */
const logged = new WeakSet<object>();

/**
 * `tree` without what cannot render (`sanitiseTree`). What was dropped is logged once per tree after mount
 * (`NAVIGATION_TREE_DROPPED_LOG`), and with `logEmpty` an empty result too (`NAVIGATION_TREE_EMPTY_LOG`). Input that
 * is not a list reads as an empty tree.
 */
export function useSanitisedTree<T extends TreeItem<T>>(tree: readonly T[], { logEmpty = false } = {}): T[] {
  const sanitised = useMemo(() => sanitiseTree(tree), [tree]);
  useEffect(() => {
    if (typeof tree !== 'object' || tree === null || logged.has(tree)) return;
    if (sanitised.dropped.length > 0) console.error(NAVIGATION_TREE_DROPPED_LOG, sanitised.dropped);
    if (logEmpty && sanitised.tree.length === 0) console.error(NAVIGATION_TREE_EMPTY_LOG);
    logged.add(tree);
  }, [tree, sanitised, logEmpty]);
  return sanitised.tree;
}

/**
 * The active menu path (the last path segment against the hrefs) of the page (NavigationProvider's `currentPath`) in
 * `tree`; empty when the page gave no path.
 */
export function useActivePath<T extends TreeItem<T>>(tree: readonly T[]): ActivePath<T> {
  const currentPath = useNavigation((n) => n.currentPath);
  return useMemo(
    () => (currentPath === null ? { indices: [], items: [] } : activePath(tree, currentPath)),
    [tree, currentPath],
  );
}

/**
 * An item's aria-current: "page" for the current page's item, "true" for its ancestors, none otherwise.
 */
export const activeMark = <T>(path: ActivePath<T>, item: T): 'page' | 'true' | undefined =>
  isCurrent(path, item) ? 'page' : isInPath(path, item) ? 'true' : undefined;

/**
 * A button's aria-current (APG disclosure navigation: aria-current="page" only on the link to the current page): a
 * button opens a panel or a level, it is not a page, so an item on the path, the current page's own item included,
 * gets "true" on its button; the page's link inside ("show all") carries "page".
 */
export const buttonMark = (mark: 'page' | 'true' | undefined): 'true' | undefined => (mark ? 'true' : undefined);
