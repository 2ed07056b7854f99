import { vi } from 'vitest';
import { sites, type SiteCode } from '../../platform/site';
import { CART_PATH, changeCart, fetchCart, type CartAnswer, type CartChange } from '../../services/cart';
import { fetchCatalogueProduct } from '../../services/catalogue';
import { createServiceClient, type ServiceClient } from '../../services/http/client';
import { REQUEST_TIMEOUT_MS, serviceHeaders } from '../../services/http/constants';
import type { ServiceResult } from '../../services/http/types';
import { createReferenceServices, SESSION_COOKIE } from '../app';
import { availabilityOf } from '../fixtures/catalogue';
import { catalogueOf } from '../fixtures/products';
import { CART_LIMIT, ITEM_LIMIT, registerCart, seedCart } from './cart';
import { cartArticles, LIMITED_ARTICLE_STOCK } from './cartArticles';
import { registerCatalogueRoutes } from './catalogue';
import { withCookies } from '../testing';

function setup(extraHeaders: Record<string, string> = {}) {
  const services = createReferenceServices({ routes: [registerCart, registerCatalogueRoutes] });
  const browser = withCookies(services.fetch, extraHeaders);
  const client = createServiceClient({ fetch: browser.fetch });
  return { services, browser, client };
}

const cartOf = (result: ServiceResult<CartAnswer>) => {
  if (!result.ok || result.value.kind !== 'cart') throw new Error(`no cart: ${JSON.stringify(result)}`);
  return result.value;
};

const setArticle = (productId: string, quantity: number): CartChange => ({
  setArticle: { productId, tcm: `tcm:cart-${productId}`, quantity },
});

