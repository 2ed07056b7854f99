import { palette } from '../../../design-tokens';
import { headerBenefits } from '../../platform/i18n/benefits';
import { siteCodes } from '../../platform/site/constants';
import { createServiceClient } from '../../services/http/client';
import { serviceHeaders } from '../../services/http/constants';
import { fetchPromotion, fetchPromotionResponse, type PromotionAnswer } from '../../services/promotion/client';
import {
  HEADER_BENEFITS_PROMOTION_ID,
  PROMOTION_PATH_PREFIX,
  apiPromotionTypes,
} from '../../services/promotion/constants';
import { createReferenceServices } from '../app';
import { MAX_HEADER_BENEFITS, NO_CONTENT_CODE, UNKNOWN_API_TYPE, UNKNOWN_TYPE_PLACEMENT } from '../fixtures/constants';
import { promotionPlacements, seedPromotions } from '../fixtures/promotions';
import { PROMOTION_ROUTE, registerPromotionRoutes } from './promotion';

const setup = () => {
  const services = createReferenceServices({ routes: [registerPromotionRoutes] });
  return { services, client: createServiceClient({ fetch: services.fetch }) };
};
const links = (answer: PromotionAnswer) => (answer.kind === 'promotion' ? answer.content.links.map((l) => l.text) : []);

describe('~header_top benefits per country (spec 000 §9)', () => {
  // "free shipping from 20 EUR (DE, AT); 30 CHF (CH); 10% newsletter discount; 175 TL coffee free shipping (TR);
  // 30-day return (HU, PL); 3-month return right (CH); over 550 stores (DE)"
  it.each([
    ['DE', [/^Versandkostenfrei ab 20\s€$/, /^10\s%\sRabatt mit dem Newsletter$/, /^Über 550 Filialen$/]],
    ['AT', [/20\sEuro/, /10\s%/]],
    ['CH', [/30\sCHF/, /3 Monate/, /10\s?%/]],
    ['TR', [/175\sTL/, /%10/]],
    ['HU', [/30 napos/, /10\s?%/]],
    ['PL', [/30 dni/, /10\s?%/]],
  ] as const)('%s', async (site, expected) => {
    const { client } = setup();
    const result = await fetchPromotion(client, { id: HEADER_BENEFITS_PROMOTION_ID, site });
    expect(result.ok && result.value).toMatchObject({ kind: 'promotion', type: 'BENEFITS' });
    if (!result.ok) return;
    const texts = links(result.value);
    expect(texts).toHaveLength(expected.length);
    expected.forEach((e, i) => expect(texts[i]).toMatch(e));
  });

  it.each(siteCodes)('%s: one to four benefits (tracking positions 0 to 3), the first bold', async (site) => {
    const result = await fetchPromotion(setup().client, { id: HEADER_BENEFITS_PROMOTION_ID, site });
    if (!result.ok || result.value.kind !== 'promotion') throw new Error('no benefits');
    const list = result.value.content.links;
    expect(list.length).toBe(Math.min(headerBenefits(site).length, MAX_HEADER_BENEFITS));
    expect(list.length).toBeLessThanOrEqual(MAX_HEADER_BENEFITS);
    expect(list.map((l) => l.boldLink)).toEqual(list.map((_, i) => i === 0));
    for (const l of list) expect(l.url).toMatch(/^\//);
  });
});

describe('promotion types, ids and placements', () => {
  it('the seed has every API type the contract knows', () => {
    expect(new Set(seedPromotions.map((p) => p.apiType))).toEqual(new Set([...apiPromotionTypes, UNKNOWN_API_TYPE]));
  });

  it.each([
    [promotionPlacements.topBanner, 'BANNER'],
    ['top-banner-voucher', 'BANNER'],
    [promotionPlacements.category, 'CATEGORY'],
    ['category-fashion', 'CATEGORY'],
    [promotionPlacements.phaseIntegration, 'PHASE_INTEGRATION'],
  ])('%s → %s', async (id, type) => {
    const result = await fetchPromotion(setup().client, { id, site: 'DE' });
    expect(result.ok && result.value).toMatchObject({ kind: 'promotion', type });
  });

  it('the banner carries every content field, in the site language', async () => {
    const { client } = setup();
    const de = await fetchPromotion(client, { id: promotionPlacements.topBanner, site: 'DE' });
    expect(de.ok && de.value.kind === 'promotion' && de.value.content).toMatchObject({
      headline: expect.stringMatching(/^10\s%\sauf Kaffeebohnen$/),
      headlineShort: expect.stringMatching(/^10\s%\sauf Kaffee$/),
      theme: 'dark',
      backgroundColorCode: palette.coffee[800],
      textColor: palette.cream[50],
      voucherCode: 'CREMA10',
      legalTextHint: 'Teilnahmebedingungen',
      legalTextHintShort: 'Bedingungen',
      ctaButtonText: 'Jetzt sparen',
      image: { cutouts: [{ breakpoint: 'm' }, { imagePath: '/service/imagedelivery/image/promotion/banner.svg' }] },
    });
    const tr = await fetchPromotion(client, { id: promotionPlacements.topBanner, site: 'TR' });
    expect(tr.ok && tr.value.kind === 'promotion' && tr.value.content.headline).toBe('Çekirdek kahvede %10 indirim');
  });

  it('an unknown type is answered as is (the client makes it unknown-type)', async () => {
    const result = await fetchPromotion(setup().client, { id: UNKNOWN_TYPE_PLACEMENT, site: 'DE' });
    expect(result).toEqual({ ok: true, value: { kind: 'unknown-type', apiType: UNKNOWN_API_TYPE } });
  });

  it('x-hunter-site picks the site: the phase integration exists for DE and CH_FR, not for CZ (404)', async () => {
    const { client } = setup();
    const ch = await fetchPromotion(client, { id: promotionPlacements.phaseIntegration, site: 'CH_FR' });
    expect(ch.ok && ch.value.kind === 'promotion' && ch.value.content.headline).toBe(
      "L'automne, c'est la saison du café",
    );
    expect(await fetchPromotion(client, { id: promotionPlacements.phaseIntegration, site: 'CZ' })).toEqual({
      ok: true,
      value: { kind: 'none' },
    });
  });

  it('no header or an unknown site reads as DE', async () => {
    const { services } = setup();
    const res = await services.fetch(`${PROMOTION_PATH_PREFIX}${promotionPlacements.category}`, {
      headers: { [serviceHeaders.hunterSite]: 'XX' },
    });
    const body = (await res.json()) as { contentJSON: string };
    expect(JSON.parse(body.contentJSON).headline).toBe('Frisch geröstet');
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
    const result = await fetchPromotion(setup().client, { id: promotionPlacements.category, site: 'DE', tags });
    if (headline === null) expect(result).toEqual({ ok: true, value: { kind: 'none' } });
    else expect(result.ok && result.value.kind === 'promotion' && result.value.content.headline).toBe(headline);
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
