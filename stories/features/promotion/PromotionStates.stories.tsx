import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, waitFor } from 'storybook/test';
import { PromotionSlot } from '../../../src/features/promotion';
import { PROMOTION_CONTENT_LOG, PROMOTION_FAILURE_LOG } from '../../../src/features/promotion/constants';
import { UNKNOWN_TYPE_PLACEMENT } from '../../../src/mocks/fixtures/constants';
import { PROMOTION_ROUTE } from '../../../src/mocks/routes/promotion';
import { PHASE_INTEGRATION_PLACEMENT, TOP_BANNER_PLACEMENT } from '../../../src/services';
import { referenceServices } from '../../support/referenceServices';
import {
  promotionAnswer,
  promotionFetchedEvents,
  watchPromotionFetched,
  type PromotionStoryContext,
} from './promotionStory';

const meta = {
  title: 'Features/Promotion/States',
  component: PromotionSlot,
  args: { id: TOP_BANNER_PLACEMENT },
  globals: { site: 'DE' },
  // The slot's element, so a story can see that nothing was rendered into it.
  render: (args) => (
    <div data-promotion-slot>
      <PromotionSlot {...args} />
    </div>
  ),
  // The listener is in place before the slot renders, so the event of its one fetch is caught. Failures are
  // watched, not silenced: the logs still show in the console.
  beforeEach: () => {
    const stopWatching = watchPromotionFetched();
    const consoleError = spyOn(console, 'error');
    return () => {
      consoleError.mockRestore();
      stopWatching();
    };
  },
  parameters: {
    docs: {
      description: {
        component: [
          'What a promotion slot shows for each outcome of its call: the promotion when it loads,',
          'and nothing at all when the service fails, answers malformed content, a type the shop does not know, or',
          'no promotion (404). Each fetch emits the page event `promotionFetched`: false on failure, true otherwise.',
          'Failures and malformed content are logged (malformed content and each unknown type once per page).',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof PromotionSlot>;
export default meta;
type Story = StoryObj<typeof meta>;

const slotOf = (context: PromotionStoryContext) =>
  context.canvasElement.querySelector<HTMLElement>('[data-promotion-slot]')!;

/** The fetch is over (its event came, with `fetched`) and the slot rendered nothing. */
async function expectNothing(context: PromotionStoryContext, fetched: boolean) {
  await waitFor(() => expect(promotionFetchedEvents()).toEqual([fetched]));
  await expect(slotOf(context)).toBeEmptyDOMElement();
}

export const Success: Story = {
  name: 'Success (promotionFetched true)',
  play: async (context) => {
    await waitFor(() => expect(promotionFetchedEvents()).toEqual([true]));
    await waitFor(() => expect(slotOf(context).querySelector('[data-promotion-type="BANNER"]')).not.toBeNull());
  },
};

export const Failure: Story = {
  name: 'Failure: 500 (nothing, promotionFetched false, logged)',
  parameters: referenceServices((reference) => reference.faults.set(`GET ${PROMOTION_ROUTE}`, { status: 500 })),
  play: async (context) => {
    await expectNothing(context, false);
    await expect(console.error).toHaveBeenCalledWith(PROMOTION_FAILURE_LOG, TOP_BANNER_PLACEMENT, expect.anything());
  },
};

export const MalformedContent: Story = {
  name: 'Malformed content (nothing, promotionFetched false, logged)',
  // The answer is well formed; its contentJSON, the CMS text, breaks off. Logged once per page: a second visit in
  // the same Storybook tab shows nothing in the console.
  parameters: promotionAnswer('ApiTopBannerPromotion', '{"headline": "10 % auf Kaffeeboh'),
  play: async (context) => {
    await expectNothing(context, false);
    await expect(console.error).toHaveBeenCalledWith(PROMOTION_CONTENT_LOG, TOP_BANNER_PLACEMENT, expect.anything());
  },
};

export const UnknownType: Story = {
  name: 'Unknown type (nothing, promotionFetched true)',
  // The reference services seed this placement with a type the shop does not know (ApiCountdownPromotion): the
  // service answered, so the fetch counts as done.
  args: { id: UNKNOWN_TYPE_PLACEMENT },
  play: (context) => expectNothing(context, true),
};

export const NoPromotion: Story = {
  name: 'No promotion: 404 (nothing, promotionFetched true)',
  // The reference services run the phase integration only on the German- and French-speaking sites.
  args: { id: PHASE_INTEGRATION_PLACEMENT },
  globals: { site: 'CZ' },
  play: (context) => expectNothing(context, true),
};
