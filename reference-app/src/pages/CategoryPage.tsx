import { z } from 'zod';
import { ContentBlock } from '../../../src/primitives/ContentBlock';
import { Stack } from '../../../src/primitives/Stack';
import { Tiles } from '../../../src/primitives/Tiles';
import {
  CATEGORY_HREF_PREFIX,
  catalogueCategorySchema,
  categorySlugOf,
  fetchCatalogueCategory,
} from '../../../src/services';
import { useAppMessages } from '../messages';
import type { LoaderContext, LoadResult, PageProps } from '../routing/route';
import { describeError } from '../routing/describeError';
import { Breadcrumb } from './Breadcrumb';
import { ProductTile } from './ProductTile';
import * as styles from './pages.css';

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

/** A category page: breadcrumb, title, count and the products as a grid of tiles. */
export function CategoryPage({ data, site }: PageProps<CategoryData>) {
  const { t } = useAppMessages();
  const { category } = data;
  const above = category.breadcrumb.filter((crumb) => crumb.slug !== category.slug);
  return (
    <ContentBlock gutter className={styles.page}>
      <Stack space="xl">
        <Breadcrumb
          trail={above.map((crumb) => ({ title: crumb.title, href: `${CATEGORY_HREF_PREFIX}${crumb.slug}` }))}
          current={category.title}
        />
        <Stack space="s">
          <h1 className={styles.title}>{category.title}</h1>
          <p className={styles.muted}>{t('category.count', { count: category.total })}</p>
        </Stack>
        <Tiles as="ul" columns={{ base: 2, m: 3, xl: 4 }} space={{ base: 'l', m: 'xl' }} aria-label={category.title}>
          {category.products.map((product) => (
            <ProductTile key={product.id} product={product} site={site} />
          ))}
        </Tiles>
      </Stack>
    </ContentBlock>
  );
}
