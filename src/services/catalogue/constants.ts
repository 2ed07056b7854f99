/**
 * Constants of the reference catalogue service. NOT in the spec: the spec's services give no product or category
 * data, but the reference storefront's category and product pages need it. Paths, shapes and numbers are chosen
 * here (docs/decisions.md, "Reference catalogue").
 */

/** Chosen: next to the spec's /service/<name>/api/... paths. */
export const CATALOGUE_BASE = '/service/catalogue/api';
/** One product of the site (the product page). */
export const CATALOGUE_PRODUCT_PATH = `${CATALOGUE_BASE}/products/{productId}`;
/** One category of the site's navigation with its products (the category page). */
export const CATALOGUE_CATEGORY_PATH = `${CATALOGUE_BASE}/categories/{slug}`;
/** The top categories with a few products each (the home page). */
export const CATALOGUE_CATEGORIES_PATH = `${CATALOGUE_BASE}/categories`;
/** The products matching a search text (the search results page, "/search?query={term}"). */
export const CATALOGUE_SEARCH_PATH = `${CATALOGUE_BASE}/search`;

/** The `limit` query of a category: products listed when the call sends none (chosen: a grid of 4 × 6). */
export const CATEGORY_PRODUCTS_DEFAULT_LIMIT = 24;
/** The largest `limit` a category call may ask for (chosen). */
export const CATEGORY_PRODUCTS_MAX_LIMIT = 100;
/** Products per top category on the home page (chosen: one row of four). */
export const TOP_CATEGORY_PRODUCTS = 4;

/** The category pages' prefix in the navigation's hrefs (`/c/kaffee/kaffeebohnen`). */
export const CATEGORY_HREF_PREFIX = '/c/';
