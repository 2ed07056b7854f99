import { z } from 'zod/mini';
import { loadPromotion, promotionStateSchema } from 'crema/server';
import { fetchHeaderNavigation, PHASE_INTEGRATION_PLACEMENT } from 'crema/services';
import type { LoaderContext, LoadResult } from '../routing/route';
import type { HeadOf } from '../routing/head';

/** The home page's own data: the top-level categories with a teaser image each (from the navigation tree). */
export const homeSchema = z.object({
  categories: z.array(
    z.object({
      title: z.string(),
      href: z.string(),
      image: z.nullable(z.object({ src: z.string(), alt: z.string() })),
    }),
  ),
  /** The season's phase-integration promotion (promotion type PHASE_INTEGRATION); not every site runs one. */
  promotion: z._default(promotionStateSchema, { status: 'none' }),
});
export type HomeData = z.output<typeof homeSchema>;

/** The home page is the shop itself: its title is the shop's name alone. */
export const homeHead: HeadOf<HomeData> = () => ({ title: null });

/**
 * The categories come from the header-backend navigation tree (GET /service/header-backend/api/show), its teaser
 * images as tile pictures. Without it the home page still renders, just without the category tiles; without the
 * promotion, without its tile.
 */
export async function loadHome({ services, sharedServices, site }: LoaderContext): Promise<LoadResult<HomeData>> {
  const [tree, promotion] = await Promise.all([
    fetchHeaderNavigation(services),
    loadPromotion(sharedServices, { id: PHASE_INTEGRATION_PLACEMENT, site: site.code }),
  ]);
  if (!tree.ok) return { kind: 'page', data: { categories: [], promotion } };
  // A node without href or title (lenient contract) has no tile to offer.
  const categories = tree.value.navigation.flatMap(({ title, href, teaser }) => {
    if (!href || !title) return [];
    const image = teaser?.items[0]?.image;
    return [{ title, href, image: image ? { src: image.src, alt: image.alt ?? '' } : null }];
  });
  return { kind: 'page', data: { categories, promotion } };
}
