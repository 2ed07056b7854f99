/**
 * The reference cart service: one cart per session cookie, changed by PUT with exactly
 * one change, with the server-side limits CART_LIMIT, ITEM_LIMIT and AVAILABILITY_LIMIT and 304 when nothing changed.
 * Titles and prices follow the site of the request (X-Hunter-Site header or `site` query, else DE). It holds its own
 * small set (cartArticles.ts) and, as articles, the seeded catalogue's products (fixtures/products.ts), which the
 * storefront's product and category pages add: `resolveArticle` is the one lookup over both.
 */
import type { Context } from 'hono';
import { resolveSite, type Site } from '../../platform/site';
import {
  CART_PATH,
  FORCE_RELOAD_PARAM,
  FORCE_RELOAD_VALUE,
  cartChangeSchema,
  cartQuerySchema,
  type CartChange,
  type CartErrorCode,
  type CartLimitCode,
} from '../../services/cart';
import { serviceHeaders } from '../../services/http/constants';
import { sessionOf, type RegisterRoutes, type ServicesEnv } from '../app';
import { catalogueSummaryOf } from '../fixtures/catalogue';
import { catalogueOf } from '../fixtures/products';
import type { ReferenceState } from '../state';
import {
  cartAvailabilityOf,
  findCartArticle,
  findPartnerProduct,
  titleLanguageOf,
  type CartArticleKind,
  type CartAvailability,
} from './cartArticles';

/** CART_LIMIT ("at most {limit} products per purchase"): pieces in the whole cart (numberOfArticles). */
export const CART_LIMIT = 50;
/** ITEM_LIMIT ("at most {limit} pieces of this item per purchase"): per article, gift card or partner product. */
export const ITEM_LIMIT = 10;

/** HTTP statuses of the cart's answers (not shown in the spec; chosen). */
export const cartStatus = {
  /** A limit was hit: `{ code, limit }`. */
  limit: 409,
  /** The body is not exactly one valid change, or the query is not `forceReload=true`: `{ code: 'UNKNOWN' }`. */
  badRequest: 400,
  /** A PUT without the CSRF marker header: `{ code: 'UNKNOWN' }`. */
  forbidden: 403,
  /** The product is neither in the cart's own set nor in the catalogue: `{ code: 'PRODUCTDATA_UNAVAILABLE' }`. */
  unknownProduct: 422,
  /** "304 means nothing changed". */
  notModified: 304,
} as const;

const UNKNOWN: CartErrorCode = 'UNKNOWN';
const PRODUCTDATA_UNAVAILABLE: CartErrorCode = 'PRODUCTDATA_UNAVAILABLE';

/** A line of the stored cart: which product, how many. */
export interface CartLine {
  productId: string;
  quantity: number;
}

/** What the reference service keeps per session; rendered for the request's site on every answer. */
export interface StoredCart {
  /** Unique per cart; with `version` it makes the ETag. */
  id: string;
  /** Increases with every change. */
  version: number;
  articles: CartLine[];
  freeArticles: { productId: string; campaignId: string }[];
  giftCards: CartLine[];
  partnerProducts: { partnerProductId: string; totalQuantity: number }[];
  subscriptions: { subscriptionConfigurationId: string }[];
  /** The defective lists' entries are "not shown": kept as given by `seedCart`. */
  defectiveArticles: unknown[];
  defectiveGiftCards: unknown[];
  defectivePartnerProducts: unknown[];
  defectiveSubscriptions: unknown[];
}

const CART_SLOT = 'cart';

const cartsOf = (state: ReferenceState) => state.slot(CART_SLOT, () => new Map<string, StoredCart>());

const emptyCart = (state: ReferenceState): StoredCart => ({
  id: state.newId('cart'),
  version: 0,
  articles: [],
  freeArticles: [],
  giftCards: [],
  partnerProducts: [],
  subscriptions: [],
  defectiveArticles: [],
  defectiveGiftCards: [],
  defectivePartnerProducts: [],
  defectiveSubscriptions: [],
});

