import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PromotionSlot, PromotionTile } from '../../../src/features/promotion';
import type { SiteCode } from '../../../src/platform/site';
import { Tiles } from '../../../src/primitives/Tiles';
import { CATEGORY_PLACEMENT, PHASE_INTEGRATION_PLACEMENT, type PromotionTags } from '../../../src/services';
import { atViewport, type StoryViewport } from '../../support/viewports';
import { storyTexts } from '../header/HeaderStoryPage';
import {
  computedColour,
  inlinePromotionPictures,
  loaderColours,
  scrollsSideways,
  seededContent,
  type PromotionStoryContext,
} from './promotionStory';

/** One promotion of a page: a placement, and for a category page its URL's category slug as `anyOfTags`. */
interface Slot {
  id: string;
  tags?: PromotionTags;
}
const category = (slug: string): Slot => ({ id: CATEGORY_PLACEMENT, tags: { anyOfTags: [slug] } });
const phaseIntegration: Slot = { id: PHASE_INTEGRATION_PLACEMENT };

/** The promotions as a category page or a flyout shows them: tiles, one per row on phones, four from 1024 px. */
const tilesOf = (slots: readonly Slot[]) =>
  function PromotionTiles() {
    return (
      <Tiles as="ul" columns={{ base: 1, m: 2, xl: 4 }} space="l">
        {slots.map((slot, position) => (
          <PromotionSlot key={`${slot.id}-${position}`} {...slot} position={position} />
        ))}
      </Tiles>
    );
  };

