/**
 * Fields a cart may carry beyond the documented cart shape, which the cart contract keeps without naming
 * (docs/decisions.md): the reference cart sends each line's unit `price` and the cart's `totalPrice` as
 * `{ amount, currency }`, a partner product's `title`, and a product page and image in the catalogue's names
 * (`productViewUrl`, `imageProductThumb`, `imageAltText`). Each is read on its own: a missing or malformed one is left
 * out, never the line. Style-free (the storefront's server reads it too).
 */
import { z } from 'zod/mini';

export const moneySchema = z.object({ amount: z.number().check(z.nonnegative()), currency: z.string() });
export type Money = z.output<typeof moneySchema>;

const ignored = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);

export const lineExtrasSchema = z.object({
  price: ignored(moneySchema),
  title: ignored(z.string().check(z.minLength(1))),
  // Site-relative only: a cart line never sends the shopper to another site.
  productViewUrl: ignored(z.string().check(z.regex(/^\/(?!\/)/))),
  imageProductThumb: ignored(z.string().check(z.minLength(1))),
  imageAltText: ignored(z.string()),
});
export type LineExtras = z.output<typeof lineExtrasSchema>;

export const cartExtrasSchema = z.object({ totalPrice: ignored(moneySchema) });

/** The extras of a line or cart object (anything else reads as none). */
export const lineExtrasOf = (value: unknown): LineExtras =>
  lineExtrasSchema.safeParse(value).data ?? lineExtrasSchema.parse({});
