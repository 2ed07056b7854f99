import { siteCodes } from '../../platform/site/constants';
import { catalogFor } from '../../platform/i18n/catalogs';
import { sites } from '../../platform/site/sites';
import { fetchHeaderNavigation, fetchHeaderTree } from '../../services/header/client';
import { HEADER_SHOW_PATH, HEADER_TREE_PATH } from '../../services/header/constants';
import type { FlyoutItem, NavigationNode } from '../../services/header/contract';
import { createServiceClient } from '../../services/http/client';
import { serviceHeaders } from '../../services/http/constants';
import { fetchThemeWorlds } from '../../services/themeWorlds/client';
import {
  THEME_WORLDS_PATH,
  themeWorldAvailabilities,
  themeWorldBadges,
  themeWorldSections,
} from '../../services/themeWorlds/constants';
import { themeWorldsResponseSchema } from '../../services/themeWorlds/contract';
import { createReferenceServices } from '../app';
import { INVALID_QUERY_CODE } from '../fixtures/constants';
import { SITE_WITHOUT_LAST_CHANCE } from '../fixtures/themeWorlds';
import { registerNavigationRoutes } from './navigation';

const NOW = new Date('2025-03-10T09:00:00Z');
const setup = () => {
  const services = createReferenceServices({ routes: [registerNavigationRoutes], now: () => NOW });
  return { services, client: createServiceClient({ fetch: services.fetch }) };
};

const depth = (items: { children: unknown[] }[]): number =>
  items.length === 0 ? 0 : 1 + Math.max(...items.map((i) => depth(i.children as { children: unknown[] }[])));
const flatten = <T extends { children: T[] }>(items: T[]): T[] => items.flatMap((i) => [i, ...flatten(i.children)]);

