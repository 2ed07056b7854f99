/** The footer stories' docs page and the parameters every footer story shares. */

const component = [
  'The shop footer: the service teaser groups (columns on desktop, an accordion',
  'on phone and tablet), the newsletter block, popular categories (SEO links), social media and app links, quality',
  'seals, the legal links (one opens the cookie-consent settings), the sales-tax note with the shipping-costs link,',
  'the country switcher (desktop only) and the view switcher between the mobile and the classic view (remembered in',
  'the `crema-footer-view` cookie). Its content is the promotion placement SHOP_FOOTER of the site.',
  '',
  '**Props:** `initial` (what the server loaded with `loadFooter`; without it the footer loads its content after',
  'mount), `checkout` (groups marked hideGroupInCheckout are hidden), `reduced` (the server’s reading of the',
  'affiliate or new-app cookie: no SEO group, no social or app links; after mount the footer reads the cookies',
  'itself too), `initialView` (the remembered view as the server read it), `newsletter` (the block, e.g.',
  '`<NewsletterForm variant="embedded" />`; removed when `newsletterHidden` or the visitor’s newsletter status is',
  'WAITING_FOR_DOI or SUBSCRIBED), `countryHrefs` (each country shop’s address by site code; default `/?site=xx`).',
  '',
  '**Placing it:** the footer renders its content, not the landmark. Put it in the page’s `<footer>`, PageLayout’s',
  'footer slot: `<PageLayout footer={<Footer initial={await loadFooter(services, site)} … />}>`, inside a',
  'StorefrontProvider and, with a newsletter block, a VisitorProvider (the visitor data is fetched once per page).',
  'With no content (a 404) or a failed call (logged once) it shows only its own parts: the country switcher and the',
  'newsletter block.',
  '',
  'Each story is a small page of its own (a main with the page’s h1, then the footer) on fresh reference services.',
  'Storybook serves no /service: the logos and flags are shown inline, the same SVGs the reference services answer.',
  '',
  '**Accessibility:** the footer is the page’s contentinfo landmark; every part under an h2 is a region named by it',
  '(teaser groups, popular categories, social media, apps); the legal links and the country switcher are named',
  'navigations. On phone and tablet each group heading is an accordion button inside its h2 (`aria-expanded`, Enter',
  'or Space); without script the groups are open sections. The country switcher is a native disclosure',
  '(details/summary: opens without script, by Enter or Space), its links carry `hreflang` and the current country',
  '`aria-current`; Escape closes it and returns focus to the summary. Links that open a new tab say so; social icons',
  'are named by their text, logos by their label; links and buttons have the touch size on phones and at least 24 px',
  'from tablets up.',
].join('\n');

/**
 * The parameters of a footer stories file, with a line on what this file shows. Each story is a whole page (main,
 * contentinfo, h1), so the preview's frame adds no main (`storyFrame: 'page'`), and in the docs each story gets its
 * own frame.
 */
export const footerDocs = (shows: string) => ({
  storyFrame: 'page' as const,
  docs: {
    story: { inline: false, height: '48rem' },
    source: { type: 'code' },
    description: { component: `${component}\n\n${shows}` },
  },
});
