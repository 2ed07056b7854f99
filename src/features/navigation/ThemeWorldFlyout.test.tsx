/** @vitest-environment happy-dom */
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { vi } from 'vitest';
import { catalogFor } from '../../platform/i18n/catalogs';
import { Picture } from '../../primitives/Picture';
import {
  themeWorldAvailabilities,
  themeWorldBadges,
  themeWorldsResponseSchema,
  type ThemeWorld,
  type ThemeWorldsNavigation,
} from '../../services';
import { SITE_WITHOUT_LAST_CHANCE, themeWorldsOf } from '../../mocks/fixtures/themeWorlds';
import { StorefrontProvider } from '../../kernel';
import { storefrontMessagesFor } from '../../compositions/messages/testing';
import { deDE as navigationTexts } from './messages/de-DE';
import { ThemeWorldFlyout, type ThemeWorldFlyoutProps } from './ThemeWorldFlyout';
import { hasThemeWorlds } from './themeWorlds';

const texts = { ...catalogFor('de-DE'), ...navigationTexts };

const world = (title: string, more: Partial<ThemeWorld> = {}): ThemeWorld => ({
  url: `/c/${title.toLowerCase().replace(/\W+/g, '-')}`,
  title,
  loyaltyCard: false,
  availability: [],
  badges: [],
  ...more,
});
const image = (key: string, focusPoint = { x: 30, y: 60 }, zoom = 1.25) => ({
  imgUrl: `/service/imagedelivery/image/themeworld/${key}.svg`,
  desktopImg: {
    imageDerivative: `/service/imagedelivery/image/themeworld/${key}-desktop.svg`,
    cutout: { focusPoint, zoom },
  },
});
const navigation = (sections: ThemeWorldsNavigation['sections']): ThemeWorldsNavigation => ({
  sections,
  translations: {},
});

function page(ui: ReactNode, site = 'DE') {
  return (
    <StorefrontProvider site={site} messages={storefrontMessagesFor(site)}>
      {ui}
    </StorefrontProvider>
  );
}
const show = (props: ThemeWorldFlyoutProps, site?: string) => render(page(<ThemeWorldFlyout {...props} />, site));

const groups = () => screen.queryAllByRole('group');
/** A theme world's link: its name is everything it shows, the title first (WCAG 2.5.3). */
const linkOf = (title: string) =>
  screen.getByRole('link', { name: (name) => name === title || name.startsWith(`${title} `) });
