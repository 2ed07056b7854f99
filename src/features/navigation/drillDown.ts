/**
 * The mobile drill-down's level stack ("Choosing an item with children pushes a level and a back button appears; back
 * pops a level. A level at depth 2 is shown as a grid."). Pure: the open levels are a path of indices into the
 * (sanitised) tree, top first, so a tree that changes while the menu is open never leaves a level pointing at an item
 * that is gone.
 */
import type { ActivePath } from './activePath';
import { MOBILE_GRID_DEPTH } from './constants';

interface WithChildren<T> {
  readonly children: readonly T[];
}

/** One level of the drill-down: the items it lists and the item whose children they are. */
export interface DrillDownLevel<T> {
  /** 0 for the top list, then 1, 2, ... for each pushed level. */
  depth: number;
  /** The item that was chosen to open this level; undefined at depth 0. */
  parent: T | undefined;
  items: readonly T[];
}

/**
 * The levels `path` opens in `tree`, top first (at least the top level). Each index names the item with children
 * chosen in the level before; the path ends early at an index that no longer names such an item.
 */
export function levelsOf<T extends WithChildren<T>>(tree: readonly T[], path: readonly number[]): DrillDownLevel<T>[] {
  const levels: DrillDownLevel<T>[] = [{ depth: 0, parent: undefined, items: tree }];
  for (const index of path) {
    const parent = levels.at(-1)!.items[index];
    if (!parent || parent.children.length === 0) break;
    levels.push({ depth: levels.length, parent, items: parent.children });
  }
  return levels;
}

/** The part of `path` that still opens levels in `tree` (see `levelsOf`). */
export const validPath = <T extends WithChildren<T>>(tree: readonly T[], path: readonly number[]): number[] =>
  path.slice(0, levelsOf(tree, path).length - 1);

/** Choosing the item at `index` of the deepest level: its children become the new level. */
export const pushLevel = (path: readonly number[], index: number): number[] => [...path, index];

/** Back: the level above; at the top nothing changes. */
export const popLevel = (path: readonly number[]): number[] => path.slice(0, -1);

/** "A level at depth 2 is shown as a grid"; the levels above and below it are lists. */
export const isGridLevel = (depth: number): boolean => depth === MOBILE_GRID_DEPTH;

/**
 * Where the menu opens on a page (not given; a choice, docs/decisions.md): at the level that shows the current page's
 * own link. A category with subcategories opens at its subcategories (its "show all" link marked as the page), a
 * category without at the level that lists it (its link marked); no match opens the top level.
 */
export function openingPath<T extends WithChildren<T>>(tree: readonly T[], active: ActivePath<T>): number[] {
  const current = active.items.at(-1);
  if (!current) return [];
  const path = current.children.length > 0 ? active.indices : active.indices.slice(0, -1);
  return validPath(tree, path);
}
