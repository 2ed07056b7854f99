import { cartSchema, changeCart, fetchCart, type Cart, type CartAnswer, type CartChange } from '../../services/cart';
import { createServiceClient, type ServiceResult } from '../../services/http';
import { createReferenceServices, SESSION_COOKIE } from '../../mocks';
import { seedCart } from '../../mocks/routes/cart';
import { applyChange, countOf, piecesOf, quantityOf, restoreItem, type CartEdit } from './optimistic';

/** A cart with one of everything; numberOfArticles counted as the reference service counts (2 + 1 + 1 + 1 + 1 = 6). */
const cart: Cart = cartSchema.parse({
  numberOfArticles: 6,
  articles: [
    { article: { productId: 'a1', tcm: 'tcm:a1', title: 'Crema', quantity: 2, availability: 'AVAILABLE' } },
    { article: { productId: 'a2', tcm: 'tcm:a2', title: 'Espresso', quantity: { quantity: 1, unit: 'piece' } } },
  ],
  freeArticles: [{ article: { productId: 'f1', campaignId: 'c1', quantity: { quantity: 1 } } }],
  giftCards: [{ article: { productId: 'g1', tcm: 'tcm:g1', quantity: 1 } }],
  partnerProducts: [{ partnerProductId: 'p1', totalQuantity: 1, title: 'Garantie' }],
  subscriptions: [{ subscriptionConfigurationId: 's1' }],
});
const snapshot = structuredClone(cart);
afterEach(() => expect(cart, 'applyChange never changes its input').toEqual(snapshot));

const articleIds = (c: Cart) => c.articles.map((e) => [e.article.productId, e.article.quantity]);

describe('quantityOf ("quantity (a number or an object holding quantity)")', () => {
  it.each([
    [3, 3],
    [{ quantity: 4 }, 4],
    [undefined, 1],
    [0, 0],
    [-2, 0],
    [1.5, 0],
    [{ quantity: Number.NaN }, 0],
  ] as const)('%j → %s', (quantity, expected) => {
    expect(quantityOf(quantity)).toBe(expected);
  });
});

describe('piecesOf (numberOfArticles as the reference service counts it)', () => {
  it('articles and gift cards by quantity, 1 per free article, partner products by totalQuantity, subscriptions 0', () => {
    expect(piecesOf({ kind: 'article', entry: cart.articles[0]! })).toBe(2);
    expect(piecesOf({ kind: 'article', entry: cart.articles[1]! })).toBe(1);
    expect(piecesOf({ kind: 'freeArticle', entry: cart.freeArticles[0]! })).toBe(1);
    expect(piecesOf({ kind: 'giftCard', entry: cart.giftCards[0]! })).toBe(1);
    expect(piecesOf({ kind: 'partnerProduct', entry: { partnerProductId: 'p', totalQuantity: 3 } })).toBe(3);
    expect(piecesOf({ kind: 'subscription', entry: cart.subscriptions[0]! })).toBe(0);
  });
});

