import { createReferenceServices } from '../../mocks';
import { UNKNOWN_API_TYPE, UNKNOWN_TYPE_PLACEMENT } from '../../mocks/fixtures/constants';
import { createServiceClient, type FetchLike } from '../../services';
import {
  CATEGORY_PLACEMENT,
  HEADER_BENEFITS_PROMOTION_ID,
  PHASE_INTEGRATION_PLACEMENT,
  TOP_BANNER_PLACEMENT,
} from '../../services/promotion/constants';
import { PROMOTION_CONTENT_LOG, PROMOTION_FAILURE_LOG, PROMOTION_UNKNOWN_TYPE_LOG } from './constants';
import { loadHeaderPromotions, loadPromotion, promotionFetched, promotionStateSchema } from './load';

const ROUTE = 'GET /service/promotion/api/promotion/:promotionId' as const;

function setup() {
  const reference = createReferenceServices();
  const services = createServiceClient({ fetch: reference.fetch, site: 'DE' });
  return { reference, services };
}

/** A client whose promotion call answers this body with status 200. */
const answering = (body: unknown) =>
  createServiceClient({
    fetch: (async () =>
      new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })) as FetchLike,
  });

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('loadPromotion: the API types map to the internal ones', () => {
  it.each([
    [TOP_BANNER_PLACEMENT, 'BANNER'],
    [HEADER_BENEFITS_PROMOTION_ID, 'BENEFITS'],
    [PHASE_INTEGRATION_PLACEMENT, 'PHASE_INTEGRATION'],
  ])('%s → %s', async (id, type) => {
    const { services } = setup();
    const state = await loadPromotion(services, { id, site: 'DE' });
    expect(state).toMatchObject({ status: 'shown', type });
  });

  it('ApiCategory → CATEGORY, found by the category slug tag', async () => {
    const { services } = setup();
    const state = await loadPromotion(services, { id: CATEGORY_PLACEMENT, site: 'CZ', tags: { anyOfTags: ['kava'] } });
    expect(state).toMatchObject({ status: 'shown', type: 'CATEGORY' });
  });

  it('an unknown type shows nothing and is logged once per type', async () => {
    const { services } = setup();
    const first = await loadPromotion(services, { id: UNKNOWN_TYPE_PLACEMENT, site: 'DE' });
    await loadPromotion(services, { id: UNKNOWN_TYPE_PLACEMENT, site: 'AT' });
    expect(first).toEqual({ status: 'unknown-type', apiType: UNKNOWN_API_TYPE });
    const logs = vi.mocked(console.error).mock.calls.filter(([m]) => m === PROMOTION_UNKNOWN_TYPE_LOG);
    expect(logs).toHaveLength(1);
    expect(promotionFetched(first)).toBe(true);
  });

  it('404 is "no promotion", not a failure ("404 means no content")', async () => {
    const { services } = setup();
    const state = await loadPromotion(services, { id: PHASE_INTEGRATION_PLACEMENT, site: 'TR' });
    expect(state).toEqual({ status: 'none' });
    expect(promotionFetched(state)).toBe(true);
    expect(console.error).not.toHaveBeenCalled();
  });
});

