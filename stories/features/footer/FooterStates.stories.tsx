import type { Meta, StoryObj } from '@storybook/react-vite';
import { escapeRegExp } from 'es-toolkit/string';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Footer, FOOTER_VIEW_COOKIE } from '../../../src/features/footer';
import { FOOTER_FAILURE_LOG } from '../../../src/features/footer/constants';
import { NEW_APP_COOKIE } from '../../../src/features/header/constants';
import { FOOTER_ROUTE } from '../../../src/mocks/routes/footer';
import { SEEDED_LOGIN, loginAccounts } from '../../../src/mocks/routes/login';
import { readCookie, removeCookie, writeCookie } from '../../../src/platform/browser';
import { switcherCodes } from '../../../src/platform/site';
import type { FooterContent } from '../../../src/services';
import type { NewsletterStatus } from '../../../src/services/newsletter/constants';
import { logIn, referenceServices } from '../../support/referenceServices';
import { atViewport } from '../../support/viewports';
import { stayOnPage } from '../promotion/promotionStory';
import { tabTo } from '../newsletter/newsletterStory';
import { footerDocs } from './footerDocs';
import {
  FooterStoryPage,
  contentHeadings,
  countrySwitcherOf,
  failureLogs,
  footerOf,
  footerStoryState,
  newsletterBlock,
  prepareFooterStory,
  pressOnSummary,
  recordFollowedLinks,
  seededContent,
  siteOf,
  teaserGroupsOf,
  textsOf,
  type FooterStoryContext,
} from './footerStory';