describe('applyChange: the five PUT changes on a local cart', () => {
  type Row = [name: string, change: CartChange, check: (edit: CartEdit) => void];
  const rows: Row[] = [
    [
      'setArticle raises a number quantity',
      { setArticle: { productId: 'a1', tcm: 'tcm:a1', quantity: 5 } },
      ({ cart: c, removed }) => {
        expect(articleIds(c)).toEqual([
          ['a1', 5],
          ['a2', { quantity: 1, unit: 'piece' }],
        ]);
        expect(c.numberOfArticles).toBe(9);
        expect(c.articles[0]!.article.title).toBe('Crema');
        expect(removed).toBeUndefined();
      },
    ],
    [
      'setArticle keeps a quantity object’s form and other fields',
      { setArticle: { productId: 'a2', tcm: 'tcm:a2', quantity: 3 } },
      ({ cart: c }) => {
        expect(c.articles[1]!.article.quantity).toEqual({ quantity: 3, unit: 'piece' });
        expect(c.numberOfArticles).toBe(8);
      },
    ],
    [
      'setArticle 0 removes the article: a deleted entry whose undo sets the old quantity',
      { setArticle: { productId: 'a1', tcm: 'tcm:a1', quantity: 0 } },
      ({ cart: c, removed }) => {
        expect(articleIds(c)).toEqual([['a2', { quantity: 1, unit: 'piece' }]]);
        expect(c.numberOfArticles).toBe(4);
        expect(removed).toEqual({
          item: { kind: 'article', entry: cart.articles[0] },
          index: 0,
          undo: { setArticle: { productId: 'a1', tcm: 'tcm:a1', quantity: 2 } },
        });
      },
    ],
    [
      'setArticle 0 of a quantity object: the undo sets its number',
      { setArticle: { productId: 'a2', tcm: 'tcm:a2', quantity: 0 } },
      ({ cart: c, removed }) => {
        expect(c.numberOfArticles).toBe(5);
        expect(removed?.undo).toEqual({ setArticle: { productId: 'a2', tcm: 'tcm:a2', quantity: 1 } });
        expect(removed?.index).toBe(1);
      },
    ],
    [
      'setArticle of a new product appends it',
      { setArticle: { productId: 'a9', tcm: 'tcm:a9', quantity: 2 } },
      ({ cart: c, removed }) => {
        expect(c.articles.at(-1)).toEqual({ article: { productId: 'a9', tcm: 'tcm:a9', quantity: 2 } });
        expect(c.numberOfArticles).toBe(8);
        expect(removed).toBeUndefined();
      },
    ],
    [
      'setFreeArticle remove takes it out: undo adds it back',
      { setFreeArticle: { productId: 'f1', campaignId: 'c1', remove: true } },
      ({ cart: c, removed }) => {
        expect(c.freeArticles).toEqual([]);
        expect(c.numberOfArticles).toBe(5);
        expect(removed).toEqual({
          item: { kind: 'freeArticle', entry: cart.freeArticles[0] },
          index: 0,
          undo: { setFreeArticle: { productId: 'f1', campaignId: 'c1', remove: false } },
        });
      },
    ],
    [
      'setFreeArticle not remove adds a missing free article',
      { setFreeArticle: { productId: 'f2', campaignId: 'c2', remove: false } },
      ({ cart: c }) => {
        expect(c.freeArticles.map((e) => e.article.productId)).toEqual(['f1', 'f2']);
        expect(c.numberOfArticles).toBe(7);
      },
    ],
    [
      'setGiftCard set changes its quantity',
      { setGiftCard: { productId: 'g1', tcm: 'tcm:g1', set: 2 } },
      ({ cart: c }) => {
        expect(c.giftCards[0]!.article.quantity).toBe(2);
        expect(c.numberOfArticles).toBe(7);
      },
    ],
    [
      'setGiftCard set 0 removes it: undo sets the old quantity',
      { setGiftCard: { productId: 'g1', tcm: 'tcm:g1', set: 0 } },
      ({ cart: c, removed }) => {
        expect(c.giftCards).toEqual([]);
        expect(c.numberOfArticles).toBe(5);
        expect(removed?.undo).toEqual({ setGiftCard: { productId: 'g1', tcm: 'tcm:g1', set: 1 } });
      },
    ],
    [
      'setPartnerProduct set changes totalQuantity',
      { setPartnerProduct: { partnerProductId: 'p1', set: 3 } },
      ({ cart: c }) => {
        expect(c.partnerProducts).toEqual([{ partnerProductId: 'p1', totalQuantity: 3, title: 'Garantie' }]);
        expect(c.numberOfArticles).toBe(8);
      },
    ],
    [
      'setPartnerProduct set 0 removes it: undo sets the old totalQuantity',
      { setPartnerProduct: { partnerProductId: 'p1', set: 0 } },
      ({ cart: c, removed }) => {
        expect(c.partnerProducts).toEqual([]);
        expect(c.numberOfArticles).toBe(5);
        expect(removed).toEqual({
          item: { kind: 'partnerProduct', entry: cart.partnerProducts[0] },
          index: 0,
          undo: { setPartnerProduct: { partnerProductId: 'p1', set: 1 } },
        });
      },
    ],
    [
      'deleteSubscription removes it: a deleted entry without undo (no PUT adds a subscription); the count stays',
      { deleteSubscription: { subscriptionId: 's1' } },
      ({ cart: c, removed }) => {
        expect(c.subscriptions).toEqual([]);
        expect(c.numberOfArticles).toBe(6);
        expect(removed).toEqual({ item: { kind: 'subscription', entry: cart.subscriptions[0] }, index: 0, undo: null });
      },
    ],
  ];
  it.each(rows)('%s', (_name, change, check) => check(applyChange(cart, change)));

  it.each<[string, CartChange]>([
    ['the same quantity', { setArticle: { productId: 'a1', tcm: 'tcm:a1', quantity: 2 } }],
    ['removing an article not in the cart', { setArticle: { productId: 'zz', tcm: 't', quantity: 0 } }],
    ['removing a free article not in the cart', { setFreeArticle: { productId: 'zz', campaignId: 'c', remove: true } }],
    ['adding a free article already there', { setFreeArticle: { productId: 'f1', campaignId: 'c1', remove: false } }],
    ['the same gift card quantity', { setGiftCard: { productId: 'g1', tcm: 'tcm:g1', set: 1 } }],
    ['the same partner product quantity', { setPartnerProduct: { partnerProductId: 'p1', set: 1 } }],
    ['deleting an unknown subscription', { deleteSubscription: { subscriptionId: 'zz' } }],
  ])('%s changes nothing (the same cart)', (_name, change) => {
    expect(applyChange(cart, change)).toEqual({ cart });
    expect(applyChange(cart, change).cart).toBe(cart);
  });

  it('the count never goes below 0 (a server count lower than the lines)', () => {
    const low = { ...cart, numberOfArticles: 1 };
    expect(
      applyChange(low, { setArticle: { productId: 'a1', tcm: 'tcm:a1', quantity: 0 } }).cart.numberOfArticles,
    ).toBe(0);
  });
});

