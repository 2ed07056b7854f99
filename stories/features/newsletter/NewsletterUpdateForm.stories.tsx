import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { NewsletterUpdateForm } from '../../../src/features/newsletter';
import { routeKey } from '../../../src/mocks';
import { findSubscriber, newsletterRoutes, seededSubscriberTokens } from '../../../src/mocks/routes/newsletter';
import type { SiteCode } from '../../../src/platform/site';
import type { Subscriber } from '../../../src/services/newsletter';
import { referenceServices, storyReference } from '../../support/referenceServices';
import { storyTexts } from '../header/HeaderStoryPage';
import { StoryPage, descriptionOf, fieldNamed, pageStory, tabTo, type NewsletterStoryContext } from './newsletterStory';

/** The seeded subscribers the stories edit (src/mocks/routes/newsletter.ts). */
const seeded = {
  DE: { token: seededSubscriberTokens.subscribedDe, email: 'paul.becker@example.de' },
  TR: { token: seededSubscriberTokens.waitingTr, email: 'ayse.demir@example.com.tr' },
} as const satisfies Partial<Record<SiteCode, { token: string; email: string }>>;

interface UpdateStoryArgs {
  site: keyof typeof seeded;
  initial?: { saved?: boolean; failed?: boolean };
}

/** The subscriber as the update page's server reads it (the contract's fields of the story's seeded one). */
function subscriberOf(context: NewsletterStoryContext, site: keyof typeof seeded): Subscriber {
  const stored = findSubscriber(storyReference(context).state, site, seeded[site].email);
  if (!stored) throw new Error(`no seeded subscriber for ${site}`);
  const { email, status, salutation, firstName, lastName, consents, interests } = stored;
  return { email, status, salutation, firstName, lastName, consents, interests };
}

const meta = {
  title: 'Features/Newsletter/Update form',
  render: (args: UpdateStoryArgs, context) => (
    // A text column, as the storefront's update page.
    <StoryPage width="text">
      <NewsletterUpdateForm
        subscriberToken={seeded[args.site].token}
        subscriber={subscriberOf(context, args.site)}
        initial={args.initial}
      />
    </StoryPage>
  ),
  args: { site: 'DE' },
  globals: { site: 'DE' },
  parameters: {
    ...pageStory,
    docs: {
      story: { inline: false, height: '50rem' },
      source: { type: 'code' },
      description: {
        component: [
          'The subscriber’s update page (read with GET, saved with PUT /newsletter-subscribers/{subscriberToken}):',
          '`<NewsletterUpdateForm subscriberToken subscriber />` with the subscriber the server read for the link’s',
          'token. Salutation and names as the site’s sign-up shows them (with the same rules), the',
          'personalised-offers consent (DNE) and the interest categories (WOMEN_FASHION … STORE). Posts natively',
          'before hydration; once hydrated it saves with `updateSubscriber` and says so.',
          '',
          '**Accessibility:** the categories are a fieldset named by its legend; the saved or failed notice takes focus',
          'after saving.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<UpdateStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const texts = (context: NewsletterStoryContext) => storyTexts(context);

export const Default: Story = {
  name: 'DE: consent and interests',
  play: async (context) => {
    const t = texts(context);
    const ui = within(context.canvasElement);
    await expect(ui.getByRole('group', { name: t('newsletter.update.interests') })).toBeVisible();
    await expect(ui.getByRole('checkbox', { name: t('newsletter.interest.COFFEE') })).toBeChecked();
  },
};

export const SaveByKeyboard: Story = {
  name: 'Saving by keyboard: the saved notice',
  play: async (context) => {
    const t = texts(context);
    const ui = within(context.canvasElement);
    await tabTo(ui.getByRole('checkbox', { name: t('newsletter.interest.SPORT') }));
    await userEvent.keyboard(' ');
    await tabTo(ui.getByRole('button', { name: t('newsletter.update.submit') }));
    await userEvent.keyboard('{Enter}');
    const notice = (await ui.findByText(t('newsletter.update.saved'))).closest<HTMLElement>('[tabindex="-1"]')!;
    await waitFor(() => expect(notice).toHaveFocus());
  },
};

export const SaveFails: Story = {
  name: 'Saving fails: the technical notice, choices kept',
  parameters: referenceServices((reference) =>
    reference.faults.set(routeKey('PUT', newsletterRoutes.subscriber), { status: 500 }),
  ),
  play: async (context) => {
    const t = texts(context);
    const ui = within(context.canvasElement);
    const sport = ui.getByRole('checkbox', { name: t('newsletter.interest.SPORT') });
    await tabTo(sport);
    await userEvent.keyboard(' ');
    await tabTo(ui.getByRole('button', { name: t('newsletter.update.submit') }));
    await userEvent.keyboard('{Enter}');
    await ui.findByText(t('newsletter.update.failed'));
    await expect(sport).toBeChecked();
  },
};

export const TR: Story = {
  name: 'TR: names required; an empty one is refused',
  args: { site: 'TR' },
  globals: { site: 'TR' },
  play: async (context) => {
    const firstName = fieldNamed(context.canvasElement, 'firstName');
    await tabTo(firstName);
    await userEvent.clear(firstName);
    await userEvent.tab();
    await expect(descriptionOf(firstName)).toContain('Ad zorunlu bir alandır.');
  },
};

export const SavedFromServer: Story = {
  name: 'From the server: saved',
  args: { initial: { saved: true } },
  play: async (context) => {
    await expect(within(context.canvasElement).getByText(texts(context)('newsletter.update.saved'))).toBeVisible();
  },
};

export const FailedFromServer: Story = {
  name: 'From the server: failed',
  args: { initial: { failed: true } },
  play: async (context) => {
    await expect(within(context.canvasElement).getByText(texts(context)('newsletter.update.failed'))).toBeVisible();
  },
};
