import { catalogFor } from '../../platform/i18n/catalogs';
import { siteCodes, type SiteCode } from '../../platform/site/constants';
import { sites } from '../../platform/site/sites';
import { fetchFooterContent } from '../../services/footer/client';
import { CONSENT_SETTINGS_URL, logoSources } from '../../services/footer/constants';
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
      'Wir sind für Sie da',
      'Wir sind für Sie da',
      'Wir sind für Sie da',
      'Nous sommes là pour vous',
      'Jsme tu pro vás',
      'Itt vagyunk Önnek',
      'Jesteśmy dla Ciebie',
      'Sme tu pre vás',
      'Sizin için buradayız',
    ]);
  });

  // "Service claims in footer texts", with their numbers: the links of the first teaser group, one
  // per claim and no other; the VAT note (CZ and SK only) in its introductory text.
  it.each([
    [
      'SK',
      [
        /^Doprava zadarmo od 40\sEuro, s vernostnou kartou už od 20\sEuro$/,
        /^30 dní na vrátenie tovaru$/,
        /^Každá 11\. káva v predajni zadarmo$/,
      ],
      true,
    ],
    ['HU', [/^30 napos elállási jog$/], false],
    [
      'TR',
      [
        /^1\.000\sTL üzeri ücretsiz kargo$/,
        /^1-2 iş günü içinde kargoda$/,
        /^90 gün ücretsiz iade ve değişim$/,
        /^Müşteri hizmetleri her gün 09:00-19:00 arası telefonda$/,
      ],
      false,
    ],
    ['DE', [/^30 Tage Rückgaberecht$/], false],
    [
      'CZ',
      [
        /^Doprava zdarma od 999\sKč \(s věrnostní kartou od 499\sKč\)$/,
        /^30 dní na vrácení zboží$/,
        /^Každá 11\. káva v prodejně zdarma$/,
      ],
      true,
    ],
    ['PL', [/^Darmowa dostawa od 100\szł$/, /^30 dni na zwrot$/], false],
    ['AT', [/^14 Tage Rückgaberecht$/], false],
    ['CH', [/^3 Monate Rückgaberecht$/], false],
    ['CH_FR', [/^3 mois de droit de retour$/], false],
  ] as const)('%s states its service claims', async (site, patterns, vatNote) => {
    const [promise] = (await footerOf(site)).teaser!.groups;
    expect(promise!.links.map((l) => l.text)).toEqual(patterns.map((p) => expect.stringMatching(p)));
    expect(promise!.introductoryText?.includes(catalogFor(sites[site].locale)['footerContent.vatIncluded'])).toBe(
      vatNote,
    );
  });

  it('each claim links to the page that explains it: delivery, returns, the store finder or contact', async () => {
    const claimLinks = async (site: SiteCode) => (await footerOf(site)).teaser!.groups[0]!.links;
    expect((await claimLinks('CZ')).map((l) => l.url)).toEqual([
      '/doprava-s1003.html',
      '/vraceni-zbozi-s1005.html',
      '/service/storefinder/',
    ]);
    expect((await claimLinks('TR')).at(-1)!.url).toBe('/contact');
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

  // "Delivery partner logos vary by country": each country's national carrier, labelled by its name.
  const carriers = [
    ['DE', 'dhl', 'DHL'],
    ['AT', 'postAt', 'Österreichische Post'],
    ['CH', 'postCh', 'Die Schweizerische Post'],
    ['CH_FR', 'postCh', 'La Poste Suisse'],
    ['CZ', 'ceskaPosta', 'Česká pošta'],
    ['HU', 'magyarPosta', 'Magyar Posta'],
    ['PL', 'inpost', 'InPost'],
    ['SK', 'slovenskaPosta', 'Slovenská pošta'],
    ['TR', 'yurtici', 'Yurtiçi Kargo'],
  ] as const;
  it.each(carriers)('%s delivers with %s, labelled "%s", and no other carrier', async (site, source, label) => {
    const carrierSources = new Set<string>(carriers.map(([, carrier]) => carrier));
    const images = (await footerOf(site)).teaser!.groups.flatMap((g) => g.images);
    expect(images.filter((i) => carrierSources.has(i.source))).toEqual([{ label, source }]);
  });

  it.each([
    ['DE', { cashOnDelivery: 'Nachnahme', card: 'Kreditkarte', paypal: 'PayPal', prepayment: 'Vorkasse' }],
    ['CH_FR', { cashOnDelivery: 'Contre remboursement', prepayment: 'Paiement anticipé' }],
    ['CZ', { cashOnDelivery: 'Dobírka', card: 'Platební karta' }],
    ['SK', { cashOnDelivery: 'Dobierka', cashOnPickup: 'Platba v hotovosti pri vyzdvihnutí' }],
    ['TR', { cashOnDelivery: 'Kapıda ödeme', bkm: 'BKM Express' }],
  ] as const)('%s labels its payment logos in its language', async (site, labels) => {
    const images = (await footerOf(site)).teaser!.groups.flatMap((g) => g.images);
    const labelOf = Object.fromEntries(images.map((i) => [i.source, i.label]));
    expect(labelOf).toMatchObject(labels);
  });

  it.each(siteCodes)('%s: every logo is from the enumeration and has a human label (its alt text)', async (site) => {
    const content = await footerOf(site);
    const images = [
      ...content.teaser!.groups.flatMap((g) => g.images),
      ...content.qualityLogos!.logos.map((l) => l.image),
    ];
    expect(images.length).toBeGreaterThan(0);
    for (const { source, label } of images) {
      expect(Object.keys(logoSources)).toContain(source);
      expect(label).toMatch(/^\p{Lu}/u);
      expect(label).not.toBe(source);
    }
    for (const { link, image } of content.qualityLogos!.logos) expect(link.text).toBe(image.label);
  });

  it.each(siteCodes)('%s: the consent-management legal link is the consent-settings link', async (site) => {
    const { legalLinks } = await footerOf(site);
    expect(legalLinks.filter((l) => l.url === CONSENT_SETTINGS_URL)).toEqual([
      { url: CONSENT_SETTINGS_URL, text: expect.stringMatching(/cookie|süti|çerez/i) },
    ]);
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
    expect(JSON.parse(body.contentJSON).headline).toBe('Wir sind für Sie da');
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

  it('a 404 fault is no content (promotion 404 for footer content: no footer content)', async () => {
    const { client, services } = setup();
    services.faults.set(`GET ${PROMOTION_PATH_PREFIX}:promotionId`, { status: 404 });
    expect(await fetchFooterContent(client, 'DE')).toEqual({ ok: true, value: { kind: 'none' } });
  });
});