describe('loadPromotion: failures show nothing and promotionFetched is false', () => {
  it.each([
    ['an error status', { status: 500 }],
    ['malformed JSON', { malformed: true }],
    ['the wrong shape', { wrongShape: true }],
    ['a dropped connection', { drop: true }],
  ])('%s → failed, logged', async (_, fault) => {
    const { reference, services } = setup();
    reference.faults.set(ROUTE, fault);
    const state = await loadPromotion(services, { id: TOP_BANNER_PLACEMENT, site: 'DE' });
    expect(state).toEqual({ status: 'failed' });
    expect(promotionFetched(state)).toBe(false);
    expect(console.error).toHaveBeenCalledWith(PROMOTION_FAILURE_LOG, TOP_BANNER_PLACEMENT, expect.anything());
  });

  it('contentJSON that is no JSON, or JSON of the wrong shape, shows nothing and is logged once', async () => {
    const broken = await loadPromotion(answering({ type: 'ApiTopBannerPromotion', contentJSON: '{"headline": ' }), {
      id: 'a',
      site: 'DE',
    });
    const wrong = await loadPromotion(
      answering({ type: 'ApiTopBannerPromotion', contentJSON: JSON.stringify({ links: 'not a list' }) }),
      { id: 'b', site: 'DE' },
    );
    expect(broken).toEqual({ status: 'failed' });
    expect(wrong).toEqual({ status: 'failed' });
    const logs = vi.mocked(console.error).mock.calls.filter(([m]) => m === PROMOTION_CONTENT_LOG);
    expect(logs).toHaveLength(1);
  });

  it('an aborted call (the component went away) is failed without a log', async () => {
    const { reference, services } = setup();
    reference.faults.set(ROUTE, { hang: true });
    const controller = new AbortController();
    const pending = loadPromotion(services, { id: TOP_BANNER_PLACEMENT, site: 'DE' }, { signal: controller.signal });
    controller.abort();
    expect(await pending).toEqual({ status: 'failed' });
    expect(console.error).not.toHaveBeenCalled();
  });
});

describe('loadPromotion: the colours are decided where the promotion is loaded (valid CSS colours, WCAG AA contrast)', () => {
  const banner = (colours: object) =>
    answering({ type: 'ApiTopBannerPromotion', contentJSON: JSON.stringify({ headline: 'Aktion', ...colours }) });

  it('readable content colours arrive as hex; unreadable or invalid ones as the fallback and why', async () => {
    const request = { id: TOP_BANNER_PLACEMENT, site: 'DE' } as const;
    const readable = await loadPromotion(
      banner({ backgroundColorCode: 'rgb(59,42,32)', textColor: 'white', theme: 'dark' }),
      request,
    );
    const unreadable = await loadPromotion(banner({ backgroundColorCode: '#ffffff', textColor: '#777777' }), request);
    const invalid = await loadPromotion(banner({ backgroundColorCode: 'red; x: y', textColor: '#ffffff' }), request);
    const none = await loadPromotion(banner({}), request);
    expect(readable).toMatchObject({
      colours: { kind: 'custom', colours: { background: '#3b2a20', text: '#ffffff' } },
    });
    expect(unreadable).toMatchObject({ colours: { kind: 'fallback', reason: 'contrast' } });
    expect(invalid).toMatchObject({ colours: { kind: 'fallback', reason: 'invalid' } });
    expect(none).toMatchObject({ colours: { kind: 'theme' } });
  });

  it('page data whose colour is no hex does not parse: a tampered value never reaches a style attribute', async () => {
    const { services } = setup();
    const state = await loadPromotion(services, { id: TOP_BANNER_PLACEMENT, site: 'DE' });
    const tampered = { ...state, colours: { kind: 'custom', colours: { background: 'red;x:y', text: '#ffffff' } } };
    expect(promotionStateSchema.safeParse(state).success).toBe(true);
    expect(promotionStateSchema.safeParse(tampered).success).toBe(false);
  });
});

describe('loadHeaderPromotions', () => {
  it('loads the banner and the benefits side by side; one failing leaves the other', async () => {
    const { reference, services } = setup();
    reference.faults.set(`GET /service/promotion/api/promotion/${HEADER_BENEFITS_PROMOTION_ID}`, { status: 503 });
    const promotions = await loadHeaderPromotions(services, 'DE');
    expect(promotions.banner).toMatchObject({ status: 'shown', type: 'BANNER' });
    expect(promotions.benefits).toEqual({ status: 'failed' });
    // What the server loaded survives the trip to the browser unchanged.
    expect(promotionStateSchema.parse(promotions.banner)).toEqual(promotions.banner);
  });
});