const meta = {
  title: 'Features/Promotion/PromotionTile',
  component: PromotionTile,
  args: {
    promotionId: CATEGORY_PLACEMENT,
    type: 'CATEGORY',
    content: seededContent(CATEGORY_PLACEMENT, 'DE', {}, { anyOfTags: ['kaffee'] }),
  },
  // With the colours its loader decides for the content, as a page gets them from `loadPromotion`.
  render: (args) => <PromotionTile {...args} colours={args.colours ?? loaderColours(args.content)} />,
  parameters: {
    // Storybook serves no /img: the seeded pictures come inline.
    ...inlinePromotionPictures,
    docs: {
      description: {
        component: [
          'A category or phase-integration promotion (API types ApiCategory and ApiPiPromotion) as a',
          "tile for category pages and flyouts: the picture from the content's cutouts, the headline (h2 by default,",
          '`headingLevel` in a flyout), the subline, the CTA as a Button and the legal text behind a disclosure.',
          "A category page asks for the CATEGORY placement with its URL's category slug as `anyOfTags`",
          '(`<PromotionSlot id="CATEGORY" tags={{ anyOfTags: ["kaffee"] }} />`); the reference services seed the',
          'phase integration (PHASE_INTEGRATION) for the German- and French-speaking sites.',
          '',
          "The content's colours apply when valid and readable together (WCAG AA), otherwise its theme's.",
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof PromotionTile>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (context: PromotionStoryContext) => within(context.canvasElement);

/** The tiles once all of them have loaded, in order. */
async function findTiles(context: PromotionStoryContext, count: number) {
  await waitFor(() => expect(context.canvasElement.querySelectorAll('[data-promotion-type]')).toHaveLength(count));
  return [...context.canvasElement.querySelectorAll<HTMLElement>('[data-promotion-type]')];
}

/** One seeded tile of a site: its type, headline (and picture of the same name), CTA and where it leads. */
const tileStory = (
  site: SiteCode,
  slot: Slot,
  expected: { type: string; headline: string; cta: string; href: string },
): Story => ({
  globals: { site },
  render: tilesOf([slot]),
  play: async (context) => {
    const [tile] = await findTiles(context, 1);
    await expect(tile).toHaveAttribute('data-promotion-type', expected.type);
    const inTile = within(tile!);
    await expect(inTile.getByRole('heading', { level: 2, name: expected.headline })).toBeVisible();
    await expect(inTile.getByRole('img', { name: expected.headline })).toBeInTheDocument();
    await expect(inTile.getByRole('link', { name: expected.cta })).toHaveAttribute('href', expected.href);
  },
});

// --- category --------------------------------------------------------------------------------------------------

export const CategoryGermany: Story = {
  name: 'CATEGORY (DE, category page "kaffee")',
  ...tileStory('DE', category('kaffee'), {
    type: 'CATEGORY',
    headline: 'Frisch geröstet',
    cta: 'Zur Kategorie',
    href: '/c/kaffee',
  }),
};

export const CategoryCzechia: Story = {
  name: 'CATEGORY (CZ, category page "kava")',
  ...tileStory('CZ', category('kava'), {
    type: 'CATEGORY',
    headline: 'Čerstvě pražená',
    cta: 'Do kategorie',
    href: '/c/kava',
  }),
};

// --- phase integration -----------------------------------------------------------------------------------------

export const PhaseIntegrationGermany: Story = {
  name: 'PHASE_INTEGRATION (DE)',
  ...tileStory('DE', phaseIntegration, {
    type: 'PHASE_INTEGRATION',
    headline: 'Herbstzeit ist Kaffeezeit',
    cta: 'Zur Aktion',
    href: '/c/kaffee',
  }),
};

export const PhaseIntegrationSwissFrench: Story = {
  name: 'PHASE_INTEGRATION (CH_FR)',
  ...tileStory('CH_FR', phaseIntegration, {
    type: 'PHASE_INTEGRATION',
    headline: 'L’automne, c’est la saison du café',
    cta: 'Voir l’offre',
    href: '/c/cafe',
  }),
};

/** The phase integration's legal toggle (the content has no hint of its own: the catalog's "Rechtliche Hinweise"). */
async function legalToggle(context: PromotionStoryContext) {
  const [tile] = await findTiles(context, 1);
  return within(tile!).getByRole('button', { name: storyTexts(context)('promotion.legal') });
}
const panelOf = (toggle: HTMLElement) => document.getElementById(toggle.getAttribute('aria-controls')!)!;

export const PhaseIntegrationLegalClosed: Story = {
  name: 'PHASE_INTEGRATION, legal text closed',
  globals: { site: 'DE' },
  render: tilesOf([phaseIntegration]),
  play: async (context) => {
    const toggle = await legalToggle(context);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(panelOf(toggle)).not.toBeVisible();
  },
};

export const PhaseIntegrationLegalOpen: Story = {
  name: 'PHASE_INTEGRATION, legal text open',
  globals: { site: 'DE' },
  render: tilesOf([phaseIntegration]),
  play: async (context) => {
    const toggle = await legalToggle(context);
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() =>
      expect(panelOf(toggle)).toHaveTextContent(
        'Solange der Vorrat reicht. Angebote nicht in allen Filialen erhältlich.',
      ),
    );
    await expect(panelOf(toggle)).toBeVisible();
    // The seeded colours (cream 100, coffee 900) pass AA together: they apply.
    const tile = toggle.closest<HTMLElement>('[data-promotion-type]')!;
    await expect(getComputedStyle(tile).backgroundColor).toBe(computedColour('#f7f0e4'));
  },
};

// --- a page's tiles --------------------------------------------------------------------------------------------

/** The DE shop's phase integration and its three category promotions (the slugs of its navigation). */
const germanPage = [phaseIntegration, category('kaffee'), category('haushalt'), category('mode')];
const germanHeadlines = ['Herbstzeit ist Kaffeezeit', 'Frisch geröstet', 'Schöner wohnen', 'Mode im Sale'];

/** The four tiles at a viewport: all there, in order, laid out `perRow` per row, nothing running off the page. */
const gridStory = (viewport: StoryViewport, perRow: 1 | 4): Story => {
  const at = atViewport(viewport);
  return {
    parameters: at.parameters,
    globals: { ...at.globals, site: 'DE' },
    render: tilesOf(germanPage),
    play: async (context) => {
      const tiles = await findTiles(context, germanPage.length);
      await expect(
        page(context)
          .getAllByRole('heading', { level: 2 })
          .map((heading) => heading.textContent),
      ).toEqual(germanHeadlines);
      const tops = tiles.map((tile) => Math.round(tile.getBoundingClientRect().top));
      const rows = new Set(tops).size;
      await expect(rows).toBe(tiles.length / perRow);
      await expect(scrollsSideways()).toBe(false);
    },
  };
};

export const GridPhone: Story = { name: 'Tiles of a page (375 px: one per row)', ...gridStory('phone', 1) };
export const GridDesktop: Story = { name: 'Tiles of a page (1440 px: four in a row)', ...gridStory('desktop', 4) };
