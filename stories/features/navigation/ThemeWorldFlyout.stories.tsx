import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { inlineSeededImage } from '../../support/images';
import { expect, within } from 'storybook/test';
import { ThemeWorldFlyout } from '../../../src/features/navigation/ThemeWorldFlyout';
import { SITE_WITHOUT_LAST_CHANCE, themeWorldsOf } from '../../../src/mocks/fixtures/themeWorlds';
import { resolveSite } from '../../../src/platform/site';
import { Box } from '../../../src/primitives/Box';
import { ContentBlock } from '../../../src/primitives/ContentBlock';
import {
  themeWorldAvailabilities,
  themeWorldBadges,
  themeWorldSections,
  themeWorldsResponseSchema,
  type ThemeWorld,
  type ThemeWorldsNavigation,
} from '../../../src/services';
import { atViewport } from '../../support/viewports';
import { storyTexts } from '../header/HeaderStoryPage';

/** Which theme worlds a story shows: the site's seeded flyout, its theme worlds without images, or one section. */
const dataSets = ['seeded', 'withoutImages', 'singleSection'] as const;
type DataSet = (typeof dataSets)[number];

interface StoryArgs {
  data: DataSet;
  /** The sections' heading level: 2 here, under the story page's h1 (in the top bar's panel the default 3). */
  headingLevel: 2 | 3;
}

type Context = Pick<StoryContext, 'globals'>;

/** The services' clock for the stories: fixed, so the end dates and 'only X days left' texts never change. */
const STORY_NOW = new Date('2025-03-10T09:00:00Z');

const withInlineImages = (world: ThemeWorld): ThemeWorld => ({
  ...world,
  imgUrl: inlineSeededImage(world.imgUrl),
  desktopImg: world.desktopImg && {
    ...world.desktopImg,
    imageDerivative: inlineSeededImage(world.desktopImg.imageDerivative)!,
  },
});
const withoutImage = (world: ThemeWorld): ThemeWorld => ({ ...world, imgUrl: undefined, desktopImg: undefined });

/**
 * The toolbar site's theme worlds as the reference services send them (GET
 * /service/themeworld-frontend/api/themeworlds/navigation), checked by the contract.
 */
function themeWorldsFor(context: Context, data: DataSet): ThemeWorldsNavigation {
  const seeded = themeWorldsResponseSchema.parse(themeWorldsOf(resolveSite(context.globals.site).code, STORY_NOW));
  const sections = Object.fromEntries(
    Object.entries(seeded.sections).map(([name, section]) => [
      name,
      section && {
        ...section,
        themeworlds: section.themeworlds.map((world, index) =>
          // Every other theme world without its image, beside ones with, so the plain tiles show their size.
          data === 'withoutImages' && index % 2 === 0 ? withoutImage(world) : withInlineImages(world),
        ),
      },
    ]),
  );
  return {
    ...seeded,
    sections: data === 'singleSection' ? { lastChance: sections.lastChance } : sections,
  };
}

