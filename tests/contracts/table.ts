/**
 * The contract table: one row per entry of `serviceCalls`, each saying how to call its client
 * against the reference services (with any steps before, e.g. logging in or subscribing), what its success looks
 * like, and what a 200 means when the call does not read the body (so malformed JSON and a wrong shape are not
 * errors for it). `describeContractTable` runs every row for success, for each fault, and for the caller's abort;
 * a call that retries (the suggestions) is run through its retries with fake timers.
 */
import { vi } from 'vitest';
import type { ReferenceServices } from '../../src/mocks';
import { routeKey, type Fault } from '../../src/mocks/faults';
import { catalogueCategoriesOf } from '../../src/mocks/fixtures/catalogue';
import { catalogueOf } from '../../src/mocks/fixtures/products';
import { cartArticles } from '../../src/mocks/routes/cartArticles';
import { SEEDED_LOGIN } from '../../src/mocks/routes/login';
import { newsletterMailbox, seededSubscriberTokens } from '../../src/mocks/routes/newsletter';
import { staffCookies } from '../../src/mocks/routes/preview';
import {
  HEADER_BENEFITS_PROMOTION_ID,
  REQUEST_TIMEOUT_MS,
  SUGGESTIONS_RETRY_TIMES,
  changeCart,
  checkPreviewAuth,
  confirmSubscriber,
  fetchAssignment,
  fetchCart,
  fetchCatalogueCategories,
  fetchCatalogueCategory,
  fetchCatalogueProduct,
  fetchCatalogueSearch,
  fetchContentPage,
  fetchCustomerBaseData,
  fetchFooterContent,
  fetchHeaderNavigation,
  fetchHeaderTree,
  fetchOrders,
  fetchPersonalData,
  fetchPromotion,
  fetchSearchCacheKey,
  fetchStores,
  fetchSubscriber,
  fetchSuggestions,
  fetchTestsAt,
  fetchThemeWorlds,
  login,
  logoutPreview,
  renewLoginToken,
  renewPreviewLogin,
  requestLongTermToken,
  setPreviewToken,
  subscribeNewsletter,
  updateSubscriber,
  type CallOptions,
  type ServiceCall,
  type ServiceClient,
  type ServiceResult,
} from '../../src/services';
import { browserClient, type BrowserClient } from './browserClient';

/** The key of a call in the table: `service.name` as `serviceCalls` lists it. */
export const callKey = (call: Pick<ServiceCall, 'service' | 'name'>) => `${call.service}.${call.name}`;

export interface RowContext {
  services: ReferenceServices;
  /** The browser-like client (cookie jar, token headers from cookies). */
  browser: BrowserClient;
  client: ServiceClient;
  /** The caller's options every row passes to its call (the abort test sets a signal). */
  options: CallOptions;
}

export interface ContractRow<T = unknown> {
  /**
   * Steps before the call (log in, subscribe …), returning what `run` needs. Runs before any fault is set and with
   * real timers; it must not assert (a missing route only makes the later call fail, which the table reports).
   */
  prepare?: (ctx: RowContext) => Promise<unknown>;
  /** The client call under test. */
  run: (ctx: RowContext, prepared: unknown) => Promise<ServiceResult<T>>;
  /** The expected success: the result is `ok` and its value passes these assertions (the result kind). */
  success: (value: T) => void;
  /**
   * For calls that do not read the answer body: the value a 200 with any body gives (malformed JSON and a wrong
   * shape are then successes, not `invalid-response`). Absent: the body is read and parsed by the contract.
   */
  unreadBody?: { value: T };
  /** What the call gives while no route answers (the JSON 404). Default: an `http` 404 error. */
  whenMissing?: ServiceResult<T>;
  /** For calls that retry: the requests a dropped connection or a 500 costs (1 + the retries). Default 1. */
  attempts?: number;
}

