import { createReferenceServices } from '../../mocks';
import { FOOTER_ROUTE } from '../../mocks/routes/footer';
import { createServiceClient, type FetchLike, type SiteCode } from '../../services';
import { REQUEST_TIMEOUT_MS } from '../../services/http/constants';
import { FOOTER_FAILURE_LOG, FOOTER_VIEW_COOKIE } from './constants';
import { footerRequestOf, footerRequestSchema, footerStateSchema, loadFooter } from './load';
import { AFFILIATE_COOKIE, NEW_APP_COOKIE } from '../../kernel/constants';

const ROUTE = `GET ${FOOTER_ROUTE}` as const;

function setup() {
  const reference = createReferenceServices();
  const services = createServiceClient({ fetch: reference.fetch, site: 'DE' });
  return { reference, services };
}

/** A client whose footer call answers this body with status 200. */
const answering = (body: unknown) =>
  createServiceClient({
    fetch: (async () =>
      new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })) as FetchLike,
  });

const failureLogs = () => vi.mocked(console.error).mock.calls.filter(([message]) => message === FOOTER_FAILURE_LOG);

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
});

describe('loadFooter: the SHOP_FOOTER placement', () => {
  it.each<[SiteCode, string]>([
    ['DE', 'Wir sind für Sie da'],
    ['CZ', 'Jsme tu pro vás'],
    ['TR', 'Sizin için buradayız'],
  ])('%s: shown, with the site’s content parsed from contentJSON', async (site, headline) => {
    const { services } = setup();
    const state = await loadFooter(services, site);
    expect(state.status).toBe('shown');
    if (state.status !== 'shown') return;
    expect(state.content.headline).toBe(headline);
    expect(state.content.teaser?.groups.length).toBeGreaterThan(0);
    expect(state.content.legalLinks.length).toBe(6);
    expect(console.error).not.toHaveBeenCalled();
    // What the server loaded survives the trip to the browser unchanged.
    expect(footerStateSchema.parse(JSON.parse(JSON.stringify(state)))).toEqual(state);
  });

  it('404 is "no footer content", not a failure, and nothing is logged', async () => {
    const { reference, services } = setup();
    reference.faults.set(ROUTE, { status: 404 });
    expect(await loadFooter(services, 'DE')).toEqual({ status: 'none' });
    expect(console.error).not.toHaveBeenCalled();
  });
});

describe('loadFooter: other errors are logged once and show nothing ("other errors logged")', () => {
  it.each([
    ['an error status (500)', { status: 500 }],
    ['a dropped connection (network)', { drop: true }],
    ['a malformed answer', { malformed: true }],
    ['an answer of the wrong shape', { wrongShape: true }],
  ])('%s → failed, one console.error', async (_, fault) => {
    const { reference, services } = setup();
    reference.faults.set(ROUTE, fault);
    expect(await loadFooter(services, 'SK')).toEqual({ status: 'failed' });
    expect(failureLogs()).toEqual([[FOOTER_FAILURE_LOG, 'SK', expect.objectContaining({ kind: expect.any(String) })]]);
  });

  it('no answer within 15000 ms → failed (timeout), logged once', async () => {
    vi.useFakeTimers();
    const { reference, services } = setup();
    reference.faults.set(ROUTE, { hang: true });
    let settled = false;
    const pending = loadFooter(services, 'HU').finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toEqual({ status: 'failed' });
    expect(failureLogs()).toEqual([[FOOTER_FAILURE_LOG, 'HU', { kind: 'timeout' }]]);
  });

  it.each([
    ['contentJSON that is no JSON', '{"headline": '],
    ['contentJSON of the wrong shape', JSON.stringify({ legalLinks: [{ url: '/impressum' }] })],
    ['contentJSON with a wrong-typed field', JSON.stringify({ teaser: { groups: 'none' } })],
  ])('%s → failed, logged once', async (_, contentJSON) => {
    const state = await loadFooter(answering({ type: 'ApiShopFooter', contentJSON }), 'DE');
    expect(state).toEqual({ status: 'failed' });
    expect(failureLogs()).toHaveLength(1);
    expect(failureLogs()[0]![2]).toMatchObject({ kind: 'invalid-response' });
  });

  it('never throws: a client that throws is failed, logged once', async () => {
    const throwing = createServiceClient({
      fetch: (() => {
        throw new TypeError('boom');
      }) as FetchLike,
    });
    await expect(loadFooter(throwing, 'PL')).resolves.toEqual({ status: 'failed' });
    expect(failureLogs()).toHaveLength(1);
  });

  it('an aborted call (the footer went away) is failed without a log', async () => {
    const { reference, services } = setup();
    reference.faults.set(ROUTE, { hang: true });
    const controller = new AbortController();
    const pending = loadFooter(services, 'DE', { signal: controller.signal });
    controller.abort();
    expect(await pending).toEqual({ status: 'failed' });
    expect(console.error).not.toHaveBeenCalled();
  });
});

describe('footerRequestOf: what the footer takes from the request', () => {
  it('is reduced with an affiliate or the new-app cookie, on any page', () => {
    expect(footerRequestOf({ checkout: false }, {})).toEqual({ checkout: false, reduced: false, view: null });
    expect(footerRequestOf({ checkout: false }, { [AFFILIATE_COOKIE]: 'x' }).reduced).toBe(true);
    expect(footerRequestOf({ checkout: true }, { [NEW_APP_COOKIE]: '1' })).toMatchObject({
      checkout: true,
      reduced: true,
    });
  });

  it("takes the visitor's chosen view from its cookie, and ignores a value that is not a view", () => {
    expect(footerRequestOf({ checkout: false }, { [FOOTER_VIEW_COOKIE]: 'classic' }).view).toBe('classic');
    expect(footerRequestOf({ checkout: false }, { [FOOTER_VIEW_COOKIE]: 'desktop' }).view).toBeNull();
  });

  it('is what its schema accepts, so the browser can check what the server handed over', () => {
    const state = footerRequestOf({ checkout: true }, { [FOOTER_VIEW_COOKIE]: 'mobile' });
    expect(footerRequestSchema.parse(state)).toEqual(state);
    expect(footerRequestSchema.safeParse({ ...state, view: 'wide' }).success).toBe(false);
  });
});