const meta = {
  title: 'Features/Footer/States',
  component: Footer,
  render: (args, context) => <FooterStoryPage context={context} {...args} />,
  argTypes: { newsletter: { control: false }, initial: { control: false }, countryHrefs: { control: false } },
  beforeEach: prepareFooterStory,
  ...atViewport('desktop'),
  globals: { ...atViewport('desktop').globals, site: 'DE' },
  parameters: {
    ...atViewport('desktop').parameters,
    ...footerDocs(
      'The footer’s states: the classic view and the view switcher, the country switcher ' +
        'by keyboard, reduced mode (by prop and by cookie), checkout, no content (404), failures, and the newsletter ' +
        'block: shown, removed for a subscribed visitor, marked hidden by the page. At desktop width unless named.',
    ),
  },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

const footer = (context: FooterStoryContext) => within(footerOf(context));
const named = (text: string) => new RegExp(`^${escapeRegExp(text)}`);

/** The embedded newsletter form's heading (its h2), if the block is on the page. */
const newsletterHeading = (context: FooterStoryContext) =>
  footer(context).queryByRole('heading', { level: 2, name: textsOf(context)('newsletter.title') });

/** The content is shown: wait for its headline. */
async function contentShown(context: FooterStoryContext): Promise<FooterContent> {
  const content = seededContent(context);
  await expect(await footer(context).findByRole('heading', { level: 2, name: content.headline })).toBeVisible();
  return content;
}

/** The links of the content's groups that the classic view hides (hideInClassic) and those it shows. */
function classicLinks(content: FooterContent) {
  const links = teaserGroupsOf(content).flatMap((group) => group.links);
  return { hidden: links.filter((link) => link.hideInClassic), shown: links.filter((link) => !link.hideInClassic) };
}

async function expectClassicLinks(context: FooterStoryContext, content: FooterContent) {
  const { hidden, shown } = classicLinks(content);
  for (const link of hidden) await expect(footer(context).queryByRole('link', { name: link.text })).toBeNull();
  for (const link of shown) await expect(footer(context).getAllByRole('link', { name: link.text })[0]).toBeVisible();
}

// --- views -------------------------------------------------------------------------------------------------------

export const ClassicView: Story = {
  name: 'Classic view: hideInClassic links hidden; to the mobile view and back by keyboard',
  // The view switcher remembers the choice in a cookie: the next story must not start in this one's view.
  beforeEach: () => () => void removeCookie(FOOTER_VIEW_COOKIE),
  play: async (context) => {
    const content = await contentShown(context);
    const { toMobile, toDesktop } = content.viewChanger!;
    await expectClassicLinks(context, content);

    // The view switcher is there once the page runs script (it could do nothing without).
    const switcher = await footer(context).findByRole('button', { name: toMobile });
    switcher.focus();
    await userEvent.keyboard('{Enter}');
    // The mobile view: the accordion, no country switcher, the choice remembered; focus stays on the switcher.
    await expect(switcher).toHaveAccessibleName(toDesktop);
    await expect(switcher).toHaveFocus();
    const [first] = teaserGroupsOf(content);
    await expect(await footer(context).findByRole('button', { name: first!.heading.link.text })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(countrySwitcherOf(context)).toBeNull();
    await expect(readCookie(FOOTER_VIEW_COOKIE)).toBe('mobile');

    // And back with Space.
    await userEvent.keyboard(' ');
    await expect(switcher).toHaveAccessibleName(toMobile);
    await expect(switcher).toHaveFocus();
    await expect(countrySwitcherOf(context)).not.toBeNull();
    await expect(readCookie(FOOTER_VIEW_COOKIE)).toBe('classic');
    await expectClassicLinks(context, content);
  },
};

export const CountrySwitcher: Story = {
  name: 'Country switcher by keyboard (PL): open, choose a country, Escape',
  globals: { ...atViewport('desktop').globals, site: 'PL' },
  // Following a country's link would take the frame away from Storybook.
  beforeEach: () => stayOnPage(),
  play: async (context) => {
    const site = siteOf(context);
    const nav = countrySwitcherOf(context)!;
    const details = nav.querySelector('details')!;
    const summary = nav.querySelector('summary')!;
    await expect(details.open).toBe(false);

    // Open with Enter on the summary.
    summary.focus();
    await pressOnSummary(summary, '{Enter}');
    await expect(details.open).toBe(true);
    const links = within(nav).getAllByRole('link');
    // The nine shops by their lower-case codes.
    await expect(links.map((link) => link.getAttribute('href')).sort()).toEqual(
      switcherCodes.map((code) => `/?site=${code}`).sort(),
    );
    for (const link of links) await expect(link).toBeVisible();
    await expect(
      links.filter((link) => link.getAttribute('aria-current') === 'true').map((link) => link.textContent),
    ).toEqual([site.label]);

    // Tab to another country and follow it with Enter: its shop's address.
    const followed = recordFollowedLinks();
    try {
      await tabTo(within(nav).getByRole('link', { name: 'Magyarország' }));
      await userEvent.keyboard('{Enter}');
    } finally {
      followed.stop();
    }
    await expect(followed.hrefs).toEqual(['/?site=hu']);

    // Escape inside the list closes it and gives focus back to the summary.
    await userEvent.keyboard('{Escape}');
    await expect(details.open).toBe(false);
    await expect(summary).toHaveFocus();
    // Space opens it too, Escape on the summary itself closes it.
    await pressOnSummary(summary, ' ');
    await expect(details.open).toBe(true);
    await userEvent.keyboard('{Escape}');
    await expect(details.open).toBe(false);
    await expect(summary).toHaveFocus();
  },
};

// --- reduced mode and checkout -----------------------------------------------------------------------------------

/** In reduced mode no SEO group, no social media and no app icons; the rest stays. */
async function expectReduced(context: FooterStoryContext) {
  const content = await contentShown(context);
  await expect(contentHeadings(context, content)).toEqual([
    content.headline,
    ...teaserGroupsOf(content).map((group) => group.heading.link.text),
  ]);
  for (const icon of [...content.socialMedia!.socialMediaIcons, ...content.appReferences!.appIcons])
    await expect(footer(context).queryByRole('link', { name: named(icon.link.text) })).toBeNull();
  for (const link of content.seo!.columns.flat())
    await expect(footer(context).queryByRole('link', { name: link.text })).toBeNull();
  await expect(footer(context).getByRole('navigation', { name: textsOf(context)('footer.legal') })).toBeVisible();
  await expect(countrySwitcherOf(context)).not.toBeNull();
}

export const Reduced: Story = {
  name: 'Reduced mode (the server’s reading): no SEO group, social or app links',
  args: { reduced: true },
  play: expectReduced,
};

export const ReducedByCookie: Story = {
  name: 'Reduced mode from the new-app cookie (CZ), read after mount',
  globals: { ...atViewport('desktop').globals, site: 'CZ' },
  beforeEach: () => {
    writeCookie(NEW_APP_COOKIE, '1');
    return () => void removeCookie(NEW_APP_COOKIE);
  },
  play: expectReduced,
};

export const Checkout: Story = {
  name: 'Checkout: the groups marked hideGroupInCheckout are hidden',
  args: { checkout: true },
  play: async (context) => {
    const content = await contentShown(context);
    const groups = teaserGroupsOf(content);
    const hidden = groups.filter((group) => group.hideGroupInCheckout);
    await expect(hidden.length).toBeGreaterThan(0);
    await expect(contentHeadings(context, content)).toEqual([
      content.headline,
      ...groups.filter((group) => !group.hideGroupInCheckout).map((group) => group.heading.link.text),
      content.seo!.heading,
      content.socialMedia!.heading,
      content.appReferences!.heading,
    ]);
    for (const group of hidden)
      for (const link of group.links) await expect(footer(context).queryByRole('link', { name: link.text })).toBeNull();
  },
};

// --- no content and failures -------------------------------------------------------------------------------------

/** Only the footer's own parts: the country switcher and the newsletter block; no content, no view switcher. */
async function expectOwnPartsOnly(context: FooterStoryContext) {
  await expect(countrySwitcherOf(context)).not.toBeNull();
  await expect(newsletterHeading(context)).toBeVisible();
  const content = seededContent(context);
  await expect(contentHeadings(context, content)).toEqual([]);
  await expect(footer(context).queryByRole('navigation', { name: textsOf(context)('footer.legal') })).toBeNull();
  await expect(footer(context).queryByRole('button', { name: content.viewChanger!.toMobile })).toBeNull();
}

export const NoContent: Story = {
  name: 'No content (404): the footer’s own parts only, nothing logged',
  args: { newsletter: newsletterBlock },
  parameters: referenceServices((reference) => reference.faults.set(`GET ${FOOTER_ROUTE}`, { status: 404 })),
  play: async (context) => {
    // "404 means no content": not a failure.
    await expect(footerStoryState(context).initial).toEqual({ status: 'none' });
    await expectOwnPartsOnly(context);
    await expect(failureLogs()).toEqual([]);
  },
};

export const Failure: Story = {
  name: 'Failure (500, loaded in the browser, SK): own parts only, logged once',
  globals: { ...atViewport('desktop').globals, site: 'SK' },
  args: { newsletter: newsletterBlock },
  parameters: {
    footerLoad: 'browser',
    ...referenceServices((reference) => reference.faults.set(`GET ${FOOTER_ROUTE}`, { status: 500 })),
  },
  play: async (context) => {
    await waitFor(() => expect(failureLogs()).toHaveLength(1));
    await expect(console.error).toHaveBeenCalledWith(
      FOOTER_FAILURE_LOG,
      'SK',
      expect.objectContaining({ kind: 'http', status: 500 }),
    );
    await expectOwnPartsOnly(context);
  },
};

export const NetworkError: Story = {
  name: 'Failure (network error, loaded by the server, HU): own parts only, logged once',
  globals: { ...atViewport('desktop').globals, site: 'HU' },
  args: { newsletter: newsletterBlock },
  parameters: referenceServices((reference) => reference.faults.set(`GET ${FOOTER_ROUTE}`, { drop: true })),
  play: async (context) => {
    await expect(footerStoryState(context).initial).toEqual({ status: 'failed' });
    await expect(failureLogs()).toEqual([[FOOTER_FAILURE_LOG, 'HU', expect.objectContaining({ kind: 'network' })]]);
    await expectOwnPartsOnly(context);
  },
};

// --- the newsletter block ----------------------------------------------------------------------------------------

export const Newsletter: Story = {
  name: 'Newsletter block: shown for a visitor without a newsletter status',
  args: { newsletter: newsletterBlock },
  play: async (context) => {
    await contentShown(context);
    await footerStoryState(context).visitor.getState().load();
    await expect(footerStoryState(context).visitor.getState().newsletterStatus).toBeNull();
    await expect(newsletterHeading(context)).toBeVisible();
  },
};

/** The newsletter block is removed for WAITING_FOR_DOI or SUBSCRIBED. */
const SUBSCRIBED: NewsletterStatus = 'SUBSCRIBED';

export const NewsletterSubscribed: Story = {
  name: 'Newsletter block: removed for a subscribed visitor (signed in, SUBSCRIBED)',
  args: { newsletter: newsletterBlock },
  parameters: referenceServices(async (reference) => {
    loginAccounts(reference.state).find((account) => account.email === SEEDED_LOGIN.email)!.newsletterStatus =
      SUBSCRIBED;
    await logIn(reference);
  }),
  play: async (context) => {
    await contentShown(context);
    const { visitor } = footerStoryState(context);
    await visitor.getState().load();
    await expect(visitor.getState().newsletterStatus).toBe(SUBSCRIBED);
    await waitFor(() => expect(newsletterHeading(context)).toBeNull());
  },
};

export const NewsletterHidden: Story = {
  name: 'Newsletter block: the page marks it hidden (newsletterHidden)',
  args: { newsletter: newsletterBlock, newsletterHidden: true },
  play: async (context) => {
    await contentShown(context);
    await footerStoryState(context).visitor.getState().load();
    await expect(newsletterHeading(context)).toBeNull();
  },
};