describe('reference cart service', () => {
  it('starts empty, and a change is seen by the next GET of the same session only', async () => {
    const { services, client } = setup();
    const empty = cartOf(await fetchCart(client));
    expect(empty.cart.numberOfArticles).toBe(0);
    expect(empty.cart.articles).toEqual([]);
    expect(empty.cart).toMatchObject({ totalPrice: { amount: 0, currency: 'EUR' } });

    const changed = cartOf(await changeCart(client, setArticle('400001', 2)));
    expect(changed.cart.numberOfArticles).toBe(2);
    expect(changed.addedProduct).toMatchObject({ productId: '400001', quantity: 2 });

    const again = cartOf(await fetchCart(client, { forceReload: true }));
    expect(again.cart.articles).toEqual([
      {
        article: {
          productId: '400001',
          tcm: 'tcm:cart-400001',
          title: 'Caffè Crema mild, ganze Bohne, 1\u00a0kg',
          quantity: 2,
          availability: 'AVAILABLE',
          price: { amount: 16.99, currency: 'EUR' },
        },
      },
    ]);
    expect(again.cart).toMatchObject({ numberOfArticles: 2, totalPrice: { amount: 33.98, currency: 'EUR' } });

    const otherSession = createServiceClient({ fetch: withCookies(services.fetch).fetch });
    expect(cartOf(await fetchCart(otherSession)).cart.numberOfArticles).toBe(0);
  });

  it('keys carts by the session cookie', async () => {
    const { browser, client } = setup();
    await fetchCart(client);
    expect(browser.jar.get(SESSION_COOKIE)).toMatch(/^session-/);
  });

  it('answers 304 (unchanged) when a PUT changes nothing', async () => {
    const { client } = setup();
    await changeCart(client, setArticle('400003', 1));
    expect(await changeCart(client, setArticle('400003', 1))).toEqual({ ok: true, value: { kind: 'unchanged' } });
    expect(await changeCart(client, setArticle('400004', 0))).toEqual({ ok: true, value: { kind: 'unchanged' } });
    expect(await changeCart(client, { deleteSubscription: { subscriptionId: 'none' } })).toEqual({
      ok: true,
      value: { kind: 'unchanged' },
    });
  });

  it('lowers and removes articles without addedProduct', async () => {
    const { client } = setup();
    await changeCart(client, setArticle('400003', 3));
    const lowered = cartOf(await changeCart(client, setArticle('400003', 1)));
    expect(lowered.addedProduct).toBeUndefined();
    expect(lowered.cart.numberOfArticles).toBe(1);
    const removed = cartOf(await changeCart(client, setArticle('400003', 0)));
    expect(removed.cart.articles).toEqual([]);
  });

  describe('server-side limits: 409 with the code and {limit}', () => {
    it.each([
      ['AVAILABILITY_LIMIT', '400002', LIMITED_ARTICLE_STOCK + 1, LIMITED_ARTICLE_STOCK],
      ['ITEM_LIMIT', '400001', ITEM_LIMIT + 1, ITEM_LIMIT],
    ])('%s: %s × %i → limit %i, cart unchanged', async (code, productId, quantity, limit) => {
      const { client } = setup();
      expect(await changeCart(client, setArticle(productId, quantity))).toEqual({
        ok: false,
        error: { kind: 'http', status: 409, code, limit },
      });
      expect(cartOf(await fetchCart(client)).cart.numberOfArticles).toBe(0);
    });

    it(`CART_LIMIT: more than ${CART_LIMIT} pieces in the cart`, async () => {
      const { client } = setup();
      for (const id of ['400001', '400003', '400004', '400005', '400006']) {
        cartOf(await changeCart(client, setArticle(id, ITEM_LIMIT)));
      }
      expect(cartOf(await fetchCart(client)).cart.numberOfArticles).toBe(CART_LIMIT);
      expect(
        await changeCart(client, { setGiftCard: { productId: '480025', tcm: 'tcm:cart-480025', set: 1 } }),
      ).toEqual({ ok: false, error: { kind: 'http', status: 409, code: 'CART_LIMIT', limit: CART_LIMIT } });
      // Lowering is always allowed.
      expect(cartOf(await changeCart(client, setArticle('400001', 1))).cart.numberOfArticles).toBe(CART_LIMIT - 9);
    });
  });

  it('reports NOT_AVAILABLE and SOLDOUT articles (both block checkout)', async () => {
    const { client } = setup();
    await changeCart(client, setArticle('400005', 1));
    const { cart } = cartOf(await changeCart(client, setArticle('400006', 1)));
    expect(cart.articles.map((e) => e.article.availability)).toEqual(['NOT_AVAILABLE', 'SOLDOUT']);
  });

  it('adds and removes free articles, gift cards and partner products; deletes subscriptions', async () => {
    const { services, browser, client } = setup();
    await fetchCart(client);
    const free = cartOf(
      await changeCart(client, {
        setFreeArticle: { productId: '490001', campaignId: 'welcome-tasting-set', remove: false },
      }),
    );
    expect(free.cart.freeArticles).toEqual([
      {
        article: expect.objectContaining({
          productId: '490001',
          campaignId: 'welcome-tasting-set',
          quantity: { quantity: 1 },
        }),
      },
    ]);
    expect(
      await changeCart(client, {
        setFreeArticle: { productId: '490001', campaignId: 'welcome-tasting-set', remove: false },
      }),
    ).toEqual({ ok: true, value: { kind: 'unchanged' } });

    const gift = cartOf(
      await changeCart(client, { setGiftCard: { productId: '480025', tcm: 'tcm:cart-480025', set: 2 } }),
    );
    expect(gift.cart.giftCards).toEqual([{ article: expect.objectContaining({ productId: '480025', quantity: 2 }) }]);

    const partner = cartOf(
      await changeCart(client, { setPartnerProduct: { partnerProductId: 'pp-warranty-3y', set: 1 } }),
    );
    expect(partner.cart.partnerProducts).toEqual([
      expect.objectContaining({ partnerProductId: 'pp-warranty-3y', totalQuantity: 1 }),
    ]);
    expect(partner.cart.numberOfArticles).toBe(1 + 2 + 1);
    expect(partner.cart).toMatchObject({ totalPrice: { amount: 25 * 2 + 19.99 } });

    const removedFree = cartOf(
      await changeCart(client, {
        setFreeArticle: { productId: '490001', campaignId: 'welcome-tasting-set', remove: true },
      }),
    );
    expect(removedFree.cart.freeArticles).toEqual([]);

    const session = browser.jar.get(SESSION_COOKIE) ?? '';
    seedCart(services.state, session, { subscriptions: [{ subscriptionConfigurationId: 'sub-1' }] });
    expect(cartOf(await fetchCart(client)).cart.subscriptions).toEqual([{ subscriptionConfigurationId: 'sub-1' }]);
    const deleted = cartOf(await changeCart(client, { deleteSubscription: { subscriptionId: 'sub-1' } }));
    expect(deleted.cart.subscriptions).toEqual([]);
  });

  it('refuses products outside the set with PRODUCTDATA_UNAVAILABLE', async () => {
    const { client } = setup();
    expect(await changeCart(client, setArticle('999999', 1))).toEqual({
      ok: false,
      error: { kind: 'http', status: 422, code: 'PRODUCTDATA_UNAVAILABLE' },
    });
    expect(
      await changeCart(client, { setFreeArticle: { productId: '490001', campaignId: 'other', remove: false } }),
    ).toMatchObject({ ok: false, error: { code: 'PRODUCTDATA_UNAVAILABLE' } });
  });

  it('refuses a body that is not exactly one change (400 UNKNOWN) and a PUT without the CSRF marker (403)', async () => {
    const { client, browser } = setup();
    const two = { ...setArticle('400001', 1), deleteSubscription: { subscriptionId: 's' } } as unknown as CartChange;
    expect(await changeCart(client, two)).toEqual({ ok: false, error: { kind: 'http', status: 400, code: 'UNKNOWN' } });
    const raw = await browser.fetch(CART_PATH, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(setArticle('400001', 1)),
    });
    expect(raw.status).toBe(403);
  });

  it.each([
    ['CZ', 'Caffè Crema jemná, zrnková, 1\u00a0kg', { amount: 429, currency: 'CZK' }],
    ['CH_FR', 'Caffè Crema doux, grains entiers, 1\u00a0kg', { amount: 19.9, currency: 'CHF' }],
    ['TR', 'Caffè Crema yumuşak, çekirdek, 1\u00a0kg', { amount: 899.9, currency: 'TRY' }],
  ] as const)('renders titles and prices for the site of the X-Hunter-Site header (%s)', async (site, title, price) => {
    const { client } = setup({ [serviceHeaders.hunterSite]: sites[site].code });
    const { cart } = cartOf(await changeCart(client, setArticle('400001', 1)));
    expect(cart.articles[0]?.article).toMatchObject({ title, price });
    expect(cart).toMatchObject({ totalPrice: price });
  });

  it('takes the site from the `site` query too, and falls back to DE', async () => {
    const { browser, client } = setup();
    await changeCart(client, setArticle('400001', 1));
    const hu = (await (await browser.fetch(`${CART_PATH}?site=hu`)).json()) as { cart: { totalPrice: unknown } };
    expect(hu.cart.totalPrice).toEqual({ amount: 6990, currency: 'HUF' });
    const unknown = (await (await browser.fetch(`${CART_PATH}?site=xx`)).json()) as { cart: { totalPrice: unknown } };
    expect(unknown.cart.totalPrice).toEqual({ amount: 16.99, currency: 'EUR' });
  });

  it('answers a GET with 304 when If-None-Match names the current cart, unless forceReload=true', async () => {
    const { browser } = setup();
    const first = await browser.fetch(CART_PATH);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    expect((await browser.fetch(CART_PATH, { headers: { 'if-none-match': etag } })).status).toBe(304);
    expect((await browser.fetch(`${CART_PATH}?forceReload=true`, { headers: { 'if-none-match': etag } })).status).toBe(
      200,
    );
    expect((await browser.fetch(`${CART_PATH}?forceReload=yes`)).status).toBe(400);
  });

  describe("catalogue products (the storefront's add-to-cart on product and category pages)", () => {
    /** Catalogue products in catalogue order; the first is available. */
    const [first, second, ...more] = catalogueOf('DE').map((p) => p.id);
    const productId = first!;

    /** The product as its product page shows it in a site (the reference catalogue service). */
    async function productPage(client: ServiceClient, site: SiteCode) {
      const result = await fetchCatalogueProduct(client, { productId, site });
      if (!result.ok || result.value.kind !== 'product') throw new Error(`no product: ${JSON.stringify(result)}`);
      return result.value.product;
    }

    it.each([
      ['DE', 'EUR', 'Kaffeebohnen Espresso Intenso 1\u00a0kg'],
      ['PL', 'PLN', 'Kawa ziarnista Espresso Intenso 1\u00a0kg'],
    ] as const)(
      'on %s: its title, price in %s and availability as its product page has them, with page and image',
      async (site, currency, title) => {
        const { client } = setup({ [serviceHeaders.hunterSite]: site });
        const product = await productPage(client, site);
        const changed = cartOf(await changeCart(client, setArticle(productId, 2)));
        const line = {
          productId,
          tcm: `tcm:cart-${productId}`,
          title,
          quantity: 2,
          availability: 'AVAILABLE',
          price: { amount: product.price.amount, currency },
          productViewUrl: product.productViewUrl,
          imageProductThumb: product.imageProductThumb,
          imageAltText: product.imageAltText,
        };
        expect(changed.addedProduct).toEqual(line);
        expect(changed.cart.articles).toEqual([{ article: line }]);
        expect(line.productViewUrl).toMatch(new RegExp(`^/p/[^/]+/${productId}$`));
        expect(changed.cart).toMatchObject({
          numberOfArticles: 2,
          totalPrice: { amount: Math.round(product.price.amount * 100 * 2) / 100, currency },
        });
      },
    );

    it("reads a line in the language and currency of the reading request's site", async () => {
      const { browser, client } = setup();
      await changeCart(client, setArticle(productId, 1));
      const pl = (await (await browser.fetch(`${CART_PATH}?site=pl`)).json()) as {
        cart: { articles: { article: { title: string; price: { currency: string } } }[] };
      };
      expect(pl.cart.articles[0]?.article).toMatchObject({
        title: 'Kawa ziarnista Espresso Intenso 1\u00a0kg',
        price: { currency: 'PLN' },
      });
    });

    it(`ITEM_LIMIT: the ${ITEM_LIMIT + 1}th piece answers 409 with limit ${ITEM_LIMIT}, the cart keeps ${ITEM_LIMIT}`, async () => {
      const { client } = setup();
      expect(cartOf(await changeCart(client, setArticle(productId, ITEM_LIMIT))).cart.numberOfArticles).toBe(
        ITEM_LIMIT,
      );
      expect(await changeCart(client, setArticle(productId, ITEM_LIMIT + 1))).toEqual({
        ok: false,
        error: { kind: 'http', status: 409, code: 'ITEM_LIMIT', limit: ITEM_LIMIT },
      });
      expect(cartOf(await fetchCart(client)).cart.numberOfArticles).toBe(ITEM_LIMIT);
    });

    it(`counts catalogue pieces with the cart's own, up to CART_LIMIT (${CART_LIMIT})`, async () => {
      const { client } = setup();
      await changeCart(client, setArticle('400001', 2));
      const mixed = cartOf(await changeCart(client, setArticle(productId, 3)));
      expect(mixed.cart.numberOfArticles).toBe(2 + 3);
      expect(mixed.cart.articles.map((e) => e.article.productId)).toEqual(['400001', productId]);

      const fill = [productId, second!, ...more.slice(0, 2)];
      await changeCart(client, setArticle('400001', 0));
      for (const id of fill) cartOf(await changeCart(client, setArticle(id, ITEM_LIMIT)));
      await changeCart(client, setArticle('400003', ITEM_LIMIT));
      expect(cartOf(await fetchCart(client)).cart.numberOfArticles).toBe(CART_LIMIT);
      expect(await changeCart(client, setArticle(more[2]!, 1))).toEqual({
        ok: false,
        error: { kind: 'http', status: 409, code: 'CART_LIMIT', limit: CART_LIMIT },
      });
    });

    it('answers 304 for the same quantity, and removes a product without addedProduct', async () => {
      const { client } = setup();
      await changeCart(client, setArticle(productId, 2));
      expect(await changeCart(client, setArticle(productId, 2))).toEqual({ ok: true, value: { kind: 'unchanged' } });
      const removed = cartOf(await changeCart(client, setArticle(productId, 0)));
      expect(removed.addedProduct).toBeUndefined();
      expect(removed.cart).toMatchObject({ numberOfArticles: 0, articles: [], totalPrice: { amount: 0 } });
    });

    it("reports the catalogue's NOT_AVAILABLE and SOLDOUT products as such (both block checkout)", async () => {
      const { client } = setup();
      const firstWith = (availability: string) => catalogueOf('DE').find((p) => availabilityOf(p) === availability)!;
      const unavailable = [firstWith('NOT_AVAILABLE'), firstWith('SOLDOUT')];
      for (const product of unavailable) await changeCart(client, setArticle(product.id, 1));
      const { cart } = cartOf(await fetchCart(client));
      expect(cart.articles.map((e) => [e.article.productId, e.article.availability])).toEqual([
        [unavailable[0]!.id, 'NOT_AVAILABLE'],
        [unavailable[1]!.id, 'SOLDOUT'],
      ]);
    });

    it('takes catalogue products as articles only: as a gift card they are PRODUCTDATA_UNAVAILABLE', async () => {
      const { client } = setup();
      expect(await changeCart(client, { setGiftCard: { productId, tcm: `tcm:cart-${productId}`, set: 1 } })).toEqual({
        ok: false,
        error: { kind: 'http', status: 422, code: 'PRODUCTDATA_UNAVAILABLE' },
      });
    });

    it("no id of the cart's own set is a catalogue id (the own set is looked up first)", () => {
      const catalogueIds = new Set(catalogueOf('DE').map((p) => p.id));
      expect(cartArticles.filter((a) => catalogueIds.has(a.productId))).toEqual([]);
    });
  });

  describe('faults on GET /service/cart/api/cart give the typed error', () => {
    const route = `GET ${CART_PATH}` as const;
    afterEach(() => {
      vi.useRealTimers();
    });

    it.each([
      // The injected error body is `{ errorCode }` (app.ts), which the clients do not read as a code.
      ['status 500', { status: 500 }, { kind: 'http', status: 500, code: 'INJECTED_FAULT' }],
      ['malformed body', { malformed: true }, { kind: 'invalid-response' }],
      ['wrong shape', { wrongShape: true }, { kind: 'invalid-response' }],
      ['dropped connection', { drop: true }, { kind: 'network' }],
    ])('%s', async (_, fault, error) => {
      const { services, client } = setup();
      services.faults.set(route, fault);
      expect(await fetchCart(client)).toMatchObject({ ok: false, error });
    });

    it('hang → timeout after 15000 ms', async () => {
      vi.useFakeTimers();
      const { services, client } = setup();
      services.faults.set(route, { hang: true });
      const pending = fetchCart(client);
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
      expect(await pending).toEqual({ ok: false, error: { kind: 'timeout' } });
    });

    it('added latency still answers', async () => {
      vi.useFakeTimers();
      const { services, client } = setup();
      services.faults.set(route, { latencyMs: REQUEST_TIMEOUT_MS / 2 });
      const pending = fetchCart(client);
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS / 2);
      expect(cartOf(await pending).cart.numberOfArticles).toBe(0);
    });

    it('a failed PUT changes nothing', async () => {
      const { services, client } = setup();
      services.faults.set(`PUT ${CART_PATH}`, { status: 503 });
      expect((await changeCart(client, setArticle('400001', 1))).ok).toBe(false);
      services.faults.clear();
      expect(cartOf(await fetchCart(client)).cart.numberOfArticles).toBe(0);
    });
  });
});
