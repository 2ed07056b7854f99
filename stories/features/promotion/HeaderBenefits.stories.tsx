import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { HeaderBenefits, PromotionSlot } from '../../../src/features/promotion';
import type { SiteCode } from '../../../src/platform/site';
import { HEADER_BENEFITS_PROMOTION_ID } from '../../../src/services';
import { storyTexts } from '../header/HeaderStoryPage';
import { freshDataLayer, seededContent, stayOnPage, type PromotionStoryContext } from './promotionStory';

const meta = {
  title: 'Features/Promotion/HeaderBenefits',
  component: HeaderBenefits,
  args: { content: seededContent(HEADER_BENEFITS_PROMOTION_ID, 'DE') },
  // Each story shows the benefits as the header does: the ~header_top promotion from the site's reference services.
  render: () => <PromotionSlot id={HEADER_BENEFITS_PROMOTION_ID} />,
  // The clicks of a story are its own (an empty data layer), and a clicked benefit does not leave Storybook.
  beforeEach: () => {
    const clearDataLayer = freshDataLayer();
    const leave = stayOnPage();
    return () => {
      leave();
      clearDataLayer();
    };
  },
  parameters: {
    docs: {
      description: {
        component: [
          'The header benefits: the links of the ~header_top promotion (API type',
          "ApiHeaderBenefitsPromotion, internal BENEFITS), at most four, under the header's bar. Each carries the",
          'tracking tag of its position (`data-tracking-tag="header_benefit_0"` to `_3`) and pushes `promotion_click`',
          "with that position; a bold link is the content's `boldLink`. The reference services seed the",
          'per-country benefit texts (free shipping from 20 EUR in DE and AT, 30 CHF in CH, ...).',
          '',
          'Place it as `<PromotionSlot id="~header_top" />`, or render `<HeaderBenefits content={…} />` with content',
          'the server loaded. **Accessibility:** a list named "Unsere Vorteile"; each link at least 44 px high.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof HeaderBenefits>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The site's benefits, in order: the texts the reference services seed ("Header benefit texts per country"),
 * each a link with its position's tracking tag, and each click reported with its position.
 */
const benefitsOf = (site: SiteCode, expected: readonly string[]): Story => ({
  globals: { site },
  play: async (context: PromotionStoryContext) => {
    const list = await within(context.canvasElement).findByRole('list', {
      name: storyTexts(context)('promotion.benefits'),
    });
    const links = within(list).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(expected);
    for (const [position, link] of links.entries()) {
      await expect(link).toHaveAttribute('data-tracking-tag', `header_benefit_${position}`);
      await userEvent.click(link);
      await expect(window.dataLayer?.at(-1)).toEqual({
        event: 'promotion_click',
        promotion_id: HEADER_BENEFITS_PROMOTION_ID,
        promotion_type: 'BENEFITS',
        promotion_position: position,
        tracking_tag: `header_benefit_${position}`,
        click_target: link.getAttribute('href'),
      });
    }
    await expect(window.dataLayer).toHaveLength(links.length);
  },
});

// The prices as each site formats them (de-DE "20 €", de-CH "30 CHF", tr-TR "175 TL"), with their no-break spaces.
export const Germany: Story = {
  name: 'DE',
  ...benefitsOf('DE', ['Versandkostenfrei ab 20\u00a0€', '10\u00a0% Rabatt mit dem Newsletter', 'Über 550 Filialen']),
};

export const Switzerland: Story = {
  name: 'CH',
  ...benefitsOf('CH', ['Gratis-Lieferung ab 30\u00a0CHF', '3 Monate Rückgaberecht', '10% Rabatt mit dem Newsletter']),
};

export const Turkey: Story = {
  name: 'TR',
  ...benefitsOf('TR', ['Kahvede 175\u00a0TL üzeri ücretsiz kargo', 'Bülten abonelerine %10 indirim']),
};
