/**
 * Optimistic cart edits ("The local cart is updated at once; removed items become deleted (undoable) entries"): each
 * of the five PUT changes (setArticle, setFreeArticle, setGiftCard, setPartnerProduct, deleteSubscription) applied to a
 * local cart, as the reference service applies it (src/mocks/routes/cart.ts), and the removed item with the change that
 * puts it back. Pure: a cart in, a new cart out; an edit that changes nothing returns the same cart object.
 */
import type { Cart, CartChange, CartEntry, CartQuantity } from '../../services/cart';

/** The lists of the cart an item can be in, by the item's kind. */
export const cartItemLists = {
  article: 'articles',
  freeArticle: 'freeArticles',
  giftCard: 'giftCards',
  partnerProduct: 'partnerProducts',
  subscription: 'subscriptions',
} as const satisfies Record<string, keyof Cart>;
export type CartItemKind = keyof typeof cartItemLists;

type CartItemEntries = { [K in CartItemKind]: Cart[(typeof cartItemLists)[K]][number] };

/** One item of the cart with its kind: an article, free article or gift card (`{ article }`), a partner product or a subscription. */
export type CartItem = { [K in CartItemKind]: { kind: K; entry: CartItemEntries[K] } }[CartItemKind];

/**
 * An item an edit took out of the cart: the item, where it was in its list, and the change that puts it back
 * ("deleted (undoable) entries"); null when the PUT contract has no change that adds it (a subscription:
 * there is deleteSubscription, but nothing that adds one).
 */
export interface RemovedItem {
  item: CartItem;
  index: number;
  undo: CartChange | null;
}

export interface CartEdit {
  cart: Cart;
  /** Present when the edit took an item out of the cart. */
  removed?: RemovedItem;
}

/**
 * The number a quantity stands for ("quantity (a number or an object holding quantity)"). Without a
 * quantity an entry is one piece; a quantity that is not a whole number of at least 0 counts as 0.
 */
export function quantityOf(quantity: CartQuantity | undefined): number {
  const value = quantity === undefined ? 1 : typeof quantity === 'number' ? quantity : quantity.quantity;
  return Number.isSafeInteger(value) && value >= 0 ? value : 0;
}

/** A new quantity in the form the entry had: a number stays a number, an object keeps its other fields. */
function quantityLike(previous: CartQuantity | undefined, quantity: number): CartQuantity {
  return typeof previous === 'object' ? { ...previous, quantity } : quantity;
}

/**
 * The pieces an item adds to `numberOfArticles`, counted as the reference service counts them (`piecesOf` in
 * src/mocks/routes/cart.ts): an article's or gift card's quantity, 1 per free article, a partner product's
 * totalQuantity; a subscription adds none.
 */
export function piecesOf(item: CartItem): number {
  switch (item.kind) {
    case 'article':
    case 'giftCard':
      return quantityOf(item.entry.article.quantity);
    case 'freeArticle':
      return 1;
    case 'partnerProduct':
      return quantityOf(item.entry.totalQuantity);
    case 'subscription':
      return 0;
  }
}

/** The id an item is found by in its list: the product id, the partner product id or the subscription's id. */
export function itemKeyOf(item: CartItem): string {
  switch (item.kind) {
    case 'partnerProduct':
      return item.entry.partnerProductId;
    case 'subscription':
      return item.entry.subscriptionConfigurationId;
    default:
      return item.entry.article.productId;
  }
}

const listReaders: { [K in CartItemKind]: (cart: Cart) => readonly CartItemEntries[K][] } = {
  article: (cart) => cart.articles,
  freeArticle: (cart) => cart.freeArticles,
  giftCard: (cart) => cart.giftCards,
  partnerProduct: (cart) => cart.partnerProducts,
  subscription: (cart) => cart.subscriptions,
};

function listOf<K extends CartItemKind>(cart: Cart, kind: K): readonly CartItemEntries[K][] {
  return listReaders[kind](cart);
}

const itemOf = <K extends CartItemKind>(kind: K, entry: CartItemEntries[K]) => ({ kind, entry }) as CartItem;

function indexOf(cart: Cart, kind: CartItemKind, key: string): number {
  return listOf(cart, kind).findIndex((entry) => itemKeyOf(itemOf(kind, entry)) === key);
}

/**
 * The count follows by the difference of the edited item's pieces, not by a recount: whatever the server counts
 * beyond what the cart lists stays in its number until its answer replaces the cart.
 */
const withCount = (cart: Cart, difference: number): number => Math.max(0, cart.numberOfArticles + difference);

/** The cart with the item of `kind` at `index` replaced (`entry`), removed (`undefined`) or, at -1, appended. */
function withEntry<K extends CartItemKind>(
  cart: Cart,
  kind: K,
  index: number,
  entry: CartItemEntries[K] | undefined,
): Cart {
  const list = [...listOf(cart, kind)];
  const before = index < 0 ? 0 : piecesOf(itemOf(kind, list[index]!));
  if (index < 0 && entry) list.push(entry);
  else if (entry) list[index] = entry;
  else list.splice(index, 1);
  const after = entry ? piecesOf(itemOf(kind, entry)) : 0;
  return { ...cart, [cartItemLists[kind]]: list, numberOfArticles: withCount(cart, after - before) };
}

