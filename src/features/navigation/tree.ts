/**
 * The navigation trees from the services, made safe to render (bad input: "a node without children or href, an empty
 * tree, a cycle or a very deep tree in the response ... renders what it can, logs once, and never throws"). zod checks
 * the shape at the service edge; what is left is structure, which a consumer handing objects (not JSON) can still get
 * wrong. Works on both shapes: flyout items ("Navigation item": name, url) and header-tree nodes ("Navigation node":
 * title, href).
 */
import type { FlyoutItem, NavigationNode } from '../../services';
import { NAVIGATION_MAX_LEVELS, type DroppedReason } from './constants';

/** An item of either navigation tree. */
export type NavigationTreeItem = FlyoutItem | NavigationNode;

/** A tree item whose children are of its own kind (FlyoutItem or NavigationNode). */
export type TreeItem<T> = NavigationTreeItem & { readonly children: readonly T[] };

/** The item's visible name: a flyout item's name, a node's title. */
export function labelOf(item: NavigationTreeItem): string | undefined {
  const label: unknown = 'title' in item ? item.title : item.name;
  return typeof label === 'string' && label.trim() !== '' ? label : undefined;
}

/** The item's address: a flyout item's url, a node's href; undefined when empty. */
export function addressOf(item: NavigationTreeItem): string | undefined {
  const address: unknown = 'title' in item ? item.href : item.url;
  return typeof address === 'string' && address.trim() !== '' ? address : undefined;
}

/** An item that was not rendered: why, where it was (its index in each level, top first) and its name if any. */
export interface DroppedItem {
  reason: DroppedReason;
  path: readonly number[];
  label: string | undefined;
}

export interface SanitisedTree<T> {
  /** What renders. Items that needed no change are the same objects (so memoised rendering keeps them). */
  tree: T[];
  /** The number of items in `tree`, at every depth. */
  count: number;
  /** Everything left out, in document order; the caller logs it once (`NAVIGATION_TREE_DROPPED_LOG`). */
  dropped: DroppedItem[];
}

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

/**
 * Cleans a navigation tree for rendering: an object reached a second time is dropped (so a cycle ends and no item
 * renders twice, which also bounds the output by the number of distinct objects), items at depth
 * `NAVIGATION_MAX_LEVELS` and below are dropped, an item without a name is dropped with everything under it, and an
 * item left with neither an address nor children is dropped. Idempotent; never throws, never adds items.
 */
export function sanitiseTree<T extends TreeItem<T>>(tree: readonly T[]): SanitisedTree<T> {
  const seen = new Set<object>();
  const dropped: DroppedItem[] = [];
  let count = 0;

  const level = (items: unknown, depth: number, parentPath: readonly number[]): T[] => {
    if (!Array.isArray(items)) return [];
    const kept: T[] = [];
    items.forEach((item: unknown, index) => {
      const path = [...parentPath, index];
      const drop = (reason: DroppedReason, label?: string) => dropped.push({ reason, path, label });
      if (!isObject(item)) return drop('noName');
      const node = item as T;
      const label = labelOf(node);
      if (seen.has(node)) return drop('repeated', label);
      seen.add(node);
      if (depth >= NAVIGATION_MAX_LEVELS) return drop('tooDeep', label);
      if (label === undefined) return drop('noName');
      const children = level(node.children, depth + 1, path);
      if (children.length === 0 && addressOf(node) === undefined) return drop('noTarget', label);
      count++;
      const unchanged =
        Array.isArray(node.children) &&
        children.length === node.children.length &&
        children.every((child, i) => child === node.children[i]);
      kept.push(unchanged ? node : { ...node, children });
    });
    return kept;
  };

  return { tree: level(tree, 0, []), count, dropped };
}

/** "The first item having children is preselected" (desktop flyout); undefined when none. */
export function firstWithChildren<T extends { readonly children: readonly unknown[] }>(
  items: readonly T[],
): T | undefined {
  return items.find((item) => item.children.length > 0);
}

/**
 * Keys for a list of items, unique in the list: an item's id when no other item of the list (nor `reserved`) has it,
 * otherwise its position. Ids come from the service and may repeat or be empty; a repeated id must not open two
 * flyouts or select two level items.
 */
export function itemKeys(items: readonly Pick<FlyoutItem, 'id'>[], reserved: readonly string[] = []): string[] {
  const counts = new Map<string, number>();
  for (const { id } of items) counts.set(id, (counts.get(id) ?? 0) + 1);
  return items.map(({ id }, index) =>
    id !== '' && counts.get(id) === 1 && !reserved.includes(id) && !id.startsWith('#') ? id : `#${index}`,
  );
}
