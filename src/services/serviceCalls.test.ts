import * as services from './index';

const { serviceCalls } = services;

describe('serviceCalls', () => {
  it('lists every call of the three spec documents once', () => {
    const keys = serviceCalls.map((c) => `${c.method} ${c.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.sort()).toEqual(
      [
        // spec 000 §7 and 001 §7: cart
        'GET /service/cart/api/cart',
        'PUT /service/cart/api/cart',
        // spec 000 §7 #2, 002 §7
        'GET /service/customerfrontenddata/api/v1/psdata',
        // spec 000 §7 #3 (and 002: the SHOP_FOOTER placement)
        'GET /service/promotion/api/promotion/{promotionId}',
        'GET /service/promotion/api/promotion/SHOP_FOOTER',
        // spec 000 §7 #4-#8
        'GET /service/header-backend/api/show',
        'GET /service/header/api/header-tree',
        'GET /service/themeworld-frontend/api/themeworlds/navigation',
        'GET /service/searchfrontend/api/suggestions',
        'GET /service/searchfrontend/api/cachekey',
        // spec 001 §7 newsletter
        'POST /service/newsletter/api/private/newsletter-subscribers',
        'POST /service/newsletter/api/internal/newsletter-subscribers',
        'GET /service/newsletter/api/private/customers/base-data',
        'GET /service/newsletter/api/private/newsletter-subscribers/{subscriberToken}',
        'PUT /service/newsletter/api/private/newsletter-subscribers/{subscriberToken}/doi',
        'PUT /service/newsletter/api/private/newsletter-subscribers/{subscriberToken}',
        // spec 002 §7
        'GET /service/preview/api/auth/checkauth',
        'GET /service/preview/api/auth/logout',
        'GET /service/preview/api/auth/login/renew',
        'POST /service/preview/api/token',
        'GET /service/abtestfrontend/api/v1/gettestsat',
        'GET /service/abtestfrontend/api/v1/getassignment',
        'POST /service/login/api/v1/login',
        'POST /service/login/api/v1/logintoken/renew',
        'GET /service/login/api/v1/longtermtoken',
      ].sort(),
    );
  });

  it('names an exported client function for each call', () => {
    for (const call of serviceCalls) {
      const fn = call.name.split(' ')[0]!;
      expect(typeof (services as Record<string, unknown>)[fn], `${call.service}.${fn}`).toBe('function');
    }
  });
});