/** The stored cart of a session (created empty on first use). */
export function cartOfSession(state: ReferenceState, sessionId: string): StoredCart {
  const carts = cartsOf(state);
  let cart = carts.get(sessionId);
  if (!cart) {
    cart = emptyCart(state);
    carts.set(sessionId, cart);
  }
  return cart;
}

/**
 * Puts contents into a session's cart, for tests and stories: subscriptions and defective entries cannot be added
 * through the PUT contract, so this is how a cart with them (e.g. a cart that may not check out) is made.
 */
export function seedCart(
  state: ReferenceState,
  sessionId: string,
  contents: Partial<Omit<StoredCart, 'id' | 'version'>>,
): StoredCart {
  const cart = { ...cartOfSession(state, sessionId), ...structuredClone(contents) };
  cart.version += 1;
  cartsOf(state).set(sessionId, cart);
  return cart;
}

/**
 * A cart with every kind of line, for tests and stories (`seedCart(state, session, everyLineKind)`): two articles
 * (2 + 1 pieces), the welcome free article, a gift card, a partner product and a subscription: 6 pieces in all.
 */
export const everyLineKind: Partial<Omit<StoredCart, 'id' | 'version'>> = {
  articles: [
    { productId: '400001', quantity: 2 },
    { productId: '400003', quantity: 1 },
  ],
  freeArticles: [{ productId: '490001', campaignId: 'welcome-tasting-set' }],
  giftCards: [{ productId: '480025', quantity: 1 }],
  partnerProducts: [{ partnerProductId: 'pp-warranty-3y', totalQuantity: 1 }],
  subscriptions: [{ subscriptionConfigurationId: 'sub-coffee-monthly' }],
};

/** The site of a cart request: the X-Hunter-Site header, else the `site` query, else DE. */
export function cartSiteOf(c: Context<ServicesEnv>): Site {
  return resolveSite(c.req.header(serviceHeaders.hunterSite) ?? c.req.query('site'));
}

// --- money ---------------------------------------------------------------------------------------------------

/** Prices are kept in major units; sums are made in hundredths so they stay exact. */
const HUNDREDTHS = 100;
const toMinor = (amount: number) => Math.round(amount * HUNDREDTHS);
const toMajor = (minor: number) => minor / HUNDREDTHS;

/** An amount of the site's currency, in major units, as the cart sends it (extra field: the contract keeps them). */
const moneyIn = (amount: number, site: Site) => ({ amount: toMajor(toMinor(amount)), currency: site.currency });

// --- articles ------------------------------------------------------------------------------------------------

/** What the cart shows of an article in one site, wherever it comes from. */
interface SiteArticle {
  productId: string;
  tcm: string;
  title: string;
  availability: CartAvailability;
  /** Unit price in the site's currency, major units. */
  price: number;
  /** Pieces still in stock (AVAILABILITY_LIMIT); absent: unlimited. */
  stock?: number;
  campaignId?: string;
  /** A catalogue product's page and image: the names the storefront's cart page reads (site-relative url). */
  page?: { productViewUrl: string; imageProductThumb: string; imageAltText: string };
}

/** The catalogue has no tcm: a catalogue product gets one named like the cart's own articles'. */
const catalogueTcmOf = (productId: string) => `tcm:cart-${productId}`;

/**
 * The one lookup of the cart's articles, for a site: the cart's own set first, then, for the articles list only, the
 * seeded catalogue (its title in the site's language, its price in the site's currency and its availability, as the
 * product page has them; no stock is known there). Free articles and gift cards come from the cart's own set only.
 */
function resolveArticle(productId: string, kind: CartArticleKind, site: Site): SiteArticle | undefined {
  const own = findCartArticle(productId, kind);
  if (own) {
    const { tcm, titles, availability, prices, stock, campaignId } = own;
    const title = titles[titleLanguageOf(site)];
    return { productId, tcm, title, availability, price: prices[site.currency], stock, campaignId };
  }
  if (kind !== 'article') return undefined;
  const product = catalogueOf(site.code).find((p) => p.id === productId);
  if (!product) return undefined;
  const { title, price, availability, productViewUrl, imageProductThumb, imageAltText } = catalogueSummaryOf(
    product,
    site.code,
  );
  return {
    productId,
    tcm: catalogueTcmOf(productId),
    title,
    availability: cartAvailabilityOf(availability),
    price: price.amount,
    page: { productViewUrl, imageProductThumb, imageAltText },
  };
}

