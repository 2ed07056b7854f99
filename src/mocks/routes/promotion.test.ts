import { palette } from '../../../design-tokens';
import { headerBenefits } from '../../platform/i18n/benefits';
import { siteCodes, type SiteCode } from '../../platform/site/constants';
import { createServiceClient, type ServiceClient } from '../../services/http/client';
import { serviceHeaders } from '../../services/http/constants';
import { setPreviewToken } from '../../services/preview';
import { fetchPromotion, fetchPromotionResponse } from '../../services/promotion/client';
import {
  CATEGORY_PLACEMENT,
  HEADER_BENEFITS_PROMOTION_ID,
  MAX_HEADER_BENEFITS,
  PHASE_INTEGRATION_PLACEMENT,
  PROMOTION_PATH_PREFIX,
  TOP_BANNER_PLACEMENT,
  apiPromotionTypes,
} from '../../services/promotion/constants';
import type { PromotionContent } from '../../services/promotion/contract';
import { createReferenceServices } from '../app';
import { findCatalogueCategory } from '../fixtures/catalogue';
import { NO_CONTENT_CODE, UNKNOWN_API_TYPE, UNKNOWN_TYPE_PLACEMENT } from '../fixtures/constants';
import { languageOf } from '../fixtures/language';
import { listingSlugOf, navigationCategoriesOf } from '../fixtures/navigation';
import { seedPromotions } from '../fixtures/promotions';
import { withCookies } from '../testing';
import { PREVIEW_TOKEN_COOKIE, registerAbTests } from './abTests';
import { registerPreview } from './preview';
import { PROMOTION_ROUTE, registerPromotionRoutes } from './promotion';

const setup = () => {
  const services = createReferenceServices({ routes: [registerPromotionRoutes] });
  return { services, client: createServiceClient({ fetch: services.fetch }) };
};

/** The content of a promotion answer; fails the test for anything else. */
async function contentOf(
  client: ServiceClient,
  request: Parameters<typeof fetchPromotion>[1],
): Promise<PromotionContent> {
  const result = await fetchPromotion(client, request);
  if (!result.ok || result.value.kind !== 'promotion') throw new Error(`no promotion: ${JSON.stringify(result)}`);
  return result.value.content;
}

/** One site per seed language (fixtures/language.ts), for the per-language checks. */
const sitePerLanguage = ['DE', 'CH_FR', 'CZ', 'HU', 'PL', 'SK', 'TR'] as const satisfies readonly SiteCode[];

