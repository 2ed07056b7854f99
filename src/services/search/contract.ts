import { z } from 'zod/mini';
import { siteCodes } from '../http/types';

/**
 * Suggestions query: "q (typed text), site (country code, e.g. DE, AT, CH), maxSearchTerms (10)
 * and maxProducts (5) in the new header". The two maxima are optional: the old header does not send them.
 */
export const suggestionsQuerySchema = z.object({
  q: z.string().check(z.minLength(1)),
  site: z.enum(siteCodes),
  maxSearchTerms: z.optional(z.coerce.number().check(z.int(), z.positive())),
  maxProducts: z.optional(z.coerce.number().check(z.int(), z.positive())),
});

/** "searchTerms (list; each has searchterm)". */
export const suggestedTermSchema = z.looseObject({ searchterm: z.string() });

/**
 * "products (list; each has id, title, productViewUrl, imageProductThumb, and also
 * webshopProductDimensionKey and imageAltText in the new header)". Image paths are returned as received (the
 * /service/imagedelivery/image → /img rewrite is the Picture's `rewriteImagePath`).
 */
export const suggestedProductSchema = z.looseObject({
  id: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  title: z.string(),
  productViewUrl: z.string(),
  imageProductThumb: z.string(),
  webshopProductDimensionKey: z.optional(z.string()),
  imageAltText: z.optional(z.string()),
});

/** The search suggestion response: missing lists read as empty. */
export const suggestionsResponseSchema = z.looseObject({
  searchTerms: z._default(z.array(suggestedTermSchema), []),
  products: z._default(z.array(suggestedProductSchema), []),
});

/**
 * Cache key answer: its "result use is not shown". Not shown: chosen as `{ cacheKey: string }`, a
 * version string the shop could add to suggestion requests to bust caches.
 */
export const cacheKeyResponseSchema = z.looseObject({ cacheKey: z.string() });

export type SuggestionsQuery = z.input<typeof suggestionsQuerySchema>;
export type SuggestedTerm = z.infer<typeof suggestedTermSchema>;
export type SuggestedProduct = z.infer<typeof suggestedProductSchema>;
export type Suggestions = z.infer<typeof suggestionsResponseSchema>;
export type CacheKey = z.infer<typeof cacheKeyResponseSchema>;
