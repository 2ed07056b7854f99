import type { SuggestedProduct } from '../../services/search';
import { SEARCH_QUERY_PARAM } from './constants';

/** "Suggested product tiles link to the product view URL with query={term} and dim1={webshopProductDimensionKey}". */
export const PRODUCT_DIMENSION_PARAM = 'dim1';

/**
 * Marks the product thumbnail: a click there opens the product in a new tab ("Product images in suggestions open in a
 * new tab").
 */
export const NEW_TAB_TARGET = 'data-new-tab';

/** A base for reading relative addresses; never part of a result. */
const RELATIVE_BASE = 'https://relative.invalid';
const followableProtocols = new Set(['http:', 'https:']);

/**
 * The product view URL with `query={term}` (the trimmed typed text) and `dim1={webshopProductDimensionKey}` when that
 * key is present. An existing query string is kept (the two parameters replace their own names only). A relative
 * address stays relative. An address that is not http(s) (`javascript:`, `data:`) or does not parse is no link: null,
 * and the product is not offered.
 */
export function productLink(
  product: Pick<SuggestedProduct, 'productViewUrl' | 'webshopProductDimensionKey'>,
  typed: string,
): string | null {
  let url: URL;
  try {
    url = new URL(product.productViewUrl.trim(), RELATIVE_BASE);
  } catch {
    return null;
  }
  if (!followableProtocols.has(url.protocol) || !product.productViewUrl.trim()) return null;
  const term = typed.trim();
  if (term) url.searchParams.set(SEARCH_QUERY_PARAM, term);
  if (product.webshopProductDimensionKey)
    url.searchParams.set(PRODUCT_DIMENSION_PARAM, product.webshopProductDimensionKey);
  return url.origin === RELATIVE_BASE ? `${url.pathname}${url.search}${url.hash}` : url.href;
}