describe('~header_top benefits per country', () => {
  // "free shipping from 20 EUR (DE, AT); 30 CHF (CH); 10% newsletter discount; 175 TL coffee free shipping (TR);
  // 30-day return (HU, PL); 3-month return right (CH); over 550 stores (DE)". CH_FR is Switzerland in French; the
  // list names nothing but the newsletter discount for CZ and SK. Each benefit: its text in the site's language and
  // where it links.
  const shipping = '/c/service';
  const newsletter = '/subscribenewsletter';
  const stores = '/service/storefinder/';
  it.each([
    [
      'DE',
      [
        [/^Versandkostenfrei ab 20\s€$/, shipping],
        [/^10\s%\sRabatt mit dem Newsletter$/, newsletter],
        [/^Über 550 Filialen$/, stores],
      ],
    ],
    [
      'AT',
      [
        [/^Gratis Zustellung ab 20\sEuro$/, shipping],
        [/^10\s%\sRabatt mit dem Newsletter$/, newsletter],
      ],
    ],
    [
      'CH',
      [
        [/^Gratis-Lieferung ab 30\sCHF$/, shipping],
        [/^3 Monate Rückgaberecht$/, shipping],
        [/^10\s?%\sRabatt mit dem Newsletter$/, newsletter],
      ],
    ],
    [
      'CH_FR',
      [
        [/^Livraison gratuite dès 30\sCHF$/, shipping],
        [/^3 mois de droit de retour$/, shipping],
        [/^10\s?%\sde réduction avec la newsletter$/, newsletter],
      ],
    ],
    [
      'HU',
      [
        [/^30 napos elállási jog$/, shipping],
        [/^10\s?%\skedvezmény hírlevél-feliratkozóknak$/, newsletter],
      ],
    ],
    [
      'PL',
      [
        [/^30 dni na zwrot$/, shipping],
        [/^10\s?%\srabatu za zapis do newslettera$/, newsletter],
      ],
    ],
    [
      'TR',
      [
        [/^Kahvede 175\sTL üzeri ücretsiz kargo$/, shipping],
        [/^Bülten abonelerine %10 indirim$/, newsletter],
      ],
    ],
    ['CZ', [[/^Sleva 10\s%\sza odběr newsletteru$/, newsletter]]],
    ['SK', [[/^Zľava 10\s%\sza odber newslettera$/, newsletter]]],
  ] as const)('%s: exactly its benefits, in its language, in this order, the first bold', async (site, expected) => {
    const content = await contentOf(setup().client, { id: HEADER_BENEFITS_PROMOTION_ID, site });
    expect(content.links).toHaveLength(expected.length);
    expected.forEach(([text, url], i) => {
      expect(content.links[i]).toEqual({ text: expect.stringMatching(text), url, boldLink: i === 0 });
    });
  });

  it.each(siteCodes)('%s: one to four benefits (tracking positions 0 to 3), the first bold', async (site) => {
    const list = (await contentOf(setup().client, { id: HEADER_BENEFITS_PROMOTION_ID, site })).links;
    expect(list.length).toBe(Math.min(headerBenefits(site).length, MAX_HEADER_BENEFITS));
    expect(list.length).toBeGreaterThanOrEqual(1);
    expect(list.length).toBeLessThanOrEqual(MAX_HEADER_BENEFITS);
    expect(list.map((l) => l.boldLink)).toEqual(list.map((_, i) => i === 0));
  });
});

describe('promotion types, ids and placements', () => {
  it('the seed has every API type the contract knows', () => {
    expect(new Set(seedPromotions.map((p) => p.apiType))).toEqual(new Set([...apiPromotionTypes, UNKNOWN_API_TYPE]));
  });

  it.each([
    [TOP_BANNER_PLACEMENT, 'BANNER'],
    ['top-banner-voucher', 'BANNER'],
    [CATEGORY_PLACEMENT, 'CATEGORY'],
    ['category-fashion', 'CATEGORY'],
    [PHASE_INTEGRATION_PLACEMENT, 'PHASE_INTEGRATION'],
  ])('%s → %s', async (id, type) => {
    const result = await fetchPromotion(setup().client, { id, site: 'DE' });
    expect(result.ok && result.value).toMatchObject({ kind: 'promotion', type });
  });

  it('the banner carries every content field, in the site language', async () => {
    const { client } = setup();
    expect(await contentOf(client, { id: TOP_BANNER_PLACEMENT, site: 'DE' })).toMatchObject({
      headline: expect.stringMatching(/^10\s%\sauf Kaffeebohnen$/),
      headlineShort: expect.stringMatching(/^10\s%\sauf Kaffee$/),
      theme: 'dark',
      backgroundColorCode: palette.coffee[800],
      textColor: palette.cream[50],
      voucherCode: 'CREMA10',
      legalTextHint: 'Teilnahmebedingungen',
      legalTextHintShort: 'Bedingungen',
      ctaButtonLink: '/c/kaffee/kaffeebohnen',
      ctaButtonText: 'Jetzt sparen',
      image: { cutouts: [{ breakpoint: 'm' }, { imagePath: '/service/imagedelivery/image/promotion/banner.svg' }] },
    });
    expect((await contentOf(client, { id: TOP_BANNER_PLACEMENT, site: 'TR' })).headline).toBe(
      'Çekirdek kahvede %10 indirim',
    );
  });

  it('an unknown type is answered as is (the client makes it unknown-type)', async () => {
    const result = await fetchPromotion(setup().client, { id: UNKNOWN_TYPE_PLACEMENT, site: 'DE' });
    expect(result).toEqual({ ok: true, value: { kind: 'unknown-type', apiType: UNKNOWN_API_TYPE } });
  });

  it('x-hunter-site picks the site: the phase integration exists for DE and CH_FR, not for CZ (404)', async () => {
    const { client } = setup();
    expect((await contentOf(client, { id: PHASE_INTEGRATION_PLACEMENT, site: 'CH_FR' })).headline).toBe(
      'L’automne, c’est la saison du café',
    );
    expect(await fetchPromotion(client, { id: PHASE_INTEGRATION_PLACEMENT, site: 'CZ' })).toEqual({
      ok: true,
      value: { kind: 'none' },
    });
  });

  it('no header or an unknown site reads as DE', async () => {
    const { services } = setup();
    const res = await services.fetch(`${PROMOTION_PATH_PREFIX}${CATEGORY_PLACEMENT}`, {
      headers: { [serviceHeaders.hunterSite]: 'XX' },
    });
    const body = (await res.json()) as { contentJSON: string };
    expect(JSON.parse(body.contentJSON).headline).toBe('Frisch geröstet');
  });

  it.each(siteCodes)('%s: every call to action (live and preview) leads to a category page of the site', (site) => {
    const ctas = seedPromotions
      .filter((p) => !p.sites || p.sites.includes(site))
      .flatMap((p) => {
        const link = p.content(site).ctaButtonLink;
        return typeof link === 'string' ? [[p.id, link] as const] : [];
      });
    expect(ctas.length).toBeGreaterThanOrEqual(5);
    for (const [id, link] of ctas) {
      expect(findCatalogueCategory(site, listingSlugOf(link) ?? ''), `${id}: ${link}`).toBeDefined();
    }
  });
});

