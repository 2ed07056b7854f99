import type { Meta, StoryObj } from '@storybook/react-vite';
import { escapeRegExp } from 'es-toolkit/string';
import { expect, userEvent, within } from 'storybook/test';
import { Footer } from '../../../src/features/footer';
import type { SiteCode } from '../../../src/platform/site';
import { CONSENT_SETTINGS_URL } from '../../../src/services';
import { atViewport, type StoryViewport } from '../../support/viewports';
import { footerDocs } from './footerDocs';
import {
  FooterStoryPage,
  contentHeadings,
  countrySwitcherOf,
  footerOf,
  footerStoryState,
  newsletterBlock,
  prepareFooterStory,
  scrollsSideways,
  seededContent,
  siteClaims,
  siteLogos,
  siteOf,
  stubConsentProvider,
  teaserGroupsOf,
  textsOf,
  vatNotes,
  type FooterStoryContext,
} from './footerStory';

const meta = {
  title: 'Features/Footer/Sites',
  component: Footer,
  render: (args, context) => <FooterStoryPage context={context} {...args} />,
  // As the storefront places it: with the newsletter block.
  args: { newsletter: newsletterBlock },
  argTypes: { newsletter: { control: false }, initial: { control: false }, countryHrefs: { control: false } },
  beforeEach: prepareFooterStory,
  parameters: footerDocs(
    'Each country’s footer as the reference services seed it (its service claims, payment methods and ' +
      'delivery partner), at desktop (the classic view: columns, the country switcher) and for DE, CZ and TR also ' +
      'at phone and tablet width (the mobile view: an accordion, no country switcher).',
  ),
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Icon links by the start of their name (an external link's name ends in the "opens in new tab" text). */
const named = (text: string) => new RegExp(`^${escapeRegExp(text)}`);

/**
 * The seeded groups' logos, the site's delivery partner and its extra payment methods (cash on pickup in SK, BKM in
 * TR), each named by its label.
 */
async function expectLogos(context: FooterStoryContext) {
  const footer = within(footerOf(context));
  for (const group of teaserGroupsOf(seededContent(context))) {
    const region = within(footer.getByRole('region', { name: group.heading.link.text }));
    for (const image of group.images) await expect(region.getByRole('img', { name: image.label })).toBeVisible();
  }
  for (const label of siteLogos[siteOf(context).code])
    await expect(footer.getByRole('img', { name: label })).toBeVisible();
}

/** The legal links in their configured order, the consent one a button that opens the consent settings. */
async function expectLegalLinks(context: FooterStoryContext) {
  const { legalLinks } = seededContent(context);
  const legal = within(footerOf(context)).getByRole('navigation', { name: textsOf(context)('footer.legal') });
  const entries = [...legal.querySelectorAll<HTMLElement>('a, button')];
  await expect(entries.map((entry) => [entry.tagName, entry.textContent])).toEqual(
    legalLinks.map((link) => [link.url === CONSENT_SETTINGS_URL ? 'BUTTON' : 'A', link.text]),
  );
  const consent = within(legal).getByRole('button', {
    name: legalLinks.find((link) => link.url === CONSENT_SETTINGS_URL)!.text,
  });
  consent.focus();
  await userEvent.keyboard('{Enter}');
  await expect(footerStoryState(context).consentToggle).toHaveBeenCalledTimes(1);
}

/** The country switcher shows the site and marks it (aria-current) among the nine shops. */
async function expectCountrySwitcher(context: FooterStoryContext) {
  const site = siteOf(context);
  const t = textsOf(context);
  const nav = countrySwitcherOf(context);
  await expect(nav).not.toBeNull();
  const summary = nav!.querySelector('summary')!;
  // toHaveTextContent collapses the element's white space, a no-break one ("Pays\u00a0:") too.
  await expect(summary).toHaveTextContent(`${t('footer.countrySwitcher.prefix')} ${site.label}`.replace(/\s+/g, ' '));
  await expect(summary.querySelector('img')).toHaveAttribute('data-flag', site.flag);
  // The list is closed: its links are in the page (and work without script) but not shown.
  const links = within(nav!).getAllByRole('link', { hidden: true });
  await expect(links).toHaveLength(9);
  const current = links.filter((link) => link.getAttribute('aria-current') === 'true');
  await expect(current.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    [site.label, `/?site=${site.switcherCode}`],
  ]);
}

/** A site's footer in the classic view (desktop): everything the content has, as columns. */
async function expectClassicFooter(context: FooterStoryContext) {
  const site = siteOf(context).code;
  const content = seededContent(context);
  const footer = within(footerOf(context));
  await expect(await footer.findByRole('heading', { level: 2, name: content.headline })).toBeVisible();
  await expect(contentHeadings(context, content)).toEqual([
    content.headline,
    ...teaserGroupsOf(content).map((group) => group.heading.link.text),
    content.seo!.heading,
    content.socialMedia!.heading,
    content.appReferences!.heading,
  ]);
  // Columns: each group a section named by its h2, the heading's link in it; no accordion.
  const [promise] = teaserGroupsOf(content);
  const promiseRegion = within(footer.getByRole('region', { name: promise!.heading.link.text }));
  await expect(promiseRegion.getByRole('link', { name: promise!.heading.link.text })).toBeVisible();
  await expect(footer.queryByRole('button', { name: promise!.heading.link.text })).toBeNull();
  // The site's service claims, and the VAT statement in CZ and SK.
  for (const claim of siteClaims[site]) await expect(promiseRegion.getByRole('link', { name: claim })).toBeVisible();
  const vat = vatNotes[site];
  if (vat) await expect(promiseRegion.getByText(vat)).toBeVisible();
  await expectLogos(context);
  for (const icon of [...content.socialMedia!.socialMediaIcons, ...content.appReferences!.appIcons])
    await expect(footer.getByRole('link', { name: named(icon.link.text) })).toBeVisible();
  const salesTax = content.salesTax!;
  await expect(footer.getByRole('link', { name: salesTax.link.text }).closest('p')).toHaveTextContent(
    `${salesTax.textBeforeLink} ${salesTax.link.text}`,
  );
  await expectLegalLinks(context);
  await expectCountrySwitcher(context);
  await expect(await footer.findByRole('button', { name: content.viewChanger!.toMobile })).toBeVisible();
}

/**
 * A site's footer in the mobile view (phone, tablet): the groups an accordion, all closed; one opened by keyboard
 * shows its links (the claims); hideInClassic links show here; no country switcher.
 */
async function expectMobileFooter(context: FooterStoryContext) {
  const site = siteOf(context).code;
  const content = seededContent(context);
  const footer = within(footerOf(context));
  await expect(await footer.findByRole('heading', { level: 2, name: content.headline })).toBeVisible();
  const groups = teaserGroupsOf(content);
  // The accordion is a lazy module: its triggers arrive after the columns the server rendered.
  const triggers = await Promise.all(
    groups.map((group) => footer.findByRole('button', { name: group.heading.link.text })),
  );
  for (const trigger of triggers) {
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger.closest('h2')).not.toBeNull();
  }
  await expect(countrySwitcherOf(context)).toBeNull();
  await expect(footer.queryByRole('link', { name: siteClaims[site][0] })).toBeNull();

  // Open the promise group by keyboard: its heading's link leads, then the claims.
  triggers[0]!.focus();
  await userEvent.keyboard('{Enter}');
  await expect(triggers[0]).toHaveAttribute('aria-expanded', 'true');
  const promise = within(footer.getByRole('region', { name: groups[0]!.heading.link.text }));
  await expect(promise.getAllByRole('link')[0]).toHaveAccessibleName(groups[0]!.heading.link.text);
  for (const claim of siteClaims[site]) await expect(promise.getByRole('link', { name: claim })).toBeVisible();
  const vat = vatNotes[site];
  if (vat) await expect(promise.getByText(vat)).toBeVisible();

  // Links hidden in the classic view show in the mobile view.
  const index = groups.findIndex((group) => group.links.some((link) => link.hideInClassic));
  await expect(index).toBeGreaterThanOrEqual(0);
  triggers[index]!.focus();
  await userEvent.keyboard('{Enter}');
  const region = within(footer.getByRole('region', { name: groups[index]!.heading.link.text }));
  for (const link of groups[index]!.links.filter((l) => l.hideInClassic))
    await expect(region.getByRole('link', { name: link.text })).toBeVisible();

  await expect(await footer.findByRole('button', { name: content.viewChanger!.toDesktop })).toBeVisible();
  // Nothing runs past the viewport's edge.
  await expect(scrollsSideways()).toBe(false);
}

