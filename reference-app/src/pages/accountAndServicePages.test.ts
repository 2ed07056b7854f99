import { siteCodes, type SiteCode } from 'crema';
import { CSRF_MARKER_VALUE, LOGIN_PATH, serviceHeaders } from 'crema/services';
import { createReferenceServices, SEEDED_LOGIN, cookieHeaderOf } from 'crema/mocks';
import { createStorefront, PERSONAL_PAGE_CACHE_CONTROL, type RenderPage } from '../../server/storefront';
import type { PageDataInput } from '../routing/pageData';
import { accountContentPageSchema, ordersPageSchema, userMenuPageSchema } from './account';
import { contentPageDataSchema } from './content';
import { sitePickerPages, sitePickerPageSchema } from './sitePicker';
import { storeFinderPageSchema } from './storeFinder';

const assets = { styles: [], bootstrap: '/assets/bootstrap.js', entry: '/assets/entry.js' };

/** The storefront with a render that answers the page data as JSON (as server/storefront.test.ts does). */
function storefront() {
  const reference = createReferenceServices();
  const render: RenderPage = async (data) => new Response(JSON.stringify(data)).body!;
  const app = createStorefront({ services: reference, assets: () => assets, render: () => render });
  let cookie = '';
  const get = async (path: string, site: SiteCode = 'DE', init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (cookie) headers.set('cookie', cookie);
    const response = await app.request(`http://shop.test${path}${path.includes('?') ? '&' : '?'}site=${site}`, {
      ...init,
      headers,
    });
    return {
      status: response.status,
      cacheControl: response.headers.get('cache-control'),
      data: JSON.parse(await response.text()) as PageDataInput,
    };
  };
  /** Signs the seeded customer in, as the header's e2e test does: the login service's own call, its cookies kept. */
  const signIn = async () => {
    const response = await reference.fetch(`http://shop.test${LOGIN_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [serviceHeaders.csrfMarker]: CSRF_MARKER_VALUE },
      body: JSON.stringify(SEEDED_LOGIN),
    });
    expect(response.status).toBe(200);
    cookie = cookieHeaderOf(response.headers.getSetCookie());
  };
  return { get, signIn };
}

describe('the user menu (/usermenu)', () => {
  it('signed out: the sign-in form; signed in: the customer and the beans of psdata, never cached', async () => {
    const { get, signIn } = storefront();
    const out = await get('/usermenu');
    expect({ status: out.status, pageType: out.data.pageType }).toEqual({ status: 200, pageType: 'UserMenuPage' });
    expect(out.cacheControl).toBe(PERSONAL_PAGE_CACHE_CONTROL);
    expect(userMenuPageSchema.parse(out.data.page).visitor.signedIn).toBe(false);

    await signIn();
    const { visitor } = userMenuPageSchema.parse((await get('/usermenu')).data.page);
    expect(visitor).toEqual({
      signedIn: true,
      firstname: 'Klara',
      lastname: 'Kaffee',
      loyaltyBeans: 1250,
      loyaltyCardMember: true,
    });
  });

  it('a sign-in posted without script answers the page saying that it needs script', async () => {
    const { get } = storefront();
    const posted = await get('/usermenu', 'DE', { method: 'POST', body: new URLSearchParams({ email: 'x' }) });
    expect(posted.status).toBe(200);
    expect(userMenuPageSchema.parse(posted.data.page).notice).toBe('script-required');
  });
});

describe('orders, bean account and loyalty card (personal pages)', () => {
  it('orders: signed out none and the sign-in; signed in the seeded orders in the language and currency of CZ', async () => {
    const { get, signIn } = storefront();
    const out = await get('/orders', 'CZ');
    expect(out.cacheControl).toBe(PERSONAL_PAGE_CACHE_CONTROL);
    expect(ordersPageSchema.parse(out.data.page)).toEqual({ signedIn: false, orders: [] });
    await signIn();
    const { orders } = ordersPageSchema.parse((await get('/orders', 'CZ')).data.page);
    expect(orders.map((o) => o.status)).toEqual(['Odesláno', 'Doručeno']);
    expect(orders.every((o) => o.total.currency === 'CZK' && o.items.length > 0)).toBe(true);
  });

  it('bean account: the beans of psdata with the content in Turkish', async () => {
    const { get, signIn } = storefront();
    await signIn();
    const { status, data } = await get('/beanaccount', 'TR');
    expect({ status, pageType: data.pageType }).toEqual({ status: 200, pageType: 'BeanAccountPage' });
    const page = accountContentPageSchema.parse(data.page);
    expect(page.visitor.loyaltyBeans).toBe(1250);
    expect(page.page.title).toBe('Çekirdek hesabım');
  });

  it("loyalty card: /cremacard/Overview is the overview; another card's is a 404", async () => {
    const { get } = storefront();
    const overview = await get('/cremacard/Overview');
    expect({ status: overview.status, pageType: overview.data.pageType }).toEqual({
      status: 200,
      pageType: 'LoyaltyCardPage',
    });
    expect(accountContentPageSchema.parse(overview.data.page).page.title).toBe('Meine CremaCard');
    const other = await get('/goldcard/Overview');
    expect({ status: other.status, pageType: other.data.pageType }).toEqual({ status: 404, pageType: 'NotFoundPage' });
  });
});

describe('the store finder (/service/storefinder/ and /service/storefinder/search)', () => {
  it.each([
    ['DE', '', 4],
    ['DE', 'münchen', 1],
    ['DE', 'MUNCHEN', 1],
    ['DE', '80331', 1],
    ['CZ', '110 00', 1],
    ['TR', 'izmir', 1],
    ['DE', 'Paris', 0],
  ] as const)('%s ?q=%s: %i stores', async (site, q, count) => {
    const { get } = storefront();
    const { status, data } = await get(`/service/storefinder/search?q=${encodeURIComponent(q)}`, site);
    expect({ status, pageType: data.pageType }).toEqual({ status: 200, pageType: 'StoreFinderPage' });
    const page = storeFinderPageSchema.parse(data.page);
    expect(page.query).toBe(q);
    expect(page.stores.stores).toHaveLength(count);
  });

  it('both addresses are the page; another path under it is a 404', async () => {
    const { get } = storefront();
    expect((await get('/service/storefinder/')).data.pageType).toBe('StoreFinderPage');
    const unknown = await get('/service/storefinder/gibt-es-nicht');
    expect({ status: unknown.status, pageType: unknown.data.pageType }).toEqual({
      status: 404,
      pageType: 'NotFoundPage',
    });
  });
});

describe('content pages', () => {
  it.each(siteCodes)('%s: contact, service, gift cards, scout, academy, sign-up and privacy answer', async (site) => {
    const { get } = storefront();
    for (const path of [
      '/contact',
      '/c/service',
      '/c/geschenkkarte',
      '/scout',
      '/kaffeeakademie',
      '/signup',
      '/privacy',
    ]) {
      const { status, data } = await get(path, site);
      expect({ path, status, pageType: data.pageType }).toEqual({ path, status: 200, pageType: 'ContentPage' });
      const { page } = contentPageDataSchema.parse(data.page);
      expect(page.title.length, path).toBeGreaterThan(0);
      expect(page.sections.length, path).toBeGreaterThan(0);
    }
  });

  it('the account page is the Turkish shop\'s only ("/account (Turkey)")', async () => {
    const { get } = storefront();
    expect((await get('/account', 'TR')).status).toBe(200);
    expect((await get('/account', 'DE')).status).toBe(404);
  });

  it("the gift-card page sells the cart's gift card in the currency of the site", async () => {
    const { get } = storefront();
    const { giftCards } = contentPageDataSchema.parse((await get('/c/geschenkkarte', 'CZ')).data.page).page;
    expect(giftCards).toEqual([
      expect.objectContaining({ productId: '480025', title: 'Dárková karta', price: { amount: 500, currency: 'CZK' } }),
    ]);
  });

  it('the service page ("/c/service (optional parameters question, and title or category)")', async () => {
    const { get } = storefront();
    const all = contentPageDataSchema.parse((await get('/c/service')).data.page);
    expect(all.page.questions.length).toBe(5);
    expect(all.filter).toBeNull();

    const one = contentPageDataSchema.parse((await get('/c/service?question=returns')).data.page);
    expect(one.openQuestion).toBe('returns');
    expect(one.page.questions.find((q) => q.id === 'returns')?.answer).toMatch(/^Sie haben 30 Tage Rückgaberecht/);
    const at = contentPageDataSchema.parse((await get('/c/service?question=returns', 'AT')).data.page);
    expect(at.page.questions.find((q) => q.id === 'returns')?.answer).toMatch(/^Sie haben 14 Tage/);

    const delivery = contentPageDataSchema.parse((await get('/c/service?category=delivery')).data.page);
    expect(delivery.page.questions.map((q) => q.id)).toEqual(['delivery-time', 'shipping-costs']);
    expect(delivery.filter).toEqual({ kind: 'category', value: 'Lieferung' });

    const titled = contentPageDataSchema.parse((await get('/c/service?title=geschenkkarte')).data.page);
    expect(titled.page.questions.map((q) => q.id)).toEqual(['gift-card-redeem']);

    for (const path of ['/c/service?question=gibt-es-nicht', '/c/service?category=gibt-es-nicht']) {
      const { status, data } = await get(path);
      expect({ path, status, pageType: data.pageType }).toEqual({ path, status: 404, pageType: 'NotFoundPage' });
    }
  });
});

describe('the site picker (/reference)', () => {
  it('lists the nine shops, each with its pages at ?site= addresses', async () => {
    const { get } = storefront();
    const { status, data } = await get('/reference');
    expect({ status, pageType: data.pageType }).toEqual({ status: 200, pageType: 'SitePickerPage' });
    const { sites } = sitePickerPageSchema.parse(data.page);
    expect(sites.map((s) => s.code)).toEqual([...siteCodes]);
    const cz = sites.find((s) => s.code === 'CZ')!;
    expect(cz).toMatchObject({ label: 'Česko', home: '/?site=cz', flag: '/service/footer-images/logos/cz.svg' });
    expect(cz.links.map((l) => l.page)).toEqual(sitePickerPages.filter((page) => page !== 'account'));
    expect(cz.links.every((l) => /[?&]site=cz(&|$)/.test(l.href))).toBe(true);
    expect(sites.find((s) => s.code === 'TR')!.links.map((l) => l.page)).toContain('account');
  });
});
