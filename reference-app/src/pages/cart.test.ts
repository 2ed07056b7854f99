import { StorefrontProvider, MinicartProvider, resolveSite, type SiteCode } from 'crema';
import { defaultFlags } from 'crema/server';
import { changeCart, createServiceClient, type Cart, type CartChange, type FetchLike } from 'crema/services';
import { createReferenceServices, SESSION_COOKIE, withCookies, catalogueOf } from 'crema/mocks';
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { vi } from 'vitest';
import { createStorefront, type RenderPage } from '../../server/storefront';
import { loadAppMessages } from '../messages';
import type { PageDataInput } from '../routing/pageData';
import type { PageProps } from '../routing/route';
import { cartRoute, checkoutRoute, routes } from '../routes';
import { BasketPage } from './basket';
import { basketSchema, cartPageOf, cartPageSchema, loadBasket, loadCart, type CartPageData } from './cart';
import { CheckoutPage } from './CheckoutPage';
import { loadCheckout } from './checkout';

const CART_READ = 'GET /service/cart/api/cart';

/** A visitor of the reference services: a cookie jar (their cart session) and the typed client that changes the cart. */
function visitor(site: SiteCode = 'DE') {
  const reference = createReferenceServices();
  const browser = withCookies(reference.fetch);
  // The typed client sends the CSRF marker header (X-Requested-With) the cart's PUT requires.
  const client = createServiceClient({ fetch: browser.fetch, site });
  const change = async (body: CartChange) => {
    const result = await changeCart(client, body);
    if (!result.ok) throw new Error(`cart change refused: ${JSON.stringify(result.error)}`);
  };
  const context = (path = '/cart') => ({
    site: resolveSite(site),
    services: client,
    sharedServices: client,
    params: {},
    flags: defaultFlags,
    url: new URL(`http://shop.test${path}`),
  });
  return { reference, browser, change, context };
}

const article = (productId: string, quantity: number): CartChange => ({
  setArticle: { productId, tcm: `tcm:cart-${productId}`, quantity },
});

/** One of each line the reference cart knows: two articles, the free tasting set, a gift card, a warranty. */
async function fillCart(change: (body: CartChange) => Promise<void>) {
  await change(article('400001', 2));
  await change(article('400002', 1));
  await change({ setFreeArticle: { productId: '490001', campaignId: 'welcome-tasting-set', remove: false } });
  await change({ setGiftCard: { productId: '480025', tcm: 'tcm:cart-480025', set: 1 } });
  await change({ setPartnerProduct: { partnerProductId: 'pp-warranty-3y', set: 1 } });
}

const pageOf = (result: Awaited<ReturnType<typeof loadCart>>): CartPageData => {
  if (result.kind !== 'page') throw new Error(`no page: ${JSON.stringify(result)}`);
  return cartPageSchema.parse(result.data);
};