const SITE = 'DE';
/** The time the A/B-test and preview rows ask about (any ISO time; the seeds decide what is active). */
const PREVIEW_TIME = new Date().toISOString();
const article = cartArticles.find((a) => a.kind === 'article')!;
const catalogueProduct = catalogueOf(SITE)[0]!;
const catalogueCategory = catalogueCategoriesOf(SITE)[0]!;
/** A staff session cookie ("a staff or internal-auth cookie"); any value is a session in the mocks. */
const asStaff = async ({ browser }: RowContext) => {
  browser.cookies.set(staffCookies[0], 'staff-session-contract');
};
const loggedIn = async ({ client }: RowContext) => {
  await login(client, { email: SEEDED_LOGIN.email, password: SEEDED_LOGIN.password });
};
/** Subscribes a new address and returns its double-opt-in token (from the reference services' mailbox). */
const subscribed = async ({ client, services }: RowContext) => {
  await subscribeNewsletter(
    client,
    { email: 'contract@example.de', consents: [], origin: 'onsite', originAddition: 'subsite' },
    { privateApi: true, site: SITE },
  );
  return newsletterMailbox(services.state).at(-1)?.token ?? 'no-token';
};
const subscriberInput = {
  email: 'table@example.de',
  consents: ['NEWSLETTER'],
  origin: 'onsite',
  originAddition: 'subsite',
};

const row = <T>(r: ContractRow<T>) => r as ContractRow;