describe('tag filters (allOfTags, anyOfTags, noneOfTags)', () => {
  it.each([
    [{}, 'Frisch geröstet'],
    [{ anyOfTags: ['fashion'] }, 'Mode im Sale'],
    [{ anyOfTags: ['household', 'fashion'] }, 'Schöner wohnen'],
    [{ allOfTags: ['fashion', 'sale'] }, 'Mode im Sale'],
    [{ noneOfTags: ['coffee'] }, 'Schöner wohnen'],
    [{ noneOfTags: ['coffee', 'household'] }, 'Mode im Sale'],
    [{ allOfTags: ['coffee'], noneOfTags: ['beans'] }, null],
    [{ allOfTags: ['coffee', 'sale'] }, null],
    [{ anyOfTags: ['unknown'] }, null],
  ])('%j → %s', async (tags, headline) => {
    const result = await fetchPromotion(setup().client, { id: CATEGORY_PLACEMENT, site: 'DE', tags });
    if (headline === null) expect(result).toEqual({ ok: true, value: { kind: 'none' } });
    else expect(result.ok && result.value.kind === 'promotion' && result.value.content.headline).toBe(headline);
  });
});

describe('category promotions by the category slug of the page (CATEGORY?anyOfTags={slug})', () => {
  const categoryKeys = ['coffee', 'household', 'fashion'] as const;
  // The slugs of /c/{slug} per site: the navigation's labels, slugified (navigation.ts).
  const topSlugs: Record<SiteCode, readonly [string, string, string]> = {
    DE: ['kaffee', 'haushalt', 'mode'],
    AT: ['kaffee', 'haushalt', 'mode'],
    CH: ['kaffee', 'haushalt', 'mode'],
    CH_FR: ['cafe', 'maison', 'mode'],
    CZ: ['kava', 'domacnost', 'moda'],
    HU: ['kave', 'haztartas', 'divat'],
    PL: ['kawa', 'dom', 'moda'],
    SK: ['kava', 'domacnost', 'moda'],
    TR: ['kahve', 'ev', 'moda'],
  };
  const bySlug = (client: ServiceClient, site: SiteCode, slug: string) =>
    fetchPromotion(client, { id: CATEGORY_PLACEMENT, site, tags: { anyOfTags: [slug] } });

  it.each(siteCodes)('%s: /c/{coffee}, /c/{household}, /c/{fashion} each find their own promotion', async (site) => {
    const { client } = setup();
    for (const [i, key] of categoryKeys.entries()) {
      const slug = topSlugs[site][i]!;
      const byId = await contentOf(client, { id: `category-${key}`, site });
      const found = await bySlug(client, site, slug);
      expect(found.ok && found.value.kind === 'promotion' && found.value.content, `${site} ${slug}`).toMatchObject({
        headline: byId.headline,
        ctaButtonLink: `/c/${slug}`,
      });
    }
  });

  it('the texts are the site language: DE Kaffee, CZ káva, TR kahve, CH_FR café', async () => {
    const { client } = setup();
    const headline = async (site: SiteCode, slug: string) => {
      const r = await bySlug(client, site, slug);
      return r.ok && r.value.kind === 'promotion' ? r.value.content.headline : undefined;
    };
    expect(await headline('DE', 'kaffee')).toBe('Frisch geröstet');
    expect(await headline('CZ', 'kava')).toBe('Čerstvě pražená');
    expect(await headline('TR', 'kahve')).toBe('Taze kavrulmuş');
    expect(await headline('CH_FR', 'cafe')).toBe('Fraîchement torréfié');
    expect(await headline('PL', 'dom')).toBe('Piękniejszy dom');
    expect(await headline('HU', 'divat')).toBe('Divat akcióban');
  });

  it.each(siteCodes)('%s: every page below coffee, household and fashion finds its top category', async (site) => {
    const { client } = setup();
    for (const key of categoryKeys) {
      const { headline } = await contentOf(client, { id: `category-${key}`, site });
      const below = navigationCategoriesOf(site).filter((c) => c.parents[0]?.key === key);
      expect(below.length).toBeGreaterThan(0);
      for (const entry of below) {
        const found = await bySlug(client, site, entry.slug);
        expect(found.ok && found.value.kind === 'promotion' && found.value.content.headline, entry.href).toBe(headline);
      }
    }
  });

  it('a slug of another language or a category without a promotion finds none (404)', async () => {
    const { client } = setup();
    const none = { ok: true, value: { kind: 'none' } };
    expect(await bySlug(client, 'CZ', 'kaffee')).toEqual(none);
    expect(await bySlug(client, 'DE', 'kava')).toEqual(none);
    expect(await bySlug(client, 'DE', 'geschenkkarte')).toEqual(none);
  });
});

