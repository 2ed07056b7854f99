import { z } from 'zod/mini';
import { type Site, cartExtrasSchema, lineExtrasSchema, type Money, headerLinks } from 'crema/server';
import { cartArticleSchema, cartSchema, fetchCart, type Cart, type CartEntry, type CartQuantity } from 'crema/services';
import { describeError } from '../routing/describeError';
import type { LoaderContext, LoadResult } from '../routing/route';
import { titledBy } from '../routing/head';

/**
 * The cart page's addresses, its own first ("/service/cartfrontend/cart (also seen as /cart) | cart
 * icon"): the short one is the page's own, the header's cart link (`headerLinks.cart`) its alias.
 */
export const CART_PAGE_PATH = '/cart';
export const cartPaths = [CART_PAGE_PATH, headerLinks.cart] as const;

/** The checkout page's address (not in the spec: the reference storefront's own). */
export const CHECKOUT_PAGE_PATH = '/checkout';

/**
 * The lists of a cart the cart page shows, in the order it shows them ("articles, freeArticles,
 * giftCards (each holding an article)", "partnerProducts"). Subscriptions carry only an id and the defective lists
 * are "not shown", so neither is a line here.
 */
export const cartLineKinds = ['article', 'freeArticle', 'giftCard', 'partnerProduct'] as const;
export type CartLineKind = (typeof cartLineKinds)[number];

/** One line of the cart page: what the cart says about it, with its price and product page when the cart has them. */
export const cartLineSchema = z.object({
  kind: z.enum(cartLineKinds),
  /** The article's productId, or the partner product's partnerProductId. */
  productId: cartArticleSchema.shape.productId,
  title: z.nullable(z.string()),
  quantity: z.number().check(z.int(), z.gte(0)),
  availability: z.nullable(z.string()),
  /** The unit price in the site's currency; null when the cart gives none (the contract does not show prices). */
  unitPrice: z.nullable(z.number()),
  /** A site-relative path to the product page. */
  href: z.nullable(z.string()),
  image: z.nullable(z.object({ src: z.string(), alt: z.string() })),
});
export type CartLine = z.output<typeof cartLineSchema>;

export const cartPageSchema = z.object({
  numberOfArticles: cartSchema.shape.numberOfArticles,
  lines: z.array(cartLineSchema),
  /** The cart's total in the site's currency; null when it cannot be told. */
  total: z.nullable(z.number()),
});
export type CartPageData = z.output<typeof cartPageSchema>;

/** An amount in the site's currency; one in another currency is not shown as if it were the site's. */
const amountIn = (money: Money | undefined, site: Site) => (money?.currency === site.currency ? money.amount : null);

/** "quantity (a number or an object holding quantity)"; a missing quantity is one piece. */
export const piecesOf = (quantity: CartQuantity | undefined): number =>
  typeof quantity === 'number' ? quantity : (quantity?.quantity ?? 1);

function articleLine(kind: Exclude<CartLineKind, 'partnerProduct'>, { article }: CartEntry, site: Site): CartLine {
  const extras = lineExtrasSchema.parse(article);
  return {
    kind,
    productId: article.productId,
    title: article.title ?? null,
    quantity: piecesOf(article.quantity),
    availability: article.availability ?? null,
    unitPrice: amountIn(extras.price, site),
    href: extras.productViewUrl ?? null,
    image: extras.imageProductThumb ? { src: extras.imageProductThumb, alt: extras.imageAltText ?? '' } : null,
  };
}

function partnerLine(product: Cart['partnerProducts'][number], site: Site): CartLine {
  const extras = lineExtrasSchema.parse(product);
  return {
    kind: 'partnerProduct',
    productId: product.partnerProductId,
    title: extras.title ?? null,
    quantity: product.totalQuantity,
    availability: null,
    unitPrice: amountIn(extras.price, site),
    href: null,
    image: null,
  };
}

/** A line's price: its unit price times its quantity (the site's price format rounds to the currency's decimals). */
export const linePriceOf = (line: CartLine): number | null =>
  line.unitPrice === null ? null : line.unitPrice * line.quantity;

/** The cart as the cart and checkout pages show it, for one site. */
export function cartPageOf(cart: Cart, site: Site): CartPageData {
  const lines = [
    ...cart.articles.map((entry) => articleLine('article', entry, site)),
    ...cart.freeArticles.map((entry) => articleLine('freeArticle', entry, site)),
    ...cart.giftCards.map((entry) => articleLine('giftCard', entry, site)),
    ...cart.partnerProducts.map((product) => partnerLine(product, site)),
  ];
  const prices = lines.map(linePriceOf);
  // The cart's own total first; without it, the sum of the lines when every line has a price.
  const sum = prices.every((price) => price !== null) ? prices.reduce((a, b) => a + b, 0) : null;
  const total = amountIn(cartExtrasSchema.parse(cart).totalPrice, site) ?? sum;
  return { numberOfArticles: cart.numberOfArticles, lines, total };
}

/**
 * The visitor's cart, read on the server with the visitor's cookies (the service client of the request carries them,
 * so the session's cart comes back). A failing cart call is the error page (503); so is a 304, which the server,
 * holding no copy of the cart, cannot show (the error catalogue lists NOT_MODIFIED among the read errors).
 */
async function readCart({ services }: LoaderContext): Promise<LoadResult<Cart>> {
  const result = await fetchCart(services);
  if (!result.ok) return { kind: 'unavailable', reason: `cart: ${describeError(result.error)}` };
  if (result.value.kind === 'unchanged') return { kind: 'unavailable', reason: 'cart: 304 without a cart to keep' };
  return { kind: 'page', data: result.value.cart };
}

/** The cart as the checkout's order summary shows it (read-only lines, the total). */
export async function loadCart(context: LoaderContext): Promise<LoadResult<CartPageData>> {
  const result = await readCart(context);
  return result.kind === 'page' ? { kind: 'page', data: cartPageOf(result.data, context.site) } : result;
}

/**
 * The cart page's data: the visitor's cart as the contract has it. The page starts the mini cart's store with it, so
 * the page, the header's badge and the mini cart show one cart and edit it the same way.
 */
export const basketSchema = z.object({ cart: cartSchema });
export type BasketData = z.output<typeof basketSchema>;

/** The cart page's title: its heading ("Warenkorb"). */
export const basketHead = titledBy('cart.title');

export async function loadBasket(context: LoaderContext): Promise<LoadResult<BasketData>> {
  const result = await readCart(context);
  return result.kind === 'page' ? { kind: 'page', data: { cart: result.data } } : result;
}
