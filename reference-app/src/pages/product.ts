import { z } from 'zod/mini';
import { catalogueProductDetailSchema, fetchCatalogueProduct } from 'crema/services';
import { describeError } from '../routing/describeError';
import type { LoaderContext, LoadResult } from '../routing/route';
import type { HeadOf } from '../routing/head';

export const productSchema = z.object({ product: catalogueProductDetailSchema });
export type ProductData = z.output<typeof productSchema>;

/** A product page is titled by the product's name, as its heading. */
export const productHead: HeadOf<ProductData> = ({ product }) => ({ title: product.title });

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
