/**
 * The mini cart's lines, pure: the order they show in, what each is called, its quantity, price field and the PUT
 * change that sets it, the deleted entries placed where their items were, and which typed quantities are sent.
 */
import type { Cart, CartChange } from '../../services/cart';
import type { MinicartMessageId } from './messages';
import { cartItemLists, itemKeyOf, quantityOf, type CartItem, type CartItemKind } from './optimistic';
import type { DeletedEntry } from './store';

/**
 * The order the lists show in: the contract's order (articles, free articles, gift cards, partner products,
 * subscriptions).
 */
const itemKinds = Object.keys(cartItemLists) as CartItemKind[];

/** What a line is called, when it has no title of its own. */
export const kindLabelIds = {
  article: undefined,
  freeArticle: 'minicart.freeArticle',
  giftCard: 'minicart.giftCard',
  partnerProduct: 'minicart.partnerProduct',
  subscription: 'minicart.subscription',
} as const satisfies Record<CartItemKind, MinicartMessageId | undefined>;
type KindLabelId = NonNullable<(typeof kindLabelIds)[CartItemKind]>;

/** Lines whose quantity the shopper can set (a PUT change that takes a number). */
const steppedKinds: readonly CartItemKind[] = ['article', 'giftCard', 'partnerProduct'];
export const isStepped = (item: CartItem): boolean => steppedKinds.includes(item.kind);

const itemsOf = (cart: Cart, kind: CartItemKind): CartItem[] =>
  cart[cartItemLists[kind]].map((entry) => ({ kind, entry }) as CartItem);

/** The cart has no line and no deleted entry: the empty state shows. */
export const isEmpty = (cart: Cart, deleted: readonly DeletedEntry[]): boolean =>
  itemKinds.every((kind) => cart[cartItemLists[kind]].length === 0) && deleted.length === 0;

/** The line's own title: an article's, free article's or gift card's, a partner product's; a subscription has none. */
export function titleOf(item: CartItem): string | undefined {
  switch (item.kind) {
    case 'article':
    case 'freeArticle':
    case 'giftCard':
      return item.entry.article.title;
    case 'partnerProduct':
      return typeof item.entry.title === 'string' ? item.entry.title : undefined;
    case 'subscription':
      return undefined;
  }
}

/** What a line is called: its title, else its kind's label, else (an article without a title) its product id. */
export function lineTitle(item: CartItem, label: (id: KindLabelId) => string): string {
  const kindLabel = kindLabelIds[item.kind];
  return titleOf(item) ?? (kindLabel ? label(kindLabel) : itemKeyOf(item));
}

/** The quantity a line shows: a partner product's total quantity, an article's quantity; a subscription has none (0). */
export function quantityOfItem(item: CartItem): number {
  if (item.kind === 'partnerProduct') return quantityOf(item.entry.totalQuantity);
  if (item.kind === 'subscription') return 0;
  return quantityOf(item.entry.article.quantity);
}

/** An article's or free article's availability (the other lines carry none). */
export const availabilityOf = (item: CartItem): string | undefined =>
  item.kind === 'article' || item.kind === 'freeArticle' ? item.entry.article.availability : undefined;

/**
 * The price a line shows and how many times: a stepped line's unit price times its quantity, a free article none
 * (it is free), a subscription none (it carries none).
 */
export function linePrice(item: CartItem): { value: unknown; times: number } {
  const times = isStepped(item) ? quantityOfItem(item) : 1;
  switch (item.kind) {
    case 'partnerProduct':
      return { value: item.entry.price, times };
    case 'article':
    case 'giftCard':
      return { value: item.entry.article.price, times };
    case 'freeArticle':
    case 'subscription':
      return { value: undefined, times };
  }
}

/** The PUT change that sets a line to `quantity` (0 takes it out of the cart). */
export function changeFor(item: CartItem, quantity: number): CartChange {
  switch (item.kind) {
    case 'article':
      return {
        setArticle: { productId: item.entry.article.productId, tcm: item.entry.article.tcm ?? '', quantity },
      };
    case 'giftCard':
      return {
        setGiftCard: { productId: item.entry.article.productId, tcm: item.entry.article.tcm ?? '', set: quantity },
      };
    case 'partnerProduct':
      return { setPartnerProduct: { partnerProductId: item.entry.partnerProductId, set: quantity } };
    case 'freeArticle':
      return {
        setFreeArticle: {
          productId: item.entry.article.productId,
          campaignId: item.entry.article.campaignId ?? '',
          remove: true,
        },
      };
    case 'subscription':
      return { deleteSubscription: { subscriptionId: item.entry.subscriptionConfigurationId } };
  }
}

/**
 * A quantity typed into a line's field is sent when it is a whole number of at least 1 and not the one it has: taking
 * a line out is the remove button's. No upper bound: the server answers a quantity above its limits with ITEM_LIMIT,
 * CART_LIMIT or AVAILABILITY_LIMIT.
 */
export const isQuantityToSend = (next: number | null, quantity: number): next is number =>
  next !== null && Number.isSafeInteger(next) && next >= 1 && next !== quantity;

/** The key a line's element is found by after a render (for focus): its kind and item key. */
export const lineKeyOf = (item: CartItem): string => `${item.kind}:${itemKeyOf(item)}`;

export type MinicartRow = { type: 'line'; item: CartItem } | { type: 'deleted'; entry: DeletedEntry };

/**
 * The rows in their order: the lists in `itemKinds` order, each removed item's deleted entry in place of the item
 * (before the item now at its index; after the last item when none is), entries of one list by their index.
 */
export function rowsOf(cart: Cart, deleted: readonly DeletedEntry[]): MinicartRow[] {
  const rows: MinicartRow[] = [];
  for (const kind of itemKinds) {
    const gone = deleted.filter((d) => d.item.kind === kind).sort((a, b) => a.index - b.index);
    let next = 0;
    itemsOf(cart, kind).forEach((item, index) => {
      for (; next < gone.length && gone[next]!.index <= index; next += 1)
        rows.push({ type: 'deleted', entry: gone[next]! });
      rows.push({ type: 'line', item });
    });
    for (; next < gone.length; next += 1) rows.push({ type: 'deleted', entry: gone[next]! });
  }
  return rows;
}
