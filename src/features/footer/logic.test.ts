import { footerPlatformFor, sites, type Site } from '../../platform/site';
import { teaserGroupSchema, type TeaserGroup } from '../../services';
import {
  FOOTER_LOGOS_PATH,
  FOOTER_UNKNOWN_LOGO_LOG,
  appIcons,
  footerViewOf,
  logoSources,
  socialMediaIcons,
  teaserIcons,
} from './constants';
import {
  appIconOf,
  countrySwitcherEntries,
  footerViewFor,
  headingIdOf,
  headingIdsOf,
  isExternalUrl,
  logoImageOf,
  newsletterBlockShown,
  otherFooterView,
  socialIconOf,
  teaserIconOf,
  textAfterLink,
  visibleTeaserGroups,
  seoColumnsAtDesktop,
} from './logic';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('headingIdOf: "Group heading ids keep only letters, digits and hyphens"', () => {
  it.each([
    ['Service & Hilfe', 'footer-ServiceHilfe'],
    ['Lieferung & Zahlung', 'footer-LieferungZahlung'],
    ['Unser Versprechen', 'footer-UnserVersprechen'],
    ['Hilfe & FAQ – 24/7!', 'footer-HilfeFAQ247'],
    ['Service-Center', 'footer-Service-Center'],
    ['Náš slib', 'footer-Nášslib'],
    ['Ügyfélszolgálat és súgó', 'footer-Ügyfélszolgálatéssúgó'],
    ['Sözümüz', 'footer-Sözümüz'],
    ['Obsługa i pomoc', 'footer-Obsługaipomoc'],
    ['<script>alert("x")</script>', 'footer-scriptalertxscript'],
    ['id="a" onclick', 'footer-idaonclick'],
    ['2024 Angebote', 'footer-2024Angebote'],
    ['   ', 'footer-group'],
    ['', 'footer-group'],
    ['& / !', 'footer-group'],
  ])('%j → %s', (text, id) => {
    expect(headingIdOf(text)).toBe(id);
    // Only letters, digits and hyphens, never empty, never a leading digit.
    expect(id).toMatch(/^[\p{L}][\p{L}\p{N}-]*$/u);
  });

  it('ids are unique within the footer: repeats get -2, -3, and never take an id already there', () => {
    expect(headingIdsOf(['Service', 'Service', 'Service-2', '', '&'])).toEqual([
      'footer-Service',
      'footer-Service-2',
      'footer-Service-2-2',
      'footer-group',
      'footer-group-2',
    ]);
  });
});

describe('logoImageOf: the logo source enumeration', () => {
  it.each(Object.entries(logoSources))('%s resolves to its file under the footer logos path', (source, file) => {
    expect(logoImageOf(source)).toBe(`${FOOTER_LOGOS_PATH}/${file}`);
    expect(logoImageOf(source)).toMatch(/^\/service\/footer-images\/logos\/[a-z-]+\.svg$/);
    expect(console.error).not.toHaveBeenCalled();
  });

  it('with a language, asks for the logo in it (?lang=hu): a mark with words reads in the shop’s language', () => {
    expect(logoImageOf('cashOnDelivery', 'hu')).toBe(`${FOOTER_LOGOS_PATH}/cash-on-delivery.svg?lang=hu`);
    expect(logoImageOf('card', 'fr')).toBe(`${FOOTER_LOGOS_PATH}/card.svg?lang=fr`);
  });

  it('an unknown source is logged and yields an empty image, once per source', () => {
    expect(logoImageOf('DHL')).toBe('');
    expect(logoImageOf('DHL')).toBe('');
    expect(logoImageOf('visa')).toBe('');
    expect(vi.mocked(console.error).mock.calls).toEqual([
      [FOOTER_UNKNOWN_LOGO_LOG, 'DHL'],
      [FOOTER_UNKNOWN_LOGO_LOG, 'visa'],
    ]);
  });

  it.each(['constructor', 'toString', '__proto__', ''])('an inherited or empty name (%j) is unknown too', (source) => {
    expect(logoImageOf(source)).toBe('');
  });
});

const group = (overrides: Partial<Record<keyof TeaserGroup, unknown>>): TeaserGroup =>
  teaserGroupSchema.parse({
    heading: { iconName: 'service', link: { url: '/contact', text: 'Service' } },
    links: [
      { url: '/contact', text: 'Kontakt' },
      { url: '/service/storefinder/', text: 'Filialfinder', hideInClassic: true },
    ],
    ...overrides,
  });

describe('visibleTeaserGroups', () => {
  const groups = [
    group({}),
    group({ heading: { iconName: 'store', link: { url: '/s', text: 'Shop' } }, hideGroupInCheckout: true }),
  ];
  const texts = (shown: TeaserGroup[]) => shown.map((g) => [g.heading.link.text, g.links.map((l) => l.text)]);

  it.each([
    [
      false,
      'mobile',
      [
        ['Service', ['Kontakt', 'Filialfinder']],
        ['Shop', ['Kontakt', 'Filialfinder']],
      ],
    ],
    [
      false,
      'classic',
      [
        ['Service', ['Kontakt']],
        ['Shop', ['Kontakt']],
      ],
    ],
    [true, 'mobile', [['Service', ['Kontakt', 'Filialfinder']]]],
    [true, 'classic', [['Service', ['Kontakt']]]],
  ] as const)('checkout %s, %s view → %j', (checkout, view, expected) => {
    expect(texts(visibleTeaserGroups(groups, { checkout, view }))).toEqual(expected);
  });

  it('leaves the content it was given untouched', () => {
    visibleTeaserGroups(groups, { checkout: true, view: 'classic' });
    expect(groups[0]!.links).toHaveLength(2);
  });
});

