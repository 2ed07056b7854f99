import { z } from 'zod';
import { siteCodes } from '../http/types';

const id = z.union([z.string(), z.number()]).transform(String);

/**
 * A teaser item of a navigation node (spec 000 §3: "a list of items each with link title, image src and title").
 * Not shown how the three are written: chosen `{ title, link: { title, href }, image: { src, alt? } }`.
 */
export const navigationTeaserItemSchema = z.looseObject({
  title: z.string(),
  link: z.looseObject({ title: z.string(), href: z.string() }),
  image: z.looseObject({ src: z.string(), alt: z.string().optional() }),
});

/** Spec 000 §3 "teaser (title, and a list of items ...)". */
export const navigationTeaserSchema = z.looseObject({
  title: z.string(),
  items: z.array(navigationTeaserItemSchema).default([]),
});

/** Spec 000 §3 "Navigation node (header tree): title, href, target, children, teaser". */
export interface NavigationNode {
  title: string;
  href: string;
  target?: string | undefined;
  children: NavigationNode[];
  teaser?: z.infer<typeof navigationTeaserSchema> | undefined;
}
export const navigationNodeSchema: z.ZodType<NavigationNode> = z.object({
  title: z.string(),
  href: z.string(),
  target: z.string().optional(),
  get children() {
    return z.array(navigationNodeSchema).default([]);
  },
  teaser: navigationTeaserSchema.optional(),
});

/**
 * Answer of GET /service/header-backend/api/show (spec 000 §7 #4: "navigation tree"). The wrapper is not shown:
 * chosen `{ navigation: NavigationNode[] }`, the top-level nodes of the tree.
 */
export const headerShowResponseSchema = z.looseObject({ navigation: z.array(navigationNodeSchema) });

/**
 * Spec 000 §3 "Navigation item (flyout list): id, name, url, newTab (boolean), flag (displayed as a 'new' label),
 * children" and "Header nav item (top bar): id, name, url, newTab, children". `flag` is chosen as a boolean.
 */
export interface FlyoutItem {
  id: string;
  name: string;
  url?: string | undefined;
  newTab: boolean;
  flag: boolean;
  children: FlyoutItem[];
}
export const flyoutItemSchema: z.ZodType<FlyoutItem, unknown> = z.object({
  id,
  name: z.string(),
  url: z.string().optional(),
  newTab: z.boolean().default(false),
  flag: z.boolean().default(false),
  get children() {
    return z.array(flyoutItemSchema).default([]);
  },
});

/**
 * Answer of GET /service/header/api/header-tree (spec 000 §3: "a desktop item list and a mobile item list (each
 * item: id, name, children)"). The two field names are not shown: chosen `desktop` and `mobile`.
 */
export const headerTreeResponseSchema = z.looseObject({
  desktop: z.array(flyoutItemSchema),
  mobile: z.array(flyoutItemSchema),
});

/** Query of the header tree: `site`. */
export const headerTreeQuerySchema = z.object({ site: z.enum(siteCodes) });

export type NavigationTeaser = z.infer<typeof navigationTeaserSchema>;
export type NavigationTeaserItem = z.infer<typeof navigationTeaserItemSchema>;
export type HeaderShow = z.infer<typeof headerShowResponseSchema>;
export type HeaderTree = z.infer<typeof headerTreeResponseSchema>;
