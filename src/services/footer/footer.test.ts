import { callNamed, describeCall } from '../http/callTable';
import { serviceHeaders } from '../http/constants';
import { emptyAnswer, jsonAnswer } from '../http/testing';
import { fetchFooterContent, footerCalls } from './client';
import type { FooterContent } from './contract';

const content = {
  headline: 'Service',
  teaser: {
    groups: [
      {
        heading: { iconName: 'truck', link: { url: '/c/lieferung', text: 'Lieferung' } },
        hideGroupInCheckout: true,
        links: [
          { url: '/c/zahlung', text: 'Zahlung', hideInClassic: true },
          { url: '/contact', text: 'Kontakt' },
        ],
        images: [{ label: 'DHL', source: 'DHL' }],
      },
    ],
  },
  salesTax: { textBeforeLink: 'Alle Preise inkl. MwSt., zzgl.', link: { url: '/c/versand', text: 'Versandkosten' } },
  legalLinks: [{ url: '/c/impressum', text: 'Impressum' }],
  viewChanger: { toMobile: 'Zur mobilen Ansicht', toDesktop: 'Zur Desktop-Ansicht' },
};

const parsed: FooterContent = {
  ...content,
  teaser: {
    groups: [
      {
        ...content.teaser.groups[0]!,
        links: [
          { url: '/c/zahlung', text: 'Zahlung', hideInClassic: true },
          { url: '/contact', text: 'Kontakt', hideInClassic: false },
        ],
      },
    ],
  },
};

describeCall('GET /service/promotion/api/promotion/SHOP_FOOTER (footer content)', {
  call: callNamed(footerCalls, 'fetchFooterContent'),
  run: (client, options) => fetchFooterContent(client, 'SK', options),
  success: {
    answer: () => jsonAnswer({ type: 'ApiFooter', contentJSON: JSON.stringify(content) }),
    value: { kind: 'footer', content: parsed },
  },
  request: (req) => {
    expect(req.method).toBe('GET');
    expect(req.path).toBe('/service/promotion/api/promotion/SHOP_FOOTER');
    expect(req.credentials).toBe('include');
    expect(req.headers[serviceHeaders.hunterSite.toLowerCase()]).toBe('SK');
  },
  wrongShape: { type: 'ApiFooter', contentJSON: JSON.stringify({ legalLinks: [{ url: '/x' }] }) },
  cases: [
    {
      name: '404 → { kind: none } (no footer content)',
      answer: () => emptyAnswer(404),
      expected: { ok: true, value: { kind: 'none' } },
    },
  ],
});