describe('the cart loader (reference cart service, the visitor session)', () => {
  it('an empty cart is a page with no lines', async () => {
    const { context } = visitor();
    expect(pageOf(await loadCart(context()))).toEqual({ numberOfArticles: 0, lines: [], total: 0 });
  });

  it("reads the session's cart: every line with its title, quantity and price, and the cart's total", async () => {
    const { change, context } = visitor();
    await fillCart(change);
    const page = pageOf(await loadCart(context()));
    // 2 + 1 articles, the free article, one gift card, one partner product.
    expect(page.numberOfArticles).toBe(6);
    expect(
      page.lines.map(({ kind, productId, title, quantity, unitPrice, availability }) => ({
        kind,
        productId,
        title,
        quantity,
        unitPrice,
        availability,
      })),
    ).toEqual([
      {
        kind: 'article',
        productId: '400001',
        title: 'Caffè Crema mild, ganze Bohne, 1\u00a0kg',
        quantity: 2,
        unitPrice: 16.99,
        availability: 'AVAILABLE',
      },
      {
        kind: 'article',
        productId: '400002',
        title: 'Espresso Milano, ganze Bohne, 500\u00a0g (nur noch wenige)',
        quantity: 1,
        unitPrice: 9.99,
        availability: 'AVAILABLE',
      },
      {
        kind: 'freeArticle',
        productId: '490001',
        title: 'Gratis: Kaffee-Probierset',
        quantity: 1,
        unitPrice: 0,
        availability: 'AVAILABLE',
      },
      {
        kind: 'giftCard',
        productId: '480025',
        title: 'Geschenkkarte',
        quantity: 1,
        unitPrice: 25,
        availability: 'AVAILABLE',
      },
      {
        kind: 'partnerProduct',
        productId: 'pp-warranty-3y',
        title: 'Garantieverlängerung um 3 Jahre',
        quantity: 1,
        unitPrice: 19.99,
        availability: null,
      },
    ]);
    // 2 × 16.99 + 9.99 + 0 + 25 + 19.99
    expect(page.total).toBeCloseTo(88.96, 2);
    // The reference cart's articles carry no product page or image: the lines are plain text.
    expect(page.lines.every((line) => line.href === null && line.image === null)).toBe(true);
  });

  it("reads the cart in the site's language and currency (CZ)", async () => {
    const { change, context } = visitor('CZ');
    await change(article('400001', 2));
    const page = pageOf(await loadCart(context()));
    expect(page.lines[0]).toMatchObject({
      title: 'Caffè Crema jemná, zrnková, 1\u00a0kg',
      unitPrice: 429,
      quantity: 2,
    });
    expect(page.total).toBe(858);
  });

  it('another visitor (another session) sees an empty cart', async () => {
    const { reference, change } = visitor();
    await change(article('400001', 1));
    const stranger = createServiceClient({ fetch: withCookies(reference.fetch).fetch, site: 'DE' });
    const page = pageOf(
      await loadCart({
        site: resolveSite('DE'),
        services: stranger,
        sharedServices: stranger,
        params: {},
        flags: defaultFlags,
        url: new URL('http://shop.test/cart'),
      }),
    );
    expect(page.lines).toEqual([]);
  });

  it.each([
    ['status 500', { status: 500 }, 'cart: http 500'],
    ['a wrong shape', { wrongShape: true }, 'cart: invalid-response'],
    ['a dropped connection', { drop: true }, 'cart: network'],
  ])('a cart call answering %s is unavailable (the 503 error page), never a throw', async (_, fault, reason) => {
    const { reference, change, context } = visitor();
    await change(article('400001', 1));
    reference.faults.set(CART_READ, fault);
    for (const load of [loadCart, loadCheckout]) {
      const result = await load(context());
      expect(result.kind).toBe('unavailable');
      if (result.kind === 'unavailable') expect(result.reason).toContain(reason);
    }
  });

  it('a 304 without a cart to show is unavailable too', async () => {
    const fetch: FetchLike = async () => new Response(null, { status: 304 });
    const services = createServiceClient({ fetch });
    const result = await loadCart({
      site: resolveSite('DE'),
      services,
      sharedServices: services,
      params: {},
      flags: defaultFlags,
      url: new URL('http://shop.test/cart'),
    });
    expect(result).toEqual({ kind: 'unavailable', reason: 'cart: 304 without a cart to keep' });
  });
});

describe('cartPageOf: the fields beyond the contract are read one by one', () => {
  const de = resolveSite('DE');
  const cart = (articles: Record<string, unknown>[], extra: Record<string, unknown> = {}) =>
    cartPageSchema.parse(
      cartPageOf(
        {
          numberOfArticles: articles.length,
          articles: articles.map((a) => ({ article: { productId: '100001', ...a } })),
          freeArticles: [],
          giftCards: [],
          partnerProducts: [],
          subscriptions: [],
          defectiveArticles: [],
          defectiveGiftCards: [],
          defectivePartnerProducts: [],
          defectiveSubscriptions: [],
          ...extra,
        },
        de,
      ),
    );

  it('a line with a product page and image links to it and shows it', () => {
    const [line] = cart([
      {
        title: 'Kaffeebohnen Espresso Intenso 500\u00a0g',
        quantity: { quantity: 3 },
        productViewUrl: '/p/kaffeebohnen-espresso-intenso-500-g/100001',
        imageProductThumb: '/service/images/product/100001.svg',
        imageAltText: 'Kaffeebohnen Espresso Intenso 500\u00a0g',
      },
    ]).lines;
    expect(line).toMatchObject({
      quantity: 3,
      href: '/p/kaffeebohnen-espresso-intenso-500-g/100001',
      image: { src: '/service/images/product/100001.svg', alt: 'Kaffeebohnen Espresso Intenso 500\u00a0g' },
    });
  });

  it.each([
    ['another site', 'https://elsewhere.example/p/1'],
    ['a protocol-relative address', '//elsewhere.example/p/1'],
    ['not a string', 42],
  ])('a product page on %s is no link', (_, productViewUrl) => {
    expect(cart([{ productViewUrl }]).lines[0]?.href).toBeNull();
  });

  it("a price in another currency than the site's is not shown as the site's, nor summed into the total", () => {
    const page = cart([{ quantity: 1, price: { amount: 20, currency: 'CHF' } }]);
    expect(page.lines[0]?.unitPrice).toBeNull();
    expect(page.total).toBeNull();
  });

  it("without the cart's own total the lines are summed; a malformed total is left out", () => {
    const lines = [
      { quantity: 2, price: { amount: 1.1, currency: 'EUR' } },
      { productId: '100002', price: { amount: 3, currency: 'EUR' } },
    ];
    expect(cart(lines).total).toBeCloseTo(5.2, 2);
    expect(cart(lines, { totalPrice: { amount: 'a lot', currency: 'EUR' } }).total).toBeCloseTo(5.2, 2);
    expect(cart(lines, { totalPrice: { amount: 4.5, currency: 'EUR' } }).total).toBe(4.5);
  });

  it('a line without title or quantity is one piece without a title (the page names it by its article number)', () => {
    expect(cart([{}]).lines[0]).toMatchObject({ title: null, quantity: 1, unitPrice: null, availability: null });
  });
});

