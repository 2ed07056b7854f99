import * as services from './index';

const { serviceCalls } = services;
const key = (c: { method: string; path: string }) => `${c.method} ${c.path}`;

describe('serviceCalls', () => {
  it('lists every call of the three spec documents, and the reference catalogue and content, once', () => {
    const keys = serviceCalls.map(key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.sort()).toEqual(
      [
        // the cart: read and change
        'GET /service/cart/api/cart',
        'PUT /service/cart/api/cart',
        // personal data
        'GET /service/customerfrontenddata/api/v1/psdata',
        // a promotion by id (header), and the footer content's SHOP_FOOTER placement
        'GET /service/promotion/api/promotion/{promotionId}',
        'GET /service/promotion/api/promotion/SHOP_FOOTER',
        // header navigation, header tree, theme worlds, search suggestions and cache key
        'GET /service/header-backend/api/show',
        'GET /service/header/api/header-tree',
        'GET /service/themeworld-frontend/api/themeworlds/navigation',
        'GET /service/searchfrontend/api/suggestions',
        'GET /service/searchfrontend/api/cachekey',
        // newsletter
        'POST /service/newsletter/api/private/newsletter-subscribers',
        'POST /service/newsletter/api/internal/newsletter-subscribers',
        'GET /service/newsletter/api/private/customers/base-data',
        'GET /service/newsletter/api/private/newsletter-subscribers/{subscriberToken}',
        'PUT /service/newsletter/api/private/newsletter-subscribers/{subscriberToken}/doi',
        'PUT /service/newsletter/api/private/newsletter-subscribers/{subscriberToken}',
        // preview, A/B tests and login
        'GET /service/preview/api/auth/checkauth',
        'GET /service/preview/api/auth/logout',
        'GET /service/preview/api/auth/login/renew',
        'POST /service/preview/api/token',
        'GET /service/abtestfrontend/api/v1/gettestsat',
        'GET /service/abtestfrontend/api/v1/getassignment',
        'POST /service/login/api/v1/login',
        'POST /service/login/api/v1/logintoken/renew',
        'GET /service/login/api/v1/longtermtoken',
        // not in the spec: the reference storefront's catalogue (category and product pages, home page)
        'GET /service/catalogue/api/products/{productId}',
        'GET /service/catalogue/api/categories/{slug}',
        'GET /service/catalogue/api/categories',
        'GET /service/catalogue/api/search',
        // not in the spec: the reference storefront's content (content pages, store finder, orders)
        'GET /service/content/api/pages/{slug}',
        'GET /service/content/api/stores',
        'GET /service/content/api/orders',
      ].sort(),
    );
  });

  it('names an exported client function for each call', () => {
    for (const call of serviceCalls) {
      const fn = call.name.split(' ')[0]!;
      expect(typeof (services as Record<string, unknown>)[fn], `${call.service}.${fn}`).toBe('function');
    }
  });

  it('reads no body exactly where the spec says the answer is not shown or not read', () => {
    expect(
      serviceCalls
        .filter((c) => c.contract === 'none')
        .map((c) => c.name)
        .sort(),
    ).toEqual(
      [
        'subscribeNewsletter (private)',
        'subscribeNewsletter (internal)',
        'confirmSubscriber',
        'updateSubscriber',
        'logoutPreview',
        'renewPreviewLogin',
        'fetchAssignment',
        'login',
        'renewLoginToken',
        'requestLongTermToken',
      ].sort(),
    );
  });

  it("has the spec's statuses that are values: cart 304, promotion 404, login 401 (and the catalogue's and content's 404, the orders' 401)", () => {
    const statuses = Object.fromEntries(
      serviceCalls
        .filter((c) => Object.keys(c.statusValues).length > 0)
        .map((c) => [`${c.service}.${c.name}`, Object.keys(c.statusValues).map(Number)]),
    );
    expect(statuses).toEqual({
      'cart.fetchCart': [304],
      'cart.changeCart': [304],
      'promotion.fetchPromotion': [404],
      'footer.fetchFooterContent': [404],
      'login.login': [401],
      'catalogue.fetchCatalogueProduct': [404],
      'catalogue.fetchCatalogueCategory': [404],
      'content.fetchContentPage': [404],
      'content.fetchOrders': [401],
    });
  });

  it('retries only the suggestions: 4 times, 2000 ms apart', () => {
    const retried = serviceCalls.filter((c) => c.retry);
    expect(retried.map((c) => `${c.service}.${c.name}`)).toEqual(['search.fetchSuggestions']);
    expect(retried[0]!.retry).toMatchObject({ times: 4, delayMs: 2000 });
  });

  it('sends credentials and tokens only where the spec says (cart and psdata: all four extras)', () => {
    const withAuth = Object.fromEntries(
      serviceCalls.filter((c) => Object.values(c.auth).some(Boolean)).map((c) => [`${c.service}.${c.name}`, c.auth]),
    );
    const all = { credentials: true, longTermToken: true, loginToken: true, csrfMarker: true };
    expect(withAuth).toEqual({
      'cart.fetchCart': all,
      'cart.changeCart': all,
      'personalData.fetchPersonalData': all,
      'promotion.fetchPromotion': { credentials: true },
      'footer.fetchFooterContent': { credentials: true },
      'newsletter.subscribeNewsletter (private)': { credentials: true },
      'newsletter.subscribeNewsletter (internal)': { credentials: true },
      'newsletter.fetchCustomerBaseData': { loginToken: true },
      'login.login': { csrfMarker: true },
      // not in the spec: one visitor's orders, sent as personal data is (without the CSRF marker: a read)
      'content.fetchOrders': { credentials: true, loginToken: true, longTermToken: true },
    });
  });
});
