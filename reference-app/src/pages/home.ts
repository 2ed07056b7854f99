import { z } from 'zod';
import { fetchHeaderNavigation } from '../../../src/services';
import type { LoaderContext, LoadResult } from '../routing/route';

/** The home page's own data: the top-level categories with a teaser image each (from the navigation tree). */
export const homeSchema = z.object({
  categories: z.array(
    z.object({ title: z.string(), href: z.string(), image: z.object({ src: z.string(), alt: z.string() }).nullable() }),
  ),
});
export type HomeData = z.output<typeof homeSchema>;

/**
 * The categories come from the header-backend navigation tree (000 §7 #4), its teaser images as tile pictures.
 * Without it the home page still renders, just without the category tiles.
 */
export async function loadHome({ services }: LoaderContext): Promise<LoadResult<HomeData>> {
  const tree = await fetchHeaderNavigation(services);
  if (!tree.ok) return { kind: 'page', data: { categories: [] } };
  const categories = tree.value.navigation.map((node) => {
    const image = node.teaser?.items[0]?.image;
    return { title: node.title, href: node.href, image: image ? { src: image.src, alt: image.alt ?? '' } : null };
  });
  return { kind: 'page', data: { categories } };
}
