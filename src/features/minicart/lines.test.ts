import { cartSchema, type Cart, type CartChange } from '../../services/cart';
import {
  availabilityOf,
  changeFor,
  isEmpty,
  isQuantityToSend,
  isStepped,
  lineKeyOf,
  linePrice,
  lineTitle,
  quantityOfItem,
  rowsOf,
  titleOf,
} from './lines';
import type { CartItem } from './optimistic';
import type { DeletedEntry } from './store';

const euros = (amount: number) => ({ amount, currency: 'EUR' });

/** A cart with one of everything, plus a second article and a partner product without a title. */
const cart: Cart = cartSchema.parse({
  numberOfArticles: 7,
  articles: [
    {
      article: {
        productId: 'a1',
        tcm: 'tcm:a1',
        title: 'Crema',
        quantity: 2,
        price: euros(5),
        availability: 'SOLDOUT',
      },
    },
    { article: { productId: 'a2', quantity: { quantity: 3, unit: 'piece' } } },
  ],
  freeArticles: [{ article: { productId: 'f1', title: 'Tasse', campaignId: 'c1', price: euros(4) } }],
  giftCards: [{ article: { productId: 'g1', tcm: 'tcm:g1', quantity: 1, price: euros(25) } }],
  partnerProducts: [
    { partnerProductId: 'p1', totalQuantity: 2, title: 'Garantie', price: euros(9) },
    { partnerProductId: 'p2', totalQuantity: 1 },
  ],
  subscriptions: [{ subscriptionConfigurationId: 's1' }],
});

const article: CartItem = { kind: 'article', entry: cart.articles[0]! };
const untitledArticle: CartItem = { kind: 'article', entry: cart.articles[1]! };
const freeArticle: CartItem = { kind: 'freeArticle', entry: cart.freeArticles[0]! };
const giftCard: CartItem = { kind: 'giftCard', entry: cart.giftCards[0]! };
const partnerProduct: CartItem = { kind: 'partnerProduct', entry: cart.partnerProducts[0]! };
const untitledPartnerProduct: CartItem = { kind: 'partnerProduct', entry: cart.partnerProducts[1]! };
const subscription: CartItem = { kind: 'subscription', entry: cart.subscriptions[0]! };

describe('what a line is called: its title, else its kind’s label, else its product id', () => {
  const label = (id: string) => `[${id}]`;
  it.each<[string, CartItem, string | undefined, string]>([
    ['an article with a title', article, 'Crema', 'Crema'],
    ['an article without one (its product id)', untitledArticle, undefined, 'a2'],
    ['a free article', freeArticle, 'Tasse', 'Tasse'],
    ['a gift card without a title', giftCard, undefined, '[minicart.giftCard]'],
    ['a partner product', partnerProduct, 'Garantie', 'Garantie'],
    ['a partner product without a title', untitledPartnerProduct, undefined, '[minicart.partnerProduct]'],
    ['a subscription (never a title)', subscription, undefined, '[minicart.subscription]'],
  ])('%s', (_, item, title, name) => {
    expect(titleOf(item)).toBe(title);
    expect(lineTitle(item, label)).toBe(name);
  });
});