const meta = {
  title: 'Features/Navigation/Theme-world flyout',
  args: { data: 'seeded', headingLevel: 2 },
  argTypes: {
    data: { control: 'inline-radio', options: dataSets },
    headingLevel: { control: 'inline-radio', options: [2, 3] },
  },
  render: ({ data, headingLevel }, context) => (
    <ContentBlock gutter>
      <Box paddingY="l">
        <ThemeWorldFlyout themeWorlds={themeWorldsFor(context, data)} headingLevel={headingLevel} />
      </Box>
    </ContentBlock>
  ),
  parameters: {
    docs: {
      description: {
        component: [
          "The theme-world flyout's content: the sections scout, new, more and lastChance in that",
          'order, each only when it has theme worlds, each a grid of tiles. A tile is one link to the theme world: its',
          'image (cropped around the focus point, zoomed), title, badges (scout, new, preview), availability markers, its',
          "end-date text or else its 'only X days left' text, and the loyalty-card flag. A theme world without image gets",
          'a plain tile of the same size. The top bar puts it in its flyout panel (placement, dismissing, focus).',
          '',
          'Use it with the theme-world navigation the page loader fetched: `<ThemeWorldFlyout themeWorlds={themeWorlds}',
          'headingLevel={3} />`. Badge, availability and loyalty-card texts come from the site catalog; the section',
          'headlines from the response.',
          '',
          "**Accessibility:** each section is a group named by its heading; each link's name is the theme world's title",
          'alone, and the badges, availability, end text and loyalty card are its description; images are decorative;',
          'an availability marker has a text, its glyph only helps the eye. Everything is in the server HTML.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<StoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

type PlayContext = Parameters<NonNullable<Story['play']>>[0];

const sectionsShown = (context: PlayContext) =>
  within(context.canvasElement)
    .getAllByRole('group')
    .map((group) => group.getAttribute('data-section'));

/** The tiles (links) of a section, by its position. */
const tilesOf = (context: PlayContext, section = 0) =>
  within(within(context.canvasElement).getAllByRole('group')[section]!).getAllByRole('link');

/** Tiles on one row share their top edge and are as tall as each other. */
async function expectOneRow(tiles: HTMLElement[]) {
  const [first, ...rest] = tiles.map((tile) => tile.getBoundingClientRect());
  for (const box of rest) {
    await expect(box.top).toBe(first!.top);
    await expect(box.height).toBe(first!.height);
  }
}

export const AllSections: Story = {
  name: 'All sections, every badge and availability type',
  play: async (context) => {
    const page = within(context.canvasElement);
    const texts = storyTexts(context);
    await expect(sectionsShown(context)).toEqual([...themeWorldSections]);
    const badges = [...context.canvasElement.querySelectorAll('[data-badge]')];
    await expect(new Set(badges.map((b) => b.getAttribute('data-badge')))).toEqual(new Set(themeWorldBadges));
    for (const badge of themeWorldBadges)
      await expect(page.getAllByText(texts(`themeWorld.badge.${badge}`)).length).toBeGreaterThan(0);
    for (const value of themeWorldAvailabilities)
      await expect(page.getAllByText(texts(`themeWorld.availability.${value}`)).length).toBeGreaterThan(0);
    await expect(page.getAllByText(texts('navigation.loyaltyCard')).length).toBeGreaterThan(0);
    // Four to a row at this width (1280 px), equal in height whatever their texts.
    const more = tilesOf(context, 2);
    await expectOneRow(more.slice(0, 3));
  },
};

export const WithoutImage: Story = {
  name: 'Without image (plain tiles)',
  args: { data: 'withoutImages' },
  play: async (context) => {
    const [plain, pictured] = tilesOf(context, 0);
    await expect(plain!.querySelector('img')).toBeNull();
    await expect(pictured!.querySelector('img')).not.toBeNull();
    // The plain box is the image's size: the tiles of a row stay in line.
    const boxOf = (tile: HTMLElement) => tile.firstElementChild!.getBoundingClientRect();
    await expect(boxOf(plain!).height).toBe(boxOf(pictured!).height);
    await expectOneRow([plain!, pictured!]);
  },
};

export const SingleSection: Story = {
  name: 'A single section',
  args: { data: 'singleSection' },
  play: async (context) => {
    await expect(sectionsShown(context)).toEqual(['lastChance']);
  },
};

export const EmptySectionLeftOut: Story = {
  name: `An empty section is left out (${SITE_WITHOUT_LAST_CHANCE})`,
  globals: { site: SITE_WITHOUT_LAST_CHANCE },
  play: async (context) => {
    await expect(sectionsShown(context)).toEqual(['scout', 'new', 'more']);
  },
};

export const Phone: Story = {
  name: 'Phone (two tiles a row)',
  ...atViewport('phone'),
  play: async (context) => {
    const [first, second, third] = tilesOf(context, 2);
    await expectOneRow([first!, second!]);
    await expect(third!.getBoundingClientRect().top).toBeGreaterThan(first!.getBoundingClientRect().bottom);
  },
};

export const Desktop: Story = {
  name: 'Desktop (four tiles a row)',
  ...atViewport('desktop'),
  play: async (context) => {
    const more = tilesOf(context, 2);
    await expect(more.length).toBeGreaterThanOrEqual(3);
    await expectOneRow(more);
  },
};