const desktop = (site: SiteCode, extra: Partial<Story> = {}): Story => ({
  name: `${site} (desktop)`,
  ...atViewport('desktop'),
  globals: { ...atViewport('desktop').globals, site },
  beforeEach: stubConsentProvider,
  play: expectClassicFooter,
  ...extra,
});

const mobile = (site: SiteCode, viewport: Exclude<StoryViewport, 'desktop'>): Story => ({
  name: `${site} (${viewport})`,
  ...atViewport(viewport),
  globals: { ...atViewport(viewport).globals, site },
  play: expectMobileFooter,
});

export const DE = desktop('DE');
export const DEPhone = mobile('DE', 'phone');
export const DETablet = mobile('DE', 'tablet');
export const AT = desktop('AT');
export const CH = desktop('CH');
export const CH_FR = desktop('CH_FR');
export const CZ = desktop('CZ');
export const CZPhone = mobile('CZ', 'phone');
export const CZTablet = mobile('CZ', 'tablet');
export const HU = desktop('HU', {
  name: 'HU (desktop, content loaded in the browser)',
  // No `initial`: the footer loads its content itself after mount (its own parts show meanwhile).
  parameters: { ...atViewport('desktop').parameters, footerLoad: 'browser' },
});
export const PL = desktop('PL');
export const SK = desktop('SK');
export const TR = desktop('TR', {
  name: 'TR (desktop, coffee-dark surface)',
  globals: { ...atViewport('desktop').globals, site: 'TR', theme: 'coffee-dark' },
});
export const TRPhone = mobile('TR', 'phone');
export const TRTablet = mobile('TR', 'tablet');