describe('quantity, stepper and price of a line', () => {
  it.each<[string, CartItem, number, boolean, { value: unknown; times: number }]>([
    [
      'an article: its quantity, stepped, its price times the quantity',
      article,
      2,
      true,
      { value: euros(5), times: 2 },
    ],
    ['an article with a quantity object', untitledArticle, 3, true, { value: undefined, times: 3 }],
    ['a free article: no stepper and no price (it is free)', freeArticle, 1, false, { value: undefined, times: 1 }],
    ['a gift card: stepped', giftCard, 1, true, { value: euros(25), times: 1 }],
    ['a partner product: its total quantity, stepped', partnerProduct, 2, true, { value: euros(9), times: 2 }],
    ['a subscription: no quantity, no stepper, no price', subscription, 0, false, { value: undefined, times: 1 }],
  ])('%s', (_, item, quantity, stepped, price) => {
    expect(quantityOfItem(item)).toBe(quantity);
    expect(isStepped(item)).toBe(stepped);
    expect(linePrice(item)).toEqual(price);
  });

  it('only articles and free articles carry an availability', () => {
    expect([article, freeArticle, giftCard, partnerProduct, subscription].map(availabilityOf)).toEqual([
      'SOLDOUT',
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe('changeFor: the PUT change that sets a line (0 takes it out)', () => {
  it.each<[string, CartItem, number, CartChange]>([
    ['an article', article, 4, { setArticle: { productId: 'a1', tcm: 'tcm:a1', quantity: 4 } }],
    ['an article without a tcm', untitledArticle, 0, { setArticle: { productId: 'a2', tcm: '', quantity: 0 } }],
    ['a gift card', giftCard, 3, { setGiftCard: { productId: 'g1', tcm: 'tcm:g1', set: 3 } }],
    ['a partner product', partnerProduct, 0, { setPartnerProduct: { partnerProductId: 'p1', set: 0 } }],
    [
      'a free article: always removed',
      freeArticle,
      0,
      { setFreeArticle: { productId: 'f1', campaignId: 'c1', remove: true } },
    ],
    ['a subscription: deleted', subscription, 0, { deleteSubscription: { subscriptionId: 's1' } }],
  ])('%s', (_, item, quantity, change) => {
    expect(changeFor(item, quantity)).toEqual(change);
  });
});

describe('a typed quantity is sent when it is a whole number of at least 1 and not the line’s own', () => {
  it.each<[number | null, number, boolean]>([
    [3, 2, true],
    [1, 2, true],
    [150, 2, true],
    [2, 2, false],
    [0, 2, false],
    [-1, 2, false],
    [1.5, 2, false],
    [null, 2, false],
    [Number.NaN, 2, false],
    [2 ** 53, 2, false],
  ])('%s (line at %s) → %s', (next, quantity, sent) => {
    expect(isQuantityToSend(next, quantity)).toBe(sent);
  });
});

describe('rows: each deleted entry stays in place of its item', () => {
  const deletedEntry = (item: CartItem, index: number, id = `deleted-${lineKeyOf(item)}`): DeletedEntry => ({
    item,
    index,
    undo: null,
    id,
    createdAt: 0,
    expiresAt: null,
  });
  const removedArticle: CartItem = { kind: 'article', entry: { article: { productId: 'gone' } } };
  const removedGiftCard: CartItem = { kind: 'giftCard', entry: { article: { productId: 'gone-card' } } };
  const names = (deleted: DeletedEntry[]) =>
    rowsOf(cart, deleted).map((row) => (row.type === 'line' ? lineKeyOf(row.item) : row.entry.id));
  const lines = [
    'article:a1',
    'article:a2',
    'freeArticle:f1',
    'giftCard:g1',
    'partnerProduct:p1',
    'partnerProduct:p2',
    'subscription:s1',
  ];

  it('without deleted entries: the lists in the contract’s order (articles, free articles, gift cards, partner products, subscriptions)', () => {
    expect(names([])).toEqual(lines);
  });

  it.each<[string, DeletedEntry[], string[]]>([
    ['first of its list', [deletedEntry(removedArticle, 0, 'x')], ['x', ...lines]],
    ['between two lines', [deletedEntry(removedArticle, 1, 'x')], ['article:a1', 'x', ...lines.slice(1)]],
    [
      'past the end of its list',
      [deletedEntry(removedArticle, 5, 'x')],
      [...lines.slice(0, 2), 'x', ...lines.slice(2)],
    ],
    [
      'two of one list, by their index whatever their order',
      [deletedEntry(removedArticle, 2, 'later'), deletedEntry(removedArticle, 0, 'first')],
      ['first', 'article:a1', 'article:a2', 'later', ...lines.slice(2)],
    ],
    [
      'in its own list (a gift card after the gift cards)',
      [deletedEntry(removedGiftCard, 1, 'card')],
      [...lines.slice(0, 4), 'card', ...lines.slice(4)],
    ],
  ])('%s', (_, deleted, rows) => {
    expect(names(deleted)).toEqual(rows);
  });
});

describe('the empty state shows when there is no line and no deleted entry', () => {
  const empty: Cart = cartSchema.parse({ numberOfArticles: 0 });
  const entry: DeletedEntry = { item: article, index: 0, undo: null, id: 'd', createdAt: 0, expiresAt: null };
  it.each<[string, Cart, DeletedEntry[], boolean]>([
    ['an empty cart', empty, [], true],
    ['an empty cart with a deleted entry (its undo still shows)', empty, [entry], false],
    ['a cart with lines', cart, [], false],
    [
      'a cart with only a subscription',
      cartSchema.parse({ numberOfArticles: 0, subscriptions: [{ subscriptionConfigurationId: 's' }] }),
      [],
      false,
    ],
  ])('%s → %s', (_, c, deleted, shown) => {
    expect(isEmpty(c, deleted)).toBe(shown);
  });
});