// --- rendering -----------------------------------------------------------------------------------------------

function renderArticle(article: SiteArticle, site: Site, quantity: number | { quantity: number }) {
  return {
    productId: article.productId,
    tcm: article.tcm,
    title: article.title,
    quantity,
    availability: article.availability,
    ...(article.campaignId ? { campaignId: article.campaignId } : {}),
    price: moneyIn(article.price, site),
    ...article.page,
  };
}

const renderLines = (lines: CartLine[], kind: CartArticleKind, site: Site) =>
  lines.flatMap((line) => {
    const article = resolveArticle(line.productId, kind, site);
    return article ? [{ article: renderArticle(article, site, line.quantity) }] : [];
  });

/** Every piece in the cart: articles, free articles, gift cards and partner products (the cart's numberOfArticles). */
function piecesOf(cart: StoredCart): number {
  const sum = (lines: { quantity: number }[]) => lines.reduce((n, l) => n + l.quantity, 0);
  return (
    sum(cart.articles) +
    cart.freeArticles.length +
    sum(cart.giftCards) +
    cart.partnerProducts.reduce((n, p) => n + p.totalQuantity, 0)
  );
}

function totalOf(cart: StoredCart, site: Site) {
  const linesTotal = (lines: CartLine[], kind: CartArticleKind) =>
    lines.reduce((minor, line) => {
      const article = resolveArticle(line.productId, kind, site);
      return article ? minor + toMinor(article.price) * line.quantity : minor;
    }, 0);
  const partners = cart.partnerProducts.reduce((minor, p) => {
    const product = findPartnerProduct(p.partnerProductId);
    return product ? minor + toMinor(product.prices[site.currency]) * p.totalQuantity : minor;
  }, 0);
  return {
    amount: toMajor(linesTotal(cart.articles, 'article') + linesTotal(cart.giftCards, 'giftCard') + partners),
    currency: site.currency,
  };
}

/**
 * The cart as the contract has it, for one site. Extra fields (chosen, the contract keeps them): each
 * article's unit `price` and the cart's `totalPrice`, both `{ amount, currency }` in the site's currency; a catalogue
 * product's `productViewUrl`, `imageProductThumb` and `imageAltText`; a partner product's `title` and `price`. Free
 * articles carry their quantity as an object (`{ quantity: 1 }`), the other lists as a number: the cart contract
 * allows both forms.
 */
export function renderCart(cart: StoredCart, site: Site) {
  const language = titleLanguageOf(site);
  return {
    numberOfArticles: piecesOf(cart),
    articles: renderLines(cart.articles, 'article', site),
    freeArticles: cart.freeArticles.flatMap((line) => {
      const article = resolveArticle(line.productId, 'freeArticle', site);
      return article ? [{ article: renderArticle(article, site, { quantity: 1 }) }] : [];
    }),
    giftCards: renderLines(cart.giftCards, 'giftCard', site),
    partnerProducts: cart.partnerProducts.flatMap((line) => {
      const product = findPartnerProduct(line.partnerProductId);
      return product
        ? [{ ...line, title: product.titles[language], price: moneyIn(product.prices[site.currency], site) }]
        : [];
    }),
    subscriptions: cart.subscriptions,
    defectiveArticles: cart.defectiveArticles,
    defectiveGiftCards: cart.defectiveGiftCards,
    defectivePartnerProducts: cart.defectivePartnerProducts,
    defectiveSubscriptions: cart.defectiveSubscriptions,
    totalPrice: totalOf(cart, site),
  };
}

// --- changes -------------------------------------------------------------------------------------------------

