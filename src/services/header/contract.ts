import { z } from 'zod/mini';
import { siteCodes } from '../http/types';

const id = z.pipe(z.union([z.string(), z.number()]), z.transform(String));

/**
 * A teaser item of a navigation node ("a list of items each with link title, image src and title").
 * Not shown how the three are written: chosen `{ title, link: { title, href }, image: { src, alt? } }`.
 */
export const navigationTeaserItemSchema = z.looseObject({
  title: z.string(),
  link: z.looseObject({ title: z.string(), href: z.string() }),
  image: z.looseObject({ src: z.string(), alt: z.optional(z.string()) }),
});

/** A navigation node's "teaser (title, and a list of items ...)". */
export const navigationTeaserSchema = z.looseObject({
  title: z.string(),
  items: z._default(z.array(navigationTeaserItemSchema), []),
});

/**
 * "Navigation node (header tree): title, href, target, children, teaser".
 * One bad node never costs the whole tree (bad input such as "a node without children or href": the navigation
 * "renders what it can"): a missing href is allowed, a title that is not text reads as '' and a child that is not a
 * node reads as an empty one; the navigation feature's `sanitiseTree` then drops what cannot render and logs it once.
 */
export interface NavigationNode {
  title: string;
  href?: string | undefined;
  target?: string | undefined;
  children: NavigationNode[];
  teaser?: z.infer<typeof navigationTeaserSchema> | undefined;
}
export const navigationNodeSchema: z.ZodMiniType<NavigationNode> = z.object({
  title: z.catch(z.string(), ''),
  href: z.catch(z.optional(z.string()), undefined),
  target: z.catch(z.optional(z.string()), undefined),
  get children() {
    return z._default(z.catch(z.array(z.catch(navigationNodeSchema, emptyNode)), []), []);
  },
  teaser: z.catch(z.optional(navigationTeaserSchema), undefined),
});
/** What a node that is not one reads as: no title, so `sanitiseTree` drops it (reason noName). */
const emptyNode = (): NavigationNode => ({ title: '', children: [] });

/**
 * Answer of GET /service/header-backend/api/show: the "navigation tree". The wrapper is not shown:
 * chosen `{ navigation: NavigationNode[] }`, the top-level nodes of the tree.
 */
export const headerShowResponseSchema = z.looseObject({
  navigation: z.array(z.catch(navigationNodeSchema, emptyNode)),
});

/**
 * "Navigation item (flyout list): id, name, url, newTab (boolean), flag (displayed as a 'new' label),
 * children" and "Header nav item (top bar): id, name, url, newTab, children". `flag` is chosen as a boolean.
 * Lenient per item like the node: a wrong field reads as absent, an entry that is not an item as a nameless one
 * (dropped and logged by `sanitiseTree`), so the rest of the tree still renders.
 */
export interface FlyoutItem {
  id: string;
  name: string;
  url?: string | undefined;
  newTab: boolean;
  flag: boolean;
  children: FlyoutItem[];
}
export const flyoutItemSchema: z.ZodMiniType<FlyoutItem, unknown> = z.object({
  id: z.catch(id, ''),
  name: z.catch(z.string(), ''),
  url: z.catch(z.optional(z.string()), undefined),
  newTab: z.catch(z._default(z.boolean(), false), false),
  flag: z.catch(z._default(z.boolean(), false), false),
  get children() {
    return z._default(z.catch(flyoutItemList, []), []);
  },
});
/** What an entry that is not an item reads as: no name, so `sanitiseTree` drops it (reason noName). */
const emptyItem = (): FlyoutItem => ({ id: '', name: '', newTab: false, flag: false, children: [] });
const flyoutItemList = z.array(z.catch(flyoutItemSchema, emptyItem));

/**
 * Answer of GET /service/header/api/header-tree: "a desktop item list and a mobile item list (each item: id, name,
 * children)". The two field names are not shown: chosen `desktop` and `mobile`.
 */
export const headerTreeResponseSchema = z.looseObject({
  desktop: flyoutItemList,
  mobile: flyoutItemList,
});

/** Query of the header tree: `site`. */
export const headerTreeQuerySchema = z.object({ site: z.enum(siteCodes) });

export type NavigationTeaser = z.infer<typeof navigationTeaserSchema>;
export type NavigationTeaserItem = z.infer<typeof navigationTeaserItemSchema>;
export type HeaderShow = z.infer<typeof headerShowResponseSchema>;
export type HeaderTree = z.infer<typeof headerTreeResponseSchema>;
