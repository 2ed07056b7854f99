'use client';

import { formatPrice, Columns, Column, ContentBlock, Picture, Stack, AddToCartButton } from 'crema';
import { CATEGORY_HREF_PREFIX } from 'crema/services';
import { addToCartTcm, canAddToCart } from './addToCart';
import { useAppMessages } from '../messages/hooks';
import type { PageProps } from '../routing/route';
import type { ProductData } from './product';
import { Availability } from './Availability';
import { Breadcrumb } from './Breadcrumb';
import * as styles from './pages.css';

/**
 * The product detail page (page type ProductDetailPage: the header does not hide on scroll here):
 * breadcrumb, the product's image, title, price and availability, and the add-to-cart button when it can be bought.
 */
export function ProductDetailPage({ data, site }: PageProps<ProductData>) {
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
              {canAddToCart(product.availability) && (
                <AddToCartButton productId={product.id} tcm={addToCartTcm.productPage} title={product.title} />
              )}
              <p className={styles.muted}>{t('product.articleNumber', { id: product.id })}</p>
            </Stack>
          </Column>
        </Columns>
      </Stack>
    </ContentBlock>
  );
}
