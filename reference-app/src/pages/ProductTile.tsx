import { formatPrice, type Site, Picture, AddToCartButton } from 'crema';
import type { CatalogueProductSummary } from 'crema/services';
import { addToCartTcm, canAddToCart } from './addToCart';
import { Availability } from './Availability';
import * as styles from './pages.css';

/**
 * A product in a grid: its image, title, price and availability, one link to the product page; below it, outside the
 * link, the add-to-cart button when the product can be bought.
 */
export function ProductTile({ product, site }: { product: CatalogueProductSummary; site: Site }) {
  return (
    <div className={styles.productTile}>
      <a href={product.productViewUrl} className={styles.tile}>
        <Picture src={product.imageProductThumb} alt={product.imageAltText} aspectRatio="1/1" />
        <span className={styles.tileTitle}>{product.title}</span>
        <span className={styles.price}>{formatPrice(product.price.amount, site)}</span>
        <Availability value={product.availability} />
      </a>
      {canAddToCart(product.availability) && (
        <AddToCartButton productId={product.id} tcm={addToCartTcm.productTile} title={product.title} />
      )}
    </div>
  );
}
