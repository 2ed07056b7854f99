import { ASSIGNMENT_PATH, TESTS_AT_PATH, fetchAssignment, fetchTestsAt } from '../../services/abTests';
import { createServiceClient } from '../../services/http/client';
import { createReferenceServices } from '../app';
import { PREVIEW_TOKEN_COOKIE, abTestSeeds, registerAbTests } from './abTests';
import { withCookies } from '../testing';

const NOW = new Date('2025-03-01T09:00:00Z');
const TODAY = Date.parse('2025-03-01T00:00:00Z');
const MS_PER_DAY = 24 * 60 * 60 * 1000;
const day = (n: number) => new Date(TODAY + n * MS_PER_DAY).toISOString();

function setup() {
  const services = createReferenceServices({ routes: [registerAbTests], now: () => NOW });
  const browser = withCookies(services.fetch);
  const client = createServiceClient({ fetch: browser.fetch });
  return { services, browser, client };
}

const namesAt = async (time: string) => {
  const { client } = setup();
  const result = await fetchTestsAt(client, time);
  if (!result.ok) throw new Error(JSON.stringify(result));
  return result.value.map((t) => t.name);
};

describe('reference A/B-test service', () => {
  it('seeds tests with groups', () => {
    expect(abTestSeeds.length).toBeGreaterThanOrEqual(3);
    for (const seed of abTestSeeds) expect(seed.groups.length).toBeGreaterThanOrEqual(2);
  });

  it.each([
    ['today', NOW.toISOString(), ['checkout-express-button', 'pdp-image-gallery', 'homepage-hero-teaser']],
    [
      'in 20 days',
      day(20),
      ['checkout-express-button', 'pdp-image-gallery', 'homepage-hero-teaser', 'header-search-products'],
    ],
    ['60 days ago', day(-60), ['homepage-hero-teaser', 'newsletter-bubble']],
    ['in 100 days', day(100), ['homepage-hero-teaser']],
    [
      'from is inclusive (day 14)',
      day(14),
      ['checkout-express-button', 'pdp-image-gallery', 'homepage-hero-teaser', 'header-search-products'],
    ],
    ['until is exclusive (day 30)', day(30), ['pdp-image-gallery', 'homepage-hero-teaser', 'header-search-products']],
  ])('gettestsat answers the tests active %s', async (_, time, names) => {
    expect(await namesAt(time)).toEqual(names);
  });

  it('answers each test with its name and groups, each group with a name', async () => {
    const { client } = setup();
    const result = await fetchTestsAt(client, NOW.toISOString());
    expect(result.ok && result.value[0]).toMatchObject({
      name: 'checkout-express-button',
      groups: [{ name: 'A' }, { name: 'B' }],
      validFrom: day(-30),
      validUntil: day(30),
    });
  });

  it('answers 400 for a time that is not a date', async () => {
    const { client, browser } = setup();
    expect(await fetchTestsAt(client, 'next tuesday')).toEqual({
      ok: false,
      error: { kind: 'http', status: 400, code: 'BAD_REQUEST' },
    });
    expect((await browser.fetch(TESTS_AT_PATH)).status).toBe(400);
  });

  it('getassignment answers a stable group per visitor for each active test', async () => {
    const { browser, client } = setup();
    expect(await fetchAssignment(client)).toEqual({ ok: true, value: undefined });
    const read = async () =>
      ((await (await browser.fetch(ASSIGNMENT_PATH)).json()) as { assignments: { test: string; group: string }[] })
        .assignments;
    const first = await read();
    expect(first.map((a) => a.test)).toEqual(['checkout-express-button', 'pdp-image-gallery', 'homepage-hero-teaser']);
    for (const { test, group } of first) {
      expect(abTestSeeds.find((s) => s.name === test)?.groups).toContain(group);
    }
    expect(await read()).toEqual(first);
  });

  it('getassignment follows the preview selection (date, test and group)', async () => {
    const { browser } = setup();
    const selection = { previewDateTime: day(20), test: 'header-search-products', group: 'with-products' };
    browser.jar.set(PREVIEW_TOKEN_COOKIE, encodeURIComponent(JSON.stringify(selection)));
    const { assignments } = (await (await browser.fetch(ASSIGNMENT_PATH)).json()) as {
      assignments: { test: string; group: string }[];
    };
    expect(assignments).toContainEqual({ test: 'header-search-products', group: 'with-products' });
  });

  it('a fault on gettestsat gives the typed error', async () => {
    const { services, client } = setup();
    services.faults.set(`GET ${TESTS_AT_PATH}`, { malformed: true });
    expect(await fetchTestsAt(client, NOW.toISOString())).toMatchObject({
      ok: false,
      error: { kind: 'invalid-response' },
    });
  });
});