describe('the cart and checkout routes', () => {
  const assets = { styles: [], bootstrap: '/assets/bootstrap.js', entry: '/assets/entry.js' };

  /** The storefront answering the page data as JSON, as server/storefront.test.ts tests the routing. */
  async function storefrontWithCart(fill = true) {
    const { reference, browser, change } = visitor();
    if (fill) await fillCart(change);
    const render: RenderPage = async (data) => new Response(JSON.stringify(data)).body!;
    const app = createStorefront({ services: reference, assets: () => assets, render: () => render });
    const session = browser.jar.get(SESSION_COOKIE);
    const get = async (path: string) => {
      const response = await app.request(`http://shop.test${path}`, {
        headers: session ? { cookie: `${SESSION_COOKIE}=${session}` } : {},
      });
      return { response, data: JSON.parse(await response.text()) as PageDataInput };
    };
    return { reference, get };
  }

  const filledIds = ['400001', '400002', '490001', '480025', 'pp-warranty-3y'];

  it.each(['/cart', '/service/cartfrontend/cart'])(
    "%s answers 200 with page type basket and the visitor's cart as the contract has it (the mini cart's store starts with it)",
    async (path) => {
      const { get } = await storefrontWithCart();
      const { response, data } = await get(path);
      expect(response.status).toBe(200);
      expect(data.pageType).toBe('basket');
      const { cart } = basketSchema.parse(data.page);
      expect(cartPageOf(cart, resolveSite('DE')).lines.map((line) => line.productId)).toEqual(filledIds);
    },
  );

  it("/checkout answers 200 with page type CheckoutPage and the visitor's cart as its order summary", async () => {
    const { get } = await storefrontWithCart();
    const { response, data } = await get('/checkout');
    expect(response.status).toBe(200);
    expect(data.pageType).toBe('CheckoutPage');
    expect(cartPageSchema.parse(data.page).lines.map((line) => line.productId)).toEqual(filledIds);
  });

  it('a visitor without a cart session gets the empty cart page', async () => {
    const { get } = await storefrontWithCart(false);
    const { response, data } = await get('/cart');
    expect(response.status).toBe(200);
    expect(basketSchema.parse(data.page).cart).toMatchObject({ numberOfArticles: 0, articles: [] });
  });

  it.each(['/cart', '/checkout'])('%s with a failing cart call is the error page with 503, logged', async (path) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { get, reference } = await storefrontWithCart();
    reference.faults.set(CART_READ, { status: 500 });
    const { response, data } = await get(path);
    expect(response.status).toBe(503);
    expect(data.pageType).toBe('ErrorPage');
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining(`${path}: cart: http 500`));
  });

  it('the checkout shows the reduced header ("used for checkout"); the cart page does not', () => {
    expect(checkoutRoute.checkout).toBe(true);
    expect(cartRoute.checkout).toBeUndefined();
    expect(routes.filter((route) => route.checkout).map((route) => route.pageType)).toEqual(['CheckoutPage']);
  });
});

