import { z } from 'zod/mini';
import { cataloguePriceSchema } from '../catalogue/contract';
import { STORE_QUERY_MAX_LENGTH } from './constants';

/**
 * Contracts of the reference content service (NOT in the spec; see constants.ts). Texts arrive in the site's language
 * as plain text (no markup), so a page renders them as text under the strict CSP.
 */

/** A link of a content page: a site-relative path or an absolute address, and its text. */
export const contentLinkSchema = z.looseObject({ url: z.string(), text: z.string() });

/** A section of a content page: a heading, its paragraphs, and links below them. */
export const contentSectionSchema = z.looseObject({
  heading: z.string(),
  paragraphs: z._default(z.array(z.string()), []),
  links: z._default(z.array(contentLinkSchema), []),
});

/**
 * A question of the service page ("/c/service (optional parameters question, and title or category)"): `id`
 * is what the `question` parameter names, `category` what `category` names, both in the address's alphabet.
 */
export const contentQuestionSchema = z.looseObject({
  id: z.string(),
  category: z.string(),
  categoryTitle: z.string(),
  question: z.string(),
  answer: z.string(),
});

/**
 * A gift card the gift-card page offers: an article of the cart (the cart change "setGiftCard {productId, tcm, set}"),
 * its title and value in the site's currency, its design's image.
 */
export const contentGiftCardSchema = z.looseObject({
  productId: z.string(),
  tcm: z.string(),
  title: z.string(),
  price: cataloguePriceSchema,
  imageSrc: z.string(),
  imageAlt: z.string(),
});

/** A content page of the site. */
export const contentPageSchema = z.looseObject({
  slug: z.string(),
  title: z.string(),
  intro: z.string(),
  sections: z._default(z.array(contentSectionSchema), []),
  questions: z._default(z.array(contentQuestionSchema), []),
  giftCards: z._default(z.array(contentGiftCardSchema), []),
});

/** A store of the store finder. */
export const contentStoreSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  street: z.string(),
  postcode: z.string(),
  city: z.string(),
  /** Opening hours as the store writes them, one line per group of days. */
  openingHours: z._default(z.array(z.string()), []),
  phone: z.nullish(z.string()),
});

/** The stores of the site's country that match the search (all of them without one), and how many the country has. */
export const contentStoresSchema = z.looseObject({
  country: z.string(),
  query: z._default(z.nullable(z.string()), null),
  total: z.number().check(z.int(), z.nonnegative()),
  stores: z.array(contentStoreSchema),
});

/** An order of the signed-in visitor. */
export const contentOrderSchema = z.looseObject({
  id: z.string(),
  /** The day it was placed (ISO 8601 date). */
  date: z.iso.date(),
  /** The order's state, as the service words it in the site's language. */
  status: z.string(),
  total: cataloguePriceSchema,
  items: z.array(z.looseObject({ title: z.string(), quantity: z.number().check(z.int(), z.positive()) })),
});

export const contentOrdersSchema = z.looseObject({ orders: z.array(contentOrderSchema) });

/** Path of a content-page call: a slug as the navigation writes them (lower-case words joined by hyphens). */
export const contentPageParamsSchema = z.object({
  slug: z.string().check(z.maxLength(100), z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)),
});

/** Query of a stores call: the optional city or postcode `q` (trimmed; empty means all stores). */
export const contentStoresQuerySchema = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(STORE_QUERY_MAX_LENGTH))),
});

export type ContentLink = z.infer<typeof contentLinkSchema>;
export type ContentSection = z.infer<typeof contentSectionSchema>;
export type ContentQuestion = z.infer<typeof contentQuestionSchema>;
export type ContentGiftCard = z.infer<typeof contentGiftCardSchema>;
export type ContentPage = z.infer<typeof contentPageSchema>;
export type ContentStore = z.infer<typeof contentStoreSchema>;
export type ContentStores = z.infer<typeof contentStoresSchema>;
export type ContentOrder = z.infer<typeof contentOrderSchema>;
export type ContentOrders = z.infer<typeof contentOrdersSchema>;