function removal<K extends CartItemKind>(cart: Cart, kind: K, index: number, undo: CartChange | null): CartEdit {
  const entry = listOf(cart, kind)[index]!;
  return { cart: withEntry(cart, kind, index, undefined), removed: { item: itemOf(kind, entry), index, undo } };
}

/** setArticle and setGiftCard: the quantity of a product (0 removes it), added when it is not in the list. */
function setProductQuantity(
  cart: Cart,
  kind: 'article' | 'giftCard',
  productId: string,
  tcm: string,
  quantity: number,
): CartEdit {
  const index = indexOf(cart, kind, productId);
  const entry: CartEntry | undefined = listOf(cart, kind)[index];
  const current = entry ? quantityOf(entry.article.quantity) : 0;
  if (quantity === current) return { cart };
  if (!entry) return { cart: withEntry(cart, kind, -1, { article: { productId, tcm, quantity } }) };
  if (quantity > 0) {
    const article = { ...entry.article, quantity: quantityLike(entry.article.quantity, quantity) };
    return { cart: withEntry(cart, kind, index, { ...entry, article }) };
  }
  const back = { productId, tcm: entry.article.tcm ?? tcm };
  const undo: CartChange =
    kind === 'article' ? { setArticle: { ...back, quantity: current } } : { setGiftCard: { ...back, set: current } };
  return removal(cart, kind, index, undo);
}

/** Applies one PUT change to a local cart: the new cart, and the item it removed, if any. */
export function applyChange(cart: Cart, change: CartChange): CartEdit {
  if (change.setArticle) {
    const { productId, tcm, quantity } = change.setArticle;
    return setProductQuantity(cart, 'article', productId, tcm, quantity);
  }
  if (change.setGiftCard) {
    const { productId, tcm, set } = change.setGiftCard;
    return setProductQuantity(cart, 'giftCard', productId, tcm, set);
  }
  if (change.setFreeArticle) {
    const { productId, campaignId, remove } = change.setFreeArticle;
    const index = indexOf(cart, 'freeArticle', productId);
    const present = index >= 0;
    if (present !== remove) return { cart };
    if (!remove)
      return { cart: withEntry(cart, 'freeArticle', -1, { article: { productId, campaignId, quantity: 1 } }) };
    const entry = cart.freeArticles[index]!;
    const undo: CartChange = {
      setFreeArticle: { productId, campaignId: entry.article.campaignId ?? campaignId, remove: false },
    };
    return removal(cart, 'freeArticle', index, undo);
  }
  if (change.setPartnerProduct) {
    const { partnerProductId, set } = change.setPartnerProduct;
    const index = indexOf(cart, 'partnerProduct', partnerProductId);
    const entry = cart.partnerProducts[index];
    const current = entry ? quantityOf(entry.totalQuantity) : 0;
    if (set === current) return { cart };
    if (!entry) return { cart: withEntry(cart, 'partnerProduct', -1, { partnerProductId, totalQuantity: set }) };
    if (set > 0) return { cart: withEntry(cart, 'partnerProduct', index, { ...entry, totalQuantity: set }) };
    return removal(cart, 'partnerProduct', index, { setPartnerProduct: { partnerProductId, set: current } });
  }
  if (change.deleteSubscription) {
    const index = indexOf(cart, 'subscription', change.deleteSubscription.subscriptionId);
    return index < 0 ? { cart } : removal(cart, 'subscription', index, null);
  }
  return { cart };
}

/**
 * Puts a removed item back where it was (the undo's optimistic edit); the count follows. An item that is in its list
 * again (a newer edit added it) is left as it is.
 */
export function restoreItem(cart: Cart, { item, index }: Pick<RemovedItem, 'item' | 'index'>): Cart {
  if (indexOf(cart, item.kind, itemKeyOf(item)) >= 0) return cart;
  return insertEntry(cart, item.kind, item.entry, index);
}

function insertEntry<K extends CartItemKind>(cart: Cart, kind: K, entry: CartItemEntries[K], index: number): Cart {
  const list = [...listOf(cart, kind)];
  list.splice(Math.min(index, list.length), 0, entry);
  return { ...cart, [cartItemLists[kind]]: list, numberOfArticles: withCount(cart, piecesOf(itemOf(kind, entry))) };
}

/** The number of articles of a cart as the badge shows it (the "item-count badge"); 0 when none is known. */
export const countOf = (cart: Cart | null | undefined): number => cart?.numberOfArticles ?? 0;

/** Whether the cart lists anything the mini cart shows as a line (any item list, subscriptions included). */
export const hasLines = (cart: Cart): boolean => Object.values(cartItemLists).some((list) => cart[list].length > 0);