/** Every call of `serviceCalls`, by `callKey`. */
export const contractRows: Record<string, ContractRow> = {
  'cart.fetchCart': row({
    run: ({ client, options }) => fetchCart(client, options),
    success: (value) => expect(value.kind).toBe('cart'),
  }),
  'cart.changeCart': row({
    run: ({ client, options }) =>
      changeCart(client, { setArticle: { productId: article.productId, tcm: article.tcm, quantity: 1 } }, options),
    success: (value) => {
      expect(value.kind).toBe('cart');
      if (value.kind === 'cart') {
        expect(value.cart.articles.some((e) => e.article.productId === article.productId)).toBe(true);
      }
    },
  }),
  'personalData.fetchPersonalData': row({
    prepare: loggedIn,
    run: ({ client, options }) => fetchPersonalData(client, options),
    success: (value) => expect(value.tracking.loginStatus).toBe('LOGGED_IN'),
  }),
  'promotion.fetchPromotion': row({
    run: ({ client, options }) => fetchPromotion(client, { id: HEADER_BENEFITS_PROMOTION_ID, site: SITE }, options),
    success: (value) => expect(value.kind).toBe('promotion'),
    whenMissing: { ok: true, value: { kind: 'none' } },
  }),
  'footer.fetchFooterContent': row({
    run: ({ client, options }) => fetchFooterContent(client, SITE, options),
    success: (value) => expect(value.kind).toBe('footer'),
    whenMissing: { ok: true, value: { kind: 'none' } },
  }),
  'header.fetchHeaderNavigation': row({
    run: ({ client, options }) => fetchHeaderNavigation(client, options),
    success: (value) => expect(value.navigation.length).toBeGreaterThan(0),
  }),
  'header.fetchHeaderTree': row({
    run: ({ client, options }) => fetchHeaderTree(client, SITE, options),
    success: (value) => expect(value).toBeTypeOf('object'),
  }),
  'themeWorlds.fetchThemeWorlds': row({
    run: ({ client, options }) => fetchThemeWorlds(client, options),
    success: (value) => expect(value).toBeTypeOf('object'),
  }),
  'search.fetchSuggestions': row({
    run: ({ client, options }) => fetchSuggestions(client, { q: 'kaf', site: SITE }, options),
    success: (value) => expect(value.products.length).toBeGreaterThan(0),
    attempts: SUGGESTIONS_RETRY_TIMES + 1,
  }),
  'search.fetchSearchCacheKey': row({
    run: ({ client, options }) => fetchSearchCacheKey(client, options),
    success: (value) => expect(value.cacheKey).not.toBe(''),
  }),
  'newsletter.subscribeNewsletter (private)': row({
    run: ({ client, options }) =>
      subscribeNewsletter(client, subscriberInput, { privateApi: true, site: SITE, ...options }),
    success: (value) => expect(value).toBeUndefined(),
    unreadBody: { value: undefined },
  }),
  'newsletter.subscribeNewsletter (internal)': row({
    run: ({ client, options }) =>
      subscribeNewsletter(client, subscriberInput, { privateApi: false, site: SITE, ...options }),
    success: (value) => expect(value).toBeUndefined(),
    unreadBody: { value: undefined },
  }),
  'newsletter.fetchCustomerBaseData': row({
    prepare: loggedIn,
    run: ({ client, options }) => fetchCustomerBaseData(client, options),
    success: (value) => expect(value.email).toBe(SEEDED_LOGIN.email),
  }),
  'newsletter.fetchSubscriber': row({
    prepare: subscribed,
    run: ({ client, options }, token) => fetchSubscriber(client, token as string, { site: SITE, ...options }),
    success: (value) => expect(value).toMatchObject({ email: 'contract@example.de', status: 'WAITING_FOR_DOI' }),
  }),
  'newsletter.confirmSubscriber': row({
    prepare: subscribed,
    run: ({ client, options }, token) => confirmSubscriber(client, token as string, { site: SITE, ...options }),
    success: (value) => expect(value).toBeUndefined(),
    unreadBody: { value: undefined },
  }),
  'newsletter.updateSubscriber': row({
    run: ({ client, options }) =>
      updateSubscriber(client, seededSubscriberTokens.subscribedDe, { interests: ['COFFEE'] }, options),
    success: (value) => expect(value).toBeUndefined(),
    unreadBody: { value: undefined },
  }),
  'preview.checkPreviewAuth': row({
    prepare: asStaff,
    run: ({ client, options }) => checkPreviewAuth(client, options),
    success: (value) => expect(value).toBeTypeOf('object'),
  }),
  'preview.logoutPreview': row({
    prepare: asStaff,
    run: ({ client, options }) => logoutPreview(client, options),
    success: (value) => expect(value).toBeUndefined(),
    unreadBody: { value: undefined },
  }),
  'preview.renewPreviewLogin': row({
    prepare: asStaff,
    run: ({ client, options }) => renewPreviewLogin(client, options),
    success: (value) => expect(value).toBeUndefined(),
    unreadBody: { value: undefined },
  }),
  'preview.setPreviewToken': row({
    prepare: asStaff,
    run: ({ client, options }) => setPreviewToken(client, { previewDateTime: PREVIEW_TIME }, options),
    success: (value) => expect(value.status).toBe('SUCCESS'),
  }),
  'abTests.fetchTestsAt': row({
    run: ({ client, options }) => fetchTestsAt(client, PREVIEW_TIME, options),
    success: (value) => expect(Array.isArray(value)).toBe(true),
  }),
  'abTests.fetchAssignment': row({
    run: ({ client, options }) => fetchAssignment(client, options),
    success: (value) => expect(value).toBeUndefined(),
    unreadBody: { value: undefined },
  }),
  'login.login': row({
    run: ({ client, options }) =>
      login(client, { email: SEEDED_LOGIN.email, password: SEEDED_LOGIN.password }, options),
    success: (value) => expect(value).toBe('SUCCESS'),
    unreadBody: { value: 'SUCCESS' },
  }),
  'login.renewLoginToken': row({
    prepare: loggedIn,
    run: ({ client, options }) => renewLoginToken(client, options),
    success: (value) => expect([200, 201]).toContain(value.status),
    unreadBody: { value: { status: 200 } },
  }),
  'login.requestLongTermToken': row({
    run: ({ client, options }) => requestLongTermToken(client, options),
    success: (value) => expect(value).toBeUndefined(),
    unreadBody: { value: undefined },
  }),
  // Beyond the shop's own calls: the reference storefront's catalogue.
  'catalogue.fetchCatalogueProduct': row({
    run: ({ client, options }) =>
      fetchCatalogueProduct(client, { productId: catalogueProduct.id, site: SITE }, options),
    success: (value) =>
      expect(value).toMatchObject({
        kind: 'product',
        product: { id: catalogueProduct.id, title: catalogueProduct.title },
      }),
    whenMissing: { ok: true, value: { kind: 'none' } },
  }),
  'catalogue.fetchCatalogueCategory': row({
    run: ({ client, options }) => fetchCatalogueCategory(client, { slug: catalogueCategory.slug, site: SITE }, options),
    success: (value) => {
      expect(value.kind).toBe('category');
      if (value.kind === 'category') expect(value.category.products.length).toBeGreaterThan(0);
    },
    whenMissing: { ok: true, value: { kind: 'none' } },
  }),
  'catalogue.fetchCatalogueCategories': row({
    run: ({ client, options }) => fetchCatalogueCategories(client, SITE, options),
    success: (value) => expect(value.categories.length).toBeGreaterThan(0),
  }),
  'catalogue.fetchCatalogueSearch': row({
    run: ({ client, options }) => fetchCatalogueSearch(client, { q: 'kaffee', site: SITE }, options),
    success: (value) => expect(value.total).toBeGreaterThan(0),
  }),
  // Beyond the shop's own calls: the reference storefront's content (contact, service, store finder, orders, ...).
  'content.fetchContentPage': row({
    run: ({ client, options }) => fetchContentPage(client, { slug: 'contact', site: SITE }, options),
    success: (value) => expect(value.kind).toBe('page'),
    whenMissing: { ok: true, value: { kind: 'none' } },
  }),
  'content.fetchStores': row({
    run: ({ client, options }) => fetchStores(client, { site: SITE }, options),
    success: (value) => expect(value.stores.length).toBeGreaterThan(0),
  }),
  'content.fetchOrders': row({
    prepare: loggedIn,
    run: ({ client, options }) => fetchOrders(client, SITE, options),
    success: (value) => expect(value.kind).toBe('orders'),
  }),
};

