import { z } from 'zod/mini';
import { loadPromotion, promotionStateSchema } from 'crema/server';
import {
  catalogueCategoryParamsSchema,
  catalogueCategorySchema,
  CATEGORY_HREF_PREFIX,
  fetchCatalogueCategory,
  CATEGORY_PLACEMENT,
} from 'crema/services';
import { describeError } from '../routing/describeError';
import type { LoaderContext, LoadResult } from '../routing/route';
import type { HeadOf } from '../routing/head';

export const categorySchema = z.object({
  category: catalogueCategorySchema,
  /** The category promotion for the page's slug (promotion type CATEGORY); its own failure only hides it. */
  promotion: z._default(promotionStateSchema, { status: 'none' }),
});
export type CategoryData = z.output<typeof categorySchema>;

/** A listing page is titled by its category's name ("Kaffeebohnen"), as its heading. */
export const categoryHead: HeadOf<CategoryData> = ({ category }) => ({ title: category.title });

/** Listing pages under a prefix ("/c/{category-slug}", "/categories/... | listing pages"). */
export const LISTING_PATH_PREFIXES = [CATEGORY_HREF_PREFIX, '/categories/'] as const;

/**
 * Listing pages at an address of their own: the header's content pages ("/scout, /kaffeeakademie") and the
 * theme-world overview of each shop (the theme-world flyout's overview url, the main navigation's first
 * item: the reference services' seed, one per language; a shop whose overview moves adds its address here).
 */
export const LISTING_PAGE_PATHS = [
  '/scout',
  '/kaffeeakademie',
  '/themenwelten',
  '/univers',
  '/tematicke-svety',
  '/temavilagok',
  '/swiaty-tematyczne',
  '/tema-dunyalari',
] as const;

/** The route patterns of the category page: every listing prefix, nested, and every listing page. */
export const categoryPaths = [...LISTING_PATH_PREFIXES.map((prefix) => `${prefix}*`), ...LISTING_PAGE_PATHS];

/**
 * The catalogue slug of a listing path: the last segment under a prefix (`/c/kaffee/kaffeebohnen` → `kaffeebohnen`),
 * or the page's name (`/kaffeeakademie` → `kaffeeakademie`); undefined for no listing or a slug the catalogue could
 * not have (upper case, encoded characters), which is a 404, not a failed call.
 */
export function listingSlugOf(pathname: string): string | undefined {
  const prefix = LISTING_PATH_PREFIXES.find((p) => pathname.startsWith(p));
  const slug = prefix
    ? pathname.slice(prefix.length).split('/').filter(Boolean).at(-1)
    : (LISTING_PAGE_PATHS as readonly string[]).includes(pathname)
      ? pathname.slice(1)
      : undefined;
  return catalogueCategoryParamsSchema.safeParse({ slug }).success ? slug : undefined;
}

/**
 * A listing page (`listingSlugOf`): the catalogue's category of its slug, e.g. `/c/kaffee/kaffeebohnen` the category
 * of the path's last segment, `/scout` the scout theme worlds' products. An unknown category is a 404; a failing
 * catalogue call the error page (503).
 */
export async function loadCategory({
  services,
  sharedServices,
  site,
  url,
}: LoaderContext): Promise<LoadResult<CategoryData>> {
  const slug = listingSlugOf(url.pathname);
  if (!slug) return { kind: 'not-found' };
  const [result, promotion] = await Promise.all([
    fetchCatalogueCategory(services, { slug, site: site.code }),
    loadPromotion(sharedServices, categoryPromotionRequest(slug, site.code)),
  ]);
  if (!result.ok) return { kind: 'unavailable', reason: `category ${slug}: ${describeError(result.error)}` };
  if (result.value.kind === 'none') return { kind: 'not-found' };
  return { kind: 'page', data: { category: result.value.category, promotion } };
}

/**
 * The category promotion of a listing page: placement CATEGORY tagged with the page's slug (the reference services tag
 * each category promotion with its category's slugs and those below it). The page's browser side asks the same when
 * it refetches in preview mode.
 */
export const categoryPromotionRequest = (slug: string, site: LoaderContext['site']['code']) => ({
  id: CATEGORY_PLACEMENT,
  site,
  tags: { anyOfTags: [slug] },
});
