import { imageDeliveryRewrite } from '../../../design-tokens';
import { siteCodes, type SiteCode } from '../../platform/site/constants';
import { sites } from '../../platform/site/sites';
import { LOGO_LANGUAGE_PARAM, logoSources, type LogoSource } from '../../services/footer/constants';
import { createReferenceServices } from '../app';
import { FOOTER_LOGOS_PATH, SVG_CONTENT_TYPE, logoImageSize, logoText } from '../fixtures/constants';
import { languages, type Language } from '../fixtures/language';
import { catalogueOf } from '../fixtures/products';
import { NEWSLETTER_IMAGE_PATH } from '../../services/newsletter/constants';
import { registerImageRoutes } from './images';

/** The Picture's rewrite (src/primitives may not be imported here): the delivery prefix becomes /img. */
const rewriteImagePath = (path: string) => path.replace(imageDeliveryRewrite.from, imageDeliveryRewrite.to);

const setup = () => createReferenceServices({ routes: [registerImageRoutes] });

/** What a CSP-clean, self-contained SVG must not contain. */
const forbidden = [
  /<script/i,
  /<style/i,
  /\son\w+=/i,
  /href=/i,
  /url\(/i,
  /<foreignObject/i,
  /https?:\/\/(?!www\.w3\.org\/2000\/svg")/,
];

describe('generated images', () => {
  it('serve a product thumbnail under both the delivery path and its /img rewrite, identically', async () => {
    const services = setup();
    const thumb = catalogueOf('DE')[0]!.imageProductThumb;
    expect(thumb.startsWith(imageDeliveryRewrite.from)).toBe(true);
    const delivered = await services.fetch(thumb);
    const rewritten = await services.fetch(rewriteImagePath(thumb));
    expect(rewriteImagePath(thumb).startsWith(`${imageDeliveryRewrite.to}/`)).toBe(true);
    expect(delivered.status).toBe(200);
    expect(delivered.headers.get('content-type')).toBe(SVG_CONTENT_TYPE);
    expect(delivered.headers.get('content-security-policy')).toBe("default-src 'none'");
    const body = await delivered.text();
    expect(body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(await rewritten.text()).toBe(body);
  });

  it('every product of every site has an image with no script, style or external reference', async () => {
    const services = setup();
    const paths = new Set(siteCodes.flatMap((site) => catalogueOf(site).map((p) => p.imageProductThumb)));
    const bodies = new Set<string>();
    for (const path of paths) {
      const res = await services.fetch(path);
      expect(res.status, path).toBe(200);
      const body = await res.text();
      for (const pattern of forbidden) expect(body, `${path} ${pattern}`).not.toMatch(pattern);
      bodies.add(body);
    }
    // Deterministic per path, and varied: the same product in every site has one image, products differ.
    expect(paths.size).toBe(catalogueOf('DE').length);
    expect(bodies.size).toBeGreaterThan(paths.size / 2);
  });

  it.each(['promotion/banner-de.svg', 'themeworld/scout-1.svg', 'teaser/coffee.svg'])(
    '%s is a scene image, the same on every call',
    async (name) => {
      const services = setup();
      const first = await (await services.fetch(`${imageDeliveryRewrite.to}/${name}`)).text();
      expect(first).toContain('<svg');
      expect(await (await services.fetch(`${imageDeliveryRewrite.from}/${name}`)).text()).toBe(first);
      for (const pattern of forbidden) expect(first).not.toMatch(pattern);
    },
  );

  /** The country names the flags are titled with (the ISO code's English name: not shown in the spec). */
  const flagTitles = {
    DE: 'Germany',
    AT: 'Austria',
    CH: 'Switzerland',
    CH_FR: 'Switzerland',
    CZ: 'Czechia',
    HU: 'Hungary',
    PL: 'Poland',
    SK: 'Slovakia',
    TR: 'Türkiye',
  } as const satisfies Record<SiteCode, string>;

  /** An answer's SVG body, checked to be a clean, titled image of the footer's 2:1 logo size. */
  async function footerImage(file: string, title: string, language?: string): Promise<string> {
    const query = language === undefined ? '' : `?${LOGO_LANGUAGE_PARAM}=${language}`;
    const res = await setup().fetch(`${FOOTER_LOGOS_PATH}/${file}${query}`);
    expect(res.status, file).toBe(200);
    expect(res.headers.get('content-type')).toBe(SVG_CONTENT_TYPE);
    const body = await res.text();
    const { width, height } = logoImageSize;
    expect(body).toMatch(new RegExp(`^<svg [^>]*viewBox="0 0 ${width} ${height}"`));
    expect(body).toContain(`aria-label="${title}"><title>${title}</title>`);
    for (const pattern of forbidden) expect(body, `${file} ${pattern}`).not.toMatch(pattern);
    return body;
  }

  /** The texts written on an SVG, in order. */
  const textsOf = (body: string) => [...body.matchAll(/<text [^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);

  // The country switcher's flags come from FOOTER_LOGOS_PATH, drawn there at 2:1.
  it.each(siteCodes)('the flag of %s is drawn as a titled 2:1 flag, not a text tile', async (site) => {
    expect(logoImageSize.width).toBe(2 * logoImageSize.height);
    const body = await footerImage(`${sites[site].flag}.svg`, flagTitles[site]);
    expect(textsOf(body)).toEqual([]);
    expect(body).toMatch(/<(rect|path|circle|polygon) /);
    // Deterministic: the same file answers the same drawing.
    expect(await footerImage(`${sites[site].flag}.svg`, flagTitles[site])).toBe(body);
  });

  it("the nine sites' flags all differ, except the two Swiss sites' one flag", async () => {
    const drawings = new Map<string, SiteCode[]>();
    for (const site of siteCodes) {
      const body = await footerImage(`${sites[site].flag}.svg`, flagTitles[site]);
      const drawing = body.slice(body.indexOf('</title>'));
      drawings.set(drawing, [...(drawings.get(drawing) ?? []), site]);
    }
    const groups = [...drawings.values()];
    expect(groups.filter((group) => group.length > 1)).toEqual([['CH', 'CH_FR']]);
    expect(groups).toHaveLength(siteCodes.length - 1);
  });

  /**
   * The name each logo source's tile shows (at most two lines of about ten characters): a brand's short name, the same
   * in every language, or a payment method's short name in the language the footer asks for (its site's).
   */
  const paymentNames = {
    cashOnDelivery: {
      de: ['Per', 'Nachnahme'],
      fr: ['À la', 'livraison'],
      cs: ['Dobírka'],
      hu: ['Utánvét'],
      pl: ['Za', 'pobraniem'],
      sk: ['Dobierka'],
      tr: ['Kapıda', 'ödeme'],
    },
    card: { de: ['Karte'], fr: ['Carte'], cs: ['Karta'], hu: ['Kártya'], pl: ['Karta'], sk: ['Karta'], tr: ['Kart'] },
    prepayment: {
      de: ['Vorkasse'],
      fr: ['Paiement', 'anticipé'],
      cs: ['Platba', 'předem'],
      hu: ['Előre', 'utalás'],
      pl: ['Płatność', 'z góry'],
      sk: ['Platba', 'vopred'],
      tr: ['Havale', 'EFT'],
    },
    cashOnPickup: {
      de: ['Bar bei', 'Abholung'],
      fr: ['Espèces', 'sur place'],
      cs: ['Hotově', 'na místě'],
      hu: ['Készpénz', 'helyben'],
      pl: ['Gotówka', 'w sklepie'],
      sk: ['Hotovosť', 'na mieste'],
      tr: ['Mağazada', 'nakit'],
    },
  } as const satisfies Partial<Record<LogoSource, Record<Language, readonly string[]>>>;
  const isPayment = (source: LogoSource): source is keyof typeof paymentNames => Object.hasOwn(paymentNames, source);
  const logoNames = {
    dhl: ['DHL'],
    postAt: ['Post AT'],
    postCh: ['Post CH'],
    ceskaPosta: ['Česká', 'pošta'],
    magyarPosta: ['Magyar', 'Posta'],
    inpost: ['InPost'],
    slovenskaPosta: ['Slovenská', 'pošta'],
    yurtici: ['Yurtiçi', 'Kargo'],
    paypal: ['PayPal'],
    bkm: ['BKM', 'Express'],
    trustedShops: ['Trusted', 'Shops'],
    trustmarkAustria: ['Trustmark', 'Austria'],
    apek: ['APEK'],
  } as const satisfies Record<Exclude<LogoSource, keyof typeof paymentNames>, readonly string[]>;
  const linesOf = (source: LogoSource, language: Language) =>
    isPayment(source) ? paymentNames[source][language] : logoNames[source];

  it.each(Object.entries(logoSources) as [LogoSource, string][])(
    'the logo %s (%s) is a titled tile with its display name in each language, legible without squeezing',
    async (source, file) => {
      for (const language of languages) {
        const lines = linesOf(source, language);
        const body = await footerImage(file, lines.join(' '), language);
        expect(textsOf(body), language).toEqual(lines);
        expect(lines.length).toBeLessThanOrEqual(2);
        for (const line of lines) expect(line.length).toBeLessThanOrEqual(10);
        expect(body).not.toContain('textLength');
      }
    },
  );

  it('a payment method asked for in no language, or an unknown one, reads in German (the default site)', async () => {
    expect(textsOf(await footerImage('card.svg', 'Karte'))).toEqual(['Karte']);
    expect(textsOf(await footerImage('cash-on-delivery.svg', 'Per Nachnahme', 'xx'))).toEqual(['Per', 'Nachnahme']);
  });

  // Prototype keys ('constructor') are names like any other, not entries of the logo or flag tables.
  it.each(['some-new-logo.svg', 'constructor.svg', 'toString', 'xx.svg'])(
    'an unknown name, %s, is still a tile with the name in upper case',
    async (file) => {
      const name = file.replace(/\.svg$/, '');
      const body = await footerImage(file, name);
      expect(textsOf(body)).toEqual([name.toUpperCase()]);
    },
  );

  it('squeezes an unknown name too long for the tile to its width, and leaves a short one as it is', async () => {
    const long = await footerImage('some-unknown-partner-logo.svg', 'some-unknown-partner-logo');
    const short = await footerImage('xy.svg', 'xy');
    const room = logoImageSize.width - 2 * logoText.inset;
    expect(long).toContain(`textLength="${room}" lengthAdjust="spacingAndGlyphs"`);
    expect(short).not.toContain('textLength');
  });

  it("the newsletter form's desktop and tablet images ({hash}.jpg) are clean, different pictures", async () => {
    const services = setup();
    const [desktop, tablet] = await Promise.all(
      ['desktop-7f3a.jpg', 'tablet-7f3a.jpg'].map((name) => services.fetch(`${NEWSLETTER_IMAGE_PATH}/${name}`)),
    );
    expect(desktop!.headers.get('content-type')).toBe(SVG_CONTENT_TYPE);
    const [one, two] = [await desktop!.text(), await tablet!.text()];
    expect(one).not.toBe(two);
    for (const pattern of forbidden) expect(one).not.toMatch(pattern);
  });

  it.each([
    `${imageDeliveryRewrite.to}/unknown-kind/x.svg`,
    `${NEWSLETTER_IMAGE_PATH}/`,
    `${imageDeliveryRewrite.to}/product/`,
    `${imageDeliveryRewrite.to}/product/%2E%2E/secret`,
    `${FOOTER_LOGOS_PATH}/<script>.svg`,
  ])('%s → 404', async (path) => {
    expect((await setup().fetch(path)).status).toBe(404);
  });

  it('a fault on the delivery path applies (status)', async () => {
    const services = setup();
    services.faults.set(`GET ${imageDeliveryRewrite.from}/product/coffee-100001.svg`, { status: 500 });
    expect((await services.fetch(`${imageDeliveryRewrite.from}/product/coffee-100001.svg`)).status).toBe(500);
  });
});
