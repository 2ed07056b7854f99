import { catalogFor } from '../../platform/i18n/catalogs';
import { siteCodes, type SiteCode } from '../../platform/site/constants';
import { sites } from '../../platform/site/sites';
import { fetchFooterContent } from '../../services/footer/client';
import type { FooterContent } from '../../services/footer/contract';
import { createServiceClient } from '../../services/http/client';
import { serviceHeaders } from '../../services/http/constants';
import { fetchPromotion } from '../../services/promotion/client';
import { HEADER_BENEFITS_PROMOTION_ID, PROMOTION_PATH_PREFIX } from '../../services/promotion/constants';
import { createReferenceServices, type RegisterRoutes } from '../app';
import { FOOTER_ROUTE, registerFooterRoutes } from './footer';
import { registerPromotionRoutes } from './promotion';

const setup = (routes: RegisterRoutes[] = [registerFooterRoutes]) => {
  const services = createReferenceServices({ routes });
  return { services, client: createServiceClient({ fetch: services.fetch }) };
};

async function footerOf(site: SiteCode, routes?: RegisterRoutes[]): Promise<FooterContent> {
  const result = await fetchFooterContent(setup(routes).client, site);
  if (!result.ok || result.value.kind !== 'footer') throw new Error(`no footer for ${site}`);
  return result.value.content;
}
const allText = (content: FooterContent) => JSON.stringify(content);

describe('footer content per site (SHOP_FOOTER)', () => {
  it.each(siteCodes)('%s: every part of the contract, in the site language', async (site) => {
    const content = await footerOf(site);
    const catalog = catalogFor(sites[site].locale);
    expect(content.headline).toBeTruthy();
    expect(content.teaser!.groups.length).toBeGreaterThanOrEqual(3);
    expect(content.teaser!.groups.some((g) => g.hideGroupInCheckout)).toBe(true);
    expect(content.teaser!.groups.flatMap((g) => g.links).some((l) => l.hideInClassic)).toBe(true);
    expect(content.seo!.columns.flat().length).toBeGreaterThan(0);
    expect(content.socialMedia!.socialMediaIcons.length).toBeGreaterThan(0);
    expect(content.appReferences!.appIcons.map((i) => i.iconName)).toEqual(['ios', 'android']);
    expect(content.legalLinks).toHaveLength(6);
    expect(content.viewChanger).toEqual({
      toMobile: catalog['footerContent.viewSwitcher.toMobile'],
      toDesktop: catalog['footerContent.viewSwitcher.toDesktop'],
    });
    for (const l of content.seo!.columns.flat()) expect(l.url).toMatch(/-c\d+\.html$/);
    expect(content.legalLinks.filter((l) => /-s\d+\.html$/.test(l.url))).toHaveLength(5);
  });

  it('the texts differ by language', async () => {
    const headlines = await Promise.all(siteCodes.map(async (site) => (await footerOf(site)).headline));
    expect(headlines).toEqual([
      'Wir sind für dich da',
      'Wir sind für dich da',
      'Wir sind für dich da',
      'Nous sommes là pour vous',
      'Jsme tu pro vás',
      'Itt vagyunk Önnek',
      'Jesteśmy dla Ciebie',
      'Sme tu pre vás',
      'Sizin için buradayız',
    ]);
  });

  // Spec 002 §9 "Service claims in footer texts".
  it.each([
    ['SK', [/od 40\sEuro/, /od 20\sEuro/, /30 dní/, /11\. káva/, /DPH/]],
    ['HU', [/30 napos elállási jog/]],
    ['TR', [/1\.000\sTL üzeri ücretsiz kargo/, /1-2 iş günü/, /90 gün ücretsiz iade ve değişim/, /09:00-19:00/]],
    ['DE', [/30 Tage Rückgaberecht/]],
    ['CZ', [/30 dní na vrácení/, /od 999\sKč/, /499\sKč/, /11\. káva v prodejně/, /DPH/]],
    ['PL', [/30 dni na zwrot/, /od 100\szł/]],
    ['AT', [/14 Tage Rückgaberecht/]],
    ['CH', [/3 Monate Rückgaberecht/]],
    ['CH_FR', [/3 mois de droit de retour/]],
  ] as const)('%s states its service claims', async (site, patterns) => {
    const text = allText(await footerOf(site));
    for (const p of patterns) expect(text).toMatch(p);
  });

  it('payment logos: cash on delivery, card, PayPal, prepayment everywhere; cash on pickup SK; BKM TR', async () => {
    const sources = async (site: SiteCode) =>
      (await footerOf(site)).teaser!.groups.flatMap((g) => g.images.map((i) => i.source));
    const de = await sources('DE');
    expect(de).toEqual(expect.arrayContaining(['cashOnDelivery', 'card', 'paypal', 'prepayment']));
    expect(de).not.toContain('cashOnPickup');
    expect(await sources('SK')).toContain('cashOnPickup');
    expect(await sources('TR')).toContain('bkm');
    expect(await sources('DE')).not.toContain('bkm');
  });

  it('only TR links /account; SK and CZ state VAT; some countries have text after the sales-tax link', async () => {
    expect(allText(await footerOf('TR'))).toContain('"/account"');
    expect(allText(await footerOf('DE'))).not.toContain('"/account"');
    expect((await footerOf('DE')).salesTax!.textAfterLink).toBeTruthy();
    expect((await footerOf('CZ')).salesTax!.textAfterLink).toBeUndefined();
  });

  it('an unknown or missing x-hunter-site reads as DE', async () => {
    const { services } = setup();
    const res = await services.fetch(FOOTER_ROUTE, { headers: { [serviceHeaders.hunterSite]: 'FR' } });
    const body = (await res.json()) as { contentJSON: string };
    expect(JSON.parse(body.contentJSON).headline).toBe('Wir sind für dich da');
  });

  it('works with the promotion module in either order, and the promotion module still answers its ids', async () => {
    for (const routes of [
      [registerPromotionRoutes, registerFooterRoutes],
      [registerFooterRoutes, registerPromotionRoutes],
    ]) {
      expect((await footerOf('HU', routes)).headline).toBe('Itt vagyunk Önnek');
      const { client } = setup(routes);
      expect((await fetchPromotion(client, { id: HEADER_BENEFITS_PROMOTION_ID, site: 'HU' })).ok).toBe(true);
    }
  });

  it.each([
    [{ status: 500 }, { kind: 'http', status: 500, code: 'INJECTED_FAULT' }],
    [{ malformed: true }, { kind: 'invalid-response' }],
    [{ drop: true }, { kind: 'network' }],
  ] as const)('fault %j → typed error', async (fault, error) => {
    const { client, services } = setup();
    services.faults.set(`GET ${FOOTER_ROUTE}`, fault);
    expect(await fetchFooterContent(client, 'DE')).toMatchObject({ ok: false, error });
  });

  it('a 404 fault is no content (spec 002 §8)', async () => {
    const { client, services } = setup();
    services.faults.set(`GET ${PROMOTION_PATH_PREFIX}:promotionId`, { status: 404 });
    expect(await fetchFooterContent(client, 'DE')).toEqual({ ok: true, value: { kind: 'none' } });
  });
});
