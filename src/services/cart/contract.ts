import { z } from 'zod/mini';
import { cartChangeKinds, FORCE_RELOAD_VALUE } from './constants';

/** "quantity (a number or an object holding quantity)". */
export const cartQuantitySchema = z.union([z.number(), z.looseObject({ quantity: z.number() })]);

/**
 * "Article: productId, tcm, title, quantity, availability (NOT_AVAILABLE, SOLDOUT or available),
 * campaignId (free articles only)". Availability stays a string: any value other than the two unavailable ones
 * counts as available. Unknown extra fields are kept (loose).
 */
export const cartArticleSchema = z.looseObject({
  productId: z.string(),
  tcm: z.optional(z.string()),
  title: z.optional(z.string()),
  quantity: z.optional(cartQuantitySchema),
  availability: z.optional(z.string()),
  campaignId: z.optional(z.string()),
});

/** "articles, freeArticles, giftCards (each holding an article)": an entry is `{ article }`. */
export const cartEntrySchema = z.looseObject({ article: cartArticleSchema });

/** "partnerProducts: partnerProductId, totalQuantity". */
export const partnerProductSchema = z.looseObject({ partnerProductId: z.string(), totalQuantity: z.number() });

/** "subscriptions: subscriptionConfigurationId". */
export const cartSubscriptionSchema = z.looseObject({ subscriptionConfigurationId: z.string() });

/**
 * The defective lists' entries are "not shown": any value; only whether a list has content matters (it blocks
 * checkout).
 */
const defectiveList = z._default(z.array(z.unknown()), []);

/** The cart, with "cart.numberOfArticles" (all the header reads). Missing lists read as empty. */
export const cartSchema = z.looseObject({
  numberOfArticles: z.number().check(z.int(), z.gte(0)),
  articles: z._default(z.array(cartEntrySchema), []),
  freeArticles: z._default(z.array(cartEntrySchema), []),
  giftCards: z._default(z.array(cartEntrySchema), []),
  partnerProducts: z._default(z.array(partnerProductSchema), []),
  subscriptions: z._default(z.array(cartSubscriptionSchema), []),
  defectiveArticles: defectiveList,
  defectiveGiftCards: defectiveList,
  defectivePartnerProducts: defectiveList,
  defectiveSubscriptions: defectiveList,
});

/** GET answer ("Response: cart"). */
export const cartResponseSchema = z.looseObject({ cart: cartSchema });

/**
 * PUT answer ("Response: cart, addedProduct"). The shape of addedProduct is "not shown": chosen as
 * the article that was added (same fields as an article), absent when nothing was added.
 */
export const cartChangeResponseSchema = z.looseObject({
  cart: cartSchema,
  addedProduct: z.optional(cartArticleSchema),
});

/** GET query ("optional query forceReload=true"). */
export const cartQuerySchema = z.object({ forceReload: z.optional(z.literal(FORCE_RELOAD_VALUE)) });

/** setArticle {productId, tcm, quantity}; quantity 0 removes the article. */
export const setArticleSchema = z.strictObject({
  productId: z.string().check(z.minLength(1)),
  tcm: z.string(),
  quantity: z.number().check(z.int(), z.gte(0)),
});
/** setFreeArticle {productId, campaignId, remove}. */
export const setFreeArticleSchema = z.strictObject({
  productId: z.string().check(z.minLength(1)),
  campaignId: z.string(),
  remove: z.boolean(),
});
/** setGiftCard {productId, tcm, set}. `set` is "not shown": chosen as the quantity to set (0 removes). */
export const setGiftCardSchema = z.strictObject({
  productId: z.string().check(z.minLength(1)),
  tcm: z.string(),
  set: z.number().check(z.int(), z.gte(0)),
});
/** setPartnerProduct {partnerProductId, set}. `set`: the quantity to set (0 removes), as for gift cards. */
export const setPartnerProductSchema = z.strictObject({
  partnerProductId: z.string().check(z.minLength(1)),
  set: z.number().check(z.int(), z.gte(0)),
});
/** deleteSubscription {subscriptionId}. */
export const deleteSubscriptionSchema = z.strictObject({ subscriptionId: z.string().check(z.minLength(1)) });

const changeSchemas = {
  setArticle: setArticleSchema,
  setFreeArticle: setFreeArticleSchema,
  setGiftCard: setGiftCardSchema,
  setPartnerProduct: setPartnerProductSchema,
  deleteSubscription: deleteSubscriptionSchema,
} as const satisfies Record<(typeof cartChangeKinds)[number], z.ZodMiniType>;

/** Every change the PUT knows, keyed by its body field. */
export interface CartChanges {
  setArticle: z.infer<typeof setArticleSchema>;
  setFreeArticle: z.infer<typeof setFreeArticleSchema>;
  setGiftCard: z.infer<typeof setGiftCardSchema>;
  setPartnerProduct: z.infer<typeof setPartnerProductSchema>;
  deleteSubscription: z.infer<typeof deleteSubscriptionSchema>;
}

/** Exactly one key of T, the others absent. */
export type ExactlyOne<T> = {
  [K in keyof T]: { [P in K]: T[P] } & { [P in Exclude<keyof T, K>]?: never };
}[keyof T];

/** The PUT body: "with exactly one of" the five changes. Two or none is a type error. */
export type CartChange = ExactlyOne<CartChanges>;

/** The PUT body as a contract: a strict object of the five optional changes, refined to exactly one present. */
export const cartChangeSchema = z.pipe(
  z
    .strictObject({
      setArticle: z.optional(changeSchemas.setArticle),
      setFreeArticle: z.optional(changeSchemas.setFreeArticle),
      setGiftCard: z.optional(changeSchemas.setGiftCard),
      setPartnerProduct: z.optional(changeSchemas.setPartnerProduct),
      deleteSubscription: z.optional(changeSchemas.deleteSubscription),
    })
    .check(
      z.refine((body) => cartChangeKinds.filter((k) => body[k] !== undefined).length === 1, {
        message: `Exactly one of ${cartChangeKinds.join(', ')}`,
      }),
    ),
  z.transform((body) => body as CartChange),
);

export type CartArticle = z.infer<typeof cartArticleSchema>;
export type CartEntry = z.infer<typeof cartEntrySchema>;
export type Cart = z.infer<typeof cartSchema>;
export type CartQuantity = z.infer<typeof cartQuantitySchema>;
