/**
 * The active menu path ("found by matching the last segment of the current URL path against the navigation nodes'
 * hrefs"; the navigation "marks the active item and its ancestors (aria-current="page" on the link)"). Pure: the page
 * passes its URL, on the server and in the browser alike.
 */
import { NAVIGATION_MAX_LEVELS } from './constants';
import { addressOf, type TreeItem } from './tree';

/** The matched item and its ancestors. Empty when nothing matches. */
export interface ActivePath<T> {
  /** Each item's index in its level, top item first. */
  indices: readonly number[];
  /** The items, top item first: the last is the current page's (aria-current="page"), the others are "in path". */
  items: readonly T[];
}

const noPath: ActivePath<never> = { indices: [], items: [] };

/** Stands in for the origin when the current URL is a bare path: no real address has it. */
const NO_ORIGIN = 'http://crema.invalid';

interface Address {
  origin: string;
  /** Decoded, lower-case, non-empty segments. */
  segments: string[];
}

const decode = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    // A malformed escape ('%E0%A4%A') is compared as written rather than failing the whole path.
    return segment;
  }
};

/** Parses `address` against `base`; undefined for what is not a web address (mailto:, malformed). */
function parse(address: string, base: string): Address | undefined {
  let url: URL;
  try {
    url = new URL(address, base);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  const segments = url.pathname
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => decode(segment).normalize('NFC').toLowerCase());
  return { origin: url.origin, segments };
}

/**
 * The path from the top item to the item of the current page, in a tree of flyout items (`url`) or header-tree nodes
 * (`href`). `current` is the page's address: a path ('/c/kaffee?sort=price') or an absolute URL (`location.href`,
 * the server's request URL). Query, hash and a trailing slash are ignored, percent-encoding is decoded, case is
 * ignored.
 *
 * - An item whose whole path equals the current path wins over one matching only in the last segment (two
 *   categories may share a slug, '/c/kaffee/zubehoer' and '/c/haushalt/zubehoer'; the full path tells them apart).
 * - Otherwise the first item in document order (depth first, parents before children) whose last segment is the
 *   current path's last segment; the same rule picks among several full matches (a parent before its own
 *   "show all" child with the same address).
 * - Absolute addresses match only on the current URL's origin; with a bare path, absolute addresses never match.
 * - The root '/' has no last segment and matches nothing; items without an address are passed through, not matched.
 * - A cycle or a tree deeper than `NAVIGATION_MAX_LEVELS` does not hang it: each object is visited once.
 */
export function activePath<T extends TreeItem<T>>(tree: readonly T[], current: string): ActivePath<T> {
  const page = parse(current, NO_ORIGIN);
  const last = page?.segments.at(-1);
  if (!page || last === undefined) return noPath;
  const pagePath = page.segments.join('/');
  const root = `${page.origin}/`;

  const seen = new Set<object>();
  const chain: T[] = [];
  const indices: number[] = [];
  let lastSegmentMatch: ActivePath<T> | undefined;

  const search = (items: readonly T[], depth: number): ActivePath<T> | undefined => {
    if (depth >= NAVIGATION_MAX_LEVELS || !Array.isArray(items)) return undefined;
    for (const [index, item] of items.entries()) {
      if (typeof item !== 'object' || item === null || seen.has(item)) continue;
      seen.add(item);
      chain.push(item);
      indices.push(index);
      const address = addressOf(item);
      const target = address === undefined ? undefined : parse(address, root);
      if (target?.origin === page.origin && target.segments.at(-1) === last) {
        const path = { indices: [...indices], items: [...chain] };
        if (target.segments.join('/') === pagePath) return path;
        lastSegmentMatch ??= path;
      }
      const found = search(item.children, depth + 1);
      if (found) return found;
      chain.pop();
      indices.pop();
    }
    return undefined;
  };

  return search(tree, 0) ?? lastSegmentMatch ?? noPath;
}

/** Whether `item` is on `path` (its ancestors and the current item), for "in path" marks. */
export const isInPath = <T>(path: ActivePath<T>, item: T): boolean => path.items.includes(item);

/** Whether `item` is the current page's item (aria-current="page"). */
export const isCurrent = <T>(path: ActivePath<T>, item: T): boolean => path.items.at(-1) === item;