/** The fault route key of a call: its method and path, `{placeholder}` as a `:placeholder` pattern. */
export const faultRouteOf = (call: ServiceCall) => routeKey(call.method, call.path.replace(/\{(\w+)\}/g, ':$1'));

/** Hono's routes of the app, without middleware and the catch-all JSON 404. */
function declaredRoutes(services: ReferenceServices): { method: string; pattern: RegExp }[] {
  return services.app.routes
    .filter((r) => r.method !== 'ALL')
    .map((r) => ({
      method: r.method,
      pattern: new RegExp(`^${r.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}$`),
    }));
}

/** Whether any route of the app answers this call (a sample value stands in for each path placeholder). */
export function callHasRoute(services: ReferenceServices, call: ServiceCall): boolean {
  const path = call.path.replace(/\{\w+\}/g, 'sample-value');
  return declaredRoutes(services).some((r) => r.method === call.method && r.pattern.test(path));
}

const NOT_FOUND: ServiceResult<never> = { ok: false, error: { kind: 'http', status: 404 } };

export interface ContractTableOptions {
  calls: readonly ServiceCall[];
  rows: Record<string, ContractRow>;
  /** A fresh reference-services instance (all routes). */
  create: () => ReferenceServices;
  /**
   * The calls (by `callKey`) that have no route yet. The table asserts this list is exactly the calls without a
   * route, so it must be shortened as routes land; their success test expects the JSON 404 meanwhile.
   */
  expectedMissing: readonly string[];
}