describe('the cart and checkout pages, rendered on the server', () => {
  async function render<T>(Page: ComponentType<PageProps<T>>, data: T, site: SiteCode = 'DE') {
    const resolved = resolveSite(site);
    const messages = await loadAppMessages(resolved.locale);
    return renderToString(
      createElement(StorefrontProvider, { site, messages }, createElement(Page, { data, site: resolved, path: '/' })),
    );
  }

  async function filledCart(site: SiteCode = 'DE') {
    const { change, context } = visitor(site);
    await fillCart(change);
    return pageOf(await loadCart(context()));
  }

  const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;
  /** The text of the HTML: tags out, the no-break spaces of the price format as spaces. */
  const textOf = (html: string) =>
    html
      .replace(/<[^>]+>/g, '')
      .replace(/\u00a0/g, ' ')
      .replace(/&amp;/g, '&');

  /** The cart page as the storefront renders it: inside the mini cart's provider, started with the server's cart. */
  async function renderBasket(cart: Cart, site: SiteCode = 'DE') {
    const resolved = resolveSite(site);
    const messages = await loadAppMessages(resolved.locale);
    return renderToString(
      createElement(
        StorefrontProvider,
        { site, messages },
        createElement(
          MinicartProvider,
          { cart },
          createElement(BasketPage, { data: { cart }, site: resolved, path: '/cart' }),
        ),
      ),
    );
  }

  async function filledBasket(site: SiteCode = 'DE', fill = fillCart) {
    const { change, context } = visitor(site);
    await fill(change);
    const result = await loadBasket(context());
    if (result.kind !== 'page') throw new Error(`no page: ${JSON.stringify(result)}`);
    return basketSchema.parse(result.data).cart;
  }

  it('the cart page: one h1, the mini cart\'s lines with their steppers, prices, the total and "Zur Kasse"', async () => {
    const html = await renderBasket(await filledBasket());
    const text = textOf(html);
    expect(count(html, /<h1\b/g)).toBe(1);
    expect(html).toMatch(/<h1[^>]*>Warenkorb<\/h1>/);
    expect(text).toContain('6 Artikel');
    expect(html).toMatch(/<section[^>]*aria-labelledby="cart-lines"/);
    expect(html).toMatch(/<h2 [^>]*id="cart-lines"[^>]*>Ihre Artikel<\/h2>/);
    expect(count(html, /<li\b/g)).toBe(5);
    expect(text).toContain('Caffè Crema mild, ganze Bohne, 1 kg');
    // Articles, the gift card and the partner product have a quantity field; the free article does not.
    expect(count(html, /role="spinbutton"|type="text"[^>]*inputmode="numeric"/g)).toBeGreaterThanOrEqual(3);
    expect(text).toContain('33,98 €');
    expect(text).toContain('Gratisartikel');
    expect(text).toContain('Partnerprodukt');
    expect(text).toContain('Gesamtsumme88,96 €');
    expect(html).toMatch(/<a [^>]*href="\/checkout"[^>]*>.*Zur Kasse/);
    // The cart page does not link to itself.
    expect(text).not.toContain('Zum Warenkorb');
    expect(text).not.toContain('Ihr Warenkorb ist leer');
  });

  it('the empty cart page says so and leads to the home page, with no way to the checkout', async () => {
    const html = await renderBasket(await filledBasket('DE', async () => {}));
    expect(count(html, /<h1\b/g)).toBe(1);
    expect(textOf(html)).toContain('Ihr Warenkorb ist leer.');
    expect(html).toMatch(/<a [^>]*href="\/"[^>]*>.*Weiter einkaufen/);
    expect(html).not.toContain('href="/checkout"');
    expect(html).not.toContain('<ul');
  });

  it('a catalogue product links its title to its product page and shows its picture', async () => {
    const product = catalogueOf('DE')[0]!;
    const html = await renderBasket(await filledBasket('DE', (change) => change(article(product.id, 1))));
    expect(html).toContain(`href="${product.productViewUrl}"`);
    expect(html).toContain('<picture');
    expect(textOf(html)).toContain(product.title.replace(/\u00a0/g, ' '));
  });

  it('the cart page in other shops: their words and currency', async () => {
    const at = textOf(await renderBasket(await filledBasket('AT'), 'AT'));
    expect(at).toContain('Zur Kassa');
    const cz = textOf(await renderBasket(await filledBasket('CZ'), 'CZ'));
    expect(cz).toContain('Košík');
    expect(cz).toContain('858,00 Kč');
    const tr = textOf(await renderBasket(await filledBasket('TR'), 'TR'));
    expect(tr).toContain('Ödemeye geç');
  });

  it('the checkout page: one h1, the reference-shop note, the order summary with total and the way back', async () => {
    const html = await render(CheckoutPage, await filledCart());
    const text = textOf(html);
    expect(count(html, /<h1\b/g)).toBe(1);
    expect(html).toMatch(/<h1[^>]*>Kasse<\/h1>/);
    expect(text).toContain('Dies ist der Referenz-Shop: Er nimmt keine Bestellungen an.');
    expect(text).toContain('Sicher bestellen');
    expect(html).toMatch(/<ul role="list"[^>]*aria-labelledby="checkout-summary"/);
    expect(count(html, /<li\b/g)).toBe(5);
    expect(text).toContain('Preis: 33,98 €');
    expect(text).toContain('Gesamtsumme88,96 €');
    expect(html).toMatch(/<a [^>]*href="\/cart"[^>]*>.*Zurück zum Warenkorb/);
    // Compact: available lines do not repeat "Online verfügbar".
    expect(text).not.toContain('Online verfügbar');
  });

  it('the empty checkout says so and leads to the home page', async () => {
    const html = await render(CheckoutPage, { numberOfArticles: 0, lines: [], total: 0 });
    const text = textOf(html);
    expect(count(html, /<h1\b/g)).toBe(1);
    expect(text).toContain('Ihr Warenkorb ist leer. Es gibt noch nichts zu bestellen.');
    expect(html).toMatch(/<a [^>]*href="\/"[^>]*>.*Weiter einkaufen/);
    expect(html).not.toContain('<ul');
  });
});