type ChangeOutcome =
  | { kind: 'unchanged' }
  | { kind: 'changed'; cart: StoredCart; added?: { article: SiteArticle; quantity: number } }
  | { kind: 'error'; status: number; code: CartErrorCode; limit?: number };

const limitError = (code: CartLimitCode, limit: number): ChangeOutcome => ({
  kind: 'error',
  status: cartStatus.limit,
  code,
  limit,
});
const unknownProduct: ChangeOutcome = {
  kind: 'error',
  status: cartStatus.unknownProduct,
  code: PRODUCTDATA_UNAVAILABLE,
};

/**
 * The limits of a grown quantity, most telling first: AVAILABILITY_LIMIT (the stock), ITEM_LIMIT, then CART_LIMIT on
 * the whole cart after the change. Lowering a quantity never hits a limit.
 */
function checkLimits(draft: StoredCart, quantity: number, stock: number | undefined): ChangeOutcome | undefined {
  if (stock !== undefined && quantity > stock) return limitError('AVAILABILITY_LIMIT', stock);
  if (quantity > ITEM_LIMIT) return limitError('ITEM_LIMIT', ITEM_LIMIT);
  if (piecesOf(draft) > CART_LIMIT) return limitError('CART_LIMIT', CART_LIMIT);
  return undefined;
}

/** Sets a line's quantity in a list (0 removes it); the list keeps its order. */
function withQuantity(lines: CartLine[], productId: string, quantity: number): CartLine[] {
  if (quantity === 0) return lines.filter((l) => l.productId !== productId);
  return lines.some((l) => l.productId === productId)
    ? lines.map((l) => (l.productId === productId ? { productId, quantity } : l))
    : [...lines, { productId, quantity }];
}

function setLine(
  cart: StoredCart,
  list: 'articles' | 'giftCards',
  article: SiteArticle | undefined,
  quantity: number,
): ChangeOutcome {
  if (!article) return unknownProduct;
  const current = cart[list].find((l) => l.productId === article.productId)?.quantity ?? 0;
  if (quantity === current) return { kind: 'unchanged' };
  const draft = { ...cart, [list]: withQuantity(cart[list], article.productId, quantity) };
  if (quantity > current) {
    const refused = checkLimits(draft, quantity, article.stock);
    if (refused) return refused;
    return { kind: 'changed', cart: draft, added: { article, quantity: quantity - current } };
  }
  return { kind: 'changed', cart: draft };
}

/** Applies one change to a copy of the cart; the caller stores it. `site` is the request's (for `added`). */
export function applyCartChange(cart: StoredCart, change: CartChange, site: Site): ChangeOutcome {
  if (change.setArticle) {
    const { productId, quantity } = change.setArticle;
    return setLine(cart, 'articles', resolveArticle(productId, 'article', site), quantity);
  }
  if (change.setGiftCard) {
    const { productId, set } = change.setGiftCard;
    return setLine(cart, 'giftCards', resolveArticle(productId, 'giftCard', site), set);
  }
  if (change.setFreeArticle) {
    const { productId, campaignId, remove } = change.setFreeArticle;
    const article = resolveArticle(productId, 'freeArticle', site);
    if (!article || article.campaignId !== campaignId) return unknownProduct;
    const present = cart.freeArticles.some((f) => f.productId === productId);
    if (present !== remove) return { kind: 'unchanged' };
    if (remove)
      return {
        kind: 'changed',
        cart: { ...cart, freeArticles: cart.freeArticles.filter((f) => f.productId !== productId) },
      };
    const draft = { ...cart, freeArticles: [...cart.freeArticles, { productId, campaignId }] };
    const refused = checkLimits(draft, 1, article.stock);
    return refused ?? { kind: 'changed', cart: draft, added: { article, quantity: 1 } };
  }
  if (change.setPartnerProduct) {
    const { partnerProductId, set } = change.setPartnerProduct;
    if (!findPartnerProduct(partnerProductId)) return unknownProduct;
    const current = cart.partnerProducts.find((p) => p.partnerProductId === partnerProductId)?.totalQuantity ?? 0;
    if (set === current) return { kind: 'unchanged' };
    const others = cart.partnerProducts.filter((p) => p.partnerProductId !== partnerProductId);
    const partnerProducts =
      set === 0
        ? others
        : current === 0
          ? [...cart.partnerProducts, { partnerProductId, totalQuantity: set }]
          : cart.partnerProducts.map((p) =>
              p.partnerProductId === partnerProductId ? { partnerProductId, totalQuantity: set } : p,
            );
    const draft = { ...cart, partnerProducts };
    const refused = set > current ? checkLimits(draft, set, undefined) : undefined;
    return refused ?? { kind: 'changed', cart: draft };
  }
  if (change.deleteSubscription) {
    // The subscription's id: the only id a cart subscription has is subscriptionConfigurationId.
    const { subscriptionId } = change.deleteSubscription;
    const subscriptions = cart.subscriptions.filter((s) => s.subscriptionConfigurationId !== subscriptionId);
    if (subscriptions.length === cart.subscriptions.length) return { kind: 'unchanged' };
    return { kind: 'changed', cart: { ...cart, subscriptions } };
  }
  return { kind: 'unchanged' };
}

