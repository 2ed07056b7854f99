import { isUnavailable } from 'crema/services';

/**
 * The `tcm` an add-to-cart sends with setArticle ("setArticle {productId, tcm, quantity}"): in the shop
 * the content id of the component the product was added from. The reference storefront has no content system, so
 * each place it adds from has a fixed id of its own.
 */
export const addToCartTcm = {
  productPage: 'tcm:crema-product-page',
  productTile: 'tcm:crema-product-tile',
} as const;

/** Only a product that can be bought gets an add-to-cart button (not NOT_AVAILABLE or SOLDOUT). */
export const canAddToCart = (availability: string): boolean => !isUnavailable(availability);
