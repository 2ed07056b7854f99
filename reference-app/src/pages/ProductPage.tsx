import { z } from 'zod';
import { formatPrice } from '../../../src/platform/i18n';
import { Columns, Column } from '../../../src/primitives/Columns';
import { ContentBlock } from '../../../src/primitives/ContentBlock';
import { Picture } from '../../../src/primitives/Picture';
import { Stack } from '../../../src/primitives/Stack';
import { CATEGORY_HREF_PREFIX, catalogueProductDetailSchema, fetchCatalogueProduct } from '../../../src/services';
import { useAppMessages } from '../messages';
import type { LoaderContext, LoadResult, PageProps } from '../routing/route';
import { describeError } from '../routing/describeError';
import { Availability } from './Availability';
import { Breadcrumb } from './Breadcrumb';
import * as styles from './pages.css';

export const productSchema = z.object({ product: catalogueProductDetailSchema });
export type ProductData = z.output<typeof productSchema>;

/**
 * `/p/{slug}/{id}` (the catalogue's productViewUrl): the product of the id; the slug is for people and is not
 * checked. An unknown id is a 404; a failing catalogue call the error page (503).
 */
export async function loadProduct({ services, site, params }: LoaderContext): Promise<LoadResult<ProductData>> {
  const productId = params.id ?? '';
  if (!/^\d+$/.test(productId)) return { kind: 'not-found' };
  const result = await fetchCatalogueProduct(services, { productId, site: site.code });
  if (!result.ok) return { kind: 'unavailable', reason: `product ${productId}: ${describeError(result.error)}` };
  if (result.value.kind === 'none') return { kind: 'not-found' };
  return { kind: 'page', data: { product: result.value.product } };
}

/**
 * The product detail page (page type ProductDetailPage: spec 000 §2, the header does not hide on scroll here):
 * breadcrumb, the product's image, title, price and availability.
 */
export function ProductPage({ data, site }: PageProps<ProductData>) {
  const { t } = useAppMessages();
  const { product } = data;
  return (
    <ContentBlock gutter className={styles.page}>
      <Stack space="xl">
        <Breadcrumb
          trail={product.breadcrumb.map((crumb) => ({
            title: crumb.title,
            href: `${CATEGORY_HREF_PREFIX}${crumb.slug}`,
          }))}
          current={product.title}
        />
        <Columns space={{ base: 'xl', l: '3xl' }} collapseBelow="m">
          <Column width="1/2">
            <Picture src={product.imageProductThumb} alt={product.imageAltText} aspectRatio="1/1" layout="fill" eager />
          </Column>
          <Column>
            <Stack space="l">
              <h1 className={styles.title}>{product.title}</h1>
              <p className={styles.productPrice}>{formatPrice(product.price.amount, site)}</p>
              <Availability value={product.availability} />
              <p className={styles.muted}>{t('product.articleNumber', { id: product.id })}</p>
            </Stack>
          </Column>
        </Columns>
      </Stack>
    </ContentBlock>
  );
}
