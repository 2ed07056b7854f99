import { imageDeliveryRewrite } from '../../../design-tokens';
import { siteCodes } from '../../platform/site/constants';
import { createReferenceServices } from '../app';
import { FOOTER_LOGOS_PATH, SVG_CONTENT_TYPE } from '../fixtures/constants';
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

  it('footer logos and flags are labelled tiles', async () => {
    const services = setup();
    const res = await services.fetch(`${FOOTER_LOGOS_PATH}/de.svg`);
    expect(res.headers.get('content-type')).toBe(SVG_CONTENT_TYPE);
    const body = await res.text();
    expect(body).toContain('aria-label="de"');
    expect(body).toContain('>DE</text>');
    for (const pattern of forbidden) expect(body).not.toMatch(pattern);
  });

  it("the newsletter form's desktop and tablet images (spec 001 §2, {hash}.jpg) are clean, different pictures", async () => {
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
