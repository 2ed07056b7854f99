import { callNamed, describeCall } from '../http/callTable';
import { serviceHeaders } from '../http/constants';
import { emptyAnswer, jsonAnswer } from '../http/testing';
import { fetchPromotion, promotionCalls } from './client';
import { apiPromotionTypes, HEADER_BENEFITS_PROMOTION_ID, promotionTypeByApiType } from './constants';
import { promotionContentSchema, type PromotionContent } from './contract';

const content = {
  headline: 'Kostenloser Versand ab 20 €',
  headlineShort: 'Gratis Versand',
  subline: null,
  image: {
    altText: 'Kaffeetasse',
    cutouts: [
      { imagePath: '/service/imagedelivery/image/a.jpg', targetSize: { width: 1440 } },
      { imagePath: '/service/imagedelivery/image/b.jpg', targetSize: { width: 375 }, breakpoint: 'm' },
      { imagePath: '/c.jpg', targetSize: { width: 600 }, breakpoint: 'huge' },
    ],
  },
  theme: 'dark',
  backgroundColorCode: 'brown',
  textColor: 'cream',
  legalText: 'Gilt bis 31.12.',
  voucherCode: 'KAFFEE10',
  ctaButtonLink: '/c/kaffee',
  ctaButtonText: 'Jetzt entdecken',
  links: [
    { url: '/c/newsletter', text: '10% Rabatt', boldLink: true },
    { url: '/service/storefinder/', text: 'Filialen' },
  ],
};

const parsedContent: PromotionContent = {
  headline: 'Kostenloser Versand ab 20 €',
  headlineShort: 'Gratis Versand',
  subline: undefined,
  image: {
    altText: 'Kaffeetasse',
    cutouts: [
      {
        imagePath: '/service/imagedelivery/image/a.jpg',
        targetSize: { width: 1440 },
        imageCss: undefined,
        containerCss: undefined,
      },
      {
        imagePath: '/service/imagedelivery/image/b.jpg',
        targetSize: { width: 375 },
        breakpoint: 'm',
        imageCss: undefined,
        containerCss: undefined,
      },
      {
        imagePath: '/c.jpg',
        targetSize: { width: 600 },
        breakpoint: undefined,
        imageCss: undefined,
        containerCss: undefined,
      },
    ],
  },
  theme: 'dark',
  backgroundColorCode: 'brown',
  textColor: 'cream',
  legalText: 'Gilt bis 31.12.',
  legalTextHint: undefined,
  legalTextHintShort: undefined,
  voucherCode: 'KAFFEE10',
  voucherCodeInstructions: undefined,
  ctaButtonLink: '/c/kaffee',
  ctaButtonText: 'Jetzt entdecken',
  links: [
    { url: '/c/newsletter', text: '10% Rabatt', boldLink: true },
    { url: '/service/storefinder/', text: 'Filialen' },
  ],
};

const answer = (type: string, contentJSON: unknown) =>
  jsonAnswer({ type, contentJSON: typeof contentJSON === 'string' ? contentJSON : JSON.stringify(contentJSON) });

describeCall('GET /service/promotion/api/promotion/~header_top', {
  call: callNamed(promotionCalls, 'fetchPromotion'),
  run: (client, options) =>
    fetchPromotion(
      client,
      {
        id: HEADER_BENEFITS_PROMOTION_ID,
        site: 'AT',
        tags: { allOfTags: ['header', 'benefits'], anyOfTags: [], noneOfTags: ['app'] },
      },
      options,
    ),
  success: {
    answer: () => answer('ApiHeaderBenefitsPromotion', content),
    value: { kind: 'promotion', type: 'BENEFITS', apiType: 'ApiHeaderBenefitsPromotion', content: parsedContent },
  },
  request: (req) => {
    expect(req.method).toBe('GET');
    expect(req.path).toBe('/service/promotion/api/promotion/~header_top');
    expect(req.query).toEqual({ allOfTags: 'header,benefits', noneOfTags: 'app' });
    expect(req.headers[serviceHeaders.hunterSite.toLowerCase()]).toBe('AT');
    expect(req.credentials).toBe('include');
  },
  wrongShape: { type: 'ApiCategory' },
  cases: [
    {
      name: '404 → { kind: none } (no content)',
      answer: () => emptyAnswer(404),
      expected: { ok: true, value: { kind: 'none' } },
    },
    {
      name: 'an unknown promotion type is a value, its content is not read',
      answer: () => answer('ApiSomethingNew', 'not even json'),
      expected: { ok: true, value: { kind: 'unknown-type', apiType: 'ApiSomethingNew' } },
    },
    {
      name: 'contentJSON that is not JSON → invalid-response under contentJSON',
      answer: () => answer('ApiTopBannerPromotion', '{"headline":'),
      expected: {
        ok: false,
        error: { kind: 'invalid-response', issues: [{ path: ['contentJSON'], message: 'Malformed JSON' }] },
      },
    },
    {
      name: 'contentJSON of the wrong shape → invalid-response with the path',
      answer: () => answer('ApiTopBannerPromotion', { links: 'not a list' }),
      expected: {
        ok: false,
        error: {
          kind: 'invalid-response',
          issues: [{ path: ['contentJSON', 'links'], message: expect.any(String) }],
        },
      },
    },
  ],
});

describe('promotion types: four API types map to CATEGORY, PHASE_INTEGRATION, BANNER, BENEFITS', () => {
  it.each(apiPromotionTypes)('%s maps to its internal type', async (apiType) => {
    const { createServiceClient } = await import('../http/client');
    const { stubFetch } = await import('../http/testing');
    const stub = stubFetch(() => answer(apiType, {}));
    const result = await fetchPromotion(createServiceClient({ fetch: stub.fetch }), { id: 'x', site: 'DE' });
    expect(result).toMatchObject({ ok: true, value: { kind: 'promotion', type: promotionTypeByApiType[apiType] } });
  });

  it("the four pairs are the spec's", () => {
    expect(promotionTypeByApiType).toEqual({
      ApiCategory: 'CATEGORY',
      ApiPiPromotion: 'PHASE_INTEGRATION',
      ApiTopBannerPromotion: 'BANNER',
      ApiHeaderBenefitsPromotion: 'BENEFITS',
    });
  });

  it('an unknown theme reads as absent; dark and light are kept', () => {
    expect(promotionContentSchema.parse({ theme: 'sepia' }).theme).toBeUndefined();
    expect(promotionContentSchema.parse({ theme: 'light' }).theme).toBe('light');
    expect(promotionContentSchema.parse({}).links).toEqual([]);
  });
});

describe('promotion links: only safe addresses reach a page (no javascript: links)', () => {
  it('drops a link with an unsafe or broken address, keeps the others; an unsafe CTA address reads as none', () => {
    const parsed = promotionContentSchema.parse({
      ctaButtonLink: 'javascript:alert(1)',
      links: [
        { url: 'javascript:alert(1)', text: 'Skript' },
        { url: ' JaVaScRiPt:alert(1)', text: 'Skript, getarnt' },
        { url: 'data:text/html,<script>alert(1)</script>', text: 'Daten' },
        { url: 5, text: 'keine Adresse' },
        { url: '/c/angebote', text: 'Angebote' },
        { url: 'https://example.org/', text: 'Partner' },
        { url: 'mailto:service@example.org', text: 'E-Mail' },
      ],
    });
    expect(parsed.ctaButtonLink).toBeUndefined();
    expect(parsed.links.map((l) => l.text)).toEqual(['Angebote', 'Partner', 'E-Mail']);
  });
});