describe('restoreItem (the undo’s optimistic edit)', () => {
  it.each<[string, CartChange]>([
    ['an article', { setArticle: { productId: 'a1', tcm: 'tcm:a1', quantity: 0 } }],
    ['a quantity-object article', { setArticle: { productId: 'a2', tcm: 'tcm:a2', quantity: 0 } }],
    ['a free article', { setFreeArticle: { productId: 'f1', campaignId: 'c1', remove: true } }],
    ['a gift card', { setGiftCard: { productId: 'g1', tcm: 'tcm:g1', set: 0 } }],
    ['a partner product', { setPartnerProduct: { partnerProductId: 'p1', set: 0 } }],
    ['a subscription', { deleteSubscription: { subscriptionId: 's1' } }],
  ])('puts %s back where it was: the cart before the removal', (_name, change) => {
    const { cart: without, removed } = applyChange(cart, change);
    expect(restoreItem(without, removed!)).toEqual(cart);
  });

  it('leaves an item that is back already (a newer edit) as it is', () => {
    const { cart: without, removed } = applyChange(cart, {
      setArticle: { productId: 'a1', tcm: 'tcm:a1', quantity: 0 },
    });
    const readded = applyChange(without, { setArticle: { productId: 'a1', tcm: 'tcm:a1', quantity: 4 } }).cart;
    expect(restoreItem(readded, removed!)).toBe(readded);
  });

  it('puts it at the end when its list got shorter', () => {
    const { cart: without, removed } = applyChange(cart, {
      setArticle: { productId: 'a2', tcm: 'tcm:a2', quantity: 0 },
    });
    const shorter = applyChange(without, { setArticle: { productId: 'a1', tcm: 'tcm:a1', quantity: 0 } }).cart;
    expect(restoreItem(shorter, removed!).articles.map((e) => e.article.productId)).toEqual(['a2']);
  });
});

describe('countOf', () => {
  it('is the cart’s numberOfArticles, 0 without a cart', () => {
    expect(countOf(cart)).toBe(6);
    expect(countOf(null)).toBe(0);
  });
});

describe('the local edit matches the reference service’s answer (counts and lines)', () => {
  const lines = (c: Cart) => ({
    numberOfArticles: c.numberOfArticles,
    articles: c.articles.map((e) => [e.article.productId, quantityOf(e.article.quantity)]),
    freeArticles: c.freeArticles.map((e) => e.article.productId),
    giftCards: c.giftCards.map((e) => [e.article.productId, quantityOf(e.article.quantity)]),
    partnerProducts: c.partnerProducts.map((p) => [p.partnerProductId, p.totalQuantity]),
    subscriptions: c.subscriptions.map((s) => s.subscriptionConfigurationId),
  });
  const cartOf = (result: ServiceResult<CartAnswer>): Cart => {
    if (!result.ok || result.value.kind !== 'cart') throw new Error(JSON.stringify(result));
    return result.value.cart;
  };

  it.each<[string, CartChange]>([
    ['raise an article', { setArticle: { productId: '400001', tcm: 'tcm:cart-400001', quantity: 4 } }],
    ['lower an article', { setArticle: { productId: '400001', tcm: 'tcm:cart-400001', quantity: 1 } }],
    ['remove an article', { setArticle: { productId: '400001', tcm: 'tcm:cart-400001', quantity: 0 } }],
    ['add an article', { setArticle: { productId: '400003', tcm: 'tcm:cart-400003', quantity: 2 } }],
    [
      'remove the free article',
      { setFreeArticle: { productId: '490001', campaignId: 'welcome-tasting-set', remove: true } },
    ],
    ['set the gift card to 3', { setGiftCard: { productId: '480025', tcm: 'tcm:cart-480025', set: 3 } }],
    ['remove the gift card', { setGiftCard: { productId: '480025', tcm: 'tcm:cart-480025', set: 0 } }],
    ['set the partner product to 2', { setPartnerProduct: { partnerProductId: 'pp-warranty-3y', set: 2 } }],
    ['remove the partner product', { setPartnerProduct: { partnerProductId: 'pp-warranty-3y', set: 0 } }],
    ['delete the subscription', { deleteSubscription: { subscriptionId: 'sub-1' } }],
  ])('%s', async (_name, change) => {
    const reference = createReferenceServices();
    seedCart(reference.state, 'session-1', {
      articles: [
        { productId: '400001', quantity: 2 },
        { productId: '400004', quantity: 1 },
      ],
      freeArticles: [{ productId: '490001', campaignId: 'welcome-tasting-set' }],
      giftCards: [{ productId: '480025', quantity: 1 }],
      partnerProducts: [{ partnerProductId: 'pp-warranty-3y', totalQuantity: 1 }],
      subscriptions: [{ subscriptionConfigurationId: 'sub-1' }],
    });
    const services = createServiceClient({
      fetch: (input, init) =>
        reference.fetch(input, {
          ...init,
          headers: { ...Object.fromEntries(new Headers(init?.headers)), cookie: `${SESSION_COOKIE}=session-1` },
        }),
    });
    const before = cartOf(await fetchCart(services));
    const after = cartOf(await changeCart(services, change));
    expect(lines(applyChange(before, change).cart)).toEqual(lines(after));
  });
});