describe(`GET ${HEADER_TREE_PATH}`, () => {
  it.each(siteCodes)('%s: desktop and mobile lists, nested at least 3 deep, in the site language', async (site) => {
    const { client } = setup();
    const result = await fetchHeaderTree(client, site);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { desktop, mobile } = result.value;
    expect(desktop.length).toBeGreaterThanOrEqual(4);
    expect(mobile.length).toBeGreaterThan(desktop.length);
    expect(depth(desktop)).toBeGreaterThanOrEqual(3);
    expect(depth(mobile)).toBeGreaterThanOrEqual(3);
    const all = flatten<FlyoutItem>(mobile);
    expect(new Set(all.map((i) => i.id)).size).toBe(all.length);
    expect(all.some((i) => i.flag)).toBe(true);
    expect(all.some((i) => i.newTab)).toBe(true);
    for (const item of all) expect(item.url).toMatch(/^\//);
  });

  it('labels differ by language (DE Kaffee, CZ Káva, TR Kahve)', async () => {
    const { client } = setup();
    const names = await Promise.all(
      (['DE', 'CZ', 'TR', 'CH_FR'] as const).map(async (site) => {
        const r = await fetchHeaderTree(client, site);
        return r.ok ? r.value.desktop[0]!.name : '';
      }),
    );
    expect(names).toEqual(['Kaffee', 'Káva', 'Kahve', 'Café']);
  });

  it.each([
    ['no site', ''],
    ['unknown site', '?site=FR'],
  ])('%s → 400', async (_, query) => {
    const res = await setup().services.fetch(`${HEADER_TREE_PATH}${query}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: INVALID_QUERY_CODE });
  });
});

describe(`GET ${HEADER_SHOW_PATH}`, () => {
  it('the DE tree by default: nodes with children and teasers', async () => {
    const { client } = setup();
    const result = await fetchHeaderNavigation(client);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const nodes = result.value.navigation;
    expect(nodes[0]!.title).toBe('Kaffee');
    expect(depth(nodes)).toBeGreaterThanOrEqual(3);
    expect(nodes[0]!.teaser?.items.length).toBeGreaterThan(0);
    expect(nodes[0]!.teaser?.items[0]).toMatchObject({
      title: 'Kaffeebohnen',
      link: { title: 'Jetzt entdecken', href: '/c/kaffee/kaffeebohnen' },
      image: { src: '/service/imagedelivery/image/teaser/beans.svg' },
    });
    expect(flatten<NavigationNode>(nodes).some((n) => n.target === '_blank')).toBe(true);
  });

  it('x-hunter-site picks the site (not sent by the client; chosen, see the module comment)', async () => {
    const res = await setup().services.fetch(HEADER_SHOW_PATH, { headers: { [serviceHeaders.hunterSite]: 'HU' } });
    expect(((await res.json()) as { navigation: NavigationNode[] }).navigation[0]!.title).toBe('Kávé');
  });
});

describe(`GET ${THEME_WORLDS_PATH}`, () => {
  it('all four sections, every badge and availability type, dates from the clock', async () => {
    const { client } = setup();
    const result = await fetchThemeWorlds(client);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { sections, overview, translations } = result.value;
    expect(Object.keys(sections)).toEqual([...themeWorldSections]);
    const worlds = themeWorldSections.flatMap((s) => sections[s]!.themeworlds);
    for (const s of themeWorldSections) expect(sections[s]!.themeworlds.length, s).toBeGreaterThan(0);
    expect(new Set(worlds.flatMap((w) => w.badges))).toEqual(new Set(themeWorldBadges));
    expect(new Set(worlds.flatMap((w) => w.availability))).toEqual(new Set(themeWorldAvailabilities));
    expect(worlds.some((w) => w.loyaltyCard)).toBe(true);
    expect(sections.lastChance!.themeworlds[0]).toMatchObject({
      endDate: '2025-03-12T09:00:00.000Z',
      endDateText: 'Nur bis 12.03.',
      onlyXDaysLeftText: 'Nur noch 2 Tage',
    });
    // One with both texts (above), one with only the 'only X days left' text, one with only the end date.
    expect(sections.lastChance!.themeworlds[1]).toMatchObject({
      endDate: '2025-03-11T09:00:00.000Z',
      onlyXDaysLeftText: 'Nur noch 1 Tag',
    });
    expect(sections.lastChance!.themeworlds[1]!.endDateText).toBeUndefined();
    expect(sections.new!.themeworlds.some((w) => w.endDateText && !w.onlyXDaysLeftText)).toBe(true);
    // Bad input, "a theme world without image": neither image field.
    const withoutImage = worlds.filter((w) => w.imgUrl === undefined);
    expect(withoutImage.map((w) => [w.title, w.desktopImg])).toEqual([['Ordnung im Haus', undefined]]);
    expect(sections.scout!.themeworlds[0]!.desktopImg).toEqual({
      imageDerivative: '/service/imagedelivery/image/themeworld/barista-desktop.svg',
      cutout: { focusPoint: { x: 50, y: 40 }, zoom: 1 },
    });
    expect(overview).toEqual({ title: 'Themenwelten', url: '/themenwelten' });
    expect(translations['themeWorld.badge.scout']).toBe(catalogFor('de-DE')['themeWorld.badge.scout']);
  });

  it.each(siteCodes)('%s: the site language via ?site (texts from its catalog)', async (site) => {
    const res = await setup().services.fetch(`${THEME_WORLDS_PATH}?site=${site}`);
    const body = themeWorldsResponseSchema.parse(await res.json());
    expect(body.translations['themeWorld.availability.onlineOnly']).toBe(
      catalogFor(sites[site].locale)['themeWorld.availability.onlineOnly'],
    );
    const lastChance = body.sections.lastChance!.themeworlds;
    if (site === SITE_WITHOUT_LAST_CHANCE) expect(lastChance).toEqual([]);
    else expect(lastChance[0]!.onlyXDaysLeftText).toMatch(/2/);
  });

  it(`${SITE_WITHOUT_LAST_CHANCE}: no theme world ends soon, so lastChance comes empty and its worlds are under more, undated`, async () => {
    const { services } = setup();
    const bodyOf = async (site: string) =>
      themeWorldsResponseSchema.parse(await (await services.fetch(`${THEME_WORLDS_PATH}?site=${site}`)).json());
    const [here, de] = await Promise.all([bodyOf(SITE_WITHOUT_LAST_CHANCE), bodyOf('DE')]);
    expect(Object.keys(here.sections)).toEqual([...themeWorldSections]);
    expect(here.sections.lastChance).toEqual({ headline: 'Utolsó esély', themeworlds: [] });
    const more = here.sections.more!.themeworlds;
    expect(more).toHaveLength(de.sections.more!.themeworlds.length + de.sections.lastChance!.themeworlds.length);
    expect(more.map((w) => [w.endDate, w.endDateText, w.onlyXDaysLeftText])).toEqual(
      more.map(() => [undefined, undefined, undefined]),
    );
  });

  it('a later clock moves the end dates', async () => {
    const later = createReferenceServices({
      routes: [registerNavigationRoutes],
      now: () => new Date('2025-04-01T09:00:00Z'),
    });
    const result = await fetchThemeWorlds(createServiceClient({ fetch: later.fetch }));
    expect(result.ok && result.value.sections.lastChance!.themeworlds[0]!.endDate).toBe('2025-04-03T09:00:00.000Z');
  });
});

describe('faults on the navigation routes', () => {
  it.each([
    [HEADER_SHOW_PATH, { status: 503 }, { kind: 'http', status: 503 }],
    [HEADER_TREE_PATH, { malformed: true }, { kind: 'invalid-response' }],
    [THEME_WORLDS_PATH, { wrongShape: true }, { kind: 'invalid-response' }],
    [HEADER_TREE_PATH, { drop: true }, { kind: 'network' }],
  ] as const)('%s with %j → typed error', async (path, fault, error) => {
    const { client, services } = setup();
    services.faults.set(`GET ${path}`, fault);
    const result =
      path === HEADER_SHOW_PATH
        ? await fetchHeaderNavigation(client)
        : path === HEADER_TREE_PATH
          ? await fetchHeaderTree(client, 'DE')
          : await fetchThemeWorlds(client);
    expect(result).toMatchObject({ ok: false, error });
    services.faults.clear();
    expect((await fetchHeaderTree(client, 'DE')).ok).toBe(true);
  });
});