// --- routes --------------------------------------------------------------------------------------------------

const etagOf = (cart: StoredCart, site: Site) => `"${cart.id}.${cart.version}.${site.code}"`;

/**
 * GET and PUT /service/cart/api/cart.
 * - GET answers `{ cart }`. It also sends an ETag (with `Cache-Control: no-cache`): a request whose If-None-Match
 *   names the current cart gets 304 (nothing changed), unless it asks `forceReload=true`. The shop's client sends no
 *   such header itself; a browser's HTTP cache does.
 * - PUT takes exactly one change (cartChangeSchema): 200 `{ cart, addedProduct? }`, 304 when it changes nothing,
 *   409 `{ code, limit }` for the three limits, 422 PRODUCTDATA_UNAVAILABLE for a product in neither the cart's set
 *   nor the catalogue (or not of the change's kind), 400 UNKNOWN for a bad body, 403 UNKNOWN without the CSRF
 *   marker header.
 */
export const registerCart: RegisterRoutes = (app) => {
  app.get(CART_PATH, (c) => {
    if (!cartQuerySchema.safeParse(c.req.query()).success) return c.json({ code: UNKNOWN }, cartStatus.badRequest);
    const state = c.get('state');
    const cart = cartOfSession(state, sessionOf(c));
    const site = cartSiteOf(c);
    const etag = etagOf(cart, site);
    c.header('cache-control', 'no-cache');
    c.header('etag', etag);
    const forceReload = c.req.query(FORCE_RELOAD_PARAM) === FORCE_RELOAD_VALUE;
    if (!forceReload && c.req.header('if-none-match') === etag) return c.body(null, cartStatus.notModified);
    return c.json({ cart: renderCart(cart, site) });
  });

  app.put(CART_PATH, async (c) => {
    if (!c.req.header(serviceHeaders.csrfMarker)) return c.json({ code: UNKNOWN }, cartStatus.forbidden);
    const body: unknown = await c.req.json().catch(() => undefined);
    const change = cartChangeSchema.safeParse(body);
    if (!change.success) return c.json({ code: UNKNOWN }, cartStatus.badRequest);
    const state = c.get('state');
    const sessionId = sessionOf(c);
    const site = cartSiteOf(c);
    const outcome = applyCartChange(cartOfSession(state, sessionId), change.data, site);
    if (outcome.kind === 'unchanged') return c.body(null, cartStatus.notModified);
    if (outcome.kind === 'error') {
      const { code, limit } = outcome;
      return c.json(limit === undefined ? { code } : { code, limit }, outcome.status as 409);
    }
    const stored = { ...outcome.cart, version: outcome.cart.version + 1 };
    cartsOf(state).set(sessionId, stored);
    c.header('cache-control', 'no-store');
    return c.json({
      cart: renderCart(stored, site),
      ...(outcome.added ? { addedProduct: renderArticle(outcome.added.article, site, outcome.added.quantity) } : {}),
    });
  });
};