export function describeContractTable({ calls, rows, create, expectedMissing }: ContractTableOptions): void {
  const context = (): RowContext => {
    const services = create();
    const browser = browserClient(services);
    return { services, browser, client: browser.client, options: {} };
  };
  const prepared = async (r: ContractRow) => {
    const ctx = context();
    return { ctx, value: r.prepare ? await r.prepare(ctx) : undefined };
  };

  describe('contract table: completeness', () => {
    it('has a row for every entry of serviceCalls, and none more', () => {
      expect(Object.keys(rows).sort()).toEqual(calls.map(callKey).sort());
    });

    it('expects an unread body (unreadBody) exactly for the calls whose contract is none', () => {
      const unread = calls.filter((call) => rows[callKey(call)]?.unreadBody).map(callKey);
      expect(unread.sort()).toEqual(
        calls
          .filter((c) => c.contract === 'none')
          .map(callKey)
          .sort(),
      );
    });

    it('expects retries (attempts) exactly for the calls that declare them, 1 + their times', () => {
      const withAttempts = Object.fromEntries(
        calls
          .filter((call) => rows[callKey(call)]?.attempts)
          .map((call) => [callKey(call), rows[callKey(call)]!.attempts]),
      );
      expect(withAttempts).toEqual(
        Object.fromEntries(calls.filter((c) => c.retry).map((c) => [callKey(c), c.retry!.times + 1])),
      );
    });

    it('lists exactly the calls that still lack a route', () => {
      const services = create();
      const missing = calls.filter((call) => !callHasRoute(services, call)).map(callKey);
      if (missing.length > 0) console.info(`Contract table: calls without a route yet:\n  ${missing.join('\n  ')}`);
      expect(missing.sort()).toEqual([...expectedMissing].sort());
    });
  });

  for (const call of calls) {
    const key = callKey(call);
    const r = rows[key];
    describe(`${key}: ${call.method} ${call.path}`, () => {
      afterEach(() => {
        vi.useRealTimers();
      });
      if (!r) {
        it('has a row', () => expect(rows).toHaveProperty([key]));
        return;
      }
      const route = faultRouteOf(call);
      const withFault = async (fault: Fault) => {
        const { ctx, value } = await prepared(r);
        ctx.services.faults.set(route, fault);
        return r.run(ctx, value);
      };

      if (expectedMissing.includes(key)) {
        it('no route yet: the JSON 404 (remove it from expectedMissing once its route lands)', async () => {
          const { ctx, value } = await prepared(r);
          expect(await r.run(ctx, value)).toEqual(r.whenMissing ?? NOT_FOUND);
        });
      } else {
        it('success: the typed value', async () => {
          const { ctx, value } = await prepared(r);
          const result = await r.run(ctx, value);
          expect(result, JSON.stringify(result)).toMatchObject({ ok: true });
          if (result.ok) r.success(result.value);
        });
      }

      /** With fake timers, through every retry wait; the result and the requests the call made. */
      const throughRetries = async (fault: Fault) => {
        const { ctx, value } = await prepared(r);
        ctx.services.faults.set(route, fault);
        const before = ctx.browser.requests.length;
        vi.useFakeTimers();
        const pending = r.run(ctx, value);
        await vi.runAllTimersAsync();
        const result = await pending;
        return { result, requests: ctx.browser.requests.length - before };
      };
      const attempts = r.attempts ?? 1;

      it(`dropped connection → { kind: network } (${attempts} request(s))`, async () => {
        const { result, requests } = await throughRetries({ drop: true });
        expect(result).toEqual({ ok: false, error: { kind: 'network' } });
        expect(requests).toBe(attempts);
      });

      it("the caller's abort during a hang → { kind: aborted } at once", async () => {
        const { ctx, value } = await prepared(r);
        ctx.services.faults.set(route, { hang: true });
        const controller = new AbortController();
        ctx.options = { signal: controller.signal };
        vi.useFakeTimers();
        let settled = false;
        const pending = r.run(ctx, value).finally(() => {
          settled = true;
        });
        await vi.advanceTimersByTimeAsync(1);
        controller.abort();
        await vi.advanceTimersByTimeAsync(0);
        expect(settled).toBe(true);
        expect(await pending).toEqual({ ok: false, error: { kind: 'aborted' } });
      });

      it(`hang → { kind: timeout } at exactly ${REQUEST_TIMEOUT_MS} ms`, async () => {
        const { ctx, value } = await prepared(r);
        ctx.services.faults.set(route, { hang: true });
        vi.useFakeTimers();
        let settled = false;
        const pending = r.run(ctx, value).finally(() => {
          settled = true;
        });
        await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
        expect(settled).toBe(false);
        await vi.advanceTimersByTimeAsync(1);
        expect(settled).toBe(true);
        expect(await pending).toEqual({ ok: false, error: { kind: 'timeout' } });
      });

      it(`500 → { kind: http, status: 500, code: INJECTED_FAULT } (${attempts} request(s))`, async () => {
        const { result, requests } = await throughRetries({ status: 500 });
        expect(result).toEqual({ ok: false, error: { kind: 'http', status: 500, code: 'INJECTED_FAULT' } });
        expect(requests).toBe(attempts);
      });

      for (const [name, fault] of [
        ['malformed JSON', { malformed: true }],
        ['wrong shape', { wrongShape: true }],
      ] as const) {
        if (r.unreadBody) {
          it(`${name} → success (the body is not read)`, async () => {
            expect(await withFault(fault)).toEqual({ ok: true, value: r.unreadBody!.value });
          });
        } else {
          it(`${name} → { kind: invalid-response } with issues`, async () => {
            const result = await withFault(fault);
            expect(result).toMatchObject({ ok: false, error: { kind: 'invalid-response' } });
            if (!result.ok && result.error.kind === 'invalid-response') {
              expect(result.error.issues.length).toBeGreaterThan(0);
            }
          });
        }
      }
    });
  }
}
