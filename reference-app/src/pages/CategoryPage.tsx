'use client';

import { ContentBlock, Stack, Tiles, SubcategoryLinks, PromotionSlot } from 'crema';
import { CATEGORY_HREF_PREFIX } from 'crema/services';
import { useAppMessages } from '../messages/hooks';
import type { PageProps } from '../routing/route';
import { categoryPromotionRequest, type CategoryData } from './category';
import { Breadcrumb } from './Breadcrumb';
import { ProductTile } from './ProductTile';
import * as styles from './pages.css';

/** A category page: breadcrumb, title, count and the products as a grid of tiles. */
export function CategoryPage({ data, site }: PageProps<CategoryData>) {
  const { t } = useAppMessages();
  const { category } = data;
  const promotion = categoryPromotionRequest(category.slug, site.code);
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
        <SubcategoryLinks title={category.title} />
        <Tiles
          as="ul"
          columns={{ base: 2, m: 3, xl: 4 }}
          space={{ base: 'l', m: 'xl' }}
          aria-label={category.title}
          className={styles.productGrid}
        >
          {/* Promotion type CATEGORY: the category's promotion, first in the grid (Tiles gives it its own item). */}
          {data.promotion.status === 'shown' && (
            <PromotionSlot id={promotion.id} tags={promotion.tags} initial={data.promotion} headingLevel="h2" />
          )}
          {category.products.map((product) => (
            <ProductTile key={product.id} product={product} site={site} />
          ))}
        </Tiles>
      </Stack>
    </ContentBlock>
  );
}