describe('preview-only promotions (shown only with a PreviewToken)', () => {
  const PREVIEW_DATE = '2025-11-28T09:00:00.000Z';

  /** A browser with a staff session; `preview()` sets the PreviewToken cookie through the preview service. */
  function previewSetup() {
    const services = createReferenceServices({ routes: [registerPromotionRoutes, registerPreview, registerAbTests] });
    const browser = withCookies(services.fetch);
    browser.jar.set('StaffAuthToken', 'staff-session-1');
    const client = createServiceClient({ fetch: browser.fetch });
    const preview = async () => {
      expect(await setPreviewToken(client, { previewDateTime: PREVIEW_DATE })).toEqual({
        ok: true,
        value: { status: 'SUCCESS' },
      });
      expect(browser.jar.has(PREVIEW_TOKEN_COOKIE)).toBe(true);
    };
    return { browser, client, preview };
  }

  it.each(siteCodes)(
    '%s: the top banner answers another headline with the cookie, the live one without',
    async (site) => {
      const { client, preview } = previewSetup();
      const live = await contentOf(client, { id: TOP_BANNER_PLACEMENT, site });
      await preview();
      const previewed = await contentOf(client, { id: TOP_BANNER_PLACEMENT, site });
      expect(previewed.headline).toBeTruthy();
      expect(previewed.headline).not.toBe(live.headline);
      expect(previewed.headlineShort).not.toBe(live.headlineShort);
    },
  );

  it('the preview headline is written in each of the seven languages', async () => {
    const headlines = new Map<string, string | undefined>();
    for (const site of sitePerLanguage) {
      const { client, preview } = previewSetup();
      await preview();
      headlines.set(languageOf(site), (await contentOf(client, { id: TOP_BANNER_PLACEMENT, site })).headline);
    }
    expect(Object.fromEntries(headlines)).toEqual({
      de: 'Adventskalender ab Montag',
      fr: 'Calendrier de l’Avent dès lundi',
      cs: 'Adventní kalendář od pondělí',
      hu: 'Adventi naptár hétfőtől',
      pl: 'Kalendarz adwentowy od poniedziałku',
      sk: 'Adventný kalendár od pondelka',
      tr: 'Yılbaşı takvimi pazartesi başlıyor',
    });
  });

  it.each(['DE', 'AT', 'CH', 'CH_FR'] as const)(
    '%s: the phase integration has a preview headline too',
    async (site) => {
      const { client, preview } = previewSetup();
      const live = await contentOf(client, { id: PHASE_INTEGRATION_PLACEMENT, site });
      await preview();
      const previewed = await contentOf(client, { id: PHASE_INTEGRATION_PLACEMENT, site });
      expect(previewed.headline).toMatch(languageOf(site) === 'de' ? /^Weihnachtszeit/ : /^Noël/);
      expect(previewed.headline).not.toBe(live.headline);
    },
  );

  it.each(siteCodes)('%s: the header benefits are the same with and without the cookie', async (site) => {
    const { client, preview } = previewSetup();
    const live = await contentOf(client, { id: HEADER_BENEFITS_PROMOTION_ID, site });
    await preview();
    expect(await contentOf(client, { id: HEADER_BENEFITS_PROMOTION_ID, site })).toEqual(live);
  });

  it('only a preview selection counts: a PreviewToken cookie of another shape gets the live banner', async () => {
    const { browser, client } = previewSetup();
    const live = await contentOf(client, { id: TOP_BANNER_PLACEMENT, site: 'DE' });
    for (const value of ['1', encodeURIComponent('{"test":"x"}'), '%7Bbroken']) {
      browser.jar.set(PREVIEW_TOKEN_COOKIE, value);
      expect(await contentOf(client, { id: TOP_BANNER_PLACEMENT, site: 'DE' }), value).toEqual(live);
    }
  });

  it('outside preview mode a preview-only promotion does not exist, not even by its id', async () => {
    const { client, preview } = previewSetup();
    expect(await fetchPromotion(client, { id: 'top-banner-advent', site: 'DE' })).toEqual({
      ok: true,
      value: { kind: 'none' },
    });
    await preview();
    expect((await contentOf(client, { id: 'top-banner-advent', site: 'DE' })).headline).toBe(
      'Adventskalender ab Montag',
    );
  });

  it('in preview mode the tag filters still apply: excluding the preview campaign gets the live one', async () => {
    const { client, preview } = previewSetup();
    await preview();
    expect(
      (await contentOf(client, { id: TOP_BANNER_PLACEMENT, site: 'DE', tags: { noneOfTags: ['advent'] } })).voucherCode,
    ).toBe('CREMA10');
  });
});

