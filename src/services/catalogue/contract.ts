import { z } from 'zod/mini';
import { currencies } from '../../platform/site/constants';
import { SEARCH_MAX_LENGTH } from '../search/constants';
import { CATEGORY_PRODUCTS_MAX_LIMIT } from './constants';

/**
 * Contracts of the reference catalogue (NOT in the spec; see constants.ts). A product uses the field names of the
 * search suggestions' products, so one product teaser can show either; image paths are returned as
 * received (the Picture's `rewriteImagePath` maps /service/imagedelivery/image to /img).
 */

/** A category as a breadcrumb shows it: its slug (the last segment of its /c/ href) and title. */
export const catalogueCategoryRefSchema = z.looseObject({ slug: z.string(), title: z.string() });

/** A price in the site's currency, in major units (16.99). */
export const cataloguePriceSchema = z.looseObject({
  amount: z.number().check(z.nonnegative()),
  currency: z.enum(currencies),
});

/**
 * A product as a list shows it. `category` is the catalogue's kind of product (coffee, household, fashion in the
 * seed) and `availability` reads as the cart's does ("NOT_AVAILABLE, SOLDOUT or available"): both stay
 * strings, so a new value is no error.
 */
export const catalogueProductSchema = z.looseObject({
  id: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  title: z.string(),
  category: z.string(),
  productViewUrl: z.string(),
  imageProductThumb: z.string(),
  imageAltText: z.string(),
  webshopProductDimensionKey: z.string(),
  price: cataloguePriceSchema,
  availability: z.string(),
});

/** A product for its page: also the categories above it, from the top (empty when it belongs to none). */
export const catalogueProductDetailSchema = z.extend(catalogueProductSchema, {
  breadcrumb: z._default(z.array(catalogueCategoryRefSchema), []),
});

/** A category page: its products (at most `limit`) and how many it has in all. */
export const catalogueCategorySchema = z.looseObject({
  slug: z.string(),
  title: z.string(),
  /** The categories above it and itself, from the top. */
  breadcrumb: z._default(z.array(catalogueCategoryRefSchema), []),
  total: z.number().check(z.int(), z.nonnegative()),
  products: z.array(catalogueProductSchema),
});

/** The home page's top categories, each with a few products. */
export const catalogueTopCategoriesSchema = z.looseObject({
  categories: z.array(
    z.looseObject({ slug: z.string(), title: z.string(), products: z.array(catalogueProductSchema) }),
  ),
});

/** The search results page: the products matching `query` (at most `limit`) and how many match in all. */
export const catalogueSearchSchema = z.looseObject({
  query: z.string(),
  total: z.number().check(z.int(), z.nonnegative()),
  products: z.array(catalogueProductSchema),
});

/**
 * Query of a search call: the text `q` (1 to 200 characters, the search box's maximum) and the
 * optional `limit`.
 */
export const catalogueSearchQuerySchema = z.object({
  q: z.string().check(z.trim(), z.minLength(1), z.maxLength(SEARCH_MAX_LENGTH)),
  limit: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(CATEGORY_PRODUCTS_MAX_LIMIT))),
});

/** Path of a product call: an article number (digits). */
export const catalogueProductParamsSchema = z.object({ productId: z.string().check(z.regex(/^\d{1,12}$/)) });
/** Path of a category call: a slug as the navigation writes them (lower-case words joined by hyphens). */
export const catalogueCategoryParamsSchema = z.object({
  slug: z.string().check(z.maxLength(100), z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)),
});
/** Query of a category call: the optional `limit`. */
export const catalogueCategoryQuerySchema = z.object({
  limit: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(CATEGORY_PRODUCTS_MAX_LIMIT))),
});

export type CatalogueCategoryRef = z.infer<typeof catalogueCategoryRefSchema>;
export type CataloguePrice = z.infer<typeof cataloguePriceSchema>;
export type CatalogueProductSummary = z.infer<typeof catalogueProductSchema>;
export type CatalogueProductDetail = z.infer<typeof catalogueProductDetailSchema>;
export type CatalogueCategory = z.infer<typeof catalogueCategorySchema>;
export type CatalogueTopCategories = z.infer<typeof catalogueTopCategoriesSchema>;
export type CatalogueSearch = z.infer<typeof catalogueSearchSchema>;
