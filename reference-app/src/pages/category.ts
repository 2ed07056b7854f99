import { z } from 'zod';
import { catalogueCategorySchema, categorySlugOf, fetchCatalogueCategory } from '../../../src/services';
import { describeError } from '../routing/describeError';
import type { LoaderContext, LoadResult } from '../routing/route';

export const categorySchema = z.object({ category: catalogueCategorySchema });
export type CategoryData = z.output<typeof categorySchema>;

/**
 * `/c/{category-slug}` (spec 000 §2), nested as the navigation writes it (`/c/kaffee/kaffeebohnen`): the category of
 * the path's last segment. An unknown category is a 404; a failing catalogue call the error page (503).
 */
export async function loadCategory({ services, site, url }: LoaderContext): Promise<LoadResult<CategoryData>> {
  const slug = categorySlugOf(url.pathname);
  if (!slug) return { kind: 'not-found' };
  const result = await fetchCatalogueCategory(services, { slug, site: site.code });
  if (!result.ok) return { kind: 'unavailable', reason: `category ${slug}: ${describeError(result.error)}` };
  if (result.value.kind === 'none') return { kind: 'not-found' };
  return { kind: 'page', data: { category: result.value.category } };
}