/** What the link shows after its title (badges, availability, end text, loyalty card): its name's rest. */
const detailsOf = (title: string) =>
  (linkOf(title).textContent ?? '').replace(/\s+/g, ' ').trim().slice(title.length).trim();

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ThemeWorldFlyout: sections ("in this order, each only if it has theme worlds")', () => {
  it('shows scout, new, more, lastChance in that order, whatever the order of the response', () => {
    show({
      themeWorlds: navigation({
        lastChance: { headline: 'Letzte Chance', themeworlds: [world('Sommerküche')] },
        more: { headline: 'Weitere Themenwelten', themeworlds: [world('Kinderwelt')] },
        new: { headline: 'Neue Themenwelten', themeworlds: [world('Outdoor')] },
        scout: { headline: 'Unsere Scout-Empfehlungen', themeworlds: [world('Barista')] },
      }),
    });
    expect(groups().map((g) => g.getAttribute('data-section'))).toEqual(['scout', 'new', 'more', 'lastChance']);
    // Each a group named by its headline, a heading of level 3 by default (the panel names the flyout).
    expect(groups().map((g) => within(g).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Unsere Scout-Empfehlungen',
      'Neue Themenwelten',
      'Weitere Themenwelten',
      'Letzte Chance',
    ]);
    expect(screen.getByRole('group', { name: 'Neue Themenwelten' })).toHaveAttribute('data-section', 'new');
    expect(within(screen.getByRole('group', { name: 'Letzte Chance' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('leaves out a section that is missing, has no theme worlds or none it can show', () => {
    show({
      themeWorlds: navigation({
        scout: { headline: 'Scout', themeworlds: [] },
        new: { headline: 'Neu', themeworlds: [world('Outdoor')] },
        // Typed callers can still hand entries the contract would have dropped: no title, no url.
        more: { headline: 'Weitere', themeworlds: [world(''), { ...world('Ohne Ziel'), url: '' }] },
      }),
    });
    expect(groups().map((g) => g.getAttribute('data-section'))).toEqual(['new']);
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it(`${SITE_WITHOUT_LAST_CHANCE} in the reference services: its empty lastChance section is not shown`, () => {
    const themeWorlds = themeWorldsResponseSchema.parse(themeWorldsOf(SITE_WITHOUT_LAST_CHANCE, new Date(0)));
    expect(themeWorlds.sections.lastChance?.themeworlds).toEqual([]);
    show({ themeWorlds }, SITE_WITHOUT_LAST_CHANCE);
    expect(groups().map((g) => g.getAttribute('data-section'))).toEqual(['scout', 'new', 'more']);
  });

  it('renders nothing when no section has a theme world it can show (hasThemeWorlds says so)', () => {
    const empty = navigation({
      new: { headline: 'Neu', themeworlds: [] },
      more: { headline: 'Mehr', themeworlds: [world('')] },
    });
    const { container } = show({ themeWorlds: empty });
    expect(container).toBeEmptyDOMElement();
    expect(hasThemeWorlds(empty)).toBe(false);
    expect(hasThemeWorlds(null)).toBe(false);
    expect(hasThemeWorlds(navigation({ more: { headline: 'Mehr', themeworlds: [world('Kinderwelt')] } }))).toBe(true);
  });

  it.each([2, 4, 6] as const)('headingLevel %i puts the headlines in h%i', (level) => {
    show({
      themeWorlds: navigation({ new: { headline: 'Neu', themeworlds: [world('Outdoor')] } }),
      headingLevel: level,
    });
    expect(screen.getByRole('heading', { name: 'Neu' })).toHaveProperty('tagName', `H${level}`);
  });

  it('a heading level outside 2 to 6 falls back to 3, with one warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    show({
      themeWorlds: navigation({ new: { headline: 'Neu', themeworlds: [world('Outdoor')] } }),
      headingLevel: 9 as 3,
    });
    expect(screen.getByRole('heading', { name: 'Neu' })).toHaveProperty('tagName', 'H3');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toContain('unknown headingLevel "9"; using "3"');
  });

  it('a blank headline gives way to the catalog name of the section (no empty heading)', () => {
    show({ themeWorlds: navigation({ lastChance: { headline: '  ', themeworlds: [world('Sommerküche')] } }) });
    expect(screen.getByRole('group', { name: texts['navigation.themeWorldSection.lastChance'] })).toBeInTheDocument();
  });
});

describe('ThemeWorldFlyout: a theme world', () => {
  it('is one link to its url, named by all it shows: the title, then badges, availability, end text and loyalty card', () => {
    show({
      themeWorlds: navigation({
        new: {
          headline: 'Neu',
          themeworlds: [
            world('Backen mit Liebe', {
              ...image('baking'),
              badges: ['new', 'preview'],
              availability: ['storeWednesday', 'onlineOnly'],
              endDateText: 'Nur bis 31.03.',
              loyaltyCard: true,
            }),
          ],
        },
      }),
    });
    const link = linkOf('Backen mit Liebe');
    expect(link).toHaveAttribute('href', '/c/backen-mit-liebe');
    expect(detailsOf('Backen mit Liebe')).toBe(
      'Neu Vorschau Ab Mittwoch in der Filiale Nur online Nur bis 31.03. Mit Kundenkarte',
    );
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('shows every badge type with its catalog text', () => {
    show({
      themeWorlds: navigation({
        scout: { headline: 'Scout', themeworlds: [world('Alle', { badges: [...themeWorldBadges] })] },
      }),
    });
    const link = linkOf('Alle');
    expect(
      [...link.querySelectorAll('[data-badge]')].map((b) => [b.getAttribute('data-badge'), b.textContent?.trim()]),
    ).toEqual(themeWorldBadges.map((badge) => [badge, texts[`themeWorld.badge.${badge}`]]));
    expect(texts['themeWorld.badge.preview']).toBe('Vorschau');
  });

  it('shows every availability type with its catalog text and a glyph (not colour alone)', () => {
    show({
      themeWorlds: navigation({
        more: { headline: 'Weitere', themeworlds: [world('Überall', { availability: [...themeWorldAvailabilities] })] },
      }),
    });
    const markers = [...linkOf('Überall').querySelectorAll('[data-availability]')];
    expect(markers.map((m) => [m.getAttribute('data-availability'), m.textContent?.trim()])).toEqual(
      themeWorldAvailabilities.map((a) => [a, texts[`themeWorld.availability.${a}`]]),
    );
    for (const marker of markers) expect(marker.querySelector('svg[data-icon]')).toHaveAttribute('aria-hidden', 'true');
  });

  it('takes the texts from the site catalog, not from the response translations', () => {
    show(
      {
        themeWorlds: {
          ...navigation({
            new: { headline: 'Novinky', themeworlds: [world('Pečení', { badges: ['new'], loyaltyCard: true })] },
          }),
          translations: { 'themeWorld.badge.new': 'Nové!', new: 'Nové!' },
        },
      },
      'CZ',
    );
    expect(detailsOf('Pečení')).toBe(`${catalogFor('cs-CZ')['themeWorld.badge.new']} S věrnostní kartou`);
  });

  it.each([
    [
      'both: the end-date text',
      { endDateText: 'Nur bis 12.03.', onlyXDaysLeftText: 'Nur noch 2 Tage' },
      'Nur bis 12.03.',
    ],
    ['only the end-date text', { endDateText: 'Nur bis 12.03.' }, 'Nur bis 12.03.'],
    ["only the 'only X days left' text", { onlyXDaysLeftText: 'Nur noch 1 Tag' }, 'Nur noch 1 Tag'],
    ['a blank end-date text: the other', { endDateText: ' ', onlyXDaysLeftText: 'Nur noch 1 Tag' }, 'Nur noch 1 Tag'],
  ])('end texts, %s ("an end-date text or \'only X days left\' text")', (_, dates, shown) => {
    show({
      themeWorlds: navigation({ lastChance: { headline: 'Letzte Chance', themeworlds: [world('Sommer', dates)] } }),
    });
    expect(detailsOf('Sommer')).toBe(shown);
  });

  it('without badges, availability, end text or loyalty card: the title alone', () => {
    show({
      themeWorlds: navigation({ more: { headline: 'Weitere', themeworlds: [world('Schlicht', image('plain'))] } }),
    });
    const link = linkOf('Schlicht');
    expect(link).toHaveAccessibleName('Schlicht');
    expect(link).toHaveTextContent(/^Schlicht$/);
  });

  it('shows a badge or availability given twice once', () => {
    show({
      themeWorlds: navigation({
        new: {
          headline: 'Neu',
          themeworlds: [world('Doppelt', { badges: ['new', 'new'], availability: ['storeAlso', 'storeAlso'] })],
        },
      }),
    });
    expect(detailsOf('Doppelt')).toBe(`Neu ${texts['themeWorld.availability.storeAlso']}`);
  });

  it('shows the loyalty-card flag only when the flag is set', () => {
    show({
      themeWorlds: navigation({
        new: {
          headline: 'Neu',
          themeworlds: [world('Mit', { loyaltyCard: true }), world('Ohne', { badges: ['new'] })],
        },
      }),
    });
    expect(linkOf('Mit').querySelector('[data-loyalty-card]')).toHaveTextContent('Mit Kundenkarte');
    expect(linkOf('Ohne').querySelector('[data-loyalty-card]')).toBeNull();
  });
});

describe('ThemeWorldFlyout: images ("an image (with focus point and zoom)")', () => {
  /** The classes a Picture gives its <img> for a focus point and zoom: the crop the tile's image must carry. */
  const cropClassesOf = (focusPoint?: { x: number; y: number }, zoom?: number) => {
    const { container, unmount } = render(<Picture src="/x.svg" alt="" focusPoint={focusPoint} zoom={zoom} />);
    const classes = container.querySelector('img')!.className;
    unmount();
    return classes;
  };

  it("passes the desktop cutout's focus point and zoom to Picture, decorative, the desktop image from 980 px", () => {
    show({
      themeWorlds: navigation({
        scout: { headline: 'Scout', themeworlds: [world('Barista', image('barista', { x: 30, y: 60 }, 1.25))] },
      }),
    });
    const img = linkOf('Barista').querySelector('img')!;
    expect(img).toHaveAttribute('alt', '');
    expect(img).toHaveAttribute('src', '/img/themeworld/barista.svg');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img.className).toBe(cropClassesOf({ x: 30, y: 60 }, 1.25));
    expect(img.className).not.toBe(cropClassesOf());
    expect(linkOf('Barista').querySelector('source')).toMatchObject({
      srcset: '/img/themeworld/barista-desktop.svg',
      media: '(min-width: 980px)',
    });
  });

  it('only a desktop image: it is the image, no extra source', () => {
    const { desktopImg } = image('outdoor');
    show({ themeWorlds: navigation({ new: { headline: 'Neu', themeworlds: [world('Outdoor', { desktopImg })] } }) });
    expect(linkOf('Outdoor').querySelector('img')).toHaveAttribute('src', '/img/themeworld/outdoor-desktop.svg');
    expect(linkOf('Outdoor').querySelector('source')).toBeNull();
  });

  it('without image: no <img>, a plain box of the same size as an image tile (no broken image, no shift)', () => {
    show({
      themeWorlds: navigation({
        more: { headline: 'Weitere', themeworlds: [world('Mit Bild', image('kids')), world('Ordnung im Haus')] },
      }),
    });
    const plain = linkOf('Ordnung im Haus');
    expect(plain.querySelector('img, picture')).toBeNull();
    const box = plain.querySelector('[data-image="none"]')!;
    expect(box).not.toHaveAttribute('role');
    const spacer = (link: HTMLElement) => {
      const svg = link.querySelector('svg[aria-hidden="true"]')!;
      return [svg.getAttribute('width'), svg.getAttribute('height'), svg.getAttribute('viewBox')];
    };
    expect(spacer(plain)).toEqual(spacer(linkOf('Mit Bild')));
    expect(box).toContainElement(plain.querySelector('svg'));
  });
});

describe('ThemeWorldFlyout on the server (SSR)', () => {
  it('renders to a string: every section, link and text in the HTML, no style attribute', () => {
    const themeWorlds = themeWorldsResponseSchema.parse(themeWorldsOf('DE', new Date('2025-03-10T09:00:00Z')));
    const html = renderToString(page(<ThemeWorldFlyout themeWorlds={themeWorlds} />));
    for (const section of Object.values(themeWorlds.sections)) {
      expect(html).toContain(section!.headline);
      for (const w of section!.themeworlds) expect(html).toContain(`href="${w.url}"`);
    }
    for (const badge of themeWorldBadges) expect(html).toContain(texts[`themeWorld.badge.${badge}`]);
    for (const a of themeWorldAvailabilities) expect(html).toContain(texts[`themeWorld.availability.${a}`]);
    expect(html).toContain('Nur noch 1 Tag');
    expect(html).toContain(texts['navigation.loyaltyCard']);
    expect(html).not.toMatch(/\sstyle=/);
  });
});
