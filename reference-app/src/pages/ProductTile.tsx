import { formatPrice } from '../../../src/platform/i18n';
import type { Site } from '../../../src/platform/site';
import { Picture } from '../../../src/primitives/Picture';
import type { CatalogueProductSummary } from '../../../src/services';
import { Availability } from './Availability';
import * as styles from './pages.css';

/** A product in a grid: its image, title, price and availability, all one link to the product page. */
export function ProductTile({ product, site }: { product: CatalogueProductSummary; site: Site }) {
  return (
    <a href={product.productViewUrl} className={styles.tile}>
      <Picture src={product.imageProductThumb} alt={product.imageAltText} aspectRatio="1/1" />
      <span className={styles.tileTitle}>{product.title}</span>
      <span className={styles.price}>{formatPrice(product.price.amount, site)}</span>
      <Availability value={product.availability} />
    </a>
  );
}