describe('the view: "The view switcher toggles between mobile and desktop/classic versions"', () => {
  it.each([
    [null, 'phone', 'mobile'],
    [null, 'tablet', 'mobile'],
    [null, 'classic', 'classic'],
    ['classic', 'phone', 'classic'],
    ['mobile', 'classic', 'mobile'],
  ] as const)('remembered %s on %s → %s', (remembered, platform, view) => {
    expect(footerViewFor({ remembered, platform })).toBe(view);
  });

  it('the server’s default width (20000) gives the classic view', () => {
    expect(footerViewFor({ remembered: null, platform: footerPlatformFor({ width: 20000 }) })).toBe('classic');
  });

  it.each([
    ['mobile', 'mobile'],
    ['classic', 'classic'],
    ['desktop', null],
    ['MOBILE', null],
    ['', null],
    [undefined, null],
    [42, null],
  ])('the cookie value %j reads as %s', (value, view) => {
    expect(footerViewOf(value)).toBe(view);
  });

  it('the switcher goes to the other view', () => {
    expect(otherFooterView('mobile')).toBe('classic');
    expect(otherFooterView('classic')).toBe('mobile');
  });
});

describe('countrySwitcherEntries', () => {
  it('all nine sites in order, with lower-case codes, flags from /service/footer-images/logos/, the current selected', () => {
    const entries = countrySwitcherEntries(sites.CZ);
    expect(entries.map((e) => e.code)).toEqual(['de', 'at', 'ch', 'ch_fr', 'cz', 'hu', 'pl', 'sk', 'tr']);
    expect(entries.filter((e) => e.selected).map((e) => e.code)).toEqual(['cz']);
    expect(entries[4]).toEqual({
      site: sites.CZ,
      label: 'Česko',
      code: 'cz',
      href: '/?site=cz',
      flag: '/service/footer-images/logos/cz.svg',
      flagName: 'cz',
      selected: true,
    });
    expect(entries[3]).toMatchObject({ label: 'Suisse (Français)', href: '/?site=ch_fr', flagName: 'ch' });
  });

  it.each(Object.values(sites))('$code: exactly its own entry is selected', (site: Site) => {
    const selected = countrySwitcherEntries(site).filter((e) => e.selected);
    expect(selected.map((e) => e.site.code)).toEqual([site.code]);
  });

  it('takes the shop’s own addresses by site code; a site left out gets /?site=xx', () => {
    const entries = countrySwitcherEntries(sites.DE, { TR: 'https://shop.example/tr/' });
    expect(entries.find((e) => e.site.code === 'TR')?.href).toBe('https://shop.example/tr/');
    expect(entries.find((e) => e.site.code === 'CZ')?.href).toBe('/?site=cz');
  });
});

describe('newsletterBlockShown', () => {
  it.each([
    [false, null, true],
    [false, undefined, true],
    [false, 'WAITING_FOR_DOI', false],
    [false, 'SUBSCRIBED', false],
    [true, null, false],
    [true, 'WAITING_FOR_DOI', false],
    [true, 'SUBSCRIBED', false],
  ] as const)('hidden %s, status %s → shown %s', (hidden, status, shown) => {
    expect(newsletterBlockShown({ hidden, status })).toBe(shown);
  });
});

describe('links and texts', () => {
  it.each([
    ['https://www.facebook.com/', true],
    ['http://example.org', true],
    ['HTTPS://EXAMPLE.ORG', true],
    ['mailto:service@example.org', true],
    ['MailTo:service@example.org', true],
    ['/contact', false],
    ['#consent-settings', false],
    ['tel:+49401234', false],
    ['impressum-s1101.html', false],
  ])('%s external: %s ("starting with http or mailto")', (url, external) => {
    expect(isExternalUrl(url)).toBe(external);
  });

  it.each([
    [undefined, ''],
    ['', ''],
    [', sofern nicht anders angegeben.', ', sofern nicht anders angegeben.'],
    ['zzgl. Versand', ' zzgl. Versand'],
  ])('the sales-tax text after the link %j → %j', (text, joined) => {
    expect(textAfterLink(text)).toBe(joined);
  });

  it('icon names map to glyphs; an unknown name has none', () => {
    expect(Object.keys(teaserIcons).map(teaserIconOf)).toEqual(['check', 'headset', 'truck', 'store']);
    expect(Object.keys(socialMediaIcons).map(socialIconOf)).toEqual(['facebook', 'instagram', 'youtube', 'pinterest']);
    expect(Object.keys(appIcons).map(appIconOf)).toEqual(['apple', 'android']);
    expect(teaserIconOf('rocket')).toBeUndefined();
    expect(socialIconOf('constructor')).toBeUndefined();
    expect(appIconOf('windows')).toBeUndefined();
    expect(console.error).not.toHaveBeenCalled();
  });
});

describe('seoColumnsAtDesktop: one column per column of links, at most SEO_MAX_COLUMNS (4), never empty ones', () => {
  it.each([
    [0, 1],
    [1, 1],
    [3, 3],
    [4, 4],
    [7, 4],
    [Number.NaN, 1],
  ])('%d columns of links → %d grid columns', (count, expected) => {
    expect(seoColumnsAtDesktop(count)).toBe(expected);
  });
});