describe('404 = no content', () => {
  it('an unknown id → 404 with a code; the client reads it as none', async () => {
    const { client, services } = setup();
    const res = await services.fetch(`${PROMOTION_PATH_PREFIX}nothing-here`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: NO_CONTENT_CODE });
    expect(await fetchPromotionResponse(client, { id: 'nothing-here', site: 'DE' })).toEqual({
      ok: true,
      value: { kind: 'none' },
    });
  });

  it('SHOP_FOOTER is passed on to the footer module (here absent: 404)', async () => {
    const res = await setup().services.fetch(`${PROMOTION_PATH_PREFIX}SHOP_FOOTER`);
    expect(res.status).toBe(404);
  });
});

describe('faults on the promotion route', () => {
  it.each([
    [{ status: 500 }, { kind: 'http', status: 500, code: 'INJECTED_FAULT' }],
    [{ malformed: true }, { kind: 'invalid-response' }],
    [{ wrongShape: true }, { kind: 'invalid-response' }],
    [{ drop: true }, { kind: 'network' }],
  ] as const)('%j → typed error, and clearing it restores the answer', async (fault, error) => {
    const { client, services } = setup();
    services.faults.set(`GET ${PROMOTION_ROUTE}`, fault);
    expect(await fetchPromotion(client, { id: HEADER_BENEFITS_PROMOTION_ID, site: 'DE' })).toMatchObject({
      ok: false,
      error,
    });
    services.faults.clear();
    expect((await fetchPromotion(client, { id: HEADER_BENEFITS_PROMOTION_ID, site: 'DE' })).ok).toBe(true);
  });
});
